import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

// The staff console: served by the API server at /console in production (CONSOLE_DIR, packages/server/src/static.ts),
// so it calls the API on its own origin and the staff session cookie (SameSite=Strict, path /api/admin) goes with
// every call. In development Vite serves it under the same base path and proxies /api to the local API server.
const apiUrl = process.env.JB_API_URL ?? 'http://127.0.0.1:8787';
export const CONSOLE_BASE = '/console/';

/**
 * The console's Content-Security-Policy: everything from its own origin. Certificate previews are same-origin API
 * answers; styles allow 'unsafe-inline' because Radix's scroll lock inserts a <style> element (it takes no nonce).
 * The dev server's HMR needs its inline preamble and a WebSocket, so `dev` adds those and nothing else.
 */
export function consoleContentSecurityPolicy(options: { dev?: boolean; frameAncestors?: boolean } = {}) {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(options.dev ? ["'unsafe-inline'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(options.dev ? ['ws:', 'wss:'] : [])],
    'frame-src': ["'none'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(options.frameAncestors ? { 'frame-ancestors': ["'none'"] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The policy goes into the built index.html, so it travels with the build; the server adds frame-ancestors. */
function cspMeta(): Plugin {
  return {
    name: 'jjinbbang-console-csp-meta',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: consoleContentSecurityPolicy() },
        injectTo: 'head-prepend',
      },
    ],
  };
}

export default defineConfig({
  base: CONSOLE_BASE,
  plugins: [react(), cspMeta()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: { '/api': { target: apiUrl, changeOrigin: false } },
    headers: {
      'Content-Security-Policy': consoleContentSecurityPolicy({ dev: true, frameAncestors: true }),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    },
  },
  build: { sourcemap: true, chunkSizeWarningLimit: 800, modulePreload: { polyfill: false } },
});
