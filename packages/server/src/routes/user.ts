import { RECENT_REVIEWS_MAX, toWireVerification } from '@jjinbbang/domain';
import {
  bookmarkListQuerySchema,
  bookmarkListResponseSchema,
  bookmarkRequestSchema,
  bookmarkResponseSchema,
  myReviewsQuerySchema,
  myReviewsResponseSchema,
  recentReviewsQuerySchema,
  recentReviewsResponseSchema,
  userResponseSchema,
} from '@jjinbbang/domain/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { rejectionOf } from '../admin/certificates.ts';
import { requireUser, requireVerified } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { recomputePlaceLikes, recomputeReviewLikes } from '../db/aggregates.ts';
import { query } from '../db/client.ts';
import {
  agencies,
  agencyLikes,
  buildingLikes,
  buildings,
  reviewLikes,
  reviews,
  universities,
} from '../db/schema.ts';
import { badRequest, notFound, ok } from '../errors.ts';
import { loadPlaceItems, loadReviewItems, type PlaceKind } from '../lib/items.ts';
import { createRouter } from '../lib/route.ts';
import { fieldName, parseJsonBody, validate } from '../lib/validate.ts';
import { publicReview } from '../reviews/visibility.ts';

export function userRoutes(ctx: AppContext) {
  const app = createRouter();
  const { db } = ctx;

  app.get('/api/v1/user', async (c) => {
    const user = await requireUser(c, ctx);
    let university: string | null = null;
    if (user.universityId !== null) {
      const [row] = await db
        .select({ name: universities.name })
        .from(universities)
        .where(eq(universities.id, user.universityId))
        .limit(1);
      university = row?.name ?? null;
    }
    return ok(
      c,
      {
        id: user.id,
        email: user.email,
        university,
        univAuthentication: toWireVerification(user.status),
        nickname: user.nickname,
        rejection: rejectionOf(user),
      },
      undefined,
      userResponseSchema,
    );
  });

  // api-contract §4: ≤ 5 ids, order kept, missing ids skipped.
  app.get('/api/v1/user/recentReview', async (c) => {
    const user = await requireUser(c, ctx);
    const raw = (c.req.query('reviewIds') ?? '').trim();
    if (raw === '') return ok(c, [], undefined, recentReviewsResponseSchema);
    const ids = raw.split(',');
    if (ids.length > RECENT_REVIEWS_MAX) badRequestMax();
    const parsed = validate(recentReviewsQuerySchema, { reviewIds: raw });
    const unique = [...new Set(parsed.reviewIds)];
    return ok(c, await loadReviewItems(ctx, unique, user.id), undefined, recentReviewsResponseSchema);
  });

  app.post('/api/v1/user/bookmark', async (c) => {
    const user = await requireVerified(c, ctx);
    const body = await parseJsonBody(c, bookmarkRequestSchema);
    await db.transaction(async (tx) => {
      if (body.type === 'review') {
        const [target] = await tx
          .select({ id: reviews.id })
          .from(reviews)
          .where(and(eq(reviews.id, body.id), publicReview()))
          .limit(1);
        if (!target) throw notFound('해당 후기를 찾을 수 없어요.');
        if (body.bookmark) {
          await tx.insert(reviewLikes).values({ userId: user.id, reviewId: body.id }).onConflictDoNothing();
        } else {
          await tx
            .delete(reviewLikes)
            .where(and(eq(reviewLikes.userId, user.id), eq(reviewLikes.reviewId, body.id)));
        }
        await recomputeReviewLikes(tx, [body.id]);
      } else if (body.type === 'building') {
        const [target] = await tx
          .select({ id: buildings.id })
          .from(buildings)
          .where(eq(buildings.id, body.id))
          .limit(1);
        if (!target) throw notFound('해당 건물을 찾을 수 없어요.');
        if (body.bookmark) {
          await tx
            .insert(buildingLikes)
            .values({ userId: user.id, buildingId: body.id })
            .onConflictDoNothing();
        } else {
          await tx
            .delete(buildingLikes)
            .where(and(eq(buildingLikes.userId, user.id), eq(buildingLikes.buildingId, body.id)));
        }
        await recomputePlaceLikes(tx, { buildingIds: [body.id] });
      } else {
        const [target] = await tx
          .select({ id: agencies.id })
          .from(agencies)
          .where(eq(agencies.id, body.id))
          .limit(1);
        if (!target) throw notFound('해당 공인중개사를 찾을 수 없어요.');
        if (body.bookmark) {
          await tx.insert(agencyLikes).values({ userId: user.id, agencyId: body.id }).onConflictDoNothing();
        } else {
          await tx
            .delete(agencyLikes)
            .where(and(eq(agencyLikes.userId, user.id), eq(agencyLikes.agencyId, body.id)));
        }
        await recomputePlaceLikes(tx, { agencyIds: [body.id] });
      }
    });
    return ok(c, null, body.bookmark ? '찜했어요.' : '찜을 해제했어요.', bookmarkResponseSchema);
  });

  app.get('/api/v1/user/bookmark', async (c) => {
    const user = await requireUser(c, ctx);
    const q = validate(bookmarkListQuerySchema, c.req.query());
    const parts = [];
    if (q.type === 'all' || q.type === 'review') {
      parts.push(sql`SELECT 'review' AS kind, l.review_id AS id, l.created_at AS liked_at, r.like_count AS likes, r.rating::float8 AS stars
        FROM review_likes l JOIN reviews r ON r.id = l.review_id AND ${publicReview('r')} WHERE l.user_id = ${user.id}`);
    }
    if (q.type === 'all' || q.type === 'building') {
      parts.push(sql`SELECT 'building' AS kind, l.building_id AS id, l.created_at AS liked_at, b.like_count AS likes, b.rating AS stars
        FROM building_likes l JOIN buildings b ON b.id = l.building_id WHERE l.user_id = ${user.id}`);
      parts.push(sql`SELECT 'agency' AS kind, l.agency_id AS id, l.created_at AS liked_at, a.like_count AS likes, a.rating AS stars
        FROM agency_likes l JOIN agencies a ON a.id = l.agency_id WHERE l.user_id = ${user.id}`);
    }
    const order =
      q.sortBy === 'likes'
        ? sql`likes DESC, liked_at DESC`
        : q.sortBy === 'stars'
          ? sql`stars DESC NULLS LAST, liked_at DESC`
          : sql`liked_at DESC`;
    const rows = await query<{ kind: 'review' | PlaceKind; id: number }>(
      db,
      sql`SELECT kind, id FROM (${sql.join(parts, sql` UNION ALL `)}) x ORDER BY ${order}, kind, id DESC
          LIMIT ${q.size} OFFSET ${q.page * q.size}`,
    );
    const reviewItems = await loadReviewItems(
      ctx,
      rows.filter((r) => r.kind === 'review').map((r) => r.id),
      user.id,
    );
    const placeItems = await loadPlaceItems(
      ctx,
      rows.filter((r) => r.kind !== 'review').map((r) => ({ kind: r.kind as PlaceKind, id: r.id })),
      user.id,
    );
    let ri = 0;
    let pi = 0;
    const items = rows.flatMap((r) => {
      const item = r.kind === 'review' ? reviewItems[ri++] : placeItems[pi++];
      return item ? [item] : [];
    });
    return ok(c, items, undefined, bookmarkListResponseSchema);
  });

  // api-contract §4: paged (fixed), never 404 for "none".
  app.get('/api/v1/user/review', async (c) => {
    const user = await requireUser(c, ctx);
    const raw = c.req.query();
    // Older screens send offset/limit; they map onto page/size.
    const input: Record<string, string> = { ...raw };
    if (raw.page === undefined && raw.offset !== undefined && raw.limit !== undefined) {
      const limit = Number(raw.limit);
      const offset = Number(raw.offset);
      if (Number.isInteger(limit) && limit > 0 && Number.isInteger(offset) && offset >= 0) {
        input.size = String(limit);
        input.page = String(Math.floor(offset / limit));
      }
    }
    delete input.offset;
    delete input.limit;
    const q = validate(myReviewsQuerySchema, input);
    const [count] = await query<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM reviews WHERE author_id = ${user.id} AND status <> 'deleted'`,
    );
    const ids = await query<{ id: number }>(
      db,
      sql`SELECT id FROM reviews WHERE author_id = ${user.id} AND status <> 'deleted' ORDER BY created_at DESC, id DESC
          LIMIT ${q.size} OFFSET ${q.page * q.size}`,
    );
    const items = await loadReviewItems(
      ctx,
      ids.map((r) => r.id),
      user.id,
    );
    return ok(c, { reviews: items, itemNum: count?.n ?? 0 }, undefined, myReviewsResponseSchema);
  });

  return app;
}

function badRequestMax(): never {
  throw badRequest(`${fieldName(['reviewIds'])} 항목은 ${RECENT_REVIEWS_MAX}개 이하여야 해요.`);
}
