import {
  buildingDetailQuerySchema,
  buildingDetailResponseSchema,
  buildingReviewsQuerySchema,
  buildingReviewsResponseSchema,
} from '@jjinbbang/domain/schemas';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { notFound, ok } from '../errors.ts';
import { loadReviewItems, placeVariant, reviewOrder } from '../lib/items.ts';
import { createRouter, idParams, route } from '../lib/route.ts';
import { fileUrl } from '../lib/urls.ts';

/** The building detail lists at most this many review photos. */
export const DETAIL_IMAGE_LIMIT = 200;

interface PlaceDetailRow {
  id: number;
  name: string;
  type: string;
  address: string;
  lot_address: string | null;
  rating: number | null;
  review_count: number;
  image_count: number;
  keyword_counts: Record<string, number>;
  university_name: string | null;
  liked: boolean;
}

const NOT_FOUND = '해당 건물을 찾을 수 없어요.';

const detail = route({
  method: 'get',
  path: '/api/v1/building/{id}',
  tags: ['건물'],
  summary: '건물·기숙사·공인중개사 상세 (후기 사진, 긍정 키워드 상위 5개)',
  auth: 'optional',
  request: { params: idParams(NOT_FOUND), query: buildingDetailQuerySchema },
  response: buildingDetailResponseSchema,
});

const reviewsOf = route({
  method: 'get',
  path: '/api/v1/building/{id}/review',
  tags: ['건물'],
  summary: '건물의 후기 (0쪽부터, 정렬: 최신·좋아요·별점·추천)',
  auth: 'optional',
  request: { params: idParams(NOT_FOUND), query: buildingReviewsQuerySchema },
  response: buildingReviewsResponseSchema,
});

export function buildingRoutes(ctx: AppContext) {
  const app = createRouter();

  async function loadPlace(
    id: number,
    isAgency: boolean,
    userId: number | null,
  ): Promise<PlaceDetailRow | null> {
    const uid = userId ?? 0;
    const rows = isAgency
      ? await ctx.database.read<PlaceDetailRow>(sql`SELECT a.id, a.name, 'AGENCY' AS type, a.address, a.lot_address, a.rating, a.review_count, a.image_count, a.keyword_counts,
                NULL AS university_name,
                EXISTS (SELECT 1 FROM agency_likes l WHERE l.agency_id = a.id AND l.user_id = ${uid}) AS liked
              FROM agencies a WHERE a.id = ${id}`)
      : await ctx.database.read<PlaceDetailRow>(sql`SELECT b.id, b.name, b.type, b.address, b.lot_address, b.rating, b.review_count, b.image_count, b.keyword_counts,
                u.name AS university_name,
                EXISTS (SELECT 1 FROM building_likes l WHERE l.building_id = b.id AND l.user_id = ${uid}) AS liked
              FROM buildings b LEFT JOIN campuses c ON c.id = b.campus_id LEFT JOIN universities u ON u.id = c.university_id
              WHERE b.id = ${id}`);
    return rows[0] ?? null;
  }

  app.openapi(detail, async (c) => {
    const { id } = c.req.valid('param');
    const q = c.req.valid('query');
    const user = c.var.user;
    const place = await loadPlace(id, q.isAgency, user?.id ?? null);
    if (!place) throw notFound(NOT_FOUND);
    const column = sql.raw(q.isAgency ? 'agency_id' : 'building_id');
    const images = await ctx.database.read<{
      key: string;
    }>(sql`SELECT i.key FROM reviews r JOIN review_images i ON i.review_id = r.id WHERE r.${column} = ${id}
          ORDER BY r.created_at DESC, r.id DESC, i.position LIMIT ${DETAIL_IMAGE_LIMIT}`);
    // api-contract §4: the top 5 positive codes by count.
    const keywords = Object.entries(place.keyword_counts ?? {})
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 5)
      .map(([key, count]) => ({ key, count }));
    return ok(
      c,
      {
        ...placeVariant({ ...place, kind: q.isAgency ? 'agency' : 'building' }),
        reviewImages: { count: place.image_count, imageUrl: images.map((i) => fileUrl(ctx.config, i.key)) },
        keywords,
      },
      undefined,
      buildingDetailResponseSchema,
    );
  });

  app.openapi(reviewsOf, async (c) => {
    const { id } = c.req.valid('param');
    const q = c.req.valid('query');
    const user = c.var.user;
    const table = sql.raw(q.isAgency ? 'agencies' : 'buildings');
    const [exists] = await ctx.database.read<{ id: number }>(sql`SELECT id FROM ${table} WHERE id = ${id}`);
    if (!exists) throw notFound(NOT_FOUND);
    const column = sql.raw(q.isAgency ? 'agency_id' : 'building_id');
    const [count] = await ctx.database.read<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM reviews r WHERE r.${column} = ${id}`,
    );
    const ids = await ctx.database.read<{
      id: number;
    }>(sql`SELECT r.id FROM reviews r WHERE r.${column} = ${id} ORDER BY ${reviewOrder(q.sortBy)}
          LIMIT ${q.num} OFFSET ${q.page * q.num}`);
    const items = await loadReviewItems(
      ctx,
      ids.map((r) => r.id),
      user?.id ?? null,
    );
    return ok(
      c,
      { num: q.num, page: q.page, itemNum: count?.n ?? 0, items },
      undefined,
      buildingReviewsResponseSchema,
    );
  });

  return app;
}
