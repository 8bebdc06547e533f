import { randomFillSync } from 'node:crypto';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { matchedRoutes } from 'hono/route';
import { isCorsOriginAllowed } from './config.ts';
import type { AppContext } from './context.ts';
import type { AppRequest } from './env.ts';
import { ApiError, enableResponseCheck, envelope, handleError, statusMessage } from './errors.ts';
import { httpDuration, httpInFlight, httpRequests } from './lib/metrics.ts';
import { createRouter } from './lib/route.ts';
import { requestContext } from './logger.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { appealRoutes } from './routes/appeal.ts';
import { authRoutes } from './routes/auth.ts';
import { buildingRoutes } from './routes/building.ts';
import { costRoutes } from './routes/cost.ts';
import { devRoutes } from './routes/dev.ts';
import { docsRoutes } from './routes/docs.ts';
import { fileRoutes } from './routes/files.ts';
import { imageRoutes } from './routes/images.ts';
import { mapRoutes } from './routes/map.ts';
import { mapTileRoutes } from './routes/map-tiles.ts';
import { localOAuthRoutes } from './routes/oauth-local.ts';
import { opsRoutes } from './routes/ops.ts';
import { placeRoutes } from './routes/place.ts';
import { reviewRoutes } from './routes/review.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { univRoutes } from './routes/univ.ts';
import { userRoutes } from './routes/user.ts';
import { verificationRoutes } from './routes/verification.ts';
import { appFiles, CONSOLE_BASE, consoleFiles } from './static.ts';

