import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Places whose aggregates a write touches. */
export interface PlaceIds {
  buildingIds?: readonly number[];
  agencyIds?: readonly number[];
}

const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * Locks the rows whose aggregates are about to be recomputed, in id order, until the transaction ends.
 *
 * Why: under READ COMMITTED a recompute reads the snapshot taken when its statement starts. Two transactions that
 * each add a review (or a like) and recompute would each miss the other's uncommitted row, and the later UPDATE
 * would win with a count one short. With the row locked first, the second transaction's recompute starts only
 * after the first has committed and so sees its row. `FOR NO KEY UPDATE` (not `FOR UPDATE`) leaves the foreign-key
 * checks of concurrent inserts (`FOR KEY SHARE`) unblocked, so inserting a review and then locking its building
 * cannot deadlock with another transaction doing the same.
 */
async function lockForRecount(db: Db, table: 'buildings' | 'agencies' | 'reviews', ids: readonly number[]) {
  await db.execute(
    sql`SELECT id FROM ${sql.identifier(table)} WHERE id = ANY(${idArray(ids)}) ORDER BY id FOR NO KEY UPDATE`,
  );
}

/**
 * Recomputes rating average, review/image counts, last review time and positive keyword counts of the
 * given places from their reviews (api-contract §5: no incremental drift). Call inside the writing transaction:
 * the places stay locked until it ends, which serialises concurrent writers of one place (see lockForRecount).
 */
export async function recomputePlaces(db: Db, ids: PlaceIds): Promise<void> {
  for (const [table, column, list] of [
    ['buildings', 'building_id', ids.buildingIds ?? []],
    ['agencies', 'agency_id', ids.agencyIds ?? []],
  ] as const) {
    const unique = [...new Set(list)].sort((a, b) => a - b);
    if (unique.length === 0) continue;
    await lockForRecount(db, table, unique);
    const arr = idArray(unique);
    await db.execute(sql`
      UPDATE ${sql.identifier(table)} AS p SET
        rating = s.rating,
        review_count = COALESCE(s.cnt, 0),
        image_count = COALESCE(s.imgs, 0),
        last_reviewed_at = s.last,
        keyword_counts = COALESCE(k.counts, '{}'::jsonb)
      FROM unnest(${arr}) AS t(id)
      LEFT JOIN (
        SELECT ${sql.identifier(column)} AS pid, round(avg(rating)::numeric, 2)::float8 AS rating,
               count(*)::int AS cnt, sum(image_count)::int AS imgs, max(created_at) AS last
        FROM reviews WHERE ${sql.identifier(column)} = ANY(${arr}) GROUP BY 1
      ) s ON s.pid = t.id
      LEFT JOIN (
        SELECT pid, jsonb_object_agg(code, n) AS counts FROM (
          SELECT ${sql.identifier(column)} AS pid, code, count(*)::int AS n
          FROM reviews, unnest(positive) AS code
          WHERE ${sql.identifier(column)} = ANY(${arr}) GROUP BY 1, 2
        ) x GROUP BY pid
      ) k ON k.pid = t.id
      WHERE p.id = t.id`);
  }
}

/** Recomputes the like counts of reviews from review_likes (inside the writing transaction, locked like places). */
export async function recomputeReviewLikes(db: Db, reviewIds: readonly number[]): Promise<void> {
  const unique = [...new Set(reviewIds)].sort((a, b) => a - b);
  if (unique.length === 0) return;
  await lockForRecount(db, 'reviews', unique);
  const arr = idArray(unique);
  await db.execute(sql`
    UPDATE reviews r SET like_count = (SELECT count(*)::int FROM review_likes l WHERE l.review_id = r.id)
    WHERE r.id = ANY(${arr})`);
}

/** Recomputes the like counts of places from their likes (inside the writing transaction, locked). */
export async function recomputePlaceLikes(db: Db, ids: PlaceIds): Promise<void> {
  const b = [...new Set(ids.buildingIds ?? [])].sort((x, y) => x - y);
  const a = [...new Set(ids.agencyIds ?? [])].sort((x, y) => x - y);
  if (b.length > 0) {
    await lockForRecount(db, 'buildings', b);
    await db.execute(sql`
      UPDATE buildings p SET like_count = (SELECT count(*)::int FROM building_likes l WHERE l.building_id = p.id)
      WHERE p.id = ANY(${idArray(b)})`);
  }
  if (a.length > 0) {
    await lockForRecount(db, 'agencies', a);
    await db.execute(sql`
      UPDATE agencies p SET like_count = (SELECT count(*)::int FROM agency_likes l WHERE l.agency_id = p.id)
      WHERE p.id = ANY(${idArray(a)})`);
  }
}
