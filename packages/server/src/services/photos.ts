// Review photos on the server: what an upload becomes (checked by content, turned upright, EXIF and GPS
// dropped, at most 2048 px, one JPEG), the width variants served for `srcset`, and the sweep of uploads no review
// ever used. sharp (libvips) does the image work; its prebuilt binaries come from the npm registry.
import { createHash } from 'node:crypto';
import {
  PHOTO_VARIANT_FORMATS,
  PHOTO_WIDTHS,
  type PhotoVariantFormat,
  VALIDATION_MESSAGES,
} from '@jjinbbang/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../context.ts';
import { query } from '../db/client.ts';
import { ApiError } from '../errors.ts';
import { sniffPhotoType } from '../lib/sniff.ts';

// One upload at a time is decoded per request; libvips' operation cache only holds memory a server does not
// need between uploads.
sharp.cache(false);

/** The long edge of a stored photo (issue 12: phones send 4000+ px; lists show at most ~1000 CSS px at 2×). */
export const PHOTO_LONG_EDGE = 2048;
const JPEG_QUALITY = 82;
/** Refuses decompression bombs: a 12 MP phone photo is 12 M pixels, the largest phone sensors about 200 M. */
const MAX_INPUT_PIXELS = 250_000_000;

/** A file name as a message may show it: no folders, no control characters, at most 60 characters. */
export function displayName(fileName: string | undefined): string {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!clean) return '사진';
  return clean.length > 60 ? `${clean.slice(0, 57)}…` : clean;
}

/** `'IMG_0001.heic' 파일: …` — every refusal names the file, so a student knows which photo to replace. */
export function fileMessage(fileName: string | undefined, message: string): string {
  return `'${displayName(fileName)}' 파일: ${message}`;
}

export interface PreparedPhoto {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Turns an uploaded file into the stored photo. Accepted by content, whatever the name says: JPEG, PNG, WebP,
 * and HEIF-family files this sharp build can decode (AVIF; HEVC-coded HEIC needs a decoder the prebuilt libvips
 * does not ship, so those get a 415 that says so). The photo is turned upright by its EXIF orientation, scaled
 * to at most PHOTO_LONG_EDGE px, flattened on white and re-encoded as JPEG; sharp writes no metadata unless
 * asked, so EXIF (GPS included), XMP and comments are gone.
 */
export async function preparePhoto(input: Uint8Array, fileName: string | undefined): Promise<PreparedPhoto> {
  if (input.length === 0) throw new ApiError(400, fileMessage(fileName, VALIDATION_MESSAGES.photoEmpty));
  const type = sniffPhotoType(input);
  if (!type) throw new ApiError(415, fileMessage(fileName, VALIDATION_MESSAGES.photoType));
  try {
    const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: PHOTO_LONG_EDGE, height: PHOTO_LONG_EDGE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (type === 'image/heic') {
      throw new ApiError(415, fileMessage(fileName, VALIDATION_MESSAGES.photoHeicUnsupported));
    }
    throw new ApiError(415, fileMessage(fileName, VALIDATION_MESSAGES.photoUnreadable));
  }
}

/**
 * The storage key of a prepared photo: named by its content (and its owner, so two students uploading the same
 * picture never share a file that one of them may delete). A new content is a new name, so every photo URL can be
 * cached for a year without ever going stale.
 */
export function photoKey(ownerId: number, bytes: Uint8Array): string {
  const hash = createHash('sha256').update(`${ownerId}:`).update(bytes).digest('hex').slice(0, 32);
  return `reviews/${hash}.jpg`;
}

// --- Width variants (srcset) -------------------------------------------------------------------------------

const VARIANT = /^((?:reviews|seed)\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+)\.w(\d+)\.(webp|avif)$/;
const MAIN_EXTENSIONS = ['jpg', 'png', 'webp', 'jpeg', 'heic'] as const;

/** A variant key's parts (`reviews/ab12.w640.webp`), or null when the key is not a variant we make. */
export function parseVariantKey(
  key: string,
): { base: string; width: number; format: PhotoVariantFormat } | null {
  const match = VARIANT.exec(key);
  if (!match) return null;
  const width = Number(match[2]);
  if (!(PHOTO_WIDTHS as readonly number[]).includes(width)) return null;
  return { base: match[1] as string, width, format: match[3] as PhotoVariantFormat };
}

/** Keys a main photo may have for a variant's base (new uploads are .jpg; older ones kept their type). */
export const mainKeyCandidates = (base: string) => MAIN_EXTENSIONS.map((ext) => `${base}.${ext}`);

/** Every variant key of a main photo key, for deleting them with it. */
export function variantKeysOf(mainKey: string): string[] {
  const base = mainKey.replace(/\.[A-Za-z0-9]+$/, '');
  return PHOTO_WIDTHS.flatMap((w) => PHOTO_VARIANT_FORMATS.map((f) => `${base}.w${w}.${f}`));
}

export const VARIANT_MIME: Record<PhotoVariantFormat, string> = { webp: 'image/webp', avif: 'image/avif' };

/** A width variant of a stored photo: never wider than the photo itself. */
export async function renderVariant(
  main: Uint8Array,
  width: number,
  format: PhotoVariantFormat,
): Promise<Buffer> {
  const image = sharp(main, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  return format === 'avif'
    ? image.avif({ quality: 55, effort: 2 }).toBuffer()
    : image.webp({ quality: 78, effort: 4 }).toBuffer();
}

// --- Unattached uploads -------------------------------------------------------------------------------------

/** Uploads no review has used this long are deleted (issue 12): a draft is written and sent within a day. */
export const UNATTACHED_UPLOAD_HOURS = 24;

/**
 * Deletes uploads older than `olderThanHours` that no review references, with their files and variants.
 * The candidates are locked first (`FOR UPDATE SKIP LOCKED`) and the "no review uses it" check runs in a later
 * statement, so it sees a review committed meanwhile; a review being written locks its uploads (`FOR SHARE`)
 * and is skipped. Safe on every instance at once.
 */
export async function sweepUnattachedUploads(
  ctx: AppContext,
  olderThanHours = UNATTACHED_UPLOAD_HOURS,
): Promise<{ deleted: string[] }> {
  const deleted = await ctx.db.transaction(async (tx) => {
    const candidates = await query<{ key: string }>(
      tx,
      sql`SELECT key FROM uploads WHERE created_at < now() - make_interval(hours => ${olderThanHours})
          ORDER BY created_at LIMIT 1000 FOR UPDATE SKIP LOCKED`,
    );
    if (candidates.length === 0) return [];
    const keys = candidates.map((c) => c.key);
    const gone = await query<{ key: string }>(
      tx,
      sql`DELETE FROM uploads u WHERE u.key = ANY(${`{${keys.map((k) => `"${k}"`).join(',')}}`}::text[])
            AND NOT EXISTS (SELECT 1 FROM review_images i WHERE i.key = u.key)
          RETURNING u.key`,
    );
    return gone.map((g) => g.key);
  });
  for (const key of deleted) await deletePhotoFiles(ctx, key);
  if (deleted.length > 0) ctx.logger.info({ count: deleted.length }, 'deleted uploads no review used');
  return { deleted };
}

/** Deletes a photo's file and every variant made of it (missing ones are fine). */
export async function deletePhotoFiles(ctx: AppContext, key: string): Promise<void> {
  for (const k of [key, ...variantKeysOf(key)]) {
    await ctx.storage
      .delete(k)
      .catch((err) => ctx.logger.warn({ err, key: k }, 'could not delete a photo file'));
  }
}
