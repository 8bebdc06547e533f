import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(first?.universityLogo).toBe(`/files/logos/${F.univA}.svg`);
    expect(first?.campuses).toEqual([
      {
        id: F.campusA1,
        campusName: '서울캠퍼스',
        logoImageUrl: `/files/logos/${F.univA}.svg`,
        campusAddress: '서울특별시 성북구 안암로 1',
        latitude: 37.59,
        longitude: 127.03,
      },
      {
        id: F.campusA2,
        campusName: '세종캠퍼스',
        logoImageUrl: `/files/logos/${F.univA}.svg`,
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

  it('serves the logo SVG', async () => {
    const res = await s.request(`/files/logos/${F.univA}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('<svg');
    expect((await s.request('/files/logos/999.svg')).status).toBe(404);
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
  it('GET /api/docs is an OpenAPI document generated from the Domain schemas', async () => {
    const res = await s.request('/api/docs');
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
