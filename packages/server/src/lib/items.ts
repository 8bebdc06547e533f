import {
  type DepositReturnOutcome,
  type MapSortOption,
  monthlyCostOf,
  type ReviewStatus,
  type SortOption,
} from '@jjinbbang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { buildingCostMediansSql, placeCostOrder, reviewCostSql } from '../cost/cost-sql.ts';
import { blindedNotice, publicReview, visibleTo } from '../reviews/visibility.ts';
import { roundRating, toKstIso } from './time.ts';
import { fileUrl } from './urls.ts';

/** A place is a building (general or dormitory) or an agency; ids are unique per kind. */
export type PlaceKind = 'building' | 'agency';
export interface PlaceRef {
  kind: PlaceKind;
  id: number;
}

export const intArray = (ids: readonly number[]) =>
  sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;
export const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

export interface ReviewRow {
  id: number;
  kind: 'GENERAL' | 'DORM' | 'AGENCY';
  rating: number;
  content: string;
  positive: string[];
  negative: string[];
  like_count: number;
  image_count: number;
  updated_at: string | Date;
  contract_type: 'MONTHLY_RENT' | 'DEPOSIT_RENT' | null;
  deposit: number | null;
  monthly_rent: number | null;
  maintenance_cost: number | null;
  floor: string | null;
  space: number | null;
  capacity: number | null;
  dorm_fee: number | null;
  deposit_return: DepositReturnOutcome | null;
  deposit_return_days: number | null;
  place_name: string | null;
  place_type: string | null;
  place_lat: number | null;
  place_lng: number | null;
  university_name: string | null;
  image: string | null;
  liked: boolean;
  /** Moderation (reviews/visibility.ts): only the author is ever handed a review that is not public. */
  status?: ReviewStatus;
  blinded_until?: string | Date | null;
  appealed_at?: string | Date | null;
}

export type ReviewItem = Record<string, unknown>;

/** Exactly one of the three blocks is present. */
export interface ReviewVariant {
  generalReviewInfo?: Record<string, unknown>;
  dormitoryReviewInfo?: Record<string, unknown>;
  agencyReviewInfo?: Record<string, unknown>;
}

/** The kind-specific block of a review card and of the review detail (api-contract §4 "Item shapes"). */
export function reviewVariant(row: Omit<ReviewRow, 'image'>, conversionRate: number): ReviewVariant {
  const common = { id: row.id, name: row.place_name ?? '', rating: row.rating, liked: row.liked };
  if (row.kind === 'GENERAL') {
    return {
      generalReviewInfo: {
        ...common,
        type: row.place_type,
        contractType: row.contract_type,
        deposit: row.deposit ?? 0,
        price: row.monthly_rent,
        floor: row.floor,
        space: row.space ?? 0,
        maintenanceCost: row.maintenance_cost,
        rating: row.rating,
        liked: row.liked,
        monthlyCost: monthlyCostOf(
          { deposit: row.deposit ?? 0, monthlyRent: row.monthly_rent, maintenanceCost: row.maintenance_cost },
          conversionRate,
        ),
        depositReturn: depositReturnOf(row),
      },
    };
  }
  if (row.kind === 'DORM') {
    return {
      dormitoryReviewInfo: {
        ...common,
        type: 'DORMITORY',
        universityName: row.university_name ?? '',
        floor: row.floor,
        capacity: row.capacity ?? 1,
        dormFee: row.dorm_fee ?? 0,
      },
    };
  }
  return { agencyReviewInfo: { ...common, type: 'AGENCY' } };
}

function depositReturnOf(row: Pick<ReviewRow, 'deposit_return' | 'deposit_return_days'>) {
  return row.deposit_return ? { outcome: row.deposit_return, days: row.deposit_return_days } : null;
}

export function reviewInfo(
  row: Pick<ReviewRow, 'content' | 'positive' | 'negative' | 'like_count' | 'updated_at'> &
    Pick<ReviewRow, 'status' | 'blinded_until' | 'appealed_at'>,
) {
  return {
    content: row.content,
    keyword: [...row.positive, ...row.negative],
    likeCount: row.like_count,
    updateAt: toKstIso(row.updated_at),
    ...(row.status === 'blinded' ? { moderation: blindedNotice(row) } : {}),
  };
}

