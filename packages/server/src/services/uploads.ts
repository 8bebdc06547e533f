// The life of an uploaded photo: its `uploads` row (who may attach it to a review) and its files (the photo and
// its variants). One rule holds throughout: a row, or a review's photo row, never points at a missing file.
// - Rows go first, files after: "no review uses it" is decided and the row deleted in one transaction that holds
//   the row's lock, and the files are removed after that commits. A crash in between leaves files without rows,
//   which the sweep removes; never the reverse.
// - Files change hands under a per-key advisory lock. Photos are named by their content, so a student who sends
//   the same photo again gets the same key while its old copy may be on its way out: removing files re-checks,
//   under the key's lock, that no row refers to them, and recording an upload re-checks, under the same lock, that
//   its file is still there (and writes it again if not).
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { type Db, query } from '../db/client.ts';
import { mainKeyCandidates, parseVariantKey, variantKeysOf } from './photos.ts';

/** Uploads no review has used this long are deleted: a draft is written and sent within a day. */
export const UNATTACHED_UPLOAD_HOURS = 24;
/** Rows examined per sweep transaction. */
const SWEEP_BATCH = 1000;

/** A PostgreSQL text[] literal of storage keys (server-made keys: no quotes or backslashes, see isSafeKey). */
const textArray = (keys: readonly string[]) => `{${keys.map((k) => `"${k}"`).join(',')}}`;

const lockKey = (tx: Db, key: string) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`photo:${key}`}, 0))`);

/** A photo just prepared and stored by an upload request, not yet recorded. */
export interface StoredUpload {
  key: string;
  size: number;
  bytes: Uint8Array;
}

/**
 * Records the uploads of an accepted request: each row is inserted (or, for the same photo sent again, its age
 * restarts) under the key's lock, after making sure its file is in storage.
 */
export async function recordUploads(ctx: AppContext, ownerId: number, stored: readonly StoredUpload[]) {
  for (const upload of [...stored].sort((a, b) => a.key.localeCompare(b.key))) {
    await ctx.db.transaction(async (tx) => {
      await lockKey(tx, upload.key);
      if (!(await ctx.storage.get(upload.key))) await ctx.storage.put(upload.key, upload.bytes, 'image/jpeg');
      await tx.execute(
        sql`INSERT INTO uploads (key, owner_id, mime_type, size) VALUES (${upload.key}, ${ownerId}, 'image/jpeg', ${upload.size})
            ON CONFLICT (key) DO UPDATE SET created_at = now()`,
      );
    });
  }
}

/**
 * Removes the files (photo and variants) of each key that no upload row and no review refers to, deciding and
 * removing under the key's lock. Keys still referred to keep their files. Resolves with the keys removed.
 */
export async function removeUnreferencedFiles(ctx: AppContext, keys: readonly string[]): Promise<string[]> {
  const removed: string[] = [];
  for (const key of [...new Set(keys)].sort()) {
    const gone = await ctx.db.transaction(async (tx) => {
      await lockKey(tx, key);
      const [held] = await query<{ n: number }>(
        tx,
        sql`SELECT (SELECT count(*) FROM uploads WHERE key = ${key})
                 + (SELECT count(*) FROM review_images WHERE key = ${key}) AS n`,
      );
      if (Number(held?.n ?? 0) > 0) return false;
      for (const k of [key, ...variantKeysOf(key)]) await ctx.storage.delete(k);
      return true;
    });
    if (gone) removed.push(key);
  }
  return removed;
}

/** Like {@link removeUnreferencedFiles}, logging instead of failing: for clean-ups after a committed change. */
async function removeFilesQuietly(ctx: AppContext, keys: readonly string[]): Promise<void> {
  try {
    await removeUnreferencedFiles(ctx, keys);
  } catch (err) {
    ctx.logger.warn({ err, keys: keys.slice(0, 20) }, 'could not remove photo files; the sweep will');
  }
}

/**
 * Deletes the upload rows among `keys` that no review uses, then their files. The rows are locked first
 * (`FOR UPDATE`): a review being written with one of them holds it `FOR SHARE`, so this waits for that review to
 * commit, and the "no review uses it" check — a later statement, which in READ COMMITTED sees rows committed
 * meanwhile — then sees its photo rows and keeps the upload.
 */
export async function deleteUnusedUploads(ctx: AppContext, keys: readonly string[]): Promise<string[]> {
  const own = [...new Set(keys.filter((k) => k.startsWith('reviews/')))].sort();
  if (own.length === 0) return [];
  const deleted = await ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT key FROM uploads WHERE key = ANY(${textArray(own)}::text[]) ORDER BY key FOR UPDATE`,
    );
    return deleteIfUnused(tx, own);
  });
  await removeFilesQuietly(ctx, deleted);
  return deleted;
}

