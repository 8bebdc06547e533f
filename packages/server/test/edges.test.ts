import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyBody, dormBody, generalBody } from './bodies.ts';
import { F } from './fixture.ts';
import { createTestServer, NO_MAP_FILTERS, TEST_SECRET, type TestServer } from './helpers.ts';

/**
 * Edge values at every route: the largest and smallest integers, 2³¹ and past it, fractions, NUL characters,
 * malformed percent escapes, very long text — in path ids, query strings, JSON bodies and tokens. Whatever the
 * input, with or without a valid token, the answer is never a 5xx, always a JSON envelope whose code is the HTTP
 * status, and a 400 names the field in Korean.
 */
let s: TestServer;
const tokens: Record<string, string | undefined> = {};
beforeAll(async () => {
  // Edge cases of input, many of them valid reviews from one student: the hourly review quota (quotas.test.ts)
  // is not what they test.
  s = await createTestServer({ env: { JB_QUOTA_REVIEWS_PER_HOUR: '1000' } });
  const forged = (claims: Record<string, unknown>, sub?: string) => {
    const jwt = new SignJWT({ typ: 'access', ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('jjinbbang')
      .setJti('edge')
      .setIssuedAt()
      .setExpirationTime('10m');
    return (sub === undefined ? jwt : jwt.setSubject(sub)).sign(TEST_SECRET);
  };
  Object.assign(tokens, {
    none: undefined,
    verified: await s.token(F.verified),
    unverified: await s.token(F.unverified),
    author: await s.token(F.verified2),
    wordSubject: await forged({}, 'abc'),
    hugeSubject: await forged({}, '99999999999'),
    emptySubject: await forged({}, ''),
    noSubject: await forged({}),
    refreshKind: await forged({ typ: 'refresh' }, String(F.verified)),
    garbage: 'not.a.jwt',
  });
}, 120_000);
afterAll(() => s?.close());

const EDGE_INTS = [0, -1, 1, 2147483647, 2147483648, -2147483649, 2 ** 53 - 1, 2 ** 53, 1e21, 1e308, 0.5, -0];
const EDGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%',
  '%E0%A4%A',
  '%00',
  '%25',
  '../../etc/passwd',
  '😀',
  '１２３',
  '2147483648',
  '99999999999999999999',
  '-1',
  '1e5',
  'NaN',
  'x'.repeat(5000),
];
const edgeInt = fc.constantFrom(...EDGE_INTS);
const edgeString = fc.oneof(fc.constantFrom(...EDGE_STRINGS), fc.string({ maxLength: 40 }));
const edgeValue: fc.Arbitrary<unknown> = fc.oneof(
  edgeInt,
  edgeString,
  fc.boolean(),
  fc.constant(null),
  fc.array(edgeInt, { maxLength: 4 }),
  fc.array(edgeString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), edgeInt, { maxKeys: 3 }),
);
const tokenName = fc.constantFrom(...Object.keys({ ...tokensShape() }));
function tokensShape() {
  return {
    none: 0,
    verified: 0,
    unverified: 0,
    author: 0,
    wordSubject: 0,
    hugeSubject: 0,
    emptySubject: 0,
    noSubject: 0,
    refreshKind: 0,
    garbage: 0,
  };
}

/** Every leaf path of a JSON value (object keys and array indexes). */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return value.length === 0 ? [prefix] : value.flatMap((v, i) => leafPaths(v, [...prefix, i]));
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0
      ? [prefix]
      : entries.flatMap(([k, v]) => [prefix.concat(k), ...leafPaths(v, [...prefix, k])]);
  }
  return [prefix];
}

function replaceAt(value: unknown, path: (string | number)[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) {
    const copy: unknown[] = [...value];
    copy[Number(head)] = replaceAt(copy[Number(head)], rest, next);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  copy[String(head)] = replaceAt(copy[String(head)], rest, next);
  return copy;
}

/** A valid body with one leaf (or branch) replaced by an edge value. */
function mutated(valid: unknown): fc.Arbitrary<unknown> {
  const paths = leafPaths(valid);
  return fc.tuple(fc.constantFrom(...paths), edgeValue).map(([path, v]) => replaceAt(valid, path, v));
}

const FILTERS = NO_MAP_FILTERS;
const BOUNDS = { neLat: 37.6, neLng: 127.04, swLat: 37.58, swLng: 127.02 };
const IMG = ['/files/reviews/a.png', '/files/reviews/b.png'];

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `:id` and `:kind` are replaced by edge path segments. */
  path: string;
  query?: string[];
  body?: unknown;
}

