// Photos are prepared in the browser before they are kept in the draft: the content is sniffed (never
// the name), HEIC is converted where the browser can decode it, everything is re-encoded as JPEG with the long
// edge at most 2048 px and quality 0.8 — which also drops EXIF (GPS included), since a canvas writes no metadata.
//
// Decisions: browser-image-compression does the decoding, EXIF orientation, canvas-size limits of iOS and
// re-encoding; it is loaded only by the photo step and runs on the main thread, because
// its worker mode fetches its own script from a CDN (blocked by the CSP and useless offline). Output is always
// JPEG: every browser encodes it (Safari cannot encode WebP from a canvas) and the server accepts it; transparent
// PNGs get a white background.

export const PHOTO_LONG_EDGE = 2048;
export const PHOTO_QUALITY = 0.8;
/** An original larger than this is refused before decoding (a 48-megapixel HEIC is about 12 MB). */
export const PHOTO_ORIGINAL_MAX_BYTES = 50 * 1024 * 1024;
/** api-contract §5: one uploaded photo is at most 10 MB; prepared photos are far below it. */
const PREPARED_MAX_MB = 9.5;

export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'bmp' | 'heic' | 'avif';

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** The image format of a file's first bytes, or null for anything that is not an image we take. */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  if (ascii(bytes, 0, 2) === 'BM') return 'bmp';
  // ISO-BMFF: a 'ftyp' box whose brand says HEIF/HEIC or AVIF.
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brands = ascii(bytes, 8, Math.min(bytes.length, 32));
    if (/avif|avis/.test(brands)) return 'avif';
    if (/heic|heix|hevc|hevx|heim|heis|mif1|msf1/.test(brands)) return 'heic';
  }
  return null;
}

export const PHOTO_MESSAGES = {
  empty: (name: string) => `‘${name}’은(는) 빈 파일이라 올릴 수 없어요.`,
  notImage: (name: string) =>
    `‘${name}’은(는) 사진 파일이 아니에요. JPG, PNG, WEBP, HEIC 사진만 올릴 수 있어요.`,
  broken: (name: string) => `‘${name}’을(를) 열 수 없어요. 사진 파일이 손상되었을 수 있어요.`,
  heic: (name: string) =>
    `‘${name}’은(는) 이 브라우저에서 열 수 없는 HEIC 사진이에요. 아이폰의 설정 › 카메라 › 포맷에서 ` +
    `‘높은 호환성’을 고르거나, JPG로 바꿔서 다시 올려 주세요.`,
  tooLarge: (name: string) => `‘${name}’은(는) 50MB가 넘어 올릴 수 없어요.`,
  duplicate: (name: string) => `‘${name}’은(는) 이미 올린 사진이에요.`,
} as const;

/** Whether two prepared photos are the same picture: preparing one file twice gives the same bytes. */
export async function sameBytes(a: Blob, b: Blob): Promise<boolean> {
  if (a.size !== b.size) return false;
  const [x, y] = await Promise.all([a.arrayBuffer(), b.arrayBuffer()]);
  const left = new Uint8Array(x);
  const right = new Uint8Array(y);
  return left.every((byte, i) => byte === right[i]);
}

export type PreparedPhoto =
  | { ok: true; file: File; format: PhotoFormat; originalBytes: number }
  | { ok: false; name: string; message: string };

/** Re-encodes an image file as a JPEG within the limits; rejects when the browser cannot decode it. */
export type PhotoEncoder = (file: File) => Promise<Blob>;

const loadEncoder = (): Promise<PhotoEncoder> =>
  import('browser-image-compression').then(
    ({ default: compress }) =>
      (file: File) =>
        compress(file, {
          maxWidthOrHeight: PHOTO_LONG_EDGE,
          initialQuality: PHOTO_QUALITY,
          fileType: 'image/jpeg',
          maxSizeMB: PREPARED_MAX_MB,
          useWebWorker: false,
          preserveExif: false,
        }),
  );

let encoder: Promise<PhotoEncoder> | null = null;

/** Starts loading the encoder (the photo step calls this when it opens, so the first pick is quick). */
export function preloadPhotoEncoder(): Promise<PhotoEncoder> {
  encoder ??= loadEncoder().catch((error: unknown) => {
    encoder = null;
    throw error;
  });
  return encoder;
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '') || 'photo';
  return `${base}.jpg`;
}

/** Checks, converts and shrinks one picked file, or says precisely why it cannot be used, naming it. */
export async function preparePhoto(
  file: File,
  options: { encoder?: PhotoEncoder } = {},
): Promise<PreparedPhoto> {
  const name = file.name || '사진';
  if (file.size === 0) return { ok: false, name, message: PHOTO_MESSAGES.empty(name) };
  if (file.size > PHOTO_ORIGINAL_MAX_BYTES)
    return { ok: false, name, message: PHOTO_MESSAGES.tooLarge(name) };
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, 32).arrayBuffer());
  } catch {
    return { ok: false, name, message: PHOTO_MESSAGES.broken(name) };
  }
  const format = sniffPhotoFormat(head);
  if (!format) return { ok: false, name, message: PHOTO_MESSAGES.notImage(name) };
  try {
    const encode = options.encoder ?? (await preloadPhotoEncoder());
    const blob = await encode(file);
    if (blob.size === 0) throw new Error('empty output');
    return {
      ok: true,
      format,
      originalBytes: file.size,
      file: new File([blob], jpegName(name), { type: 'image/jpeg', lastModified: file.lastModified }),
    };
  } catch {
    return {
      ok: false,
      name,
      message: format === 'heic' ? PHOTO_MESSAGES.heic(name) : PHOTO_MESSAGES.broken(name),
    };
  }
}
