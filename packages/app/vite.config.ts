import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { compileHints } from './build/compile-hints.ts';
import { pretendardSubsets } from './build/pretendard.ts';
import { routePreload } from './build/route-preload.ts';

// The app calls the API on its own origin (`/api`, `/files`, `/oauth`); in development and preview Vite
// proxies those paths to the local API server (JB_API_URL). In production a reverse proxy does the same,
// or VITE_API_BASE_URL points the client at another origin.
const apiUrl = process.env.JB_API_URL ?? 'http://127.0.0.1:8787';
const proxy = Object.fromEntries(
  ['/api', '/files', '/oauth', '/healthz'].map((path) => [path, { target: apiUrl, changeOrigin: false }]),
);

const originOf = (url: string | undefined) => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The app's Content-Security-Policy (app README "Security"). Scripts only from the app itself — plus, when a Kakao
 * map key is configured, the Kakao Maps SDK and the scripts, tiles and postcode frame it loads from Kakao's hosts.
 * Styles allow 'unsafe-inline' because vaul and react-remove-scroll insert <style> elements at run time (neither
 * takes a nonce); no script may be inline. Photos and API calls may go to the configured API/asset origins; draft
 * photos are shown from blob: URLs. The dev server's HMR needs its inline preamble and a WebSocket, so `dev` adds
 * those and nothing else.
 */
export function contentSecurityPolicy(options: {
  apiOrigins: string[];
  kakao: boolean;
  dev?: boolean;
  /** Only as a header: a <meta> policy cannot say who may frame the page. */
  frameAncestors?: boolean;
}): string {
  const kakaoScripts = options.kakao ? ['https://dapi.kakao.com', '*.daumcdn.net'] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...kakaoScripts, ...(options.dev ? ["'unsafe-inline'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...options.apiOrigins,
      ...(options.kakao ? ['*.daumcdn.net', '*.kakao.com', '*.kakaocdn.net'] : []),
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...options.apiOrigins,
      ...(options.kakao ? ['https://dapi.kakao.com'] : []),
      ...(options.dev ? ['ws:', 'wss:'] : []),
    ],
    'frame-src': options.kakao
      ? ['https://postcode.map.daum.net', 'https://postcode.map.kakao.com']
      : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(options.frameAncestors ? { 'frame-ancestors': ["'none'"] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/** Headers the dev and preview servers send with every page (a production host should send the same). */
function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
  };
}

/** Puts the policy into the built index.html, so it travels with the build to whatever host serves it. */
function cspMeta(policy: string): Plugin {
  return {
    name: 'jjinbbang-csp-meta',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
        injectTo: 'head-prepend',
      },
    ],
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_');
  const apiOrigins = [originOf(env.VITE_API_BASE_URL), originOf(env.VITE_ASSET_BASE_URL)].filter(
    (o): o is string => o !== null,
  );
  const kakao = Boolean(env.VITE_KAKAO_MAP_APP_KEY);
  const policy = (extra: { dev?: boolean; frameAncestors?: boolean }) =>
    contentSecurityPolicy({ apiOrigins, kakao, ...extra });
  return {
    plugins: [
      react(),
      cspMeta(policy({})),
      pretendardSubsets(),
      routePreload(),
      // Brotli and gzip copies next to each text file: a host (packages/server/src/static.ts, nginx's
      // `brotli_static`/`gzip_static`, most CDNs) serves the copy the browser accepts instead of compressing per request.
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(js|css|html|svg|json|webmanifest|txt)$/,
        threshold: 1023,
        skipIfLargerOrEqual: true,
        logLevel: 'silent',
      }),
      compileHints(),
    ],
    resolve: {
      conditions: ['source', ...defaultClientConditions],
      // React 19 has useSyncExternalStore; the shim SWR and wouter import for older Reacts only re-exports it.
      alias: [
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: fileURLToPath(new URL('./src/shell/use-sync-external-store.ts', import.meta.url)),
        },
      ],
    },
    server: { proxy, headers: securityHeaders(policy({ dev: true, frameAncestors: true })) },
    // The built index.html carries the policy itself; the header adds what a <meta> cannot say. (Two policies are
    // both enforced, so repeating the full policy here could only disagree with the build it serves.)
    preview: { proxy, headers: securityHeaders("frame-ancestors 'none'") },
    // No modulepreload polyfill: every browser the app supports has <link rel="modulepreload">.
    // Source maps are written for error reports but the code does not point at them ('hidden'): a production host
    // must not hand out the app's source (the API server never serves them, packages/server/src/static.ts).
    build: {
      sourcemap: 'hidden',
      chunkSizeWarningLimit: 700,
      modulePreload: { polyfill: false },
      // The bundler's own chunking (a chunk per set of pages that share code), with three groups: the boot script
      // with everything it imports is one file (it runs before the app's code arrives); the stylesheets of the kit's
      // components that more than one page or lazy part uses are one file, loaded once and cached for every later
      // page (each stylesheet is a request the page's first paint waits for); and what the entry imports statically
      // is in the entry (every page loads all of it).
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'boot', test: /[\\/]src[\\/]boot[\\/]/, priority: 3 },
              { name: 'kit', test: /[\\/]ui[\\/]src[\\/].*\.css$/, minShareCount: 2, priority: 2 },
              { name: 'index', tags: ['$initial'], priority: 1 },
            ],
          },
        },
      },
    },
  };
});
