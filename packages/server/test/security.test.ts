import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNIVERSITIES } from '../src/seed/index.ts';
import { F } from './fixture.ts';
import { createTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 120_000);
afterAll(() => s?.close());

describe('headers of the API', () => {
  it('every JSON answer: nosniff, no referrer, never framed, loads nothing, same-origin only', async () => {
    for (const res of [
      await s.request('/api/v1/user/univ'),
      await s.request('/api/v1/nothing-here'),
      await s.request('/api/v1/user'),
      await s.request('/api/v1/map/markers', { method: 'POST', json: {} }),
    ]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('signed-in answers are not stored by caches; HSTS when the public address is HTTPS', async () => {
    const me = await s.request('/api/v1/user', { token: await s.token(F.verified) });
    expect(me.headers.get('cache-control')).toBe('no-store');
    const https = await s.derive({ PUBLIC_BASE_URL: 'https://api.jjinbbang.example' });
    const res = await https.request('/healthz');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('photos may be shown by the app on another origin; user files never run as pages', async () => {
    const res = await s.request('/files/seed/r1-a.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('the local sign-in page runs no script and cannot be framed', async () => {
    const res = await s.request('/oauth/local/authorize?redirect_uri=http://localhost:5173/login/kakao');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('script-src');
  });
});

describe('GET /api/v1/user/univ in one request', () => {
  it('returns every university (limit up to 500) in name order, cacheable with an ETag', async () => {
    const all = await createTestServer({
      data: { universities: [...UNIVERSITIES], buildings: [], agencies: [], users: [], reviews: [] },
    });
    try {
      const res = await all.request('/api/v1/user/univ?offset=0&limit=500');
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: { universityName: string; campuses: unknown[] }[] };
      expect(body.data).toHaveLength(UNIVERSITIES.length);
      expect(UNIVERSITIES.length).toBeGreaterThan(300);
      const names = body.data.map((u) => u.universityName);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(body.data.every((u) => u.campuses.length > 0)).toBe(true);
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600, stale-while-revalidate=86400');
      const etag = res.headers.get('etag');
      expect(etag).toMatch(/^"[0-9a-f]+"$/);
      const again = await all.request('/api/v1/user/univ?offset=0&limit=500', {
        headers: { 'if-none-match': etag ?? '' },
      });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect((await all.request('/api/v1/user/univ?limit=501')).status).toBe(400);
    } finally {
      await all.close();
    }
  }, 60_000);
});

describe('enumerations in the database', () => {
  it('refuse values the domain does not declare (CHECK constraints built from its arrays)', async () => {
    const { sql } = await import('drizzle-orm');
    for (const statement of [
      sql`UPDATE users SET status = 'admin' WHERE id = ${F.verified}`,
      sql`UPDATE buildings SET type = 'AGENCY' WHERE id = ${F.buildingRoom}`,
      sql`UPDATE reviews SET kind = 'OTHER' WHERE id = ${F.reviewGeneral1}`,
      sql`UPDATE reviews SET floor = 'ROOF' WHERE id = ${F.reviewGeneral1}`,
      sql`UPDATE reviews SET contract_type = 'LEASE' WHERE id = ${F.reviewGeneral1}`,
    ]) {
      const failure = await s.ctx.db.execute(statement).then(
        () => null,
        (err: unknown) => err,
      );
      // drizzle wraps the driver's error: the database's reason is its cause.
      expect(String((failure as { cause?: unknown } | null)?.cause)).toMatch(/check constraint/);
    }
  });
});