const ROUTES: Route[] = [
  { method: 'GET', path: '/healthz' },
  { method: 'GET', path: '/api/v1/auth/login-url', query: ['redirectUri'] },
  {
    method: 'POST',
    path: '/api/v1/auth',
    body: { oauthProvider: 'kakao', oauthCode: 'x', redirectUri: 'http://localhost:5173/login/kakao' },
  },
  { method: 'POST', path: '/api/v1/auth/signup' },
  { method: 'PUT', path: '/api/v1/auth/tokenRefresh' },
  { method: 'DELETE', path: '/api/v1/auth/logout' },
  { method: 'GET', path: '/api/v1/auth/sessions' },
  { method: 'DELETE', path: '/api/v1/auth/sessions', query: ['scope'] },
  { method: 'POST', path: '/api/v1/user/unregisterReason', body: { option: 1 } },
  { method: 'POST', path: '/api/v1/auth/emailCode', body: { emailAddress: 'edge@ganada.ac.kr' } },
  {
    method: 'POST',
    path: '/api/v1/auth/emailCode/verify',
    body: { emailAddress: 'edge@ganada.ac.kr', authCode: '123456' },
  },
  { method: 'GET', path: '/api/v1/user' },
  { method: 'GET', path: '/api/v1/user/univ', query: ['offset', 'limit'] },
  { method: 'GET', path: '/api/v1/user/univ/campus', query: ['universityName'] },
  { method: 'POST', path: '/api/v1/map/markers', body: { bounds: BOUNDS, filters: FILTERS } },
  {
    method: 'POST',
    path: '/api/v1/map/markers/nearby',
    body: {
      num: 10,
      page: 1,
      type: 'REVIEW',
      sortBy: 'LATEST',
      idList: [F.buildingRoom],
      agencyIdList: [F.agency],
    },
  },
  {
    method: 'POST',
    path: '/api/v1/map/search',
    body: { keyword: '안암', num: 10, page: 1, sortBy: 'LATEST', filters: FILTERS },
  },
  { method: 'GET', path: '/api/v1/building/:id', query: ['isAgency'] },
  { method: 'GET', path: '/api/v1/building/:id/review', query: ['isAgency', 'num', 'page', 'sortBy'] },
  { method: 'GET', path: '/api/v1/review/:id', query: ['reviewType'] },
  { method: 'GET', path: '/api/v1/user/recentReview', query: ['reviewIds'] },
  {
    method: 'POST',
    path: '/api/v1/user/bookmark',
    body: { type: 'review', id: F.reviewGeneral1, bookmark: true },
  },
  { method: 'GET', path: '/api/v1/user/bookmark', query: ['type', 'sortBy', 'page', 'size'] },
  { method: 'GET', path: '/api/v1/user/review', query: ['page', 'size', 'orderby', 'offset', 'limit'] },
  { method: 'POST', path: '/api/v1/review/GENERAL', body: generalBody(IMG) },
  { method: 'POST', path: '/api/v1/review/DORM', body: dormBody(IMG, F.campusA1) },
  { method: 'POST', path: '/api/v1/review/AGENCY', body: agencyBody() },
  { method: 'POST', path: '/api/v1/review/:kind', body: agencyBody() },
  { method: 'PUT', path: '/api/v1/review/:id', body: agencyBody() },
  { method: 'DELETE', path: '/api/v1/review/:id' },
  { method: 'POST', path: '/api/v1/review/:id/report', body: { reason: '광고성 후기예요.' } },
  { method: 'GET', path: '/files/:id' },
  { method: 'GET', path: '/files/logos/:id' },
  { method: 'GET', path: '/files/logos/:id.webp' },
  { method: 'GET', path: '/files/logos/:id.svg' },
  { method: 'GET', path: '/api/dev/outbox', query: ['to', 'limit'] },
  { method: 'GET', path: '/oauth/local/authorize', query: ['redirect_uri', 'state'] },
  { method: 'GET', path: '/api/docs' },
];

