// Aggregates kept on rows (a place's rating, counts, keyword counts and deposit-return records; a review's like and photo counts) and the
// one rule that keeps them true: they are recomputed from the rows they summarise, by the transaction that changed
// those rows, with the summarised row locked first. `findDrift`/`repairDrift` (npm run admin -- recount) check
// and restore that rule for data written by older versions or by hand.
import { type SQL, sql } from 'drizzle-orm';
import { publicReview } from '../reviews/visibility.ts';
import type { Db } from './client.ts';
import { query } from './client.ts';

/** Places whose aggregates a write touches. */
export interface PlaceIds {
  buildingIds?: readonly number[];
  agencyIds?: readonly number[];
}

const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
const sortedUnique = (ids: readonly number[] = []) => [...new Set(ids)].sort((a, b) => a - b);

type PlaceTable = 'buildings' | 'agencies';
const PLACE_COLUMN = { buildings: 'building_id', agencies: 'agency_id' } as const;
const LIKE_TABLE = {
  buildings: ['building_likes', 'building_id'],
  agencies: ['agency_likes', 'agency_id'],
} as const;

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
async function lockForRecount(db: Db, table: PlaceTable | 'reviews', ids: readonly number[]) {
  await db.execute(
    sql`SELECT id FROM ${sql.identifier(table)} WHERE id = ANY(${idArray(ids)}) ORDER BY id FOR NO KEY UPDATE`,
  );
}

/** What a place's review aggregates should be, computed from its reviews (`ids` null = every place). */
function placeReviewTruth(table: PlaceTable, ids: readonly number[] | null): SQL {
  const column = sql.identifier(PLACE_COLUMN[table]);
  const only = ids ? sql`WHERE t.id = ANY(${idArray(ids)})` : sql``;
  // Only public reviews count: a review staff blinded or deleted leaves its place's figures (reviews/visibility.ts).
  const reviewsOf = ids
    ? sql`${column} = ANY(${idArray(ids)}) AND ${publicReview()}`
    : sql`${column} IS NOT NULL AND ${publicReview()}`;
  return sql`
    SELECT t.id, round(s.rating::numeric, 2)::float8 AS rating, COALESCE(s.cnt, 0) AS review_count,
      COALESCE(s.imgs, 0) AS image_count, s.last AS last_reviewed_at,
      COALESCE(k.counts, '{}'::jsonb) AS keyword_counts,
      jsonb_build_object(
        'full', COALESCE(s.dr_full, 0), 'partial', COALESCE(s.dr_partial, 0), 'none', COALESCE(s.dr_none, 0),
        'living', COALESCE(s.dr_living, 0), 'averageDays', s.dr_days
      ) AS deposit_returns
    FROM ${sql.identifier(table)} t
    LEFT JOIN (
      SELECT ${column} AS pid, avg(rating) AS rating, count(*)::int AS cnt, sum(image_count)::int AS imgs,
             max(created_at) AS last,
             count(*) FILTER (WHERE deposit_return = 'FULL')::int AS dr_full,
             count(*) FILTER (WHERE deposit_return = 'PARTIAL')::int AS dr_partial,
             count(*) FILTER (WHERE deposit_return = 'NONE')::int AS dr_none,
             count(*) FILTER (WHERE deposit_return = 'LIVING')::int AS dr_living,
             round(avg(deposit_return_days) FILTER (WHERE deposit_return IN ('FULL', 'PARTIAL')))::int AS dr_days
      FROM reviews WHERE ${reviewsOf} GROUP BY 1
    ) s ON s.pid = t.id
    LEFT JOIN (
      SELECT pid, jsonb_object_agg(code, n) AS counts FROM (
        SELECT ${column} AS pid, code, count(*)::int AS n
        FROM reviews, unnest(positive) AS code WHERE ${reviewsOf} GROUP BY 1, 2
      ) x GROUP BY pid
    ) k ON k.pid = t.id
    ${only}`;
}

/** What a place's like count should be. */
function placeLikeTruth(table: PlaceTable, ids: readonly number[] | null): SQL {
  const [likes, column] = LIKE_TABLE[table];
  const only = ids ? sql`WHERE t.id = ANY(${idArray(ids)})` : sql``;
  return sql`
    SELECT t.id, COALESCE(l.n, 0) AS like_count FROM ${sql.identifier(table)} t
    LEFT JOIN (SELECT ${sql.identifier(column)} AS pid, count(*)::int AS n FROM ${sql.identifier(likes)} GROUP BY 1) l
      ON l.pid = t.id
    ${only}`;
}

/** What a review's like and photo counts should be. */
function reviewTruth(ids: readonly number[] | null): SQL {
  const only = ids ? sql`WHERE r.id = ANY(${idArray(ids)})` : sql``;
  return sql`
    SELECT r.id,
      (SELECT count(*)::int FROM review_likes l WHERE l.review_id = r.id) AS like_count,
      (SELECT count(*)::int FROM review_images i WHERE i.review_id = r.id) AS image_count
    FROM reviews r ${only}`;
}

/**
 * Recomputes rating average, review/image counts, last review time and positive keyword counts of the
 * given places from their reviews (api-contract §5: no incremental drift). Call inside the writing transaction:
 * the places stay locked until it ends, which serialises concurrent writers of one place (see lockForRecount).
 */
