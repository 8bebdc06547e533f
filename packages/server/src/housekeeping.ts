import { sql } from 'drizzle-orm';
import type { AppContext } from './context.ts';
import { query } from './db/client.ts';
import { sweepUnattachedUploads } from './services/uploads.ts';

/** spec 000 §4 / api-contract §2: an account that left is hard-deleted 30 days later. */
export const LEAVE_GRACE_DAYS = 30;

/**
 * Deletes expired rows: purged accounts, spent codes, old rate-limit events, and uploads no review used within
 * a day (with their files). Runs at start and every hour (main.ts); safe to run on every instance at once.
 */
export async function housekeeping(ctx: AppContext): Promise<{ purgedUsers: number; sweptUploads: number }> {
  const purged = await query<{ id: number }>(
    ctx.db,
    sql`DELETE FROM users WHERE left_at IS NOT NULL AND left_at < now() - make_interval(days => ${LEAVE_GRACE_DAYS}) RETURNING id`,
  );
  await ctx.db.execute(sql`DELETE FROM oauth_codes WHERE expires_at < now()`);
  await ctx.db.execute(sql`DELETE FROM email_codes WHERE expires_at < now() - interval '1 day'`);
  await ctx.db.execute(sql`DELETE FROM rate_limit_events WHERE at < now() - interval '2 days'`);
  await ctx.db.execute(sql`DELETE FROM refresh_tokens WHERE expires_at < now()`);
  const swept = await sweepUnattachedUploads(ctx);
  if (purged.length > 0)
    ctx.logger.info({ count: purged.length }, 'purged accounts past their leave grace period');
  return { purgedUsers: purged.length, sweptUploads: swept.deleted.length };
}
