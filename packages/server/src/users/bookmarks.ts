// Likes (찜) of reviews, buildings and agencies: set (not toggled) with the target's count recomputed in the same
// transaction, and the signed-in user's list with its filters and sorts (api-contract §4).
import type { BookmarkRequest, bookmarkListQuerySchema } from '@jjinbbang/domain/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import { recomputePlaceLikes, recomputeReviewLikes } from '../db/aggregates.ts';
import { query } from '../db/client.ts';
import { agencies, agencyLikes, buildingLikes, buildings, reviewLikes, reviews } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { loadPlaceItems, loadReviewItems, type PlaceKind } from '../lib/items.ts';

export async function setBookmark(ctx: AppContext, userId: number, body: BookmarkRequest): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (body.type === 'review') {
      const [target] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.id, body.id))
        .limit(1);
      if (!target) throw notFound('해당 후기를 찾을 수 없어요.');
      if (body.bookmark) {
        await tx.insert(reviewLikes).values({ userId, reviewId: body.id }).onConflictDoNothing();
      } else {
        await tx
          .delete(reviewLikes)
          .where(and(eq(reviewLikes.userId, userId), eq(reviewLikes.reviewId, body.id)));
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
        await tx.insert(buildingLikes).values({ userId, buildingId: body.id }).onConflictDoNothing();
      } else {
        await tx
          .delete(buildingLikes)
          .where(and(eq(buildingLikes.userId, userId), eq(buildingLikes.buildingId, body.id)));
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
        await tx.insert(agencyLikes).values({ userId, agencyId: body.id }).onConflictDoNothing();
      } else {
        await tx
          .delete(agencyLikes)
          .where(and(eq(agencyLikes.userId, userId), eq(agencyLikes.agencyId, body.id)));
      }
      await recomputePlaceLikes(tx, { agencyIds: [body.id] });
    }
  });
}

/** The user's likes as list items; latest = most recently liked first. */
export async function listBookmarks(
  ctx: AppContext,
  userId: number,
  q: z.output<typeof bookmarkListQuerySchema>,
) {
  const parts = [];
  if (q.type === 'all' || q.type === 'review') {
    parts.push(sql`SELECT 'review' AS kind, l.review_id AS id, l.created_at AS liked_at, r.like_count AS likes, r.rating::float8 AS stars
      FROM review_likes l JOIN reviews r ON r.id = l.review_id WHERE l.user_id = ${userId}`);
  }
  if (q.type === 'all' || q.type === 'building') {
    parts.push(sql`SELECT 'building' AS kind, l.building_id AS id, l.created_at AS liked_at, b.like_count AS likes, b.rating AS stars
      FROM building_likes l JOIN buildings b ON b.id = l.building_id WHERE l.user_id = ${userId}`);
    parts.push(sql`SELECT 'agency' AS kind, l.agency_id AS id, l.created_at AS liked_at, a.like_count AS likes, a.rating AS stars
      FROM agency_likes l JOIN agencies a ON a.id = l.agency_id WHERE l.user_id = ${userId}`);
  }
  const order =
    q.sortBy === 'likes'
      ? sql`likes DESC, liked_at DESC`
      : q.sortBy === 'stars'
        ? sql`stars DESC NULLS LAST, liked_at DESC`
        : sql`liked_at DESC`;
  const rows = await query<{ kind: 'review' | PlaceKind; id: number }>(
    ctx.db,
    sql`SELECT kind, id FROM (${sql.join(parts, sql` UNION ALL `)}) x ORDER BY ${order}, kind, id DESC
        LIMIT ${q.size} OFFSET ${q.page * q.size}`,
  );
  const reviewItems = await loadReviewItems(
    ctx,
    rows.filter((r) => r.kind === 'review').map((r) => r.id),
    userId,
  );
  const placeItems = await loadPlaceItems(
    ctx,
    rows.filter((r) => r.kind !== 'review').map((r) => ({ kind: r.kind as PlaceKind, id: r.id })),
    userId,
  );
  let ri = 0;
  let pi = 0;
  return rows.flatMap((r) => {
    const item = r.kind === 'review' ? reviewItems[ri++] : placeItems[pi++];
    return item ? [item] : [];
  });
}
