// What `GET /files/<key>` answers for photos: a stored file, a width variant made on its first request, or a seed
// photo drawn on its first request. Making one runs in the render pool, once per key however many requests ask at
// the same moment, and is stored so the next request reads a file.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { SEED_PHOTO_PREFIX } from '../db/populate.ts';
import { reviewImages } from '../db/schema.ts';
import { renderSeedPhoto } from '../seed/photo.ts';
import { mainKeyCandidates, parseVariantKey, renderVariant, VARIANT_MIME } from './photos.ts';
import type { StoredFile } from './storage.ts';

export interface PhotoFiles {
  /** The file under `key`, made now when it is a variant or seed photo not made yet; null when there is none. */
  get(key: string): Promise<StoredFile | null>;
}

export function photoFiles(ctx: AppContext): PhotoFiles {
  /** Keeps what was made; a file that cannot be stored (disk full) is still served, and made again next time. */
  async function keep(key: string, file: StoredFile): Promise<StoredFile> {
    try {
      await ctx.storage.put(key, file.bytes, file.mimeType);
    } catch (err) {
      ctx.logger.warn({ err, key }, 'could not store a rendered photo; serving it unstored');
    }
    return file;
  }

  /** A seed photo is drawn on its first request and kept; only names a review uses exist. */
  async function seedPhoto(key: string): Promise<StoredFile | null> {
    if (!key.startsWith(SEED_PHOTO_PREFIX)) return null;
    const [used] = await ctx.db
      .select({ id: reviewImages.id })
      .from(reviewImages)
      .where(eq(reviewImages.key, key))
      .limit(1);
    if (!used) return null;
    return ctx.renders.once(key, async () => {
      const bytes = await renderSeedPhoto(key.slice(SEED_PHOTO_PREFIX.length));
      return keep(key, { bytes, mimeType: 'image/png' });
    });
  }

  /** A stored photo, or a seed photo drawn now. */
  async function mainPhoto(key: string): Promise<StoredFile | null> {
    return (await ctx.storage.get(key)) ?? (await seedPhoto(key));
  }

  /**
   * `<base>.w<width>.<webp|avif>`: made from the photo on its first request, stored, then served like any file.
   * Only the widths and formats of PHOTO_WIDTHS / PHOTO_VARIANT_FORMATS exist, so the set of files is bounded.
   */
  async function variant(key: string): Promise<StoredFile | null> {
    const wanted = parseVariantKey(key);
    if (!wanted) return null;
    for (const candidate of mainKeyCandidates(wanted.base)) {
      const main = await mainPhoto(candidate);
      if (!main) continue;
      return ctx.renders.once(key, async () => {
        const bytes = await renderVariant(main.bytes, wanted.width, wanted.format);
        return keep(key, { bytes, mimeType: VARIANT_MIME[wanted.format] });
      });
    }
    return null;
  }

  return {
    async get(key) {
      return (await ctx.storage.get(key)) ?? (await variant(key)) ?? (await seedPhoto(key));
    },
  };
}
