// 월 실거주비, 기숙사 vs 자취 and 보증금 반환 기록 (issue 17), read side.
//
// Cost figures are computed on read from the review rows, with the domain's rules and the configured 전월세 전환율:
// a stored median would go stale the moment the rate is reconfigured, and a building's or a campus's leases are one
// indexed read each. Each figure is one statement, so it is exact for the snapshot it reads even while reviews are
// written. Deposit-return counts do not depend on configuration and are kept on the place rows like the other
// aggregates (db/aggregates.ts: recomputed, locked, in the writing transaction).
import {
  type CampusCost,
  type CampusDormitory,
  type CampusRef,
  COMMUTE_KEYWORDS,
  type CostBasis,
  costHistogram,
  type DepositReturnOutcome,
  type DepositReturnSummary,
  dormFeePerMonth,
  EMPTY_DEPOSIT_RETURN_SUMMARY,
  isKeywordCode,
  type KeywordCode,
  MIN_COST_SAMPLE,
  median,
  monthlyCostOf,
  monthlyCostPerPyeong,
  type PlaceCost,
  roundManwon,
  straightLineRadius,
  summarizeCosts,
  summarizeDepositReturns,
  walkingMetres,
} from '@jjinbbang/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { publicReview } from '../reviews/visibility.ts';

interface LeaseRow {
  deposit: number;
  monthly_rent: number | null;
  maintenance_cost: number | null;
  space: number | null;
}

interface CampusRow {
  id: number;
  university_name: string;
  campus_name: string;
  latitude: number;
  longitude: number;
}

export function costBasis(ctx: AppContext): CostBasis {
  return {
    conversionRate: ctx.config.conversionRate,
    radiusMetres: ctx.config.campusRadiusMetres,
    minSample: MIN_COST_SAMPLE,
  };
}

function costsOf(ctx: AppContext, rows: readonly LeaseRow[]) {
  const costs = rows.map((r) =>
    monthlyCostOf(
      { deposit: r.deposit, monthlyRent: r.monthly_rent, maintenanceCost: r.maintenance_cost },
      ctx.config.conversionRate,
    ),
  );
  const perPyeong = rows.flatMap((r, i) => {
    const value = monthlyCostPerPyeong(costs[i] as number, r.space);
    return value === null ? [] : [value];
  });
  const cost = summarizeCosts(costs);
  return {
    sampleCount: costs.length,
    cost,
    costPerPyeong: summarizeCosts(perPyeong),
    // A chart of one or two leases would show those people's rent: hidden below the sample like the number.
    histogram: cost ? costHistogram(costs) : [],
  };
}

