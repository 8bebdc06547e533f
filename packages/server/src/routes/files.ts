import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppContext } from '../context.ts';
import { universities } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { createRouter } from '../lib/route.ts';
import { LogoImages } from '../services/logos.ts';
import { photoFiles } from '../services/photo-files.ts';
import { isSafeKey } from '../services/storage.ts';

/** Stored files never change under their name (photos are named by content): a browser may keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function sendBytes(c: Context, bytes: Uint8Array, mimeType: string, immutable: boolean) {
  return c.body(new Uint8Array(bytes), 200, {
    'content-type': mimeType,
    'cache-control': immutable ? IMMUTABLE : 'public, max-age=3600',
    'x-content-type-options': 'nosniff',
    // Photos are shown by the app, which may live on another origin.
    'cross-origin-resource-policy': 'cross-origin',
    // Uploaded files are user content: never let a browser run them as a page.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
}

const FILE_NOT_FOUND = '파일을 찾을 수 없어요.';

export function fileRoutes(ctx: AppContext) {
  const app = createRouter();
  const logos = new LogoImages();
  const photos = photoFiles(ctx);

  /**
   * `logos/<universityId>.webp` (what the API hands out, see services/logos.ts) or `.svg` (the source, still
   * answered for responses cached before the switch). Drawn from the row on each request, so a changed logo shows.
   */
  app.get('/files/logos/:file', async (c) => {
    const match = /^(\d{1,9})\.(svg|webp)$/.exec(c.req.param('file'));
    if (!match) throw notFound(FILE_NOT_FOUND);
    const [row] = await ctx.db
      .select({ svg: universities.logoSvg })
      .from(universities)
      .where(eq(universities.id, Number(match[1])))
      .limit(1);
    if (!row) throw notFound(FILE_NOT_FOUND);
    if (match[2] === 'webp') return sendBytes(c, await logos.webp(row.svg), 'image/webp', false);
    return sendBytes(c, new TextEncoder().encode(row.svg), 'image/svg+xml; charset=utf-8', false);
  });

  app.get('/files/*', async (c) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice('/files/'.length));
    } catch {
      throw notFound(FILE_NOT_FOUND);
    }
    // Certificates are private (staff only, see the admin CLI): never served.
    if (!isSafeKey(key) || key.startsWith('certificates/')) throw notFound(FILE_NOT_FOUND);
    const file = await photos.get(key);
    if (!file) throw notFound(FILE_NOT_FOUND);
    return sendBytes(c, file.bytes, file.mimeType, true);
  });

  return app;
}