/** Review cards for the given ids, in the order given (missing ids skipped). */
export async function loadReviewItems(
  ctx: AppContext,
  ids: readonly number[],
  userId: number | null,
  opts: { boundInfo?: boolean } = {},
): Promise<ReviewItem[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.database.read<ReviewRow>(
    sql`
    SELECT r.id, r.kind, r.rating, r.content, r.positive, r.negative, r.like_count, r.image_count, r.updated_at,
      r.contract_type, r.deposit, r.monthly_rent, r.maintenance_cost, r.floor, r.space, r.capacity, r.dorm_fee,
      r.deposit_return, r.deposit_return_days, r.status, r.blinded_until, r.appealed_at,
      COALESCE(b.name, a.name) AS place_name, b.type AS place_type,
      COALESCE(b.latitude, a.latitude) AS place_lat, COALESCE(b.longitude, a.longitude) AS place_lng,
      u.name AS university_name,
      (SELECT i.key FROM review_images i WHERE i.review_id = r.id ORDER BY i.position LIMIT 1) AS image,
      EXISTS (SELECT 1 FROM review_likes l WHERE l.review_id = r.id AND l.user_id = ${userId ?? 0}) AS liked
    FROM reviews r
    LEFT JOIN buildings b ON b.id = r.building_id
    LEFT JOIN agencies a ON a.id = r.agency_id
    LEFT JOIN campuses c ON c.id = COALESCE(r.campus_id, b.campus_id)
    LEFT JOIN universities u ON u.id = c.university_id
    WHERE r.id = ANY(${intArray(ids)}) AND ${visibleTo(userId, 'r')}`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const item: ReviewItem = {
      ...reviewVariant(row, ctx.config.conversionRate),
      reviewInfo: reviewInfo(row),
      image: row.image ? fileUrl(ctx.config, row.image) : null,
      imageCount: row.image_count,
    };
    if (opts.boundInfo && row.place_lat !== null && row.place_lng !== null) {
      item.boundInfo = { latitude: row.place_lat, longitude: row.place_lng };
    }
    return [item];
  });
}

interface PlaceRow {
  kind: PlaceKind;
  id: number;
  name: string;
  type: string;
  address: string;
  latitude: number;
  longitude: number;
  rating: number | null;
  review_count: number;
  image_count: number;
  university_name: string | null;
  liked: boolean;
  image: string | null;
  r_content: string | null;
  r_positive: string[] | null;
  r_negative: string[] | null;
  r_like_count: number | null;
  r_updated_at: string | Date | null;
}

/**
 * The building block of a card or of the building detail. `monthlyCostMedian` (issue 17) is the list's figure,
 * given only for places with enough leases.
 */
export function placeVariant(
  row: Pick<
    PlaceRow,
    'kind' | 'id' | 'name' | 'type' | 'address' | 'rating' | 'review_count' | 'university_name' | 'liked'
  > & { lot_address?: string | null },
  monthlyCostMedian?: number,
) {
  const cost = monthlyCostMedian === undefined ? {} : { monthlyCostMedian };
  const common = {
    id: row.id,
    name: row.name,
    address: row.address,
    // issue 11 item 3: the lot address travels where the place's page is read.
    ...(row.lot_address === undefined ? {} : { lotAddress: row.lot_address }),
    rating: row.rating === null ? null : roundRating(row.rating),
    liked: row.liked,
    reviewCount: row.review_count,
  };
  if (row.kind === 'agency') return { agencyBuildingInfo: { ...common, type: 'AGENCY' } };
  if (row.type === 'DORMITORY') {
    return {
      dormitoryBuildingInfo: {
        ...common,
        type: 'DORMITORY',
        universityName: row.university_name ?? '',
        ...cost,
      },
    };
  }
  return { generalBuildingInfo: { ...common, type: [row.type], ...cost } };
}

