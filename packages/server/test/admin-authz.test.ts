// Every /api/admin operation of the generated OpenAPI document, walked: 401 without a session, 403 with a
// student's token, 403 for a moderator on an admin's operation, and a write without the CSRF token refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { F } from './fixture.ts';
import { createTestServer, type TestServer } from './helpers.ts';
import { type StaffClient, signInStaff } from './staff-helpers.ts';

let s: TestServer;
let moderator: StaffClient;
let admin: StaffClient;
let student: string;
let operations: { method: string; path: string; auth: string }[] = [];

beforeAll(async () => {
  s = await createTestServer();
  moderator = await signInStaff(s, 'moderator');
  admin = await signInStaff(s, 'admin');
  student = await s.token(F.verified);
  const doc = (await (await s.request('/api/docs/openapi.json')).json()) as {
    paths: Record<string, Record<string, { 'x-auth'?: string; security?: unknown }>>;
  };
  operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        auth: op['x-auth'] ?? '',
      })),
    );
}, 120_000);
afterAll(() => s?.close());

/** A concrete URL: path parameters 1, nothing else (the guard answers before the input is read). */
const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, '1');
const guarded = () => operations.filter((o) => o.auth === 'staff' || o.auth === 'admin');

describe('the admin API in the OpenAPI document', () => {
  it('lists every admin operation, each with the staff cookie scheme unless it is a sign-in step', () => {
    expect(guarded().length).toBeGreaterThanOrEqual(24);
    const open = operations.filter((o) => o.auth === 'none').map((o) => `${o.method} ${o.path}`);
    expect(open.sort()).toEqual(
      [
        'GET /api/admin/auth/oidc/callback',
        'GET /api/admin/auth/oidc/start',
        'GET /api/admin/auth/options',
        'POST /api/admin/auth/dev-login',
        'POST /api/admin/auth/login',
      ].sort(),
    );
    for (const o of operations) expect(['none', 'staff', 'admin']).toContain(o.auth);
  });

  it('401 without a session', async () => {
    for (const o of guarded()) {
      const res = await s.request(urlOf(o.path), { method: o.method });
      expect([o.method, o.path, res.status]).toEqual([o.method, o.path, 401]);
    }
  });

  it("403 with a student's token (students are never staff)", async () => {
    for (const o of guarded()) {
      const res = await s.request(urlOf(o.path), { method: o.method, token: student });
      expect([o.method, o.path, res.status]).toEqual([o.method, o.path, 403]);
    }
  });

  it("403 for a moderator on an admin's operation", async () => {
    const adminOnly = guarded().filter((o) => o.auth === 'admin');
    expect(adminOnly.map((o) => `${o.method} ${o.path}`).sort()).toEqual(
      [
        'DELETE /api/admin/words/{id}',
        'GET /api/admin/audit/export.csv',
        'GET /api/admin/staff',
        'PATCH /api/admin/staff/{id}',
        'PATCH /api/admin/words/{id}',
        'POST /api/admin/reviews/{id}/restore',
        'POST /api/admin/staff',
        'POST /api/admin/words',
      ].sort(),
    );
    for (const o of adminOnly) {
      const res = await moderator.request(urlOf(o.path), { method: o.method });
      expect([o.method, o.path, res.status]).toEqual([o.method, o.path, 403]);
    }
  });

  it('refuses every write without the CSRF token (403), whoever sends it', async () => {
    const writes = guarded().filter((o) => o.method !== 'GET');
    expect(writes.length).toBeGreaterThanOrEqual(12);
    for (const o of writes) {
      const res = await admin.request(urlOf(o.path), { method: o.method, csrf: false, json: {} });
      expect([o.method, o.path, res.status]).toEqual([o.method, o.path, 403]);
      const body = (await res.json()) as { message: string };
      expect(body.message).toContain('CSRF');
    }
  });

  it('a wrong CSRF token is refused like none; the right one passes the guard', async () => {
    const res = await s.request('/api/admin/words', {
      method: 'POST',
      json: { word: '테스트금칙어' },
      headers: { cookie: admin.cookie, 'x-csrf-token': 'not-the-token' },
    });
    expect(res.status).toBe(403);
    expect(
      (await admin.call('/api/admin/words', { method: 'POST', json: { word: '테스트금칙어' } })).status,
    ).toBe(200);
  });

  it('staff reads answer with no-store', async () => {
    const res = await moderator.request('/api/admin/dashboard');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
