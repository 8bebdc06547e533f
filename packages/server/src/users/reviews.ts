// The signed-in user's own reviews (GET /api/v1/user/review).
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { query } from '../db/client.ts';
import { loadReviewItems } from '../lib/items.ts';

/** The user's reviews, newest first, with their total. */
export async function listOwnReviews(ctx: AppContext, userId: number, page: number, size: number) {
  const [count] = await query<{ n: number }>(
    ctx.db,
    sql`SELECT count(*)::int AS n FROM reviews WHERE author_id = ${userId}`,
  );
  const ids = await query<{ id: number }>(
    ctx.db,
    sql`SELECT id FROM reviews WHERE author_id = ${userId} ORDER BY created_at DESC, id DESC
        LIMIT ${size} OFFSET ${page * size}`,
  );
  const items = await loadReviewItems(
    ctx,
    ids.map((r) => r.id),
    userId,
  );
  return { reviews: items, itemNum: count?.n ?? 0 };
}