const segment = fc.oneof(
  fc.constantFrom(
    String(F.reviewGeneral1),
    String(F.reviewAgency),
    String(F.buildingRoom),
    '0',
    '-1',
    '2147483647',
    '2147483648',
    '99999999999999999999',
    '1.5',
    '1e3',
    'abc',
    '%00',
    '%E0%A4%A',
    '%',
    '%25',
    '１',
    'GENERAL',
    'reviews%2F..%2F..%2Fsecret.png',
  ),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
/** Raw query values, not encoded: malformed escapes reach the server as they are. */
const rawQueryValue = fc.oneof(
  fc.constantFrom(
    ...EDGE_INTS.map(String),
    '%',
    '%E0%A4%A',
    '%00',
    'a%00b',
    'true',
    'TRUE',
    '',
    'LATEST',
    'all',
  ),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);

async function expectSafe(res: Response) {
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBeLessThan(500);
  expect(text).not.toMatch(/at .+\.ts:\d+/);
  if ((res.headers.get('content-type') ?? '').includes('application/json')) {
    const body = JSON.parse(text) as { code?: number; message?: string };
    // Every answer but /healthz and /api/docs is an envelope.
    if (res.status !== 200 || 'code' in body) {
      expect(body.code).toBe(res.status);
      if (res.status === 400) expect(body.message).toMatch(/[가-힣]/);
    }
  }
}

describe('edge values on every route never answer 5xx', () => {
  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s',
    async (_name, route) => {
      const body =
        route.body === undefined
          ? fc.constant(undefined)
          : fc.oneof(mutated(route.body), fc.constant(route.body));
      const query = route.query
        ? fc.array(fc.tuple(fc.constantFrom(...route.query), rawQueryValue), { maxLength: 4 })
        : fc.constant([] as [string, string][]);
      await fc.assert(
        fc.asyncProperty(segment, query, body, tokenName, async (seg, params, json, who) => {
          const path = route.path.replace(/:id|:kind/g, seg);
          const search = params.length > 0 ? `?${params.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
          // Logging out ends a user's tokens: it runs with a user of its own so the other routes keep theirs.
          const token =
            route.method === 'DELETE' &&
            ['/api/v1/auth/logout', '/api/v1/auth/sessions'].includes(route.path) &&
            ['verified', 'unverified', 'author'].includes(who)
              ? await s.token(F.pending)
              : tokens[who];
          const res = await s.request(`${path}${search}`, { method: route.method, json, token });
          await expectSafe(res);
        }),
        { numRuns: 40 },
      );
    },
    120_000,
  );
});

describe('named edge cases', () => {
  // The fuzz above replays a refresh token of F.verified, which (rightly) revokes that user's sessions.
  beforeAll(async () => {
    tokens.verified = await s.token(F.verified);
    tokens.unverified = await s.token(F.unverified);
    tokens.author = await s.token(F.verified2);
  });

  it('a correctly signed token whose subject is not a user id is a 401, never a 500', async () => {
    for (const name of ['wordSubject', 'hugeSubject', 'emptySubject', 'noSubject', 'refreshKind']) {
      const res = await s.call('/api/v1/user', { token: tokens[name] });
      expect(res.status, name).toBe(401);
      expect(res.message).toMatch(/[가-힣]/);
    }
  });

  it('integers past 2³¹−1 are a 400 naming the field in Korean', async () => {
    const token = tokens.verified;
    const bookmark = await s.call('/api/v1/user/bookmark', {
      method: 'POST',
      token,
      json: { type: 'review', id: 2147483648, bookmark: true },
    });
    expect(bookmark.status).toBe(400);
    expect(bookmark.message).toContain("대상('id')");
    const nearby = await s.call('/api/v1/map/markers/nearby', {
      method: 'POST',
      json: { num: 10, page: 1, type: 'REVIEW', sortBy: 'LATEST', idList: [2147483648] },
    });
    expect(nearby.status).toBe(400);
    expect(nearby.message).toContain('건물 목록');
    const markers = await s.call('/api/v1/map/markers', {
      method: 'POST',
      json: { bounds: BOUNDS, filters: { ...FILTERS, campus: [3000000000] } },
    });
    expect(markers.status).toBe(400);
    expect(markers.message).toContain('캠퍼스 필터');
  });

  it('money beyond its cap is refused with the cap, in the field Korean name', async () => {
    const res = await s.call('/api/v1/review/GENERAL', {
      method: 'POST',
      token: tokens.verified,
      json: generalBody(IMG, { generalReview: { ...generalBody([]).generalReview, deposit: 3_000_000_000 } }),
    });
    expect(res).toMatchObject({
      status: 400,
      message: "보증금('generalReview.deposit') 항목은 1,000,000 이하여야 해요.",
    });
    const dorm = await s.call('/api/v1/review/DORM', {
      method: 'POST',
      token: tokens.verified,
      json: dormBody(IMG, F.campusA1, {
        dormitoryReview: { ...dormBody([], F.campusA1).dormitoryReview, capacity: 2147483648 },
      }),
    });
    expect(dorm.status).toBe(400);
    expect(dorm.message).toContain('몇 인실');
  });

  it('a NUL character in text is a 400 naming the field, before any database work', async () => {
    const search = await s.call('/api/v1/map/search', {
      method: 'POST',
      token: tokens.verified,
      json: { keyword: '안암\u0000', num: 10, page: 1, sortBy: 'LATEST', filters: FILTERS },
    });
    expect(search).toMatchObject({
      status: 400,
      message: "검색어('keyword') 항목에 쓸 수 없는 문자(NUL)가 들어 있어요.",
    });
    const campus = await s.call(
      `/api/v1/user/univ/campus?universityName=${encodeURIComponent('가나\u0000')}`,
    );
    expect(campus.status).toBe(400);
    const review = await s.call('/api/v1/review/GENERAL', {
      method: 'POST',
      token: tokens.verified,
      json: generalBody(IMG, {
        buildingRequest: { ...generalBody([]).buildingRequest, name: '원룸\u0000' },
      }),
    });
    expect(review.status).toBe(400);
    expect(review.message).toContain('건물 이름');
    const report = await s.call(`/api/v1/review/${F.reviewGeneral3}/report`, {
      method: 'POST',
      token: tokens.author,
      json: { reason: '광고\u0000' },
    });
    expect(report.status).toBe(400);
    expect(report.message).toContain('신고 사유');
  });

  it('a malformed percent escape in a photo URL is a 400', async () => {
    const res = await s.call('/api/v1/review/GENERAL', {
      method: 'POST',
      token: tokens.verified,
      json: generalBody(['/files/reviews/%E0%A4%A.png', '/files/reviews/b.png']),
    });
    expect(res.status).toBe(400);
    expect(res.message).toContain("사진('imageUrls[0]')");
  });

  it('strings over their length are a 400: e-mail, building code, building name, address', async () => {
    const email = await s.call('/api/v1/auth/emailCode', {
      method: 'POST',
      token: tokens.unverified,
      json: { emailAddress: `${'a'.repeat(250)}@ganada.ac.kr` },
    });
    expect(email.status).toBe(400);
    expect(email.message).toContain('이메일');
    for (const [field, value, label] of [
      ['buildingCode', 'c'.repeat(301), '건물 코드'],
      ['name', '원'.repeat(51), '건물 이름'],
      ['address', '주'.repeat(201), '주소'],
    ] as const) {
      const res = await s.call('/api/v1/review/GENERAL', {
        method: 'POST',
        token: tokens.verified,
        json: generalBody(IMG, { buildingRequest: { ...generalBody([]).buildingRequest, [field]: value } }),
      });
      expect(res.status, field).toBe(400);
      expect(res.message).toContain(label);
    }
  });
});