const JSON_LIMIT = 1024 * 1024;
/** Uploads stream through their own reader with per-file and per-request caps (lib/multipart.ts). */
const STREAMED_UPLOADS = new Set(['/api/v1/images', '/api/v1/certificates/admission/verify']);

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Methods whose requests carry no body for the web Request (Hono's body limit lets them through). */
const BODILESS_METHODS = new Set(['GET', 'HEAD', 'TRACE']);
/** POSTs that only read (their bodies are queries): they leave the data version alone. */
const READ_ONLY_POSTS = new Set([
  '/api/v1/map/markers',
  '/api/v1/map/markers/nearby',
  '/api/v1/map/search',
  '/api/v1/place/search',
  '/api/v1/place/match',
]);

/**
 * Writes that change only sign-in state (sessions, the sign-in rate limits, the local provider's codes): no cached
 * answer is made from those tables, so they leave the data version alone too. Students sign in, renew their tokens
 * and sign out all day long; a bump for each would empty every cache of the server for everyone.
 */
const SESSION_WRITES = new Set([
  'POST /api/v1/auth',
  'PUT /api/v1/auth/tokenRefresh',
  'DELETE /api/v1/auth/logout',
  'DELETE /api/v1/auth/sessions',
  'POST /oauth/local/authorize',
]);

/** Whether a request may have changed what cached answers are made from. */
const mayChangeData = (c: AppRequest) =>
  !READ_METHODS.has(c.req.method) &&
  !READ_ONLY_POSTS.has(c.req.path) &&
  !SESSION_WRITES.has(`${c.req.method} ${c.req.path}`);

const isHttp1 = (c: AppRequest) =>
  (c.env as { incoming?: { httpVersionMajor?: number } } | undefined)?.incoming?.httpVersionMajor === 1;

const tooLarge = () => {
  throw new ApiError(413, '요청 크기가 너무 커요.');
};

/**
 * Headers of every answer unless a route set its own (README "Security"): no MIME sniffing, no referrer, never
 * framed, a CSP that lets an API answer load nothing, readable only by its own origin outside CORS; HSTS when
 * the public address is HTTPS. Signed-in answers are not stored by caches unless a route says otherwise.
 */
function securityHeaders(config: AppContext['config']) {
  const defaults: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'content-security-policy':
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    'cross-origin-resource-policy': 'same-origin',
  };
  if (config.publicBaseUrl?.startsWith('https://')) {
    defaults['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  }
  return async (c: AppRequest, next: () => Promise<void>) => {
    await next();
    for (const [name, value] of Object.entries(defaults)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
    if (c.req.header('authorization') && !c.res.headers.has('cache-control')) {
      c.res.headers.set('cache-control', 'no-store');
    }
  };
}

const CORS_EXPOSED = ['X-Request-Id', 'Retry-After'];

/**
 * CORS. Preflights are answered by Hono's middleware. Every other answer gets its CORS headers once it exists,
 * on its own headers: Hono's middleware writes them before the handler runs, onto a response it creates for the
 * purpose, and merging that response into the handler's answer turns the answer's body into a stream that is
 * then written out chunk by chunk, on every request, cross-origin or not.
 */
function corsHeaders(config: AppContext['config']) {
  const allowedOrigin = (origin: string | undefined) =>
    origin && isCorsOriginAllowed(config, origin) ? origin : null;
  const preflight = cors({
    origin: (origin) => allowedOrigin(origin),
    allowHeaders: ['Authorization', 'Content-Type', 'X-Request-Id', 'X-CSRF-Token'],
    exposeHeaders: CORS_EXPOSED,
    // The staff console's session cookie (SameSite=Strict: sent only from the same site, e.g. localhost ports).
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
  const exposed = CORS_EXPOSED.join(',');
  return async (c: AppRequest, next: () => Promise<void>) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    const headers = c.res.headers;
    const origin = allowedOrigin(c.req.header('origin'));
    if (origin) headers.set('access-control-allow-origin', origin);
    headers.set('access-control-allow-credentials', 'true');
    headers.set('access-control-expose-headers', exposed);
    headers.append('vary', 'Origin');
  };
}

/** The route a request was dispatched to, as declared (`/api/v1/building/:id`): a label of bounded variety. */
function routeLabel(c: AppRequest): string {
  const route = matchedRoutes(c).find((r) => r.method !== 'ALL');
  if (!route) return 'unmatched';
  return route.path === '*' ? 'app' : route.path;
}

/** Random bytes for request ids, drawn a block at a time rather than from the system for every request. */
const REQUEST_ID_BYTES = 8;
const requestIdPool = Buffer.alloc(REQUEST_ID_BYTES * 512);
let requestIdOffset = requestIdPool.length;

/** An incoming X-Request-Id is kept when it is short and plain (a proxy's own id); otherwise one is made. */
function newRequestId(): string {
  if (requestIdOffset === requestIdPool.length) {
    randomFillSync(requestIdPool);
    requestIdOffset = 0;
  }
  const id = requestIdPool.toString('hex', requestIdOffset, requestIdOffset + REQUEST_ID_BYTES);
  requestIdOffset += REQUEST_ID_BYTES;
  return id;
}

export function createApp(ctx: AppContext) {
  const app = createRouter();
  app.use('*', requestId({ limitLength: 128, generator: newRequestId }));
  app.use('*', async (c, next) => {
    c.set('ctx', ctx);
    const started = performance.now();
    httpInFlight.inc();
    try {
      // Every log line written while serving the request carries its id (logger.ts).
      await requestContext.run({ requestId: c.var.requestId }, next);
    } finally {
      httpInFlight.dec();
    }
    const route = routeLabel(c);
    httpRequests.inc({ method: c.req.method, route, status: String(c.res.status) });
    httpDuration.observe({ method: c.req.method, route }, (performance.now() - started) / 1000);
    if (!c.res.headers.has('x-request-id')) c.res.headers.set('x-request-id', c.var.requestId);
    // While the process drains (main.ts), HTTP/1.1 clients are told to open their next request elsewhere.
    if (ctx.lifecycle.draining && isHttp1(c)) c.res.headers.set('connection', 'close');
  });
  // On PGlite, whose queries run on this thread: one request per event-loop iteration, in arrival order
  // (lib/turns.ts). With PostgreSQL the queries run elsewhere and iterations stay short; taking turns there only
  // costs throughput.
  if (ctx.database.kind === 'pglite') {
    app.use('*', async (_c, next) => {
      await ctx.turns.take();
      await next();
    });
  }
  app.use('*', securityHeaders(ctx.config));

  app.use('*', async (c, next) => {
    if (ctx.config.validateResponses) enableResponseCheck(c, { logger: ctx.logger });
    const started = performance.now();
    await next();
    ctx.logger.debug(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });

  // A writing request bumps the data version before its answer leaves (src/db/client.ts DataChanges): the triggers'
  // NOTIFY reaches this server a moment after the commit, and a student who has just posted a review must find
  // it in the next search. A bump empties every cache of the server: requests known to change none of the data the
  // caches hold (reads, read-only POSTs, sign-in state) skip it; for any other request it is the safe side.
  app.use('*', async (c, next) => {
    try {
      await next();
    } finally {
      if (mayChangeData(c)) ctx.database.changes.bump();
    }
  });

  app.use('*', corsHeaders(ctx.config));

  // Hono's body limit reads a body without Content-Length into memory to count it: right for 1 MB of JSON, not for
  // 200 MB of photos, which the upload routes count while streaming instead.
  // A body whose length is declared is judged by that length, as Hono's limit judges it, but without asking for the
  // request's body stream: on the node adapter that turns the request into a web Request whose body is then read
  // through web streams, where it would otherwise be read straight from the socket.
  const limitBody = bodyLimit({ maxSize: JSON_LIMIT, onError: tooLarge });
  app.use('*', async (c, next) => {
    if (STREAMED_UPLOADS.has(c.req.path) || BODILESS_METHODS.has(c.req.method)) return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number.parseInt(length || '0', 10) > JSON_LIMIT ? tooLarge() : next();
    }
    return limitBody(c, next);
  });

  // Reads are JSON that compresses several times over, which on a phone's 4G link is what the first screen
  // waits for. Only GET: responses to writes and sign-ins carry tokens and
  // echo user input, the mix a compression side channel (BREACH) needs; photos are already compressed.
  const compressReads = compress();
  app.use('/api/*', (c, next) => (c.req.method === 'GET' ? compressReads(c, next) : next()));

  for (const routes of [
    opsRoutes,
    univRoutes,
    authRoutes,
    sessionRoutes,
    localOAuthRoutes,
    verificationRoutes,
    userRoutes,
    mapRoutes,
    mapTileRoutes,
    placeRoutes,
    buildingRoutes,
    costRoutes,
    reviewRoutes,
    imageRoutes,
    fileRoutes,
    devRoutes,
    adminRoutes,
    appealRoutes,
  ]) {
    app.route('/', routes(ctx));
  }
  docsRoutes(app);
  // The staff console under /console, then last: what no API route answered is the app's (its files, and
  // index.html for its routes).
  if (ctx.config.consoleDir) {
    const consoleSite = consoleFiles(ctx.config.consoleDir);
    app.get(CONSOLE_BASE, consoleSite);
    app.get(`${CONSOLE_BASE}/*`, consoleSite);
  }
  if (ctx.config.appDir)
    app.get('*', appFiles(ctx.config.appDir, { sourceMaps: ctx.config.serveSourceMaps }));

  app.notFound((c) => envelope(c, 404, statusMessage(404)));
  app.onError((err, c) => handleError(err, c, ctx.logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
