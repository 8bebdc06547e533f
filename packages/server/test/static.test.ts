import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { listen } from '../src/listen.ts';
import { acceptedEncodings } from '../src/static.ts';
import { createTestServer, type TestServer } from './helpers.ts';

// A build as packages/app writes it: hashed assets with their brotli and gzip copies, a source map, index.html.
const INDEX =
  '<!doctype html><html lang="ko"><head><title>찐빵</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `export const greeting = ${JSON.stringify('안녕하세요 '.repeat(200))};`;
const dir = mkdtempSync(join(tmpdir(), 'jb-app-build-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), INDEX);
writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(dir, 'assets/index-abc123.js'), SCRIPT);
writeFileSync(join(dir, 'assets/index-abc123.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(join(dir, 'assets/index-abc123.js.gz'), gzipSync(SCRIPT));
writeFileSync(join(dir, 'assets/index-abc123.js.map'), '{"version":3}');
// The staff console's build, served under /console.
const CONSOLE_INDEX =
  '<!doctype html><html lang="ko"><head><title>찐빵 운영</title></head><body></body></html>';
const consoleDir = mkdtempSync(join(tmpdir(), 'jb-console-build-'));
mkdirSync(join(consoleDir, 'assets'));
writeFileSync(join(consoleDir, 'index.html'), CONSOLE_INDEX);
writeFileSync(join(consoleDir, 'assets/index-def456.js'), 'export {};');
// Outside the build: must never be reachable.
writeFileSync(join(dir, '..', 'jb-secret.txt'), 'secret');

const HTML = { accept: 'text/html,application/xhtml+xml' };

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ env: { APP_DIR: dir, CONSOLE_DIR: consoleDir } });
}, 120_000);
afterAll(async () => {
  await s.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(consoleDir, { recursive: true, force: true });
  rmSync(join(dir, '..', 'jb-secret.txt'), { force: true });
});

describe('the app served by the API server (APP_DIR)', () => {
  it('answers a navigation to any route of the app with index.html, revalidated, with the page headers', async () => {
    for (const path of ['/', '/map', '/building/1', '/building/review/2?x=1']) {
      const res = await s.request(path, { headers: HTML });
      expect(res.status, path).toBe(200);
      expect(await res.text()).toBe(INDEX);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    }
  });

  it('sends the brotli copy to a browser that accepts it, gzip to one that does not, the file to any other', async () => {
    const path = '/assets/index-abc123.js';
    const br = await s.request(path, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(SCRIPT);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');

    const gz = await s.request(path, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await s.request(path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('revalidates with the ETag', async () => {
    const first = await s.request('/favicon.svg');
    const etag = first.headers.get('etag') as string;
    const again = await s.request('/favicon.svg', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('never sends source maps, unless SOURCE_MAPS=on', async () => {
    expect((await s.request('/assets/index-abc123.js.map')).status).toBe(404);
    const debugging = await s.derive({ SOURCE_MAPS: 'on' });
    const res = await debugging.request('/assets/index-abc123.js.map');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ version: 3 });
  });

  it('answers 404 for a missing asset and for what is not a navigation, never index.html', async () => {
    expect((await s.request('/assets/index-old999.js', { headers: HTML })).status).toBe(404);
    expect((await s.request('/map')).status).toBe(404);
    expect((await s.request('/robots.txt')).status).toBe(404);
  });

  it('reaches nothing outside the build', async () => {
    for (const path of [
      '/../jb-secret.txt',
      '/%2e%2e/jb-secret.txt',
      '/assets/..%2f..%2fjb-secret.txt',
      '/assets/%2e%2e/%2e%2e/jb-secret.txt',
      '/..%5cjb-secret.txt',
      '/%E0%A4%A',
    ]) {
      const res = await s.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('secret');
    }
  });

  it('leaves the API its own answers: data, and a JSON 404 even for a navigation', async () => {
    const univ = await s.request('/api/v1/user/univ?offset=0&limit=1');
    expect(univ.status).toBe(200);
    for (const path of ['/api/v1/nothing', '/files/nothing.png', '/oauth/nothing', '/api']) {
      const res = await s.request(path, { headers: HTML });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('application/json');
    }
  });

  it('refuses a folder that is not a build, and half a certificate', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', APP_DIR: tmpdir() })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', CONSOLE_DIR: tmpdir() })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', TLS_CERT_FILE: 'x.pem' })).toThrow(ConfigError);
  });
});

describe('the staff console served under /console (CONSOLE_DIR)', () => {
  it('answers every navigation below /console with its index.html and the page headers', async () => {
    for (const path of [
      '/console/',
      '/console/reports',
      '/console/certificates/12?x=1',
      '/console/sign-in',
    ]) {
      const res = await s.request(path, { headers: HTML });
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe(CONSOLE_INDEX);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it("sends /console to /console/, where the build's relative base starts", async () => {
    const res = await s.request('/console', { headers: HTML });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/console/');
  });

  it('serves its hashed assets for a year and a missing one as 404, never as the page', async () => {
    const asset = await s.request('/console/assets/index-def456.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await s.request('/console/assets/index-old.js', { headers: HTML })).status).toBe(404);
    expect((await s.request('/console/%2e%2e/jb-secret.txt')).status).toBe(404);
  });

  it('leaves the app its own pages and the API its answers', async () => {
    expect(await (await s.request('/consoles', { headers: HTML })).text()).toBe(INDEX);
    expect(await (await s.request('/', { headers: HTML })).text()).toBe(INDEX);
    const api = await s.request('/api/admin/auth/session', { headers: HTML });
    expect(api.status).toBe(401);
    expect(api.headers.get('content-type')).toContain('application/json');
  });
});

describe('Accept-Encoding', () => {
  it('reads names and refusals (q=0)', () => {
    expect([...acceptedEncodings('gzip, deflate, br')]).toEqual(['gzip', 'deflate', 'br']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.8').has('br')).toBe(false);
    expect(acceptedEncodings('BR; q=1').has('br')).toBe(true);
    expect(acceptedEncodings(undefined).size).toBe(0);
  });
});

describe('listening with a certificate', () => {
  it('speaks HTTP/2 over TLS', async () => {
    const tls = {
      certFile: join(import.meta.dirname, 'tls/test-only-cert.pem'),
      keyFile: join(import.meta.dirname, 'tls/test-only-key.pem'),
    };
    const { url, server } = await new Promise<{ url: string; server: ReturnType<typeof listen> }>(
      (resolve) => {
        const server = listen(
          () => new Response('안녕', { headers: { 'content-type': 'text/plain; charset=utf-8' } }),
          { port: 0, host: '127.0.0.1', tls },
          (url) => resolve({ url, server }),
        );
      },
    );
    try {
      expect(url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const client = connect(url, { rejectUnauthorized: false });
      try {
        const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = client.request({ ':path': '/' });
          let status = 0;
          let body = '';
          req.on('response', (headers) => {
            status = Number(headers[':status']);
          });
          req.setEncoding('utf8');
          req.on('data', (chunk: string) => {
            body += chunk;
          });
          req.on('end', () => resolve({ status, body }));
          req.on('error', reject);
          req.end();
        });
        expect(status).toBe(200);
        expect(body).toBe('안녕');
        expect(client.alpnProtocol).toBe('h2');
      } finally {
        client.close();
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
