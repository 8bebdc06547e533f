import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { universities } from '../db/schema.ts';
import type { RouteRequest } from '../env.ts';
import { notFound } from '../errors.ts';
import { createRouter, naming, route } from '../lib/route.ts';
import { LogoImages } from '../services/logos.ts';
import { photoFiles } from '../services/photo-files.ts';
import { isSafeKey } from '../services/storage.ts';

/** Stored files never change under their name (photos are named by content): a browser may keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function sendBytes(c: RouteRequest, bytes: Uint8Array, mimeType: string, immutable: boolean) {
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
const BINARY = { schema: { type: 'string' as const, format: 'binary' } };

const logo = route({
  method: 'get',
  path: '/files/logos/{file}',
  tags: ['파일'],
  summary: '대학교 로고: <대학교 id>.webp (120 px), 원본 <대학교 id>.svg',
  auth: 'none',
  request: {
    params: naming(z.object({ file: z.string().regex(/^\d{1,9}\.(svg|webp)$/, { error: FILE_NOT_FOUND }) })),
  },
  responses: { 200: { description: '로고', content: { 'image/webp': BINARY, 'image/svg+xml': BINARY } } },
});

// `{key{.+}}` is Hono's parameter over several segments; the document calls it `{key}`.
const file = route({
  method: 'get',
  path: '/files/{key{.+}}',
  tags: ['파일'],
  summary: '사진과 너비별 사본 (reviews/<hash>.jpg, …w640.webp, …w640.avif), 처음 요청할 때 만들어요',
  auth: 'none',
  request: { params: z.object({ key: z.string() }) },
  responses: {
    200: {
      description: '파일 (1년 동안 바뀌지 않아요)',
      content: { 'image/jpeg': BINARY, 'image/png': BINARY, 'image/webp': BINARY, 'image/avif': BINARY },
    },
  },
  errors: [404],
});

export function fileRoutes(ctx: AppContext) {
  const app = createRouter();
  const logos = new LogoImages();
  const photos = photoFiles(ctx);

  /**
   * `logos/<universityId>.webp` (what the API hands out, see services/logos.ts) or `.svg` (the source, still
   * answered for responses cached before the switch). Drawn from the row on each request, so a changed logo shows.
   */
  app.openapi(logo, async (c) => {
    const match = /^(\d{1,9})\.(svg|webp)$/.exec(c.req.valid('param').file);
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

  app.openapi(file, async (c) => {
    const { key } = c.req.valid('param');
    // Certificates are private (staff only, see the admin CLI): never served.
    if (!isSafeKey(key) || key.startsWith('certificates/')) throw notFound(FILE_NOT_FOUND);
    const file = await photos.get(key);
    if (!file) throw notFound(FILE_NOT_FOUND);
    return sendBytes(c, file.bytes, file.mimeType, true);
  });

  return app;
}
