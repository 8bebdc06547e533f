import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { generalBody, JPEG, PNG } from './bodies.ts';
import { F } from './fixture.ts';
import { type AnyJson, createTestServer, POSTGRES_URL, type TestServer } from './helpers.ts';

/**
 * The production path: the same server on real PostgreSQL (node-postgres pool, committed migrations, pg_trgm).
 * Run by `node packages/server/scripts/test-postgres.mjs`, which starts a throwaway cluster; skipped without
 * DATABASE_URL.
 */
describe.skipIf(!POSTGRES_URL)('on real PostgreSQL', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  }, 120_000);
  afterAll(() => s?.close());

  it('runs on the postgres driver', async () => {
    expect(s.ctx.database.kind).toBe('postgres');
    expect(await (await s.request('/healthz')).json()).toEqual({ status: 'ok', database: 'postgres' });
  });

  it('survives the database ending its idle connections (restart, failover) and reconnects', async () => {
    // node-postgres emits 'error' on the pool for each idle client whose connection the server ends; without a
    // listener that event crashes the process.
    const url = new URL(POSTGRES_URL ?? '');
    const [{ name }] = await s.ctx.database.read<{ name: string }>(sql`SELECT current_database() AS name`);
    url.pathname = `/${name}`;
    const lost: Error[] = [];
    const database = await openDatabase({
      databaseUrl: url.toString(),
      dataDir: null,
      onConnectionError: (error) => lost.push(error),
    });
    try {
      await Promise.all(
        Array.from({ length: 3 }, () => database.read(sql`SELECT pg_sleep(0.05)`, { prepared: false })),
      );
      const [{ pids }] = await database.read<{ pids: number }>(
        sql`SELECT count(*)::int AS pids FROM pg_stat_activity WHERE datname = ${name}`,
      );
      expect(pids).toBeGreaterThan(1);
      const admin = new pg.Client({ connectionString: POSTGRES_URL ?? '' });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      await admin.end();
      await vi.waitFor(() => expect(lost.length).toBeGreaterThanOrEqual(3));
      const [{ one }] = await database.read<{ one: number }>(sql`SELECT 1 AS one`, { prepared: false });
      expect(one).toBe(1);
      expect((await s.request('/api/v1/user/univ')).status).toBe(200);
    } finally {
      await database.close();
    }
  });

  it('lists universities and campuses', async () => {
    const res = await s.call<{ universityName: string }[]>('/api/v1/user/univ');
    expect(res.data.map((u) => u.universityName)).toEqual(['가나대학교', '다라대학교']);
    const campus = await s.call<{ campusList: unknown[] }>(
      `/api/v1/user/univ/campus?universityName=${encodeURIComponent('가나대학교')}`,
    );
    expect(campus.data.campusList).toHaveLength(2);
  });

  it('answers markers with filters and search through the trigram indexes', async () => {
    const filters = {
      viewType: 'REVIEW',
      buildType: ['ALL'],
      contractType: 'MONTHLY_RENT',
      campus: [F.campusA1],
      depositMin: null,
      depositMax: 800,
      monthlyRentMin: null,
      monthlyRentMax: null,
      inMaintenanceCost: true,
      reviewKeyword: ['PO_BD_LO_01'],
    };
    const markers = await s.call<{ id: number }[]>('/api/v1/map/markers', {
      method: 'POST',
      json: { bounds: { neLat: 37.6, neLng: 127.04, swLat: 37.58, swLng: 127.02 }, filters },
    });
    expect(markers.data.map((m) => m.id)).toEqual([F.buildingRoom]);
    const search = await s.call<{ itemNum: number }>('/api/v1/map/search', {
      method: 'POST',
      token: await s.token(F.verified),
      json: {
        keyword: '해피하우스',
        num: 10,
        page: 1,
        sortBy: 'LATEST',
        filters: {
          ...filters,
          viewType: 'BUILDING',
          contractType: 'ALL',
          campus: null,
          depositMax: null,
          inMaintenanceCost: null,
          reviewKeyword: null,
        },
      },
    });
    expect(search.data.itemNum).toBe(1);
  });

  it('rotates refresh tokens: a just-replaced token renews to the same one, an older one is refused', async () => {
    const { verifyToken } = await import('../src/auth/tokens.ts');
    const { startSession } = await import('../src/auth/sessions.ts');
    const pair = await startSession(s.ctx.db, s.config, F.pending, 'vitest');
    const refresh = (server: TestServer, token: string) =>
      server.call<{ refreshToken: string }>('/api/v1/auth/tokenRefresh', { method: 'PUT', token });
    const next = await refresh(s, pair.refreshToken);
    expect(next.status).toBe(200);
    const twin = await refresh(s, pair.refreshToken);
    expect(twin.status).toBe(200);
    const jti = async (t: string) => (await verifyToken(s.config, t, 'refresh')).jti;
    expect(await jti(twin.data.refreshToken)).toBe(await jti(next.data.refreshToken));
    const strict = await s.derive({ REFRESH_REUSE_GRACE: '0' });
    expect((await refresh(strict, next.data.refreshToken)).status).toBe(200);
    expect((await refresh(strict, next.data.refreshToken)).status).toBe(401);
  });

  it('writes a review in one transaction and recomputes the building', async () => {
    const token = await s.token(F.verified);
    const form = new FormData();
    form.append('category', 'review');
    for (const name of ['a.png', 'b.png']) {
      form.append('files', new Blob([name === 'a.png' ? PNG : JPEG]), name);
    }
    const upload = await s.call<{ urls: string[] }>('/api/v1/images', { method: 'POST', token, body: form });
    const created = await s.call<{ reviewId: number }>('/api/v1/review/GENERAL', {
      method: 'POST',
      token,
      json: generalBody(upload.data.urls),
    });
    expect(created.status).toBe(200);
    const detail = await s.call<AnyJson>(`/api/v1/building/${F.buildingRoom}`);
    expect(detail.status).toBe(200);
    const list = await s.call<{ reviews: unknown[]; itemNum: number }>('/api/v1/user/review', { token });
    expect(list.data.itemNum).toBe(4);
    // A bad body is still a 400 here, not a database error.
    expect(
      (await s.call('/api/v1/review/GENERAL', { method: 'POST', token, json: generalBody(['x']) })).status,
    ).toBe(400);
  });

  it('keeps e-mail codes and rate limits in the database', async () => {
    const token = await s.token(F.unverified);
    expect(
      (
        await s.call('/api/v1/auth/emailCode', {
          method: 'POST',
          token,
          json: { emailAddress: 'pg@ganada.ac.kr' },
        })
      ).status,
    ).toBe(200);
    const mails = await s.call<{ code: string }[]>('/api/dev/outbox?to=pg@ganada.ac.kr');
    const verify = await s.call('/api/v1/auth/emailCode/verify', {
      method: 'POST',
      token,
      json: { emailAddress: 'pg@ganada.ac.kr', authCode: mails.data[0]?.code },
    });
    expect(verify.status).toBe(200);
  });
});
