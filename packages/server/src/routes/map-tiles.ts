// GET /api/v1/map/tiles/{filterKey}/{level}/{x}/{y}: the map's markers as tiles a CDN can keep.
// The address alone says what the tile holds (the filter key is the canonical filters, URL-safe), so the answer is
// public, fresh for the spec's 180 s and carries an ETag; POST /api/v1/map/markers stays for the contract.
import {
  decodeMapFilterKey,
  encodeMapFilterKey,
  FILTER_KEY_PATTERN,
  isTileAddress,
  MAP_MAX_LEVEL,
  MAP_MIN_LEVEL,
  MAX_FILTER_KEY_LENGTH,
  type MapFilters,
  TILE_CELL_GRID,
  TILE_CELLS_FROM_LEVEL,
  TILE_FRESH_SECONDS,
  TILE_MARKER_LIMIT,
  tileBounds,
} from '@jjinbbang/domain';
import { mapFiltersSchema, markerTileResponseSchema } from '@jjinbbang/domain/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { etag } from 'hono/etag';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { pinPriceSql } from '../cost/cost-sql.ts';
import { badRequest, okJson } from '../errors.ts';
import { createRouter, route } from '../lib/route.ts';
import { AGENCY, and, assertMapQuery, BUILDING, filterConditions } from './map.ts';

const TILE_PATH = '/api/v1/map/tiles/:filterKey/:level/:x/:y';

/** Browsers keep a tile as long as the spec keeps map queries fresh; shared caches may serve it stale a while. */
const CACHE_CONTROL = `public, max-age=${TILE_FRESH_SECONDS}, stale-while-revalidate=${TILE_FRESH_SECONDS * 2}`;

const ADDRESS_INVALID = '타일 주소(level, x, y)가 올바르지 않아요.';
const FILTER_KEY_INVALID = '필터(filterKey)가 올바르지 않아요.';
const tileNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, { error: ADDRESS_INVALID })
    .transform(Number)
    .pipe(z.int().min(min, { error: ADDRESS_INVALID }).max(max, { error: ADDRESS_INVALID }));

const tile = route({
  method: 'get',
  path: '/api/v1/map/tiles/{filterKey}/{level}/{x}/{y}',
  tags: ['지도'],
  summary: '마커 타일 (공개, 180초 동안 신선, ETag)',
  description:
    'filterKey는 encodeMapFilterKey(filters)로 만든 정규 필터 키예요. 많은 타일은 칸별 개수로 와요.',
  auth: 'none',
  request: {
    params: z.object({
      filterKey: z
        .string()
        .max(MAX_FILTER_KEY_LENGTH, { error: FILTER_KEY_INVALID })
        .regex(FILTER_KEY_PATTERN, { error: FILTER_KEY_INVALID }),
      level: tileNumber(MAP_MIN_LEVEL, MAP_MAX_LEVEL),
      x: tileNumber(0, 9_999_999),
      y: tileNumber(0, 9_999_999),
    }),
  },
  response: markerTileResponseSchema,
  errors: [422],
});

function parseFilters(key: string): MapFilters {
  const parsed = mapFiltersSchema.safeParse(decodeMapFilterKey(key));
  if (!parsed.success) throw badRequest(FILTER_KEY_INVALID);
  // One address per set of filters: a non-canonical key would split the cache, so it is refused.
  if (encodeMapFilterKey(parsed.data) !== key) throw badRequest('필터(filterKey)가 정규화되지 않았어요.');
  assertMapQuery(parsed.data);
  return parsed.data;
}

export function mapTileRoutes(ctx: AppContext) {
  const app = createRouter();

  // hono's etag hashes the body, answers 304 to a matching If-None-Match and keeps Cache-Control on it.
  app.use(TILE_PATH, etag({ weak: true }));

  app.openapi(tile, async (c) => {
    const { filterKey, level, x, y } = c.req.valid('param');
    if (!isTileAddress({ level, x, y })) throw badRequest(ADDRESS_INVALID);
    const filters = parseFilters(filterKey);

    const b = tileBounds({ level, x, y });
    // Half-open boxes so a marker on a tile edge belongs to exactly one tile.
    const box = sql`p.latitude > ${b.swLat} AND p.latitude <= ${b.neLat} AND p.longitude >= ${b.swLng} AND p.longitude < ${b.neLng}`;
    const parts: SQL[] = [];
    for (const k of [BUILDING, AGENCY]) {
      const conditions = filterConditions(k, filters, ctx.config.conversionRate);
      if (!conditions) continue;
      const type =
        k.kind === 'agency'
          ? sql`'AGENCY'`
          : sql`CASE WHEN p.type = 'DORMITORY' THEN 'DORMITORY' ELSE 'GENERAL' END`;
      // Agencies hold no leases: their pins carry no price.
      const price =
        k.kind === 'agency'
          ? sql`NULL::float8`
          : sql`CASE WHEN p.review_count > 0 THEN ${pinPriceSql(ctx.config.conversionRate, filters.contractType)} END`;
      parts.push(
        sql`SELECT p.id, ${type} AS type, p.latitude, p.longitude, p.review_count > 0 AS "hasReview", p.name,
              ${price} AS price
            FROM ${k.table} p WHERE ${box} AND ${and(conditions)}`,
      );
    }
    c.header('Cache-Control', CACHE_CONTROL);
    const address = `"level":${level},"x":${x},"y":${y}`;
    if (parts.length === 0) {
      return okJson(c, `{${address},"kind":"markers","markers":[]}`, undefined, markerTileResponseSchema);
    }
    const places = sql.join(parts, sql` UNION ALL `);

    let aggregate = level >= TILE_CELLS_FROM_LEVEL;
    if (!aggregate) {
      // One more than the limit tells "too many" apart from "exactly the limit".
      const [row] = await ctx.database.read<{ data: string; n: number }>(
        sql`SELECT COALESCE(json_agg(m ORDER BY m.type, m.id), '[]'::json)::text AS data, count(*)::int AS n
            FROM (SELECT * FROM (${places}) u LIMIT ${TILE_MARKER_LIMIT + 1}) m`,
      );
      if ((row?.n ?? 0) <= TILE_MARKER_LIMIT) {
        return okJson(
          c,
          `{${address},"kind":"markers","markers":${row?.data ?? '[]'}}`,
          undefined,
          markerTileResponseSchema,
        );
      }
      aggregate = true;
    }
    // Counts per cell of a TILE_CELL_GRID × TILE_CELL_GRID grid over the tile, at the mean position of its markers.
    const cellLat = (b.neLat - b.swLat) / TILE_CELL_GRID;
    const cellLng = (b.neLng - b.swLng) / TILE_CELL_GRID;
    const [row] = await ctx.database.read<{ data: string }>(
      sql`SELECT COALESCE(json_agg(json_build_object('latitude', g.latitude, 'longitude', g.longitude, 'count', g.count)
                 ORDER BY g.cy, g.cx), '[]'::json)::text AS data
          FROM (SELECT floor((u.latitude - ${b.swLat}) / ${cellLat})::int AS cy,
                       floor((u.longitude - ${b.swLng}) / ${cellLng})::int AS cx,
                       avg(u.latitude)::float8 AS latitude, avg(u.longitude)::float8 AS longitude,
                       count(*)::int AS count
                FROM (${places}) u GROUP BY 1, 2) g`,
    );
    return okJson(
      c,
      `{${address},"kind":"cells","cells":${row?.data ?? '[]'}}`,
      undefined,
      markerTileResponseSchema,
    );
  });

  return app;
}
