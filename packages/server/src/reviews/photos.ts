// A review's photos: they must be files this server stores (uploaded by the author, or already on the review).
import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { reviewImages, uploads } from '../db/schema.ts';
import { badRequest } from '../errors.ts';
import { keyFromUrl } from '../lib/urls.ts';
import { fieldName } from '../lib/validate.ts';

const notOurs = (i: number) =>
  badRequest(`${fieldName(['imageUrls', i])} 항목은 이 서비스에 업로드한 사진이어야 해요.`);

/** Storage keys of a review's photo URLs: uploaded by the author, or already on the review being edited. */
export async function photoKeys(
  db: Db,
  config: Config,
  urls: readonly string[],
  userId: number,
  reviewId: number | null,
): Promise<string[]> {
  const keys = urls.map((url, i) => {
    const key = keyFromUrl(config, url);
    if (!key) throw notOurs(i);
    return key;
  });
  if (new Set(keys).size !== keys.length)
    throw badRequest(`${fieldName(['imageUrls'])} 항목에 같은 사진이 두 번 들어 있어요.`);
  if (keys.length === 0) return keys;
  const known = new Set<string>();
  // FOR SHARE: the sweep of unattached uploads skips (and cannot delete) an upload a review is being written with.
  const owned = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(inArray(uploads.key, keys), eq(uploads.ownerId, userId)))
    .for('share');
  for (const row of owned) known.add(row.key);
  if (reviewId !== null) {
    for (const row of await currentPhotoKeys(db, reviewId)) known.add(row);
  }
  keys.forEach((key, i) => {
    if (!known.has(key)) throw notOurs(i);
  });
  return keys;
}

export async function currentPhotoKeys(db: Db, reviewId: number): Promise<string[]> {
  const rows = await db
    .select({ key: reviewImages.key })
    .from(reviewImages)
    .where(eq(reviewImages.reviewId, reviewId))
    .orderBy(reviewImages.position);
  return rows.map((r) => r.key);
}

/** Sets the review's photos in order; returns the keys it no longer uses. */
export async function replacePhotos(db: Db, reviewId: number, keys: readonly string[]): Promise<string[]> {
  const before = await currentPhotoKeys(db, reviewId);
  await db.delete(reviewImages).where(eq(reviewImages.reviewId, reviewId));
  if (keys.length > 0) {
    await db.insert(reviewImages).values(keys.map((key, position) => ({ reviewId, position, key })));
  }
  return before.filter((k) => !keys.includes(k));
}