/** Building cards (building view) for the given places, in the order given. */
export async function loadPlaceItems(
  ctx: AppContext,
  refs: readonly PlaceRef[],
  userId: number | null,
): Promise<ReviewItem[]> {
  if (refs.length === 0) return [];
  const buildingIds = refs.filter((r) => r.kind === 'building').map((r) => r.id);
  const agencyIds = refs.filter((r) => r.kind === 'agency').map((r) => r.id);
  const uid = userId ?? 0;
  const parts: SQL[] = [];
  if (buildingIds.length > 0) {
    parts.push(sql`
    SELECT 'building' AS kind, b.id, b.name, b.type, b.address, b.latitude, b.longitude, b.rating, b.review_count,
      b.image_count, u.name AS university_name,
      EXISTS (SELECT 1 FROM building_likes l WHERE l.building_id = b.id AND l.user_id = ${uid}) AS liked,
      (SELECT i.key FROM reviews r JOIN review_images i ON i.review_id = r.id WHERE r.building_id = b.id
        AND ${publicReview('r')} ORDER BY r.created_at DESC, r.id DESC, i.position LIMIT 1) AS image,
      nr.content AS r_content, nr.positive AS r_positive, nr.negative AS r_negative,
      nr.like_count AS r_like_count, nr.updated_at AS r_updated_at
    FROM buildings b
    LEFT JOIN campuses c ON c.id = b.campus_id
    LEFT JOIN universities u ON u.id = c.university_id
    LEFT JOIN LATERAL (SELECT * FROM reviews r WHERE r.building_id = b.id AND ${publicReview('r')} ORDER BY r.created_at DESC, r.id DESC LIMIT 1) nr ON true
    WHERE b.id = ANY(${intArray(buildingIds)})`);
  }
  if (agencyIds.length > 0) {
    parts.push(sql`
    SELECT 'agency' AS kind, a.id, a.name, 'AGENCY' AS type, a.address, a.latitude, a.longitude, a.rating, a.review_count,
      a.image_count, NULL AS university_name,
      EXISTS (SELECT 1 FROM agency_likes l WHERE l.agency_id = a.id AND l.user_id = ${uid}) AS liked,
      (SELECT i.key FROM reviews r JOIN review_images i ON i.review_id = r.id WHERE r.agency_id = a.id
        AND ${publicReview('r')} ORDER BY r.created_at DESC, r.id DESC, i.position LIMIT 1) AS image,
      nr.content AS r_content, nr.positive AS r_positive, nr.negative AS r_negative,
      nr.like_count AS r_like_count, nr.updated_at AS r_updated_at
    FROM agencies a
    LEFT JOIN LATERAL (SELECT * FROM reviews r WHERE r.agency_id = a.id AND ${publicReview('r')} ORDER BY r.created_at DESC, r.id DESC LIMIT 1) nr ON true
    WHERE a.id = ANY(${intArray(agencyIds)})`);
  }
  const [rows, medians] = await Promise.all([
    ctx.database.read<PlaceRow>(sql.join(parts, sql` UNION ALL `)),
    buildingIds.length === 0
      ? []
      : ctx.database.read<{ id: number; cost_median: number }>(
          buildingCostMediansSql(ctx.config.conversionRate, intArray(buildingIds)),
        ),
  ]);
  const byKey = new Map(rows.map((r) => [`${r.kind}:${r.id}`, r]));
  const medianOf = new Map(medians.map((m) => [m.id, m.cost_median]));
  return refs.flatMap((ref) => {
    const row = byKey.get(`${ref.kind}:${ref.id}`);
    if (!row) return [];
    return [
      {
        ...placeVariant(row, ref.kind === 'building' ? medianOf.get(ref.id) : undefined),
        reviewInfo:
          row.r_content === null
            ? null
            : reviewInfo({
                content: row.r_content,
                positive: row.r_positive ?? [],
                negative: row.r_negative ?? [],
                like_count: row.r_like_count ?? 0,
                updated_at: row.r_updated_at ?? new Date(),
              }),
        image: row.image ? fileUrl(ctx.config, row.image) : null,
        imageCount: row.image_count,
        boundInfo: { latitude: row.latitude, longitude: row.longitude },
      },
    ];
  });
}

/**
 * ORDER BY for review lists (api-contract §4; nulls always last). The map's lists add COST (실거주비 낮은순, issue
 * 17), which needs the server's conversion rate: priced reviews by their monthly figure, the rest after them.
 */
export function reviewOrder(sortBy: SortOption, alias?: string): SQL;
export function reviewOrder(sortBy: MapSortOption, alias: string, conversionRate: number): SQL;
export function reviewOrder(sortBy: MapSortOption, alias = 'r', conversionRate?: number): SQL {
  const a = sql.raw(alias);
  switch (sortBy) {
    case 'COST':
      if (conversionRate === undefined) throw new TypeError('the COST order needs the conversion rate');
      return sql`${reviewCostSql(conversionRate, alias)} ASC NULLS LAST, ${a}.created_at DESC, ${a}.id DESC`;
    case 'LIKES':
      return sql`${a}.like_count DESC, ${a}.created_at DESC, ${a}.id DESC`;
    case 'STARS':
      return sql`${a}.rating DESC NULLS LAST, ${a}.created_at DESC, ${a}.id DESC`;
    case 'RCMND':
      // "likes then recency"
      return sql`${a}.like_count DESC, ${a}.updated_at DESC, ${a}.id DESC`;
    default:
      return sql`${a}.created_at DESC, ${a}.id DESC`;
  }
}

/** ORDER BY for place lists. COST (실거주비 낮은순) reads `pc`, which placeCostJoin adds to the FROM. */
export function placeOrder(sortBy: MapSortOption, alias = 'p'): SQL {
  const a = sql.raw(alias);
  switch (sortBy) {
    case 'COST':
      return placeCostOrder(alias);
    case 'LIKES':
      return sql`${a}.like_count DESC, ${a}.review_count DESC, ${a}.id`;
    case 'STARS':
      return sql`${a}.rating DESC NULLS LAST, ${a}.review_count DESC, ${a}.id`;
    case 'RCMND':
      return sql`${a}.review_count DESC, ${a}.like_count DESC, ${a}.rating DESC NULLS LAST, ${a}.id`;
    default:
      return sql`${a}.last_reviewed_at DESC NULLS LAST, ${a}.id DESC`;
  }
}
