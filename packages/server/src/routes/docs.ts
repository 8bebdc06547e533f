// The API reference: the OpenAPI document made from the route declarations, and a page that reads it (Swagger UI,
// served from the swagger-ui-dist package, so it works without the internet).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../env.ts';
import { notFound } from '../errors.ts';
import { openApiDocument } from '../lib/openapi.ts';

const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/** The page runs its own scripts and styles only, and talks to this server only. */
const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>찐빵 API 문서</title>
<link rel="icon" href="/api/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

/** No online validator badge, no outside links: the page reads this server's document and calls this server. */
const INIT = `window.ui = SwaggerUIBundle({
  url: '/api/docs/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  persistAuthorization: true,
  validatorUrl: null,
  displayRequestDuration: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

export function docsRoutes(app: OpenAPIHono<AppEnv>) {
  let document: string | null = null;
  app.get('/api/docs/openapi.json', (c) => {
    document ??= JSON.stringify(openApiDocument(app));
    return c.body(document, 200, {
      'content-type': 'application/json; charset=UTF-8',
      'cache-control': 'no-cache',
    });
  });
  app.get('/api/docs', (c) => c.html(PAGE, 200, { 'content-security-policy': PAGE_CSP }));
  app.get('/api/docs/init.js', (c) =>
    c.body(INIT, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }),
  );
  app.get('/api/docs/assets/:file', async (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (!type) throw notFound('파일을 찾을 수 없어요.');
    const bytes = await readFile(join(SWAGGER_DIR, file));
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': type,
      'cache-control': 'public, max-age=86400',
    });
  });
}
