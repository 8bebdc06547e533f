import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Places whose aggregates a write touches. */
export interface PlaceIds {
  buildingIds?: readonly number[];
  agencyIds?: readonly number[];
}

/**
 * Recomputes rating average, review/image counts, last review time and positive keyword counts of the
 * given places from their reviews (api-contract §5: no incremental drift). Call inside the writing transaction.
 */
export async function recomputePlaces(db: Db, ids: PlaceIds): Promise<void> {
  for (const [table, column, list] of [
    ['buildings', 'building_id', ids.buildingIds ?? []],
    ['agencies', 'agency_id', ids.agencyIds ?? []],
  ] as const) {
    const unique = [...new Set(list)];
    if (unique.length === 0) continue;
    const arr = sql`${`{${unique.join(',')}}`}::int[]`;
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

/** Recomputes the like counts of reviews from review_likes. */
export async function recomputeReviewLikes(db: Db, reviewIds: number[]): Promise<void> {
  const unique = [...new Set(reviewIds)];
  if (unique.length === 0) return;
  const arr = sql`${`{${unique.join(',')}}`}::int[]`;
  await db.execute(sql`
    UPDATE reviews r SET like_count = (SELECT count(*)::int FROM review_likes l WHERE l.review_id = r.id)
    WHERE r.id = ANY(${arr})`);
}

export async function recomputePlaceLikes(
  db: Db,
  ids: { buildingIds?: number[]; agencyIds?: number[] },
): Promise<void> {
  const b = [...new Set(ids.buildingIds ?? [])];
  const a = [...new Set(ids.agencyIds ?? [])];
  if (b.length > 0) {
    await db.execute(sql`
      UPDATE buildings p SET like_count = (SELECT count(*)::int FROM building_likes l WHERE l.building_id = p.id)
      WHERE p.id = ANY(${`{${b.join(',')}}`}::int[])`);
  }
  if (a.length > 0) {
    await db.execute(sql`
      UPDATE agencies p SET like_count = (SELECT count(*)::int FROM agency_likes l WHERE l.agency_id = p.id)
      WHERE p.id = ANY(${`{${a.join(',')}}`}::int[])`);
  }
}
