// Review photos on the server: what an upload becomes (checked by content, turned upright, EXIF and GPS
// dropped, at most 2048 px, one JPEG), the width variants served for `srcset`, and the sweep of uploads no review
// ever used. sharp (libvips) does the image work; its prebuilt binaries come from the npm registry. Every decode
// runs through the context's render pool (services/render-pool.ts), so image work never holds every libuv thread.
import { createHash } from 'node:crypto';
import {
  PHOTO_VARIANT_FORMATS,
  PHOTO_WIDTHS,
  type PhotoVariantFormat,
  VALIDATION_MESSAGES,
} from '@jjinbbang/domain';
import sharp from 'sharp';
import type { AppContext } from '../context.ts';
import { ApiError } from '../errors.ts';
import { takeRateLimit } from '../lib/rate-limit.ts';
import { sniffPhotoType } from '../lib/sniff.ts';
import type { StoredUpload } from './uploads.ts';

// One upload at a time is decoded per request; libvips' operation cache only holds memory a server does not
// need between uploads.
sharp.cache(false);
// One libvips thread per image: how many images are worked on at once is the render pool's decision.
sharp.concurrency(1);

/** The long edge of a stored photo: phones send 4000+ px; lists show at most ~1000 CSS px at 2×. */
export const PHOTO_LONG_EDGE = 2048;
const JPEG_QUALITY = 82;
/**
 * The largest photo decoded, in pixels: above any phone camera's default output (12–50 MP), and a 2048 px result
 * needs no more. Checked on the header before any pixel is decoded, so a small file that claims a huge image (a
 * decompression bomb) costs nothing.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
const TOO_MANY_PIXELS = '사진이 너무 커요. 5,000만 화소 이하의 사진으로 올려 주세요.';

/** Photos one student may upload per hour: several reviews' worth, with retries. */
export const PHOTO_UPLOADS_PER_HOUR = 120;

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
 * Checks an upload before any pixel is decoded: not empty, an image by its bytes, and at most MAX_INPUT_PIXELS by
 * its header. Cheap enough to run outside the render pool.
 */
async function inspectPhoto(input: Uint8Array, fileName: string | undefined) {
  if (input.length === 0) throw new ApiError(400, fileMessage(fileName, VALIDATION_MESSAGES.photoEmpty));
  const type = sniffPhotoType(input);
  if (!type) throw new ApiError(415, fileMessage(fileName, VALIDATION_MESSAGES.photoType));
  let width = 0;
  let height = 0;
  try {
    ({ width, height } = await sharp(input).metadata());
  } catch {
    throw unreadable(type, fileName);
  }
  if (width * height > MAX_INPUT_PIXELS) throw new ApiError(413, fileMessage(fileName, TOO_MANY_PIXELS));
  return type;
}

function unreadable(type: string, fileName: string | undefined): ApiError {
  if (type === 'image/heic')
    return new ApiError(415, fileMessage(fileName, VALIDATION_MESSAGES.photoHeicUnsupported));
  return new ApiError(415, fileMessage(fileName, VALIDATION_MESSAGES.photoUnreadable));
}

/**
 * Turns an uploaded file into the stored photo. Accepted by content, whatever the name says: JPEG, PNG, WebP,
 * and HEIF-family files this sharp build can decode (AVIF; HEVC-coded HEIC needs a decoder the prebuilt libvips
 * does not ship, so those get a 415 that says so). The photo is turned upright by its EXIF orientation, scaled
 * to at most PHOTO_LONG_EDGE px, flattened on white and re-encoded as JPEG; sharp writes no metadata unless
 * asked, so EXIF (GPS included), XMP and comments are gone. `schedule` runs the decode (the render pool).
 */
export async function preparePhoto(
  input: Uint8Array,
  fileName: string | undefined,
  schedule: <T>(job: () => Promise<T>) => Promise<T> = (job) => job(),
): Promise<PreparedPhoto> {
  const type = await inspectPhoto(input, fileName);
  try {
    const { data, info } = await schedule(() =>
      sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: PHOTO_LONG_EDGE, height: PHOTO_LONG_EDGE, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
        .toBuffer({ resolveWithObject: true }),
    );
    return { bytes: data, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw unreadable(type, fileName);
  }
}

/**
 * One uploaded file of a student, from the multipart reader to storage: counted against the student's hourly
 * photo limit (429 with Retry-After), checked, prepared in the render pool and stored under its content name.
 */
export async function storeUploadedPhoto(
  ctx: AppContext,
  userId: number,
  file: { bytes: Uint8Array; fileName: string | undefined },
): Promise<StoredUpload> {
  await takeRateLimit(ctx.db, {
    key: `photos:user:${userId}`,
    limit: PHOTO_UPLOADS_PER_HOUR,
    windowSeconds: 3600,
    message: `사진은 한 시간에 ${PHOTO_UPLOADS_PER_HOUR}장까지 올릴 수 있어요. 잠시 후 다시 시도해 주세요.`,
  });
  const photo = await preparePhoto(file.bytes, file.fileName, (job) => ctx.renders.run(job));
  const key = photoKey(userId, photo.bytes);
  await ctx.storage.put(key, photo.bytes, 'image/jpeg');
  return { key, size: photo.bytes.length, bytes: photo.bytes };
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
