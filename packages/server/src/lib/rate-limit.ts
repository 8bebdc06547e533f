import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { query } from '../db/client.ts';
import { ApiError } from '../errors.ts';

/**
 * Counts events of `key` within the window in the database (shared by every instance) and records one more,
 * or throws 429 when `limit` is already reached.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  message: string,
) {
  const [row] = await query<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM rate_limit_events WHERE key = ${key} AND at > now() - make_interval(secs => ${windowSeconds})`,
  );
  if ((row?.n ?? 0) >= limit) throw new ApiError(429, message);
  await db.execute(sql`INSERT INTO rate_limit_events (key) VALUES (${key})`);
}
