import {
  type Bounds,
  type BoundsFacts,
  firstRefusal,
  isDongName,
  type MapFilters,
  NO_MAP_FILTERS,
  RULE_OK,
  universityByShortName,
  validateBounds,
  validatePriceRanges,
} from '@jjinbbang/domain';
import {
  markersRequestSchema,
  markersResponseSchema,
  nearbyRequestSchema,
  nearbyResponseSchema,
  searchRequestSchema,
  searchResponseSchema,
} from '@jjinbbang/domain/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { leaseCostAtMostSql, placeCostJoin } from '../cost/cost-sql.ts';
import { ok, okJson, unprocessable } from '../errors.ts';
import {
  intArray,
  loadPlaceItems,
  loadReviewItems,
  type PlaceKind,
  type PlaceRef,
  placeOrder,
  type ReviewItem,
  reviewOrder,
  textArray,
} from '../lib/items.ts';
import { ReadCache } from '../lib/read-cache.ts';
import { createRouter, jsonBody, route } from '../lib/route.ts';
import { dongCentres } from '../places/dong-centres.ts';
import { reviewFilterConditions } from '../places/review-filters.ts';
import { likePattern, termCondition } from '../places/search.ts';
import { publicReview } from '../reviews/visibility.ts';
import { type Box, markerCells } from './map-markers.ts';

/** api-contract §4: the campus filter and campus search reach 2 km around a campus. */
export const CAMPUS_RADIUS_KM = 2;
/** Generic words of university and campus names, ignored when deciding whether a keyword names a campus. */
const GENERIC_CAMPUS_WORDS = /(대학교|대학원|대학|캠퍼스|학교|본교|분교|제\d캠퍼스|\s)+/g;
/** A search pulls in the surroundings of at most this many matching campuses. */
export const MAX_SEARCH_CAMPUSES = 30;
/** A markers answer never carries more than this many markers (a whole-country box would otherwise be huge). */
export const MAX_MARKERS = 5000;

const KM_PER_DEG_LAT = 111.32;

const markers = route({
  method: 'post',
  path: '/api/v1/map/markers',
  tags: ['지도'],
  summary: '영역 안의 마커 (필터 적용, 최대 5,000개)',
  auth: 'none',
  request: { body: jsonBody(markersRequestSchema) },
  response: markersResponseSchema,
  errors: [422],
});

const nearby = route({
  method: 'post',
  path: '/api/v1/map/markers/nearby',
  tags: ['지도'],
  summary: '누른 장소들의 후기 또는 건물 (1쪽부터)',
  auth: 'optional',
  request: { body: jsonBody(nearbyRequestSchema) },
  response: nearbyResponseSchema,
  errors: [422],
});

const search = route({
  method: 'post',
  path: '/api/v1/map/search',
  tags: ['지도'],
  summary: '이름·주소 검색과 일치하는 캠퍼스 주변 장소 (필터 적용)',
  auth: 'user',
  request: { body: jsonBody(searchRequestSchema) },
  response: searchResponseSchema,
  errors: [422],
});

/**
 * The map cells computed at start-up (main.ts runs the warm-up): the surroundings of every campus — the campus
 * filter's 2 km and a margin, where the map opens and students look — for the two views with nothing else
 * filtered: 리뷰 (the app's first screen, spec 000 §3) and 전체. Other filters are computed on first use.
 */
const WARM_RADIUS_KM = CAMPUS_RADIUS_KM + 0.5;
const WARM_FILTERS: readonly MapFilters[] = (['REVIEW', 'BUILDING'] as const).map((viewType) => ({
  ...NO_MAP_FILTERS,
  viewType,
  monthlyCostMax: null,
}));

/** Squared-distance test in km on a local flat projection (exact enough within a few km). */
function withinKm(latA: SQL, lngA: SQL, latB: SQL, lngB: SQL, km: number): SQL {
  return sql`((${latA} - ${latB}) * ${KM_PER_DEG_LAT}) ^ 2 + ((${lngA} - ${lngB}) * ${KM_PER_DEG_LAT} * cos(radians(${latB}))) ^ 2 <= ${km * km}`;
}

/** api-contract §4: inverted bounds or a min above its max are a 422 — by the domain's rules, with their messages. */
export function assertMapQuery(filters: MapFilters, bounds?: BoundsFacts) {
  const result = firstRefusal(bounds ? validateBounds(bounds) : RULE_OK, validatePriceRanges(filters));
  if (!result.ok) throw unprocessable(result.message);
}

