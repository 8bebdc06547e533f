import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { query } from '../db/client.ts';
import { ApiError } from '../errors.ts';

/** At most `limit` events of `key` within `windowSeconds`; the 429 answer says `message`. */
export interface RateLimit {
  key: string;
  limit: number;
  windowSeconds: number;
  message: string;
}

/**
 * Records one event for each limit, or none and a 429 when any of them is already reached. The counters live in
 * the database (shared by every server instance) and each key is serialised by a transaction-scoped advisory
 * lock, so counting and recording are one step: 300 requests arriving together still get exactly `limit`
 * through. Keys are locked in sorted order so two calls locking the same keys never deadlock; limits are checked
 * in the order given, which decides the message when several are reached.
 */
export async function takeRateLimits(db: Db, limits: readonly RateLimit[]): Promise<void> {
  if (limits.length === 0) return;
  await db.transaction(async (tx) => {
    for (const key of [...new Set(limits.map((l) => l.key))].sort()) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`rate:${key}`}, 0))`);
    }
    for (const l of limits) {
      const [row] = await query<{ n: number; wait: number | null }>(
        tx,
        sql`SELECT count(*)::int AS n,
              ceil(extract(epoch FROM min(at) + make_interval(secs => ${l.windowSeconds}) - now()))::int AS wait
            FROM rate_limit_events
            WHERE key = ${l.key} AND at > now() - make_interval(secs => ${l.windowSeconds})`,
      );
      if ((row?.n ?? 0) >= l.limit) {
        // When the oldest counted event leaves the window, one more is let through.
        throw new ApiError(429, l.message, {
          'retry-after': String(Math.max(1, row?.wait ?? l.windowSeconds)),
        });
      }
    }
    for (const l of limits) await tx.execute(sql`INSERT INTO rate_limit_events (key) VALUES (${l.key})`);
  });
}

/** One limit: see {@link takeRateLimits}. */
export function takeRateLimit(db: Db, limit: RateLimit): Promise<void> {
  return takeRateLimits(db, [limit]);
}

/**
 * Counts a failed attempt under `limit`, then throws: the failure itself while the key has failures left, a 429
 * once it has none. Only the client's own failures count (4xx answers); an outage of ours or of a provider (5xx),
 * or another limit's 429, is not the client's doing.
 */
export async function countFailure(db: Db, failure: unknown, limit: RateLimit): Promise<never> {
  if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500 && failure.status !== 429)
    await takeRateLimit(db, limit);
  throw failure;
}
