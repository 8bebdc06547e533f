import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyBody, PNG } from './bodies.ts';
import { F } from './fixture.ts';
import { createTestServer, NO_MAP_FILTERS, type TestServer } from './helpers.ts';

/**
 * Authorization matrix: every protected call for guest, unverified, pending, verified (not the author),
 * author and another verified user. Expected statuses follow api-contract §2–§5.
 */
let s: TestServer;
const tokens: Record<string, string | undefined> = {};
beforeAll(async () => {
  s = await createTestServer();
  tokens.guest = undefined;
  tokens.unverified = await s.token(F.unverified);
  tokens.pending = await s.token(F.pending);
  // The ownership calls target reviews written by F.verified2; `verified` and `other` are F.verified.
  tokens.verified = await s.token(F.verified);
  tokens.author = await s.token(F.verified2);
  tokens.other = await s.token(F.verified);
}, 120_000);
afterAll(() => s.close());

type Role = 'guest' | 'unverified' | 'pending' | 'verified' | 'author' | 'other';
const ROLES: Role[] = ['guest', 'unverified', 'pending', 'verified', 'author', 'other'];

interface Case {
  name: string;
  method: string;
  path: string;
  json?: unknown;
  /** Expected status per role; ownership calls target F.reviewAgency, written by `author`. */
  expect: Record<Role, number>;
}

const all = (status: number, over: Partial<Record<Role, number>> = {}): Record<Role, number> => ({
  guest: status,
  unverified: status,
  pending: status,
  verified: status,
  author: status,
  other: status,
  ...over,
});
const signedIn = (status: number) => all(status, { guest: 401 });
const verifiedOnly = (status: number) => all(status, { guest: 401, unverified: 403, pending: 403 });

const reviewEdit = { ...agencyBody(), buildingRequest: undefined };

const CASES: Case[] = [
  { name: 'user info', method: 'GET', path: '/api/v1/user', expect: signedIn(200) },
  {
    name: 'recent reviews',
    method: 'GET',
    path: '/api/v1/user/recentReview?reviewIds=1001',
    expect: signedIn(200),
  },
  { name: 'bookmark list', method: 'GET', path: '/api/v1/user/bookmark', expect: signedIn(200) },
  { name: 'my reviews', method: 'GET', path: '/api/v1/user/review', expect: signedIn(200) },
  {
    name: 'set bookmark',
    method: 'POST',
    path: '/api/v1/user/bookmark',
    json: { type: 'building', id: F.buildingRoom, bookmark: true },
    expect: verifiedOnly(200),
  },
  {
    name: 'review detail',
    method: 'GET',
    path: `/api/v1/review/${F.reviewGeneral1}`,
    expect: verifiedOnly(200),
  },
  {
    name: 'report',
    method: 'POST',
    path: `/api/v1/review/${F.reviewAgency}/report`,
    json: { reason: '부적절한 내용' },
    expect: { ...verifiedOnly(200), author: 403, other: 409 },
  },
  {
    name: 'create review',
    method: 'POST',
    path: '/api/v1/review/AGENCY',
    json: agencyBody(),
    expect: verifiedOnly(200),
  },
  {
    name: 'edit review',
    method: 'PUT',
    path: `/api/v1/review/${F.reviewAgency}`,
    json: reviewEdit,
    expect: all(403, { guest: 401, author: 200 }),
  },
  {
    name: 'email code',
    method: 'POST',
    path: '/api/v1/auth/emailCode',
    json: { emailAddress: 'matrix@ganada.ac.kr' },
    expect: all(403, { guest: 401, unverified: 200, pending: 200 }),
  },
  {
    name: 'unregister reason',
    method: 'POST',
    path: '/api/v1/user/unregisterReason',
    json: { option: 1 },
    expect: signedIn(200),
  },
  {
    name: 'markers (public)',
    method: 'POST',
    path: '/api/v1/map/markers',
    json: {
      bounds: { neLat: 38, neLng: 128, swLat: 37, swLng: 127 },
      filters: NO_MAP_FILTERS,
    },
    expect: all(200),
  },
  {
    name: 'building detail (public)',
    method: 'GET',
    path: `/api/v1/building/${F.buildingRoom}`,
    expect: all(200),
  },
  { name: 'universities (public)', method: 'GET', path: '/api/v1/user/univ', expect: all(200) },
];

describe.each(CASES)('$name', (c) => {
  it.each(ROLES)('%s', async (role) => {
    const res = await s.call(c.path, { method: c.method, token: tokens[role], json: c.json });
    expect(res.status).toBe(c.expect[role]);
    expect(res.message).toMatch(/[가-힣]/);
  });
});

describe('delete review', () => {
  it.each(['guest', 'unverified', 'pending', 'other', 'author'] as const)('%s', async (role) => {
    const expected = { guest: 401, unverified: 403, pending: 403, other: 403, author: 200 }[role];
    const res = await s.call(`/api/v1/review/${F.reviewGeneral2}`, { method: 'DELETE', token: tokens[role] });
    expect(res.status).toBe(expected);
  });
});

describe('images and certificates', () => {
  const png = () => {
    const f = new FormData();
    f.append('category', 'review');
    f.append('files', new Blob([PNG]), 'a.png');
    return f;
  };
  it.each(ROLES)('image upload as %s', async (role) => {
    const res = await s.call('/api/v1/images', { method: 'POST', token: tokens[role], body: png() });
    expect(res.status).toBe(verifiedOnly(200)[role]);
  });
  it.each(ROLES)('certificate upload as %s', async (role) => {
    const f = new FormData();
    f.append('file', new Blob([new TextEncoder().encode('%PDF-1.7 test')]), 'c.pdf');
    const res = await s.call('/api/v1/certificates/admission/verify', {
      method: 'POST',
      token: tokens[role],
      body: f,
    });
    expect(res.status).toBe(all(403, { guest: 401, unverified: 200, pending: 200 })[role]);
  });
});

describe('logout (run last: it ends the sessions of the users above)', () => {
  const userOf: Record<Role, number | null> = {
    guest: null,
    unverified: F.unverified,
    pending: F.pending,
    verified: F.verified,
    author: F.verified2,
    other: F.verified,
  };
  it.each(ROLES)('%s', async (role) => {
    const id = userOf[role];
    const token = id === null ? undefined : await s.token(id);
    const res = await s.call('/api/v1/auth/logout', { method: 'DELETE', token });
    expect(res.status).toBe(signedIn(200)[role]);
    if (token) expect((await s.call('/api/v1/user', { token })).status).toBe(401);
  });
});

describe('tokens', () => {
  it('a malformed or foreign-signed token is 401, never 500', async () => {
    for (const token of ['x', 'a.b.c', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.', `${tokens.author}x`]) {
      expect((await s.call('/api/v1/user', { token })).status).toBe(401);
    }
    expect((await s.call('/api/v1/user', { headers: { authorization: 'Basic abc' } })).status).toBe(401);
  });
});
