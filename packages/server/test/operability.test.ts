import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { F } from './fixture.ts';
import { type AnyJson, createTestServer, type TestServer } from './helpers.ts';

/** What operators rely on: request ids, readiness, metrics, and a document that describes every operation. */
let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 120_000);
afterAll(() => s?.close());

describe('request ids', () => {
  it('every answer carries X-Request-Id; a plain incoming one is kept, anything else replaced', async () => {
    for (const path of [
      '/healthz',
      '/api/v1/user/univ',
      '/api/v1/nowhere',
      '/files/reviews/none.jpg',
      '/api/docs',
    ]) {
      const res = await s.request(path);
      expect(res.headers.get('x-request-id'), path).toMatch(/^[\w-]{8,}$/);
    }
    const kept = await s.request('/healthz', { headers: { 'x-request-id': 'proxy-abc-123' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-abc-123');
    for (const bad of ['../etc', 'a b', 'x'.repeat(200)]) {
      const res = await s.request('/healthz', { headers: { 'x-request-id': bad } });
      expect(res.headers.get('x-request-id')).not.toBe(bad);
    }
  });

  it('request ids the server makes are distinct, also across many requests', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 600; i++) {
      const id = (await s.request('/healthz')).headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f]{16}$/);
      ids.add(id as string);
    }
    expect(ids.size).toBe(600);
  });

  it('error bodies keep the envelope and add the id to quote', async () => {
    const res = await s.request('/api/v1/user');
    const body = (await res.json()) as AnyJson;
    expect(body).toMatchObject({ code: 401, data: null });
    expect(body.message).toMatch(/[가-힣]/);
    expect(body.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('log lines written while serving a request carry its id', async () => {
    const token = await s.token(F.unverified);
    const email = 'trace@ganada.ac.kr';
    expect(
      (await s.call('/api/v1/auth/emailCode', { method: 'POST', token, json: { emailAddress: email } }))
        .status,
    ).toBe(200);
    const before = s.logs.length;
    const res = await s.request('/api/v1/auth/emailCode/verify', {
      method: 'POST',
      token,
      json: { emailAddress: email, authCode: '000000' },
      headers: { 'x-request-id': 'trace-me-42' },
    });
    expect([200, 400]).toContain(res.status);
    const lines = s.logs.slice(before);
    expect(lines.map((l) => l.msg)).toContain('email code guess evaluated');
    for (const line of lines) expect(line.requestId).toBe('trace-me-42');
  });

  it('an unexpected error is a 500 whose Korean message gives the id, logged with it', async () => {
    const broken = await s.derive({}, {});
    // A request the handler cannot survive: the database is closed under it.
    const original = broken.ctx.db.select.bind(broken.ctx.db);
    broken.ctx.db.select = (() => {
      throw new Error('simulated fault');
    }) as typeof broken.ctx.db.select;
    const res = await broken.request('/api/v1/user/univ/campus?universityName=가나다대학교');
    broken.ctx.db.select = original;
    const body = (await res.json()) as AnyJson;
    expect(res.status).toBe(500);
    expect(body.message).toContain(`문의 시 코드: ${res.headers.get('x-request-id')}`);
    expect(body.message).not.toContain('simulated');
    const logged = broken.logs.find((l) => l.msg === 'unhandled error');
    expect(logged?.requestId).toBe(res.headers.get('x-request-id'));
  });
});

describe('/healthz and /readyz', () => {
  it('/healthz says the process answers; /readyz checks the database, the migrations and storage', async () => {
    expect((await s.request('/healthz')).status).toBe(200);
    const ready = await s.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
    });
  });

  it('/readyz is 503 when storage cannot be written, naming the failing check', async () => {
    const file = join(s.config.dataDir, 'not-a-folder');
    writeFileSync(file, 'x');
    const unwritable = await s.derive({ UPLOAD_DIR: file });
    const res = await unwritable.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      status: 'not ready',
      checks: { database: 'ok', storage: 'failed' },
    });
  });

  it('/readyz is 503 while the process drains', async () => {
    const draining = await s.derive({});
    draining.ctx.lifecycle.draining = true;
    const res = await draining.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'draining' });
  });
});