export interface KindSql {
  kind: PlaceKind;
  table: SQL;
  reviewColumn: SQL;
}
export const BUILDING: KindSql = {
  kind: 'building',
  table: sql.raw('buildings'),
  reviewColumn: sql.raw('building_id'),
};
export const AGENCY: KindSql = {
  kind: 'agency',
  table: sql.raw('agencies'),
  reviewColumn: sql.raw('agency_id'),
};

/**
 * WHERE conditions of one place kind for the map filters (api-contract §4, with its fixes), or null when the
 * type filter excludes the kind entirely. `conversionRate` is the server's 전월세 전환율, for the cost bound.
 */
export function filterConditions(k: KindSql, f: MapFilters, conversionRate: number): SQL[] | null {
  const conditions: SQL[] = [];
  const all = f.buildType.includes('ALL' as never);
  if (k.kind === 'agency') {
    if (!all && !f.buildType.includes('AGENCY' as never)) return null;
  } else if (!all) {
    const types = (f.buildType as string[]).filter((t) => t !== 'AGENCY');
    if (types.length === 0) return null;
    // Exact types (fixed: HOUSE no longer matches BOARDING_HOUSE).
    conditions.push(sql`p.type = ANY(${textArray(types)})`);
  }
  if (f.viewType === 'REVIEW') conditions.push(sql`p.review_count > 0`);

  const rent = f.inMaintenanceCost
    ? sql`(COALESCE(r.monthly_rent, 0) + COALESCE(r.maintenance_cost, 0))`
    : sql`COALESCE(r.monthly_rent, 0)`;
  // issue 17: the cost bound is a price bound like the others — one general review of the place must meet all of
  // them together (a 월세 lease whose real monthly cost is within the bound, not a 월세 lease and another cheap one).
  const costMax = f.monthlyCostMax ?? null;
  const priceBound =
    f.depositMin !== null ||
    f.depositMax !== null ||
    f.monthlyRentMin !== null ||
    f.monthlyRentMax !== null ||
    costMax !== null;
  const contract = f.contractType !== 'ALL';
  if (priceBound || contract) {
    const match: SQL[] = [sql`r.${k.reviewColumn} = p.id`, sql`r.kind = 'GENERAL'`, publicReview('r')];
    if (contract) match.push(sql`r.contract_type = ${f.contractType}`);
    if (f.depositMin !== null) match.push(sql`r.deposit >= ${f.depositMin}`);
    if (f.depositMax !== null) match.push(sql`r.deposit <= ${f.depositMax}`);
    if (f.monthlyRentMin !== null) match.push(sql`${rent} >= ${f.monthlyRentMin}`);
    if (f.monthlyRentMax !== null) match.push(sql`${rent} <= ${f.monthlyRentMax}`);
    if (costMax !== null) match.push(leaseCostAtMostSql(conversionRate, costMax));
    const matching = sql`EXISTS (SELECT 1 FROM reviews r WHERE ${sql.join(match, sql` AND `)})`;
    if (priceBound) conditions.push(matching);
    else {
      // Fixed: without a price bound, places without general reviews stay.
      conditions.push(
        sql`(${matching} OR NOT EXISTS (SELECT 1 FROM reviews r WHERE r.${k.reviewColumn} = p.id AND r.kind = 'GENERAL' AND ${publicReview('r')}))`,
      );
    }
  }
  if (f.reviewKeyword && f.reviewKeyword.length > 0) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM reviews r WHERE r.${k.reviewColumn} = p.id AND r.keywords @> ${textArray(f.reviewKeyword)} AND ${publicReview('r')})`,
    );
  }
  if (f.campus && f.campus.length > 0) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM campuses c WHERE c.id = ANY(${intArray(f.campus)}) AND ${withinKm(sql`p.latitude`, sql`p.longitude`, sql`c.latitude`, sql`c.longitude`, CAMPUS_RADIUS_KM)})`,
    );
  }
  return conditions;
}

export const and = (conditions: SQL[]) =>
  conditions.length === 0 ? sql`TRUE` : sql.join(conditions, sql` AND `);

/** A campus as search matches it by name: its position and its names, lower-cased. */
interface CampusName {
  universityId: number;
  university: string;
  campus: string;
  latitude: number;
  longitude: number;
  names: string[];
}

