import {
  campusListQuerySchema,
  campusListResponseSchema,
  universityListQuerySchema,
  universityListResponseSchema,
} from '@jjinbbang/domain/schemas';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { etag } from 'hono/etag';
import type { AppContext } from '../context.ts';
import { campuses, universities } from '../db/schema.ts';
import { notFound, ok } from '../errors.ts';
import { createRouter, route } from '../lib/route.ts';
import { logoUrl } from '../lib/urls.ts';

type CampusRow = typeof campuses.$inferSelect;

function campusDto(ctx: AppContext, c: CampusRow) {
  return {
    id: c.id,
    campusName: c.campusName,
    logoImageUrl: logoUrl(ctx.config, c.universityId),
    campusAddress: c.address,
    latitude: c.latitude,
    longitude: c.longitude,
  };
}

async function campusesOf(ctx: AppContext, universityIds: number[]): Promise<Map<number, CampusRow[]>> {
  const byUniversity = new Map<number, CampusRow[]>();
  if (universityIds.length === 0) return byUniversity;
  const rows = await ctx.db
    .select()
    .from(campuses)
    .where(inArray(campuses.universityId, universityIds))
    .orderBy(asc(campuses.id));
  for (const row of rows) {
    const list = byUniversity.get(row.universityId) ?? [];
    list.push(row);
    byUniversity.set(row.universityId, list);
  }
  return byUniversity;
}

/**
 * The university list changes only when the data is re-seeded: browsers and proxies may keep it an hour and use it
 * a day longer while revalidating; the ETag (a digest of the answer) turns a revalidation into a 304 without body.
 */
const UNIVERSITIES_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

const listUniversities = route({
  method: 'get',
  path: '/api/v1/user/univ',
  tags: ['대학교'],
  summary: '대학교 목록 (이름순, 캠퍼스와 로고 포함)',
  auth: 'none',
  request: { query: universityListQuerySchema },
  response: universityListResponseSchema,
});

const listCampuses = route({
  method: 'get',
  path: '/api/v1/user/univ/campus',
  tags: ['대학교'],
  summary: '대학교의 캠퍼스 목록',
  auth: 'none',
  request: { query: campusListQuerySchema },
  response: campusListResponseSchema,
  errors: [404],
});

export function univRoutes(ctx: AppContext) {
  const app = createRouter();
  app.use('/api/v1/user/univ', etag());
  app.use('/api/v1/user/univ/campus', etag());

  // api-contract §4: ordered by name (Hangul syllables sort in 가나다 order under the C collation).
  app.openapi(listUniversities, async (c) => {
    const { offset, limit } = c.req.valid('query');
    const rows = await ctx.db
      .select({ id: universities.id, name: universities.name })
      .from(universities)
      .orderBy(sql`${universities.name} COLLATE "C"`, asc(universities.id))
      .offset(offset)
      .limit(limit);
    const byUniversity = await campusesOf(
      ctx,
      rows.map((r) => r.id),
    );
    c.header('cache-control', UNIVERSITIES_CACHE);
    return ok(
      c,
      rows.map((u) => ({
        id: u.id,
        universityName: u.name,
        universityLogo: logoUrl(ctx.config, u.id),
        campuses: (byUniversity.get(u.id) ?? []).map((campus) => campusDto(ctx, campus)),
      })),
      undefined,
      universityListResponseSchema,
    );
  });

  app.openapi(listCampuses, async (c) => {
    const name = c.req.valid('query').universityName;
    const [university] = await ctx.db
      .select({ id: universities.id })
      .from(universities)
      .where(eq(universities.name, name))
      .limit(1);
    if (!university) throw notFound('해당 대학교를 찾을 수 없어요.');
    const byUniversity = await campusesOf(ctx, [university.id]);
    c.header('cache-control', UNIVERSITIES_CACHE);
    return ok(
      c,
      { campusList: (byUniversity.get(university.id) ?? []).map((campus) => campusDto(ctx, campus)) },
      undefined,
      campusListResponseSchema,
    );
  });

  return app;
}
