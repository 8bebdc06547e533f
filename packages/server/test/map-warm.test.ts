// The start-up warm-up (issue 16 item 6): the map's first screens — a campus's surroundings in the 리뷰 and 전체
// views with nothing else filtered — are computed before anyone asks, so the first students after a start find
// them ready instead of queueing behind each other's first computations. Runs on PGlite and PostgreSQL.
import type { MapFilters } from '@jjinbbang/domain';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { warmUp } from '../src/context.ts';
import { DataChanges } from '../src/db/client.ts';
import { F } from './fixture.ts';
import { type AnyJson, createTestServer, NO_MAP_FILTERS, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 120_000);
afterAll(() => s.close());

/** A phone's view around the fixture's 서울캠퍼스 (37.59, 127.03) and its places. */
const NEAR_CAMPUS = { swLat: 37.58, swLng: 127.015, neLat: 37.595, neLng: 127.04 };
/** The app's first screen (spec 000 §3): the 리뷰 view, everything else unset. */
const REVIEW_VIEW: MapFilters = { ...NO_MAP_FILTERS, viewType: 'REVIEW', monthlyCostMax: null };

async function markers(filters: MapFilters, bounds = NEAR_CAMPUS) {
  const res = await s.call<AnyJson[]>('/api/v1/map/markers', { method: 'POST', json: { bounds, filters } });
  expect(res.status).toBe(200);
  return res.data;
}

describe('map warm-up', () => {
  it('computes the default views around every campus, so their first requests read nothing', async () => {
    expect(s.ctx.warmups.map((w) => w.name)).toContain('map cells');
    await warmUp(s.ctx);
    const reads = vi.spyOn(s.ctx.database, 'read');
    try {
      // 전체 (as the bench and older clients send it: without monthlyCostMax) and 리뷰 (as the app sends it).
      const all = await markers(NO_MAP_FILTERS);
      const reviewed = await markers(REVIEW_VIEW);
      expect(all.length).toBeGreaterThan(0);
      expect(reviewed.every((m) => m.hasReview)).toBe(true);
      expect(reads).not.toHaveBeenCalled();
      // A filter the warm-up does not cover is computed on first use.
      await markers({ ...NO_MAP_FILTERS, buildType: ['DORMITORY'] });
      expect(reads).toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
  });

  it('shares cells between an absent and a null cost bound (the same filter on the wire)', async () => {
    const filters: MapFilters = { ...NO_MAP_FILTERS, buildType: ['ROOM', 'HOUSE'] };
    const first = await markers({ ...filters, monthlyCostMax: null });
    expect(first.length).toBeGreaterThan(0);
    const reads = vi.spyOn(s.ctx.database, 'read');
    try {
      const { monthlyCostMax: _, ...withoutBound } = filters;
      expect(await markers(withoutBound as MapFilters)).toEqual(first);
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
  });
});

describe('sign-in state and the map', () => {
  it('signing in, renewing and signing out keep the computed map: the next markers read nothing', async () => {
    await warmUp(s.ctx);
    const redirectUri = 'http://localhost:5173/login/kakao';
    const authorize = await s.request('/oauth/local/authorize', {
      method: 'POST',
      body: new URLSearchParams({ redirect_uri: redirectUri, state: '', account: 'local-verified' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(authorize.status).toBe(302);
    const code = new URL(authorize.headers.get('location') ?? '').searchParams.get('code');
    const signIn = await s.call<{ accessToken: string; refreshToken: string }>('/api/v1/auth', {
      method: 'POST',
      json: { oauthProvider: 'kakao', oauthCode: code, redirectUri },
    });
    expect(signIn.status).toBe(200);
    const renewed = await s.call<{ accessToken: string }>('/api/v1/auth/tokenRefresh', {
      method: 'PUT',
      token: signIn.data.refreshToken,
    });
    expect(renewed.status).toBe(200);
    const other = await s.token(F.verified);
    expect(
      (await s.call('/api/v1/auth/sessions?scope=others', { method: 'DELETE', token: other })).status,
    ).toBe(200);
    expect((await s.call('/api/v1/auth/logout', { method: 'DELETE', token: other })).status).toBe(200);
    const reads = vi.spyOn(s.ctx.database, 'read');
    try {
      expect((await markers(NO_MAP_FILTERS)).length).toBeGreaterThan(0);
      expect((await markers(REVIEW_VIEW)).length).toBeGreaterThan(0);
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
  });

  it('any other write still drops what was computed: a bookmark, then the markers are read again', async () => {
    await warmUp(s.ctx);
    const token = await s.token(F.verified);
    const res = await s.call('/api/v1/user/bookmark', {
      method: 'POST',
      token,
      json: { type: 'building', id: F.buildingRoom, bookmark: true },
    });
    expect(res.status).toBe(200);
    const reads = vi.spyOn(s.ctx.database, 'read');
    try {
      await markers(NO_MAP_FILTERS);
      expect(reads).toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
  });
});

describe('search warm-up', () => {
  it('has the campus names ready, so the first campus search reads none', async () => {
    await warmUp(s.ctx);
    const dialect = new PgDialect();
    const reads = vi.spyOn(s.ctx.database, 'read');
    try {
      const token = await s.token(F.verified);
      const res = await s.call<{ itemNum: number }>('/api/v1/map/search', {
        method: 'POST',
        token,
        json: { keyword: '서울캠퍼스', num: 10, page: 1, sortBy: 'RCMND', filters: NO_MAP_FILTERS },
      });
      expect(res.data.itemNum).toBeGreaterThan(0);
      const texts = reads.mock.calls.map(([statement]) => dialect.sqlToQuery(statement).sql);
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.filter((t) => t.includes('FROM campuses c JOIN universities'))).toEqual([]);
    } finally {
      reads.mockRestore();
    }
  });
});

describe('DataChanges.whenTrusted', () => {
  it('waits until the version may be trusted', async () => {
    const changes = new DataChanges({ trusted: false });
    let resolved = false;
    const waiting = changes.whenTrusted().then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    changes.setTrusted(true);
    await waiting;
    expect(resolved).toBe(true);
    await changes.whenTrusted();
  });
});
