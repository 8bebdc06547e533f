import type { PHOTO_MIME_TYPES } from '@jjinbbang/domain';

export type PhotoMimeType = (typeof PHOTO_MIME_TYPES)[number];

const EXT: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'application/pdf': 'pdf',
};

export const extensionOf = (mime: string) => EXT[mime] ?? 'bin';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** api-contract §5: review photos are judged by content (JPEG, PNG, WebP, HEIC/HEIF), never by name. */
export function sniffPhotoType(bytes: Uint8Array): PhotoMimeType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  // ISO-BMFF: box size, 'ftyp', then a HEIF-family brand (HEIC from phones, AVIF). Whether it can be decoded is
  // up to the image library (services/photos.ts).
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis'].includes(brand))
      return 'image/heic';
  }
  return null;
}