describe('/metrics', () => {
  it('is not served on the API port without METRICS_TOKEN', async () => {
    expect((await s.request('/metrics')).status).toBe(404);
  });

  it('needs the token, then gives requests by route and status, latency, the event loop and uploads', async () => {
    const token = 'metrics-token-0123456789';
    const m = await s.derive({ METRICS_TOKEN: token });
    await m.request(`/api/v1/building/${F.buildingRoom}`);
    await m.request('/api/v1/building/999999');
    expect((await m.request('/metrics')).status).toBe(401);
    expect((await m.request('/metrics', { token: 'wrong-token-0123456789' })).status).toBe(401);
    const res = await m.request('/metrics', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(
      /jb_http_requests_total\{method="GET",route="\/api\/v1\/building\/:id",status="200"\} \d+/,
    );
    expect(text).toMatch(
      /jb_http_requests_total\{method="GET",route="\/api\/v1\/building\/:id",status="404"\} \d+/,
    );
    expect(text).toContain('jb_http_request_duration_seconds_bucket');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('jb_upload_bytes_total');
    expect(text).toContain('jb_http_requests_in_flight');
  });
});

describe('the OpenAPI document', () => {
  it('describes every operation the server answers, each with its callers', async () => {
    const doc = (await (await s.request('/api/docs/openapi.json')).json()) as AnyJson;
    const operations = Object.entries(doc.paths as Record<string, Record<string, AnyJson>>).flatMap(
      ([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })),
    );
    const names = operations.map((o) => `${o.method.toUpperCase()} ${o.path}`);
    for (const expected of [
      'GET /healthz',
      'GET /readyz',
      'POST /api/v1/auth',
      'PUT /api/v1/auth/tokenRefresh',
      'POST /api/v1/certificates/admission/verify',
      'POST /api/v1/images',
      'POST /api/v1/review/GENERAL',
      'POST /api/v1/review/DORM',
      'POST /api/v1/review/AGENCY',
      'PUT /api/v1/review/{id}',
      'GET /api/v1/map/tiles/{filterKey}/{level}/{x}/{y}',
      'GET /files/{key}',
      'GET /api/dev/outbox',
    ]) {
      expect(names).toContain(expected);
    }
    for (const { op, path, method } of operations) {
      expect(op.security, `${method} ${path}`).toBeDefined();
      expect(op['x-auth'], `${method} ${path}`).toBeDefined();
    }
    const images = doc.paths['/api/v1/images'].post;
    expect(images.security).toEqual([{ bearer: [] }]);
    const form = images.requestBody.content['multipart/form-data'].schema;
    expect(form.properties.files.items).toEqual({ type: 'string', format: 'binary' });
    expect(form.required).toEqual(['category', 'files']);
    const building = doc.paths['/api/v1/building/{id}'].get;
    expect(building.security).toEqual([{}, { bearer: [] }]);
    expect(building.parameters[0]).toMatchObject({
      name: 'id',
      in: 'path',
      required: true,
      schema: { type: 'integer', minimum: 1, maximum: 2147483647 },
    });
  });

  it('the reference page works offline: its script and styles come from this server', async () => {
    const page = await s.request('/api/docs');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      expect(asset.startsWith('/api/docs/'), asset).toBe(true);
      expect((await s.request(asset)).status, asset).toBe(200);
    }
  });

  it('the dev outbox is not in production', async () => {
    const prod = await s.derive({
      NODE_ENV: 'production',
      KAKAO_REST_API_KEY: 'k',
      JWT_SECRET: 'x'.repeat(40),
    });
    const doc = (await (await prod.request('/api/docs/openapi.json')).json()) as AnyJson;
    expect(Object.keys(doc.paths)).not.toContain('/api/dev/outbox');
    expect(Object.keys(doc.paths)).not.toContain('/oauth/local/authorize');
  });
});