/** A point a search lists the surroundings of: a matching campus or 동. */
interface Centre {
  latitude: number;
  longitude: number;
}

/** How many 동 centres one search pulls in (a 동 name is shared by a few cities at most). */
const MAX_SEARCH_DONGS = 10;

/** Flat-projection distance in km between a place and a point (exact enough for ordering). */
function distanceKm(lat: SQL, lng: SQL, toLat: SQL, toLng: SQL): SQL {
  return sql`sqrt(((${lat} - ${toLat}) * ${KM_PER_DEG_LAT}) ^ 2 + ((${lng} - ${toLng}) * ${KM_PER_DEG_LAT} * cos(radians(${toLat}))) ^ 2)`;
}

/** A 동's places per city (district): their box and count, the most places first. */
export const dongAreaSql = (dong: string) =>
  sql`SELECT min(latitude) AS sw_lat, max(latitude) AS ne_lat, min(longitude) AS sw_lng,
        max(longitude) AS ne_lng, count(*)::int AS places
      FROM (SELECT district, latitude, longitude FROM buildings WHERE legal_dong = ${dong}
            UNION ALL SELECT district, latitude, longitude FROM agencies WHERE legal_dong = ${dong}) p
      GROUP BY district ORDER BY count(*) DESC, district`;

/** A 동 without places of its own is shown as this many km around its 행정동's centre. */
const DONG_FALLBACK_KM = 0.7;

/** The box of `km` around a point. */
function boxAround(c: Centre, km: number): Bounds {
  const dLat = km / KM_PER_DEG_LAT;
  const dLng = dLat / Math.cos((c.latitude * Math.PI) / 180);
  return {
    swLat: c.latitude - dLat,
    neLat: c.latitude + dLat,
    swLng: c.longitude - dLng,
    neLng: c.longitude + dLng,
  };
}

/** Flat-projection squared distance between two points (for picking the nearest). */
const distance2 = (a: Centre, b: Centre) =>
  ((a.latitude - b.latitude) * KM_PER_DEG_LAT) ** 2 +
  ((a.longitude - b.longitude) * KM_PER_DEG_LAT * Math.cos((b.latitude * Math.PI) / 180)) ** 2;

/** Results this many km apart from the student count as one area; inside an area the nearer comes first. */
const AREA_KM = 10;

/** A search's order (kinds and ids, or review ids) and its match count: the user-independent part of an answer. */
interface Ranking<T> {
  total: number;
  rows: T[];
}

/** The building block of a place card: one of these per card (lib/items.ts placeVariant). */
const PLACE_BLOCKS = ['generalBuildingInfo', 'dormitoryBuildingInfo', 'agencyBuildingInfo'] as const;

function placeBlock(item: ReviewItem): { key: (typeof PLACE_BLOCKS)[number]; block: { id: number } } {
  for (const key of PLACE_BLOCKS) {
    const block = item[key] as { id: number } | undefined;
    if (block) return { key, block };
  }
  throw new Error('a place card without its building block');
}

function placeItemKey(item: ReviewItem): string {
  const { key, block } = placeBlock(item);
  return `${key === 'agencyBuildingInfo' ? 'agency' : 'building'}:${block.id}`;
}

/** A copy of a cached card with the user's heart (the cached one is shared and never changed). */
function withLiked(item: ReviewItem, liked: boolean): ReviewItem {
  const { key, block } = placeBlock(item);
  return { ...item, [key]: { ...block, liked } };
}

/** How deep a search ranking is kept: the first pages (4 pages of the largest page size, 12 of the app's 10). */
export const SEARCH_CACHE_DEPTH = 120;

