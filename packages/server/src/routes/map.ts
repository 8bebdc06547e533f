import {
  type BoundsFacts,
  firstRefusal,
  type MapFilters,
  RULE_OK,
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
import { optionalUser, requireUser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { leaseCostAtMostSql, placeCostJoin } from '../cost/cost-sql.ts';
import { createRouter } from '../env.ts';
import { ok, okJson, unprocessable } from '../errors.ts';
import {
  intArray,
  loadPlaceItems,
  loadReviewItems,
  type PlaceKind,
  placeOrder,
  reviewOrder,
  textArray,
} from '../lib/items.ts';
import { parseJsonBody } from '../lib/validate.ts';

/** api-contract §4: the campus filter and campus search reach 2 km around a campus. */
export const CAMPUS_RADIUS_KM = 2;
/** Generic words of university and campus names, ignored when deciding whether a keyword names a campus. */
const GENERIC_CAMPUS_WORDS = /(대학교|대학원|대학|캠퍼스|학교|본교|분교|제\d캠퍼스|\s)+/g;
/** A search pulls in the surroundings of at most this many matching campuses. */
export const MAX_SEARCH_CAMPUSES = 30;
/** A markers answer never carries more than this many markers (a whole-country box would otherwise be huge). */
export const MAX_MARKERS = 5000;

const KM_PER_DEG_LAT = 111.32;

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
    const match: SQL[] = [sql`r.${k.reviewColumn} = p.id`, sql`r.kind = 'GENERAL'`];
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
        sql`(${matching} OR NOT EXISTS (SELECT 1 FROM reviews r WHERE r.${k.reviewColumn} = p.id AND r.kind = 'GENERAL'))`,
      );
    }
  }
  if (f.reviewKeyword && f.reviewKeyword.length > 0) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM reviews r WHERE r.${k.reviewColumn} = p.id AND r.keywords @> ${textArray(f.reviewKeyword)})`,
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

/** Escapes LIKE wildcards so a keyword is matched literally. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

export function mapRoutes(ctx: AppContext) {
  const app = createRouter();

  app.post('/api/v1/map/markers', async (c) => {
    const body = await parseJsonBody(c, markersRequestSchema);
    const { bounds: b, filters } = body;
    assertMapQuery(filters, b);
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
             FROM ${k.table} p WHERE ${box} AND ${and(conditions)} LIMIT ${MAX_MARKERS})`,
      );
    }
    if (parts.length === 0) return ok(c, [], undefined, markersResponseSchema);
    // The database builds the JSON array itself: no per-row decoding and re-encoding in JavaScript.
    const [row] = await ctx.database.read<{
      data: string;
    }>(sql`SELECT COALESCE(json_agg(m), '[]'::json)::text AS data
          FROM (SELECT * FROM (${sql.join(parts, sql` UNION ALL `)}) u LIMIT ${MAX_MARKERS}) m`);
    return okJson(c, row?.data ?? '[]', undefined, markersResponseSchema);
  });

  app.post('/api/v1/map/markers/nearby', async (c) => {
    const user = await optionalUser(c, ctx);
    const body = await parseJsonBody(c, nearbyRequestSchema);
    const buildingIds = [...new Set(body.idList)];
    const agencyIds = [...new Set(body.agencyIdList ?? [])];
    const offset = (body.page - 1) * body.num;
    if (body.type === 'REVIEW') {
      const where = sql`(r.building_id = ANY(${intArray(buildingIds)}) OR r.agency_id = ANY(${intArray(agencyIds)}))`;
      const [count] = await ctx.database.read<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM reviews r WHERE ${where}`,
      );
      const ids = await ctx.database.read<{ id: number }>(
        sql`SELECT r.id FROM reviews r WHERE ${where} ORDER BY ${reviewOrder(body.sortBy, 'r', ctx.config.conversionRate)} LIMIT ${body.num} OFFSET ${offset}`,
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
    const places = sql`
      SELECT 'building' AS kind, id, rating, like_count, review_count, last_reviewed_at FROM buildings WHERE id = ANY(${intArray(buildingIds)})
      UNION ALL
      SELECT 'agency', id, rating, like_count, review_count, last_reviewed_at FROM agencies WHERE id = ANY(${intArray(agencyIds)})`;
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

  // The spec's call table (reading-accounts-map.md): search needs a signed-in user (the app asks guests to sign in, and unverified students
  // to verify, before it calls). Checked after the body, so a malformed request is a 400 for anyone.
  app.post('/api/v1/map/search', async (c) => {
    const body = await parseJsonBody(c, searchRequestSchema);
    const user = await requireUser(c, ctx);
    assertMapQuery(body.filters);
    const keyword = body.keyword.trim();
    const pattern = likePattern(keyword);
    // Campuses whose university or campus name matches: what lies within 2 km of them matches too.
    // A keyword made only of generic words (캠퍼스, 대학교…) names no particular campus: it would otherwise pull in
    // the surroundings of every campus in the country.
    const distinctive = keyword.replace(GENERIC_CAMPUS_WORDS, '').trim();
    const campusMatch =
      [...distinctive].length >= 2 || (distinctive.length > 0 && [...keyword].length >= 3)
        ? sql`SELECT c.latitude, c.longitude FROM campuses c JOIN universities u ON u.id = c.university_id
            WHERE u.name ILIKE ${pattern} OR c.campus_name ILIKE ${pattern} OR (u.name || ' ' || c.campus_name) ILIKE ${pattern}
            LIMIT ${MAX_SEARCH_CAMPUSES}`
        : sql`SELECT NULL::float8 AS latitude, NULL::float8 AS longitude WHERE FALSE`;
    const deg = CAMPUS_RADIUS_KM / KM_PER_DEG_LAT;
    const placeParts: SQL[] = [];
    for (const k of [BUILDING, AGENCY]) {
      const conditions = filterConditions(k, body.filters, ctx.config.conversionRate);
      if (!conditions) continue;
      const columns = sql`${k.kind}::text AS kind, p.id, p.rating, p.like_count, p.review_count, p.last_reviewed_at`;
      // Two index-friendly branches: names/addresses (trigram GIN) and the boxes around matching campuses.
      const textMatch = sql`(p.name ILIKE ${pattern} OR p.address ILIKE ${pattern})`;
      // Trigrams cannot narrow a 2-character keyword: the stored bigrams (GIN) do.
      const indexed =
        [...keyword].length === 2
          ? sql`p.search_bigrams @> jb_bigrams(${keyword}) AND ${textMatch}`
          : textMatch;
      placeParts.push(sql`SELECT ${columns} FROM ${k.table} p WHERE ${indexed} AND ${and(conditions)}`);
      placeParts.push(sql`SELECT ${columns} FROM mc JOIN ${k.table} p
        ON p.latitude BETWEEN mc.latitude - ${deg} AND mc.latitude + ${deg}
        AND p.longitude BETWEEN mc.longitude - ${deg} / cos(radians(mc.latitude)) AND mc.longitude + ${deg} / cos(radians(mc.latitude))
        WHERE ${withinKm(sql`p.latitude`, sql`p.longitude`, sql`mc.latitude`, sql`mc.longitude`, CAMPUS_RADIUS_KM)} AND ${and(conditions)}`);
    }
    const offset = (body.page - 1) * body.num;
    if (placeParts.length === 0) {
      return ok(
        c,
        { num: body.num, page: body.page, itemNum: 0, items: [] },
        undefined,
        searchResponseSchema,
      );
    }
    const matched = sql`WITH mc AS MATERIALIZED (${campusMatch}), places AS MATERIALIZED (${sql.join(placeParts, sql` UNION `)})`;
    if (body.filters.viewType === 'REVIEW') {
      const reviewsOf = sql`SELECT r.* FROM reviews r JOIN places p ON (p.kind = 'building' AND r.building_id = p.id) OR (p.kind = 'agency' AND r.agency_id = p.id)`;
      const keywordFilter =
        body.filters.reviewKeyword && body.filters.reviewKeyword.length > 0
          ? sql`WHERE r.keywords @> ${textArray(body.filters.reviewKeyword)}`
          : sql``;
      const rows = await ctx.database.read<{
        id: number;
        total: number;
      }>(
        sql`${matched} SELECT r.id, count(*) OVER ()::int AS total FROM (${reviewsOf}) r ${keywordFilter}
            ORDER BY ${reviewOrder(body.sortBy, 'r', ctx.config.conversionRate)} LIMIT ${body.num} OFFSET ${offset}`,
        { prepared: false },
      );
      let total = rows[0]?.total;
      if (total === undefined) {
        const [count] = await ctx.database.read<{ n: number }>(
          sql`${matched} SELECT count(*)::int AS n FROM (${reviewsOf}) r ${keywordFilter}`,
          { prepared: false },
        );
        total = count?.n ?? 0;
      }
      const items = await loadReviewItems(
        ctx,
        rows.map((r) => r.id),
        user.id,
        { boundInfo: true },
      );
      return ok(
        c,
        { num: body.num, page: body.page, itemNum: total, items },
        undefined,
        searchResponseSchema,
      );
    }
    const rows = await ctx.database.read<{
      kind: PlaceKind;
      id: number;
      total: number;
    }>(
      sql`${matched} SELECT p.kind, p.id, count(*) OVER ()::int AS total FROM places p
          ${placeCostJoin(body.sortBy, ctx.config.conversionRate)}
          ORDER BY ${placeOrder(body.sortBy)}, p.kind LIMIT ${body.num} OFFSET ${offset}`,
      { prepared: false },
    );
    let total = rows[0]?.total;
    if (total === undefined) {
      const [count] = await ctx.database.read<{ n: number }>(
        sql`${matched} SELECT count(*)::int AS n FROM places`,
        { prepared: false },
      );
      total = count?.n ?? 0;
    }
    const items = await loadPlaceItems(ctx, rows, user.id);
    return ok(c, { num: body.num, page: body.page, itemNum: total, items }, undefined, searchResponseSchema);
  });

  return app;
}