function campusRef(row: CampusRow): CampusRef {
  return {
    id: row.id,
    universityName: row.university_name,
    campusName: row.campus_name,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** Degrees of a bounding box around a point that holds every point within `metres` (straight line). */
function boxAround(latitude: number, longitude: number, metres: number) {
  const dLat = metres / 111_320;
  const dLng = metres / (111_320 * Math.max(0.1, Math.cos((latitude * Math.PI) / 180)));
  return { south: latitude - dLat, north: latitude + dLat, west: longitude - dLng, east: longitude + dLng };
}

interface NearLeaseRow extends LeaseRow {
  building_id: number;
  latitude: number;
  longitude: number;
  rating: number;
  positive: string[];
  deposit_return: DepositReturnOutcome | null;
  deposit_return_days: number | null;
}

/** General reviews of buildings within the walking radius of a campus (bounding box in SQL, radius here). */
async function leasesAround(ctx: AppContext, campus: CampusRow): Promise<NearLeaseRow[]> {
  const box = boxAround(campus.latitude, campus.longitude, straightLineRadius(ctx.config.campusRadiusMetres));
  const rows = await ctx.database.read<NearLeaseRow>(sql`
    SELECT r.building_id, b.latitude, b.longitude, r.deposit, r.monthly_rent, r.maintenance_cost, r.space, r.rating,
      r.positive, r.deposit_return, r.deposit_return_days
    FROM buildings b JOIN reviews r ON r.building_id = b.id
    WHERE b.latitude BETWEEN ${box.south} AND ${box.north} AND b.longitude BETWEEN ${box.west} AND ${box.east}
      AND b.type <> 'DORMITORY' AND r.kind = 'GENERAL' AND r.deposit IS NOT NULL AND ${publicReview('r')}`);
  return rows.filter((r) => walkingMetres(campus, r) <= ctx.config.campusRadiusMetres);
}

/** The nearest campus whose walking distance is within the radius, if any. */
async function nearestCampus(
  ctx: AppContext,
  point: { latitude: number; longitude: number },
): Promise<{ campus: CampusRow; metres: number } | null> {
  const box = boxAround(point.latitude, point.longitude, straightLineRadius(ctx.config.campusRadiusMetres));
  const rows = await ctx.database.read<CampusRow>(sql`
    SELECT c.id, u.name AS university_name, c.campus_name, c.latitude, c.longitude
    FROM campuses c JOIN universities u ON u.id = c.university_id
    WHERE c.latitude BETWEEN ${box.south} AND ${box.north} AND c.longitude BETWEEN ${box.west} AND ${box.east}`);
  let best: { campus: CampusRow; metres: number } | null = null;
  for (const campus of rows) {
    const metres = walkingMetres(point, campus);
    if (
      metres <= ctx.config.campusRadiusMetres &&
      (!best || metres < best.metres || (metres === best.metres && campus.id < best.campus.id))
    )
      best = { campus, metres };
  }
  return best;
}

interface PlaceRow {
  id: number;
  type: string;
  latitude: number;
  longitude: number;
  deposit_returns: DepositReturnSummary;
}

/** GET /api/v1/building/{id}/cost: null when there is no such place. */
export async function loadPlaceCost(
  ctx: AppContext,
  id: number,
  isAgency: boolean,
): Promise<PlaceCost | null> {
  const [place] = isAgency
    ? await ctx.database.read<PlaceRow>(
        sql`SELECT id, 'AGENCY' AS type, latitude, longitude, deposit_returns FROM agencies WHERE id = ${id}`,
      )
    : await ctx.database.read<PlaceRow>(
        sql`SELECT id, type, latitude, longitude, deposit_returns FROM buildings WHERE id = ${id}`,
      );
  if (!place) return null;
  const leases =
    isAgency || place.type === 'DORMITORY'
      ? []
      : await ctx.database.read<LeaseRow>(sql`
          SELECT deposit, monthly_rent, maintenance_cost, space FROM reviews
          WHERE building_id = ${id} AND kind = 'GENERAL' AND deposit IS NOT NULL AND ${publicReview()}`);
  const own = costsOf(ctx, leases);
  let campus: PlaceCost['campus'] = null;
  if (!isAgency && place.type !== 'DORMITORY') {
    const near = await nearestCampus(ctx, place);
    if (near) {
      const around = costsOf(ctx, await leasesAround(ctx, near.campus));
      campus = {
        campus: campusRef(near.campus),
        walkingMetres: Math.round(near.metres),
        sampleCount: around.sampleCount,
        cost: around.cost,
      };
    }
  }
  return {
    basis: costBasis(ctx),
    ...own,
    campus,
    depositReturns: { ...EMPTY_DEPOSIT_RETURN_SUMMARY, ...place.deposit_returns },
  };
}

function topKeywords(lists: readonly string[][]): { key: KeywordCode; count: number }[] {
  const counts = new Map<KeywordCode, number>();
  for (const list of lists)
    for (const code of new Set(list)) if (isKeywordCode(code)) counts.set(code, (counts.get(code) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([key, count]) => ({ key, count }));
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;
const share = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 1000;

interface DormReviewRow {
  building_id: number;
  name: string;
  rating: number;
  positive: string[];
  dorm_fee: number | null;
  capacity: number | null;
  current_grade: number | null;
  current_region: string | null;
}

/** GET /api/v1/campus/{id}/cost: the campus's dormitories beside the off-campus rooms within the radius. */
export async function loadCampusCost(ctx: AppContext, id: number): Promise<CampusCost | null> {
  const [campus] = await ctx.database.read<CampusRow>(sql`
    SELECT c.id, u.name AS university_name, c.campus_name, c.latitude, c.longitude
    FROM campuses c JOIN universities u ON u.id = c.university_id WHERE c.id = ${id}`);
  if (!campus) return null;
  const leases = await leasesAround(ctx, campus);
  const dormRows = await ctx.database.read<DormReviewRow>(sql`
    SELECT b.id AS building_id, b.name, r.rating, r.positive, r.dorm_fee, r.capacity, r.current_grade,
      r.current_region
    FROM buildings b JOIN reviews r ON r.building_id = b.id
    WHERE b.type = 'DORMITORY' AND r.kind = 'DORM' AND COALESCE(r.campus_id, b.campus_id) = ${id}
      AND ${publicReview('r')}`);

  const byDorm = new Map<number, DormReviewRow[]>();
  for (const row of dormRows) byDorm.set(row.building_id, [...(byDorm.get(row.building_id) ?? []), row]);
  const dormitories: CampusDormitory[] = [...byDorm.entries()].map(([dormId, rows]) => {
    const fees = rows.flatMap((r) => (r.dorm_fee && r.dorm_fee > 0 ? [r.dorm_fee] : []));
    const fee = median(fees);
    return {
      id: dormId,
      name: rows[0]?.name ?? '',
      reviewCount: rows.length,
      rating: mean(rows.map((r) => r.rating)),
      feePerSemester: fee === null ? null : roundManwon(fee),
      feePerMonth: fee === null ? null : dormFeePerMonth(fee),
      keywords: topKeywords(rows.map((r) => r.positive)),
      gradeCriteriaShare: share(rows.filter((r) => r.current_grade !== null).length, rows.length),
      distanceCriteriaShare: share(rows.filter((r) => r.current_region !== null).length, rows.length),
      capacities: [...new Set(rows.flatMap((r) => (r.capacity ? [r.capacity] : [])))].sort((a, b) => a - b),
    };
  });
  dormitories.sort((a, b) => b.reviewCount - a.reviewCount || a.id - b.id);

  const commute = new Set<string>(COMMUTE_KEYWORDS);
  const { cost, histogram, sampleCount } = costsOf(ctx, leases);
  return {
    basis: costBasis(ctx),
    campus: campusRef(campus),
    dormitories,
    offCampus: {
      buildingCount: new Set(leases.map((r) => r.building_id)).size,
      reviewCount: leases.length,
      sampleCount,
      cost,
      histogram,
      rating: mean(leases.map((r) => r.rating)),
      keywords: topKeywords(leases.map((r) => r.positive)),
      commuteShare: share(leases.filter((r) => r.positive.some((k) => commute.has(k))).length, leases.length),
      depositReturns: summarizeDepositReturns(
        leases.flatMap((r) =>
          r.deposit_return ? [{ outcome: r.deposit_return, days: r.deposit_return_days }] : [],
        ),
      ),
    },
  };
}