async function deleteIfUnused(tx: Db, keys: readonly string[]): Promise<string[]> {
  const gone = await query<{ key: string }>(
    tx,
    sql`DELETE FROM uploads u WHERE u.key = ANY(${textArray(keys)}::text[])
          AND NOT EXISTS (SELECT 1 FROM review_images i WHERE i.key = u.key)
        RETURNING u.key`,
  );
  return gone.map((g) => g.key);
}

/**
 * Deletes uploads older than `olderThanHours` that no review references, with their files and variants; then
 * removes files no row refers to (left by a crash between a row's deletion and its files') and temporary files of
 * writes that never finished. The candidates are locked with `SKIP LOCKED`, so a review being written with one is
 * skipped, and so is a row another instance is sweeping: safe on every instance at once.
 */
export async function sweepUnattachedUploads(
  ctx: AppContext,
  olderThanHours = UNATTACHED_UPLOAD_HOURS,
): Promise<{ deleted: string[]; orphans: number; temporaries: number }> {
  const deleted = await ctx.db.transaction(async (tx) => {
    const candidates = await query<{ key: string }>(
      tx,
      sql`SELECT key FROM uploads WHERE created_at < now() - make_interval(hours => ${olderThanHours})
          ORDER BY created_at LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED`,
    );
    if (candidates.length === 0) return [];
    return deleteIfUnused(
      tx,
      candidates.map((c) => c.key),
    );
  });
  await removeFilesQuietly(ctx, deleted);
  const orphans = await sweepOrphanFiles(ctx, olderThanHours);
  const temporaries = (await ctx.storage.removeTemporaries?.(new Date(Date.now() - 3600_000))) ?? 0;
  if (deleted.length + orphans + temporaries > 0)
    ctx.logger.info(
      { count: deleted.length, orphans, temporaries },
      'deleted uploads no review used and files no row refers to',
    );
  return { deleted, orphans, temporaries };
}

/** The main photo keys a stored file belongs to: itself, or for a variant the photo it was made from. */
function ownersOf(key: string): string[] {
  const variant = parseVariantKey(key);
  return variant ? mainKeyCandidates(variant.base) : [key];
}

/**
 * Photo files (and variants) older than the window that no upload row and no review refers to. Only storage
 * that can list its files (local disk) is swept this way.
 */
async function sweepOrphanFiles(ctx: AppContext, olderThanHours: number): Promise<number> {
  if (!ctx.storage.list) return 0;
  const before = Date.now() - olderThanHours * 3600_000;
  const old: string[] = [];
  for await (const file of ctx.storage.list('reviews/')) {
    if (file.modifiedAt.getTime() < before) old.push(file.key);
  }
  let removed = 0;
  for (let i = 0; i < old.length; i += SWEEP_BATCH) {
    const batch = old.slice(i, i + SWEEP_BATCH);
    const owners = [...new Set(batch.flatMap(ownersOf))];
    const held = await query<{ key: string }>(
      ctx.db,
      sql`SELECT key FROM uploads WHERE key = ANY(${textArray(owners)}::text[])
          UNION SELECT key FROM review_images WHERE key = ANY(${textArray(owners)}::text[])`,
    );
    const referred = new Set(held.map((h) => h.key));
    const orphans = batch.filter((key) => !ownersOf(key).some((owner) => referred.has(owner)));
    // A main photo's removal takes its variants; a variant left alone (its photo already gone) goes by itself.
    for (const key of orphans) {
      if (parseVariantKey(key)) {
        if ((await removeUnreferencedVariant(ctx, key)) === true) removed++;
      } else removed += (await removeUnreferencedFiles(ctx, [key])).length;
    }
  }
  return removed;
}

async function removeUnreferencedVariant(ctx: AppContext, key: string): Promise<boolean> {
  const owners = ownersOf(key).sort();
  return ctx.db.transaction(async (tx) => {
    for (const owner of owners) await lockKey(tx, owner);
    const [held] = await query<{ n: number }>(
      tx,
      sql`SELECT (SELECT count(*) FROM uploads WHERE key = ANY(${textArray(owners)}::text[]))
               + (SELECT count(*) FROM review_images WHERE key = ANY(${textArray(owners)}::text[])) AS n`,
    );
    if (Number(held?.n ?? 0) > 0) return false;
    await ctx.storage.delete(key);
    return true;
  });
}
