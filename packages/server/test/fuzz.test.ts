import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyBody } from './bodies.ts';
import { F } from './fixture.ts';
import { createTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let token: string;
let unverifiedToken: string;
let agencyAuthorToken: string;
beforeAll(async () => {
  s = await createTestServer();
  token = await s.token(F.verified);
  unverifiedToken = await s.token(F.unverified);
  agencyAuthorToken = await s.token(F.verified2);
}, 120_000);

/** A token that passes each endpoint's authorization, so the body is what gets judged. */
const tokenFor = (path: string) =>
  path.includes('emailCode')
    ? unverifiedToken
    : path === `/api/v1/review/${F.reviewAgency}`
      ? agencyAuthorToken
      : token;
afterAll(() => s.close());

const ENDPOINTS: [string, string][] = [
  ['POST', '/api/v1/auth'],
  ['POST', '/api/v1/auth/emailCode'],
  ['POST', '/api/v1/auth/emailCode/verify'],
  ['POST', '/api/v1/user/unregisterReason'],
  ['POST', '/api/v1/user/bookmark'],
  ['POST', '/api/v1/map/markers'],
  ['POST', '/api/v1/map/markers/nearby'],
  ['POST', '/api/v1/map/search'],
  ['POST', '/api/v1/review/GENERAL'],
  ['POST', '/api/v1/review/DORM'],
  ['POST', '/api/v1/review/AGENCY'],
  ['PUT', `/api/v1/review/${F.reviewAgency}`],
  ['POST', `/api/v1/review/${F.reviewGeneral3}/report`],
];

/** Bodies near the real shapes (so validation goes deep) mixed with arbitrary JSON. */
const nearValid = fc.record(
  {
    bounds: fc.record({ neLat: fc.double(), neLng: fc.double(), swLat: fc.double(), swLng: fc.double() }),
    filters: fc.anything(),
    keyword: fc.string(),
    num: fc.oneof(fc.integer(), fc.double()),
    page: fc.integer(),
    sortBy: fc.constantFrom('LATEST', 'LIKES', 'STARS', 'RCMND', 'X'),
    type: fc.constantFrom('REVIEW', 'BUILDING', 'review', 'building', 'agency'),
    idList: fc.array(fc.integer()),
    id: fc.oneof(fc.integer(), fc.string()),
    bookmark: fc.anything(),
    option: fc.integer(),
    reason: fc.string(),
    emailAddress: fc.emailAddress(),
    authCode: fc.string(),
    agencyReview: fc.record({ rating: fc.integer(), content: fc.string() }),
    keywords: fc.anything(),
    imageUrls: fc.array(fc.string(), { maxLength: 25 }),
  },
  { requiredKeys: [] },
);
const agencyMutation = fc
  .record({
    key: fc.constantFrom('agencyReview', 'imageUrls', 'buildingRequest', 'keywords'),
    value: fc.anything(),
  })
  .map(({ key, value }) => ({ ...agencyBody(), [key]: value }));
const body = fc.oneof(fc.jsonValue(), nearValid, agencyMutation);

describe('property-based fuzz of request bodies', () => {
  it.each(ENDPOINTS)(
    '%s %s never answers 5xx',
    async (method, path) => {
      await fc.assert(
        fc.asyncProperty(body, fc.boolean(), async (json, withToken) => {
          const res = await s.request(path, { method, json, token: withToken ? tokenFor(path) : undefined });
          const text = await res.text();
          expect(res.status).toBeLessThan(500);
          const parsed = JSON.parse(text) as { code: number; message: string };
          expect(parsed.code).toBe(res.status);
          expect(text).not.toMatch(/at .+\.ts:\d+/);
        }),
        { numRuns: 40 },
      );
    },
    120_000,
  );
});

describe('bad input on every JSON endpoint', () => {
  it.each(ENDPOINTS)(
    '%s %s: malformed JSON 400, wrong content type 415, oversized 413',
    async (method, path) => {
      const token = tokenFor(path);
      const malformed = await s.request(path, {
        method,
        token,
        body: '{"a":',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect(((await malformed.json()) as { message: string }).message).toMatch(/[가-힣]/);
      const wrongType = await s.request(path, {
        method,
        token,
        body: 'a=1',
        headers: { 'content-type': 'text/plain' },
      });
      expect(wrongType.status).toBe(415);
      const huge = await s.request(path, {
        method,
        token,
        body: JSON.stringify({ x: 'a'.repeat(1_100_000) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(huge.status).toBe(413);
    },
  );

  it('an empty body reads as {} and fails on the missing field', async () => {
    const res = await s.call('/api/v1/map/markers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.message).toContain("'bounds'");
  });

  it('unknown routes and methods are a 404 envelope', async () => {
    expect((await s.call('/api/v1/unknown', { method: 'POST', json: {} })).status).toBe(404);
    expect((await s.call('/api/v1/user/univ', { method: 'DELETE' })).status).toBe(404);
  });
});
