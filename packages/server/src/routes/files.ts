import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppContext } from '../context.ts';
import { SEED_PHOTO_PREFIX } from '../db/populate.ts';
import { reviewImages, universities } from '../db/schema.ts';
import { createRouter } from '../env.ts';
import { notFound } from '../errors.ts';
import { renderSeedPhoto } from '../seed/photo.ts';
import { isSafeKey } from '../services/storage.ts';

function sendBytes(c: Context, bytes: Uint8Array, mimeType: string, immutable: boolean) {
  return c.body(new Uint8Array(bytes), 200, {
    'content-type': mimeType,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    'x-content-type-options': 'nosniff',
    // Uploaded files are user content: never let a browser run them as a page.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
}

export function fileRoutes(ctx: AppContext) {
  const app = createRouter();

  app.get('/files/logos/:file', async (c) => {
    const match = /^(\d{1,9})\.svg$/.exec(c.req.param('file'));
    if (!match) throw notFound('파일을 찾을 수 없어요.');
    const [row] = await ctx.db
      .select({ svg: universities.logoSvg })
      .from(universities)
      .where(eq(universities.id, Number(match[1])))
      .limit(1);
    if (!row) throw notFound('파일을 찾을 수 없어요.');
    return sendBytes(c, new TextEncoder().encode(row.svg), 'image/svg+xml; charset=utf-8', false);
  });

  app.get('/files/*', async (c) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice('/files/'.length));
    } catch {
      throw notFound('파일을 찾을 수 없어요.');
    }
    // Certificates are private (staff only, see the admin CLI): never served.
    if (!isSafeKey(key) || key.startsWith('certificates/')) throw notFound('파일을 찾을 수 없어요.');
    const stored = await ctx.storage.get(key);
    if (stored) return sendBytes(c, stored.bytes, stored.mimeType, true);
    if (key.startsWith(SEED_PHOTO_PREFIX)) {
      // Seed photos are rendered on first request and cached in storage; only names a review uses exist.
      const [used] = await ctx.db
        .select({ id: reviewImages.id })
        .from(reviewImages)
        .where(eq(reviewImages.key, key))
        .limit(1);
      if (used) {
        const bytes = renderSeedPhoto(key.slice(SEED_PHOTO_PREFIX.length));
        await ctx.storage.put(key, bytes, 'image/png');
        return sendBytes(c, bytes, 'image/png', true);
      }
    }
    throw notFound('파일을 찾을 수 없어요.');
  });

  return app;
}