export function mapRoutes(ctx: AppContext) {
  const app = createRouter();
  // Rankings are shared by all users; cards (with the user's likes) are loaded per request.
  const placeRankings = new ReadCache<Ranking<PlaceRef>>(ctx.database.changes, { maxEntries: 2000 });
  const reviewRankings = new ReadCache<Ranking<number>>(ctx.database.changes, { maxEntries: 2000 });
  // A search page's cards: the same for everyone but the heart, which comes from the user's own likes.
  const placeCards = new ReadCache<ReviewItem>(ctx.database.changes, { maxEntries: 20_000 });
  const likedPlaces = new ReadCache<Set<string>>(ctx.database.changes, { maxEntries: 5000 });

  /** loadPlaceItems' cards for `refs`, from the cache, with `liked` set for `userId`. */
  async function cachedPlaceItems(refs: readonly PlaceRef[], userId: number): Promise<ReviewItem[]> {
    if (refs.length === 0) return [];
    const keyOf = (r: PlaceRef) => `${r.kind}:${r.id}`;
    const [cards, liked] = await Promise.all([
      placeCards.getMany(refs.map(keyOf), async (missing) => {
        const wanted = new Set(missing);
        const items = await loadPlaceItems(
          ctx,
          refs.filter((r) => wanted.has(keyOf(r))),
          null,
        );
        // A place deleted meanwhile has no card: it is left out, as loadPlaceItems leaves it out.
        return new Map(items.map((item) => [placeItemKey(item), item]));
      }),
      likedPlaces.get(String(userId), async () => {
        const rows = await ctx.database.read<{ key: string }>(
          sql`SELECT 'building:' || building_id AS key FROM building_likes WHERE user_id = ${userId}
              UNION ALL SELECT 'agency:' || agency_id FROM agency_likes WHERE user_id = ${userId}`,
        );
        return new Set(rows.map((r) => r.key));
      }),
    ]);
    return refs.flatMap((r) => {
      const card = cards.get(keyOf(r));
      return card ? [withLiked(card, liked.has(keyOf(r)))] : [];
    });
  }

  // A 동's places per city (district), for the area a 동 search shows: one scan per 동 name and data version.
  const dongAreas = new ReadCache<{ areas: (Bounds & { places: number })[] }>(ctx.database.changes, {
    maxEntries: 500,
  });

  /**
   * The area a 동 keyword names: the box of the places whose 법정동 it is, in the city nearest `origin` (a 동 name
   * may be shared by a few cities; without an origin, the city with the most places); a 동 without places is
   * the surroundings of its 행정동's centre. Null for a keyword that is not a 동 name.
   */
  async function dongArea(keyword: string, origin: Centre | null): Promise<Bounds | null> {
    if (!isDongName(keyword)) return null;
    const { areas } = await dongAreas.get(keyword, async () => {
      const rows = await ctx.database.read<{
        sw_lat: number;
        ne_lat: number;
        sw_lng: number;
        ne_lng: number;
        places: number;
      }>(dongAreaSql(keyword));
      return {
        areas: rows.map((r) => ({
          swLat: r.sw_lat,
          neLat: r.ne_lat,
          swLng: r.sw_lng,
          neLng: r.ne_lng,
          places: r.places,
        })),
      };
    });
    const middle = (b: Bounds): Centre => ({
      latitude: (b.swLat + b.neLat) / 2,
      longitude: (b.swLng + b.neLng) / 2,
    });
    const nearest = <T>(list: T[], at: (t: T) => Centre): T | undefined =>
      origin ? [...list].sort((a, b) => distance2(at(a), origin) - distance2(at(b), origin))[0] : list[0];
    const found = nearest(areas, middle);
    if (found) {
      const { places: _, ...box } = found;
      // A 동 of one place (or places at one spot) still shows its surroundings.
      return found.neLat - found.swLat < 1e-4 && found.neLng - found.swLng < 1e-4
        ? boxAround(middle(box), DONG_FALLBACK_KM)
        : box;
    }
    const centre = nearest(dongCentres(keyword, MAX_SEARCH_DONGS), (c) => c);
    return centre ? boxAround(centre, DONG_FALLBACK_KM) : null;
  }

  // The campuses by name, for search: a few hundred rows matched in memory, where ILIKE over the joined names
  // cost PGlite about 2 ms per first search.
  const campusNames = new ReadCache<CampusName[]>(ctx.database.changes, { maxEntries: 1 });

  /** Every campus with its names, from the cache. */
  function allCampusNames(): Promise<CampusName[]> {
    return campusNames.get('all', async () => {
      const rows = await ctx.database.read<{
        university_id: number;
        latitude: number;
        longitude: number;
        university: string;
        campus: string;
      }>(
        sql`SELECT c.university_id, c.latitude, c.longitude, u.name AS university, c.campus_name AS campus
            FROM campuses c JOIN universities u ON u.id = c.university_id ORDER BY c.id`,
      );
      return rows.map((r) => ({
        universityId: r.university_id,
        university: r.university,
        campus: r.campus,
        latitude: r.latitude,
        longitude: r.longitude,
        names: [r.university, r.campus, `${r.university} ${r.campus}`].map((n) => n.toLowerCase()),
      }));
    });
  }

  /**
   * The campuses whose university or campus name contains `keyword` (case-insensitive, literally), at most
   * MAX_SEARCH_CAMPUSES in campus order. A keyword made only of generic words (캠퍼스, 대학교…) names no
   * particular campus: it would otherwise pull in the surroundings of every campus in the country.
   */
  async function matchingCampuses(keyword: string): Promise<CampusName[]> {
    // A short name ("경상대", "연대") means its university, never another name it is part of (부산경상대학교).
    const short = universityByShortName(keyword);
    if (short) {
      return (await allCampusNames()).filter(
        (c) => c.university === short.university && (!short.campus || c.campus === short.campus),
      );
    }
    const distinctive = keyword.replace(GENERIC_CAMPUS_WORDS, '').trim();
    if (!([...distinctive].length >= 2 || (distinctive.length > 0 && [...keyword].length >= 3))) return [];
    const all = await allCampusNames();
    const needle = keyword.toLowerCase();
    return all.filter((c) => c.names.some((n) => n.includes(needle))).slice(0, MAX_SEARCH_CAMPUSES);
  }

  /** The per-kind marker SELECTs of the places matching `filters` inside `box` (inclusive edges). */
  const markerSelects = (filters: MapFilters, b: Box, limit?: number): SQL[] => {
    const parts: SQL[] = [];
    for (const k of [BUILDING, AGENCY]) {
      const conditions = filterConditions(k, filters, ctx.config.conversionRate);
      if (!conditions) continue;
      const box = sql`p.latitude BETWEEN ${b.swLat} AND ${b.neLat} AND p.longitude BETWEEN ${b.swLng} AND ${b.neLng}`;
      const type =
        k.kind === 'agency'
          ? sql`'AGENCY'`
          : sql`CASE WHEN p.type = 'DORMITORY' THEN 'DORMITORY' ELSE 'GENERAL' END`;
      parts.push(
        sql`(SELECT p.id, ${type} AS type, p.latitude, p.longitude, p.review_count > 0 AS "hasReview"
             FROM ${k.table} p WHERE ${box} AND ${and(conditions)}${limit === undefined ? sql`` : sql` LIMIT ${limit}`})`,
      );
    }
    return parts;
  };
  const cells = markerCells(ctx, (filters, box) => markerSelects(filters, box));
  ctx.warmups.push({
    name: 'map cells',
    async run() {
      const campuses = await ctx.database.read<{ latitude: number; longitude: number }>(
        sql`SELECT latitude, longitude FROM campuses ORDER BY id`,
      );
      const boxes = campuses.map((c) => {
        const dLat = WARM_RADIUS_KM / KM_PER_DEG_LAT;
        const dLng = dLat / Math.cos((c.latitude * Math.PI) / 180);
        return {
          swLat: c.latitude - dLat,
          neLat: c.latitude + dLat,
          swLng: c.longitude - dLng,
          neLng: c.longitude + dLng,
        };
      });
      for (const filters of WARM_FILTERS) await cells.warm(filters, boxes);
      return { campuses: campuses.length, ...cells.cached() };
    },
  });
  // The first searches after a start also paid for loading the campus names (40-100 ms on PGlite) and for
  // preparing the card statements, all in the first burst of students.
  ctx.warmups.push({
    name: 'search',
    async run() {
      await ctx.database.changes.whenTrusted();
      await ctx.turns.take();
      const campuses = await allCampusNames();
      await ctx.turns.take();
      const refs = await ctx.database.read<PlaceRef>(
        sql`SELECT 'building' AS kind, id FROM buildings ORDER BY id LIMIT 10`,
      );
      await ctx.turns.take();
      await cachedPlaceItems(refs, 0);
      return { campuses: campuses.length, cards: refs.length };
    },
  });

  app.openapi(markers, async (c) => {
    const body = c.req.valid('json');
    const { bounds: b, filters } = body;
    assertMapQuery(filters, b);
    const fromCells = await cells.markersJson(b, filters, MAX_MARKERS);
    if (fromCells !== null) return okJson(c, fromCells, undefined, markersResponseSchema);
    // A box too large for cells (zoomed far out): one query, capped.
    const parts = markerSelects(filters, b, MAX_MARKERS);
    if (parts.length === 0) return ok(c, [], undefined, markersResponseSchema);
    // The database builds the JSON array itself: no per-row decoding and re-encoding in JavaScript.
    const [row] = await ctx.database.read<{
      data: string;
    }>(sql`SELECT COALESCE(json_agg(m), '[]'::json)::text AS data
          FROM (SELECT * FROM (${sql.join(parts, sql` UNION ALL `)}) u LIMIT ${MAX_MARKERS}) m`);
    return okJson(c, row?.data ?? '[]', undefined, markersResponseSchema);
  });

  app.openapi(nearby, async (c) => {
    const user = c.var.user;
    const body = c.req.valid('json');
    const buildingIds = [...new Set(body.idList)];
    const agencyIds = [...new Set(body.agencyIdList ?? [])];
    const offset = (body.page - 1) * body.num;
    const filters = body.filters ?? null;
    if (filters) assertMapQuery(filters);
    if (body.type === 'REVIEW') {
      // The tapped places' reviews, each with its place's type and position for the filters (ADR 0091).
      const reviewsOf = sql`(SELECT r.*, COALESCE(b.type, 'AGENCY') AS place_type,
          COALESCE(b.latitude, a.latitude) AS place_lat, COALESCE(b.longitude, a.longitude) AS place_lng
        FROM reviews r LEFT JOIN buildings b ON b.id = r.building_id LEFT JOIN agencies a ON a.id = r.agency_id
        WHERE r.building_id = ANY(${intArray(buildingIds)}) OR r.agency_id = ANY(${intArray(agencyIds)})) r`;
      const where = and([
        publicReview('r'),
        ...(filters ? reviewFilterConditions(filters, ctx.config.conversionRate) : []),
      ]);
      const [count] = await ctx.database.read<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ${reviewsOf} WHERE ${where}`,
      );
      const ids = await ctx.database.read<{ id: number }>(
        sql`SELECT r.id FROM ${reviewsOf} WHERE ${where} ORDER BY ${reviewOrder(body.sortBy, 'r', ctx.config.conversionRate)} LIMIT ${body.num} OFFSET ${offset}`,
      );
      const items = await loadReviewItems(
        ctx,
        ids.map((r) => r.id),
        user?.id ?? null,
        { boundInfo: true },
      );
      return ok(
        c,
        { num: body.num, page: body.page, itemNum: count?.n ?? 0, items },
        undefined,
        nearbyResponseSchema,
      );
    }
    // The tapped places the markers show for the filters (filterConditions; a kind the type filter excludes: none).
    const placeConditions = (k: KindSql) =>
      filters ? filterConditions(k, filters, ctx.config.conversionRate) : ([] as SQL[]);
    const buildingConditions = placeConditions(BUILDING);
    const agencyConditions = placeConditions(AGENCY);
    const places = sql`
      SELECT 'building' AS kind, p.id, p.rating, p.like_count, p.review_count, p.last_reviewed_at FROM buildings p
        WHERE p.id = ANY(${intArray(buildingConditions ? buildingIds : [])}) AND ${and(buildingConditions ?? [])}
      UNION ALL
      SELECT 'agency', p.id, p.rating, p.like_count, p.review_count, p.last_reviewed_at FROM agencies p
        WHERE p.id = ANY(${intArray(agencyConditions ? agencyIds : [])}) AND ${and(agencyConditions ?? [])}`;
    const [count] = await ctx.database.read<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${places}) p`);
    const refs = await ctx.database.read<{ kind: PlaceKind; id: number }>(
      sql`SELECT p.kind, p.id FROM (${places}) p ${placeCostJoin(body.sortBy, ctx.config.conversionRate)}
          ORDER BY ${placeOrder(body.sortBy)}, p.kind LIMIT ${body.num} OFFSET ${offset}`,
    );
    const items = await loadPlaceItems(ctx, refs, user?.id ?? null);
    return ok(
      c,
      { num: body.num, page: body.page, itemNum: count?.n ?? 0, items },
      undefined,
      nearbyResponseSchema,
    );
  });

  // The spec's call table (reading-accounts-map.md): search needs a signed-in user (the app asks guests to sign in,
  // and unverified students to verify, before it calls).
  app.openapi(search, async (c) => {
    const body = c.req.valid('json');
    const user = c.var.user;
    assertMapQuery(body.filters);
    const keyword = body.keyword.trim();
    const pattern = likePattern(keyword);
    const campuses = await matchingCampuses(keyword);
    // A 동 name also lists what lies around the 동, so a 법정동 with few or no places of its own still answers.
    const dongs = isDongName(keyword) ? dongCentres(keyword, MAX_SEARCH_DONGS) : [];
    const centres: Centre[] = [...campuses, ...dongs];
    // Distances are from the student's own campus; without one, from the first place the keyword names.
    const home = user.universityId
      ? (await allCampusNames()).find((c) => c.universityId === user.universityId)
      : undefined;
    const origin: Centre | null = home ?? centres[0] ?? null;
    const fromOrigin = (lat: SQL, lng: SQL) =>
      origin
        ? distanceKm(lat, lng, sql`${origin.latitude}::float8`, sql`${origin.longitude}::float8`)
        : sql`NULL::float8`;
    const deg = CAMPUS_RADIUS_KM / KM_PER_DEG_LAT;
    const placeParts: SQL[] = [];
    for (const k of [BUILDING, AGENCY]) {
      const conditions = filterConditions(k, body.filters, ctx.config.conversionRate);
      if (!conditions) continue;
      const base = sql`${k.kind}::text AS kind, p.id, p.rating, p.like_count, p.review_count, p.last_reviewed_at`;
      // Relevance: 3 for a place in the 동 or around the campus the keyword names, 2 for a name match, 1 for an
      // address match. `area` and `near` order by distance: the area's from the student, then the place's within it.
      const textRelevance = sql`CASE WHEN p.legal_dong = ${keyword} THEN 3 WHEN p.name ILIKE ${pattern} THEN 2 ELSE 1 END`;
      const placeFromOrigin = fromOrigin(sql`p.latitude`, sql`p.longitude`);
      const textColumns = sql`${base}, ${textRelevance} AS rel, floor(${placeFromOrigin} / ${AREA_KM}) AS area, ${placeFromOrigin} AS near`;
      // Two index-friendly branches: names/addresses (trigram GIN) and the boxes around matching centres.
      placeParts.push(
        sql`SELECT ${textColumns} FROM ${k.table} p WHERE ${termCondition(keyword)} AND ${and(conditions)}`,
      );
      if (centres.length === 0) continue;
      const geoColumns = sql`${base}, 3 AS rel, floor(${fromOrigin(sql`mc.latitude`, sql`mc.longitude`)} / ${AREA_KM}) AS area,
        ${distanceKm(sql`p.latitude`, sql`p.longitude`, sql`mc.latitude`, sql`mc.longitude`)} AS near`;
      placeParts.push(sql`SELECT ${geoColumns} FROM mc JOIN ${k.table} p
        ON p.latitude BETWEEN mc.latitude - ${deg} AND mc.latitude + ${deg}
        AND p.longitude BETWEEN mc.longitude - ${deg} / cos(radians(mc.latitude)) AND mc.longitude + ${deg} / cos(radians(mc.latitude))
        WHERE ${withinKm(sql`p.latitude`, sql`p.longitude`, sql`mc.latitude`, sql`mc.longitude`, CAMPUS_RADIUS_KM)} AND ${and(conditions)}`);
    }
    const offset = (body.page - 1) * body.num;
    // The area only with the first page: the map moves once, as the list starts.
    const area = body.page === 1 ? await dongArea(keyword, origin) : null;
    if (placeParts.length === 0) {
      return ok(
        c,
        { num: body.num, page: body.page, itemNum: 0, items: [], area },
        undefined,
        searchResponseSchema,
      );
    }
    // Without centres each branch lists a kind's places once: nothing to deduplicate. With them a place may come
    // from several branches: it keeps its most relevant, nearest row.
    const all = sql.join(placeParts, sql` UNION ALL `);
    const union =
      centres.length > 0
        ? sql`SELECT DISTINCT ON (u.kind, u.id) * FROM (${all}) u ORDER BY u.kind, u.id, u.rel DESC, u.area NULLS LAST, u.near NULLS LAST`
        : all;
    // A VALUES list, so the planner knows how few centres there are (it guessed 100 rows for unnest() and chose
    // to scan every place: 200 ms on PGlite).
    const mc =
      centres.length > 0
        ? sql`mc AS MATERIALIZED (SELECT * FROM (VALUES ${sql.join(
            centres.map((c) => sql`(${c.latitude}::float8, ${c.longitude}::float8)`),
            sql`, `,
          )}) AS mc(latitude, longitude)), `
        : sql``;
    const matched = sql`WITH ${mc}places AS MATERIALIZED (${union})`;
    // A place ranking reads the places once: left unmaterialized, the planner streams them into the count and sort.
    const matchedOnce = sql`WITH ${mc}places AS (${union})`;
    // 추천순 of a search is relevance, then distance; the other orders are the student's choice.
    const relevance =
      body.sortBy === 'RCMND' ? sql`p.rel DESC, p.area NULLS LAST, p.near NULLS LAST, ` : sql``;
    // The first SEARCH_CACHE_DEPTH of a ranking are computed once per data version and paged from memory;
    // pages beyond it are rare and computed on their own.
    const cached = offset + body.num <= SEARCH_CACHE_DEPTH;
    const [limit, skip] = cached ? [SEARCH_CACHE_DEPTH, 0] : [body.num, offset];
    const key = JSON.stringify([keyword, body.sortBy, body.filters, origin]);
    if (body.filters.viewType === 'REVIEW') {
      const reviewsOf = sql`SELECT r.* FROM reviews r JOIN places p ON (p.kind = 'building' AND r.building_id = p.id) OR (p.kind = 'agency' AND r.agency_id = p.id) WHERE ${publicReview('r')}`;
      const keywordFilter =
        body.filters.reviewKeyword && body.filters.reviewKeyword.length > 0
          ? sql`WHERE r.keywords @> ${textArray(body.filters.reviewKeyword)}`
          : sql``;
      const rank = async (): Promise<Ranking<number>> => {
        const rows = await ctx.database.read<{ id: number; total: number }>(
          sql`${matched} SELECT r.id, count(*) OVER ()::int AS total FROM (${reviewsOf}) r ${keywordFilter}
              ORDER BY ${reviewOrder(body.sortBy, 'r', ctx.config.conversionRate)} LIMIT ${limit} OFFSET ${skip}`,
          { prepared: false },
        );
        let total = rows[0]?.total ?? (skip === 0 ? 0 : undefined);
        if (total === undefined) {
          const [count] = await ctx.database.read<{ n: number }>(
            sql`${matched} SELECT count(*)::int AS n FROM (${reviewsOf}) r ${keywordFilter}`,
            { prepared: false },
          );
          total = count?.n ?? 0;
        }
        return { total, rows: rows.map((r) => r.id) };
      };
      const ranking = cached ? await reviewRankings.get(key, rank) : await rank();
      const ids = cached ? ranking.rows.slice(offset, offset + body.num) : ranking.rows;
      const items = await loadReviewItems(ctx, ids, user.id, { boundInfo: true });
      return ok(
        c,
        { num: body.num, page: body.page, itemNum: ranking.total, items, area },
        undefined,
        searchResponseSchema,
      );
    }
    const rank = async (): Promise<Ranking<PlaceRef>> => {
      const rows = await ctx.database.read<{ kind: PlaceKind; id: number; total: number }>(
        sql`${matchedOnce} SELECT p.kind, p.id, count(*) OVER ()::int AS total FROM places p
            ${placeCostJoin(body.sortBy, ctx.config.conversionRate)}
            ORDER BY ${relevance}${placeOrder(body.sortBy)}, p.kind LIMIT ${limit} OFFSET ${skip}`,
        { prepared: false },
      );
      let total = rows[0]?.total ?? (skip === 0 ? 0 : undefined);
      if (total === undefined) {
        const [count] = await ctx.database.read<{ n: number }>(
          sql`${matchedOnce} SELECT count(*)::int AS n FROM places`,
          { prepared: false },
        );
        total = count?.n ?? 0;
      }
      return { total, rows: rows.map((r) => ({ kind: r.kind, id: r.id })) };
    };
    const ranking = cached ? await placeRankings.get(key, rank) : await rank();
    const refs = cached ? ranking.rows.slice(offset, offset + body.num) : ranking.rows;
    const items = await cachedPlaceItems(refs, user.id);
    return ok(
      c,
      { num: body.num, page: body.page, itemNum: ranking.total, items, area },
      undefined,
      searchResponseSchema,
    );
  });

  return app;
}