export async function recomputePlaces(db: Db, ids: PlaceIds): Promise<void> {
  for (const [table, list] of [
    ['buildings', ids.buildingIds],
    ['agencies', ids.agencyIds],
  ] as const) {
    const unique = sortedUnique(list);
    if (unique.length === 0) continue;
    await lockForRecount(db, table, unique);
    await db.execute(sql`
      UPDATE ${sql.identifier(table)} AS p SET rating = a.rating, review_count = a.review_count,
        image_count = a.image_count, last_reviewed_at = a.last_reviewed_at, keyword_counts = a.keyword_counts,
        deposit_returns = a.deposit_returns
      FROM (${placeReviewTruth(table, unique)}) a WHERE p.id = a.id`);
  }
}

/** Recomputes the like counts of reviews from review_likes (inside the writing transaction, locked like places). */
export async function recomputeReviewLikes(db: Db, reviewIds: readonly number[]): Promise<void> {
  const unique = sortedUnique(reviewIds);
  if (unique.length === 0) return;
  await lockForRecount(db, 'reviews', unique);
  await db.execute(sql`
    UPDATE reviews r SET like_count = a.like_count FROM (${reviewTruth(unique)}) a WHERE r.id = a.id`);
}

/** Recomputes the like counts of places from their likes (inside the writing transaction, locked). */
export async function recomputePlaceLikes(db: Db, ids: PlaceIds): Promise<void> {
  for (const [table, list] of [
    ['buildings', ids.buildingIds],
    ['agencies', ids.agencyIds],
  ] as const) {
    const unique = sortedUnique(list);
    if (unique.length === 0) continue;
    await lockForRecount(db, table, unique);
    await db.execute(sql`
      UPDATE ${sql.identifier(table)} p SET like_count = a.like_count
      FROM (${placeLikeTruth(table, unique)}) a WHERE p.id = a.id`);
  }
}

// --- Drift: checking and repairing the rule above --------------------------------------------------------

/** One aggregate column whose stored values differ from its rows. */
export interface Drift {
  /** `buildings.review_count`, `reviews.like_count`, … */
  aggregate: string;
  /** Ids of the rows whose stored value is wrong. */
  ids: number[];
  /** A few of them with both values, for the report. */
  examples: { id: number; stored: unknown; actual: unknown }[];
}

const PLACE_CHECKS = [
  'review_count',
  'rating',
  'image_count',
  'last_reviewed_at',
  'keyword_counts',
  'deposit_returns',
] as const;

async function driftOf(db: Db, table: string, column: string, truth: SQL): Promise<Drift | null> {
  const col = sql.identifier(column);
  const rows = await query<{ id: number; stored: unknown; actual: unknown }>(
    db,
    sql`SELECT t.id, t.${col} AS stored, a.${col} AS actual
        FROM ${sql.identifier(table)} t JOIN (${truth}) a ON a.id = t.id
        WHERE t.${col} IS DISTINCT FROM a.${col} ORDER BY t.id`,
  );
  if (rows.length === 0) return null;
  return { aggregate: `${table}.${column}`, ids: rows.map((r) => r.id), examples: rows.slice(0, 3) };
}

/** Every aggregate column compared with what its rows say; only the columns that drifted are listed. */
export async function findDrift(db: Db): Promise<Drift[]> {
  const checks: [string, string, SQL][] = [];
  for (const table of ['buildings', 'agencies'] as const) {
    const truth = placeReviewTruth(table, null);
    for (const column of PLACE_CHECKS) checks.push([table, column, truth]);
    checks.push([table, 'like_count', placeLikeTruth(table, null)]);
  }
  checks.push(['reviews', 'like_count', reviewTruth(null)], ['reviews', 'image_count', reviewTruth(null)]);
  const found: Drift[] = [];
  for (const [table, column, truth] of checks) {
    const drift = await driftOf(db, table, column, truth);
    if (drift) found.push(drift);
  }
  return found;
}

/**
 * Finds drift and recomputes every drifted row in one transaction (locked like any write); returns what it
 * found. Safe while the server runs: writers of the same rows wait for it.
 */
export async function repairDrift(db: Db): Promise<Drift[]> {
  return db.transaction(async (tx) => {
    const found = await findDrift(tx);
    const ids = (aggregate: string) =>
      found.filter((d) => d.aggregate.startsWith(aggregate)).flatMap((d) => d.ids);
    const reviewIds = sortedUnique(ids('reviews.'));
    if (reviewIds.length > 0) {
      await lockForRecount(tx, 'reviews', reviewIds);
      await tx.execute(sql`
        UPDATE reviews r SET like_count = a.like_count, image_count = a.image_count
        FROM (${reviewTruth(reviewIds)}) a WHERE r.id = a.id`);
    }
    // Photo counts of reviews feed the places' image counts: places are recomputed after reviews.
    const places: PlaceIds = {
      buildingIds: [...ids('buildings.'), ...(await placesOf(tx, 'building_id', reviewIds))],
      agencyIds: [...ids('agencies.'), ...(await placesOf(tx, 'agency_id', reviewIds))],
    };
    await recomputePlaces(tx, places);
    await recomputePlaceLikes(tx, places);
    return found;
  });
}

async function placesOf(db: Db, column: 'building_id' | 'agency_id', reviewIds: number[]): Promise<number[]> {
  if (reviewIds.length === 0) return [];
  const rows = await query<{ id: number }>(
    db,
    sql`SELECT DISTINCT ${sql.identifier(column)} AS id FROM reviews
        WHERE id = ANY(${idArray(reviewIds)}) AND ${sql.identifier(column)} IS NOT NULL`,
  );
  return rows.map((r) => r.id);
}
