import { NO_MAP_FILTERS } from '@jjinbbang/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_PIXELS, LogoImages, renderLogoWebp } from '../src/services/logos.ts';
import { F } from './fixture.ts';
import { type AnyJson, createTestServer, POSTGRES_URL, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 120_000);
afterAll(() => s.close());

interface Univ {
  id: number;
  universityName: string;
  universityLogo: string;
  campuses: {
    id: number;
    campusName: string;
    logoImageUrl: string;
    campusAddress: string;
    latitude: number;
    longitude: number;
  }[];
}

describe('GET /api/v1/user/univ', () => {
  it('lists universities by name with their campuses', async () => {
    const res = await s.call<Univ[]>('/api/v1/user/univ?offset=0&limit=15');
    expect(res.status).toBe(200);
    expect(res.data.map((u) => u.universityName)).toEqual(['가나대학교', '다라대학교']);
    const first = res.data[0];
    expect(first?.universityLogo).toBe(`/files/logos/${F.univA}.webp`);
    expect(first?.campuses).toEqual([
      {
        id: F.campusA1,
        campusName: '서울캠퍼스',
        logoImageUrl: `/files/logos/${F.univA}.webp`,
        campusAddress: '서울특별시 성북구 안암로 1',
        latitude: 37.59,
        longitude: 127.03,
      },
      {
        id: F.campusA2,
        campusName: '세종캠퍼스',
        logoImageUrl: `/files/logos/${F.univA}.webp`,
        campusAddress: '세종특별자치시 조치원읍 세종로 1',
        latitude: 36.61,
        longitude: 127.29,
      },
    ]);
  });

  it('pages with offset and limit, and answers an empty page with 200 []', async () => {
    expect((await s.call<Univ[]>('/api/v1/user/univ?offset=1&limit=1')).data.map((u) => u.id)).toEqual([
      F.univB,
    ]);
    const empty = await s.call<Univ[]>('/api/v1/user/univ?offset=50&limit=10');
    expect(empty).toMatchObject({ status: 200, data: [] });
  });

  it.each(['offset=-1', 'limit=0', 'limit=abc', 'offset=1.5', 'limit=100000'])(
    'rejects %s with 400 in Korean',
    async (q) => {
      const res = await s.call(`/api/v1/user/univ?${q}`);
      expect(res.status).toBe(400);
      expect(res.message).toMatch(/'(offset|limit)'/);
      expect(res.data).toBeNull();
    },
  );

  it('hands out raster logos, never SVG ones (an SVG image is laid out on the main thread)', async () => {
    const res = await s.call<Univ[]>('/api/v1/user/univ?offset=0&limit=15');
    const urls = res.data.flatMap((u) => [u.universityLogo, ...u.campuses.map((c) => c.logoImageUrl)]);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^\/files\/logos\/\d+\.webp$/);
  });

  it('serves the logo as a square WebP drawn from the stored SVG', async () => {
    const res = await s.request(`/files/logos/${F.univA}.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const bytes = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: LOGO_PIXELS, height: LOGO_PIXELS, hasAlpha: true });
    expect(bytes.length).toBeLessThan(6000);
    // Transparent outside the circle, the university's colour inside it.
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(0, 0)).toBe(0);
    expect(alphaAt(LOGO_PIXELS / 2, 4)).toBe(255);
  });

  it('still serves the logo SVG (answers cached before the WebP logos name it)', async () => {
    const res = await s.request(`/files/logos/${F.univA}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('<svg');
  });

  it.each([
    '999.webp',
    '999.svg',
    '0.webp',
    '1.png',
    '1.webp.svg',
    '1.WEBP',
    '-1.webp',
    '1.5.webp',
    '1e3.webp',
    '9999999999.webp',
    '%00.webp',
    '..%2F1.webp',
    '1',
  ])('answers 404 for logos/%s', async (file) => {
    const res = await s.request(`/files/logos/${file}`);
    expect(res.status).toBe(404);
  });

  it('draws a logo once for concurrent first requests, then serves it kept', async () => {
    const concurrent = await Promise.all(
      Array.from({ length: 6 }, () => s.request(`/files/logos/${F.univB}.webp`)),
    );
    const bodies = await Promise.all(concurrent.map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(concurrent.map((r) => r.status)).toEqual(Array(6).fill(200));
    for (const body of bodies) expect(body.equals(bodies[0] as Buffer)).toBe(true);

    let draws = 0;
    const logos = new LogoImages(async (svg) => {
      draws++;
      return renderLogoWebp(svg);
    });
    const svg = await (await s.request(`/files/logos/${F.univB}.svg`)).text();
    const first = await Promise.all(Array.from({ length: 5 }, () => logos.webp(svg)));
    expect(draws).toBe(1);
    expect(new Set(first).size).toBe(1);
    await logos.webp(svg);
    expect(draws).toBe(1);
    // A changed SVG (a re-seeded row) is drawn anew, never answered with the old image.
    await logos.webp(`${svg}\n`);
    expect(draws).toBe(2);
  });

  it('draws again after a failed drawing instead of remembering the failure', async () => {
    let draws = 0;
    const logos = new LogoImages(async (svg) => {
      draws++;
      if (draws === 1) throw new Error('drawing failed');
      return renderLogoWebp(svg);
    });
    const svg = await (await s.request(`/files/logos/${F.univA}.svg`)).text();
    const results = await Promise.allSettled([logos.webp(svg), logos.webp(svg)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(draws).toBe(1);
    expect((await sharp(Buffer.from(await logos.webp(svg))).metadata()).format).toBe('webp');
    expect(draws).toBe(2);
  });
});

describe('GET /api/v1/user/univ/campus', () => {
  it('returns the campus list of a university', async () => {
    const res = await s.call<{ campusList: { id: number }[] }>(
      `/api/v1/user/univ/campus?universityName=${encodeURIComponent('가나대학교')}`,
    );
    expect(res.status).toBe(200);
    expect(res.data.campusList.map((c) => c.id)).toEqual([F.campusA1, F.campusA2]);
  });
  it('answers 400 without a name and 404 for an unknown one', async () => {
    expect((await s.call('/api/v1/user/univ/campus')).status).toBe(400);
    expect((await s.call('/api/v1/user/univ/campus?universityName=%20')).status).toBe(400);
    const unknown = await s.call(
      `/api/v1/user/univ/campus?universityName=${encodeURIComponent('없는대학교')}`,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe('해당 대학교를 찾을 수 없어요.');
  });
});

describe('basics', () => {
  it('GET /healthz', async () => {
    const res = await s.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: POSTGRES_URL ? 'postgres' : 'pglite' });
  });
  it('GET /api/docs/openapi.json is an OpenAPI document generated from the Domain schemas', async () => {
    const res = await s.request('/api/docs/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, AnyJson> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/v1/map/markers');
    const markers = doc.paths['/api/v1/map/markers']?.post;
    expect(
      markers.requestBody.content['application/json'].schema.properties.bounds.properties.neLat.type,
    ).toBe('number');
    expect(Object.keys(markers.responses)).toEqual(expect.arrayContaining(['200', '400', '422']));
  });

  it('answers CORS for localhost origins in development, not for others', async () => {
    const preflight = await s.request('/api/v1/map/markers', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    const foreign = await s.request('/api/v1/user/univ', { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const prod = await s.derive({
      NODE_ENV: 'production',
      KAKAO_REST_API_KEY: 'k',
      JWT_SECRET: 'x'.repeat(40),
      CORS_ORIGINS: 'https://jjinbbang.example',
    });
    const allowed = await prod.request('/api/v1/user/univ', {
      headers: { origin: 'https://jjinbbang.example' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://jjinbbang.example');
  });

  it('CORS headers come with every kind of answer, and the answer itself is unchanged', async () => {
    const origin = 'http://localhost:5173';
    const body = {
      bounds: { swLat: 37.585, swLng: 127.02, neLat: 37.6, neLng: 127.04 },
      filters: NO_MAP_FILTERS,
    };
    const answers = {
      json: await s.request('/api/v1/map/markers', { method: 'POST', json: body, headers: { origin } }),
      refused: await s.request('/api/v1/map/search', { method: 'POST', json: {}, headers: { origin } }),
      missing: await s.request('/api/v1/nowhere', { headers: { origin } }),
    };
    expect(answers.json.status).toBe(200);
    expect(answers.refused.status).toBe(401);
    expect(answers.missing.status).toBe(404);
    for (const [kind, res] of Object.entries(answers)) {
      expect(res.headers.get('access-control-allow-origin'), kind).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials'), kind).toBe('true');
      expect(res.headers.get('access-control-expose-headers'), kind).toBe('X-Request-Id,Retry-After');
      expect(res.headers.get('vary'), kind).toContain('Origin');
      expect(res.headers.get('x-request-id'), kind).toMatch(/^[0-9a-f]{16}$/);
      expect(res.headers.get('x-content-type-options'), kind).toBe('nosniff');
      expect(res.headers.get('content-type'), kind).toContain('application/json');
    }
    const markers = (await answers.json.json()) as { code: number; data: unknown[] };
    expect(markers.code).toBe(200);
    expect(markers.data.length).toBeGreaterThan(0);
    // Without an Origin nothing is allowed, but caches still learn that the answer depends on it.
    const plain = await s.request('/api/v1/map/markers', { method: 'POST', json: body });
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Origin');
    expect(((await plain.json()) as { data: unknown[] }).data).toEqual(markers.data);
  });

  it('unknown routes are a 404 envelope', async () => {
    const res = await s.call('/api/v1/nothing');
    expect(res).toMatchObject({ status: 404, data: null });
  });
});

describe('compressed reads', () => {
  it('gzips a GET answer for a client that accepts it, and says it varies by encoding', async () => {
    const res = await s.request('/api/v1/user/univ?offset=0&limit=15', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
  });

  it('answers a client that does not accept gzip as it is', async () => {
    const res = await s.request('/api/v1/user/univ?offset=0&limit=15');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(((await res.json()) as { code: number }).code).toBe(200);
  });
});
