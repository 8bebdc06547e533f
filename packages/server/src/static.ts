// The app's production build served by this server (APP_DIR = packages/app/dist), so that one process answers a
// phone with the page, its code and its data on one connection (README "Production").
//
// - Every file of the build is read once at start-up and kept in memory with the brotli and gzip copies the build
//   wrote next to it (vite-plugin-compression2 in packages/app/vite.config.ts); a request picks the smallest copy its
//   `Accept-Encoding` allows. Only files of the build can be named: there is no path to resolve, so nothing
//   outside the folder can be reached. Source maps are not served (they give the app's whole source away, comments
//   included): the build writes them without pointing the code at them, for error reports; `SOURCE_MAPS=on` serves
//   them from disk (a staging server being debugged).
// - `/assets/*` names carry a content hash: cached for a year, immutable. Anything else (`index.html`,
//   `favicon.svg`) is revalidated on every visit with its ETag, so a deploy reaches everyone at once.
// - Any other path that a browser navigates to (it accepts `text/html`) is a route of the app: `index.html`, as
//   `vite preview` and any single-page host do. `/api`, `/files`, `/oauth` and `/healthz` are never the app's.
// - The page gets the headers a `<meta>` policy cannot give (the built page carries its own CSP):
//   `frame-ancestors 'none'`, the same as the preview server (packages/app/vite.config.ts).
// - The staff console's build (CONSOLE_DIR = packages/console/dist) is served the same way under /console.
// Restart the server after a deploy: the build is read at start-up.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { AppRequest } from './env.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Paths that belong to the API even when nothing there matched: a JSON 404, never the app. */
const API_PREFIXES = ['/api/', '/files/', '/oauth/', '/healthz'];

/** The page's headers besides its own `<meta>` CSP (the same as `vite preview`). */
const PAGE_HEADERS: Record<string, string> = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
  'cross-origin-resource-policy': 'same-origin',
};

type Encoding = 'br' | 'gzip';

interface BuiltFile {
  type: string;
  cacheControl: string;
  etag: string;
  /** Absent for source maps, read from `path` when asked for. */
  bytes?: Uint8Array<ArrayBuffer>;
  path: string;
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
}

/**
 * Reads the build: URL path → file, source maps only with `sourceMaps`. Throws when the folder holds no
 * `index.html` (not a build).
 */
export function loadBuild(dir: string, { sourceMaps = false } = {}): Map<string, BuiltFile> {
  const files = new Map<string, BuiltFile>();
  const all = new Set(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((name) => join(dir, name))
      .filter((path) => statSync(path).isFile()),
  );
  for (const path of all) {
    const ext = extname(path);
    if (ext === '.br' || ext === '.gz') continue;
    const url = `/${relative(dir, path).split(sep).join('/')}`;
    const isMap = ext === '.map';
    if (isMap && !sourceMaps) continue;
    const bytes = isMap ? undefined : readFileSync(path);
    const encoded: BuiltFile['encoded'] = {};
    if (all.has(`${path}.br`)) encoded.br = readFileSync(`${path}.br`);
    if (all.has(`${path}.gz`)) encoded.gzip = readFileSync(`${path}.gz`);
    const hash = createHash('sha256')
      .update(bytes ?? `${statSync(path).mtimeMs}:${statSync(path).size}`)
      .digest('base64url')
      .slice(0, 22);
    files.set(url, {
      type: TYPES[ext] ?? 'application/octet-stream',
      cacheControl: url.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      etag: `"${hash}"`,
      bytes,
      path,
      encoded,
    });
  }
  if (!files.has('/index.html')) throw new Error(`${dir} has no index.html: not a build`);
  return files;
}

/** The encodings a request accepts, by its `Accept-Encoding` (`q=0` refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  return accepted;
}

function isNavigation(c: AppRequest): boolean {
  return (c.req.header('accept') ?? '').includes('text/html');
}

/** A GET/HEAD handler for the last place in the router: the build's files, and the app for navigations. */
export function appFiles(dir: string, options: { sourceMaps?: boolean } = {}) {
  const files = loadBuild(dir, options);
  return async (c: AppRequest) => {
    const path = c.req.path;
    if (API_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix)))
      return c.notFound();
    return serveBuilt(c, files, path);
  };
}

/** Where the staff console is served (its build's `base`, packages/console/vite.config.ts). */
export const CONSOLE_BASE = '/console';

/**
 * The staff console's build (CONSOLE_DIR) under /console: its files, and its index.html for every navigation below
 * /console (its routes), with the same page headers as the app. Register it for `/console` and `/console/*`.
 */
export function consoleFiles(dir: string) {
  const files = loadBuild(dir);
  return async (c: AppRequest) => {
    const path = c.req.path;
    if (path === CONSOLE_BASE) return c.redirect(`${CONSOLE_BASE}/`, 301);
    return serveBuilt(c, files, path.slice(CONSOLE_BASE.length));
  };
}

/** Answers `path` (relative to the build) from `files`, or index.html for a navigation to a route of the build. */
async function serveBuilt(c: AppRequest, files: Map<string, BuiltFile>, path: string) {
  let file = files.get(path === '/' ? '/index.html' : path);
  if (!file && !path.startsWith('/assets/') && isNavigation(c)) file = files.get('/index.html');
  if (!file) return c.notFound();
  const isPage = file.type.startsWith('text/html');
  const headers: Record<string, string> = {
    'content-type': file.type,
    'cache-control': file.cacheControl,
    etag: file.etag,
    ...(isPage ? PAGE_HEADERS : { 'x-content-type-options': 'nosniff' }),
  };
  const hasCopies = Object.keys(file.encoded).length > 0;
  if (hasCopies) headers.vary = 'Accept-Encoding';
  const known = (c.req.header('if-none-match') ?? '').split(',').map((tag) => tag.trim());
  if (known.includes(file.etag) || known.includes('*')) return c.body(null, 304, headers);

  const accepted = acceptedEncodings(c.req.header('accept-encoding'));
  let body = file.bytes ?? (await readFile(file.path));
  for (const encoding of ['br', 'gzip'] as const) {
    const copy = file.encoded[encoding];
    if (copy && accepted.has(encoding)) {
      body = copy;
      headers['content-encoding'] = encoding;
      break;
    }
  }
  headers['content-length'] = String(body.byteLength);
  // HEAD runs this GET handler too; Hono drops the body.
  return c.body(body, 200, headers);
}
