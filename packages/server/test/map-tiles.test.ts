import {
  encodeMapFilterKey,
  FILTER_KEY_PATTERN,
  type MapFilters,
  TILE_CELLS_FROM_LEVEL,
  tileBounds,
  tilesCovering,
} from '@jjinbbang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { F } from './fixture.ts';
import { createTestServer, NO_MAP_FILTERS, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 120_000);
afterAll(() => s.close());

const FILTERS = NO_MAP_FILTERS;
const SEOUL = { neLat: 37.6, neLng: 127.04, swLat: 37.58, swLng: 127.02 };

interface TileMarker {
  id: number;
  type: string;
  latitude: number;
  longitude: number;
  hasReview: boolean;
  name: string;
}
type Tile =
  | { level: number; x: number; y: number; kind: 'markers'; markers: TileMarker[] }
  | { level: number; x: number; y: number; kind: 'cells'; cells: { count: number }[] };

const tilePath = (filters: MapFilters, level: number, x: number, y: number) =>
  `/api/v1/map/tiles/${encodeMapFilterKey(filters)}/${level}/${x}/${y}`;

async function tilesOf(level: number, filters = FILTERS, bounds = SEOUL): Promise<Tile[]> {
  const tiles = [];
  for (const t of tilesCovering(level, bounds)) {
    const res = await s.call<Tile>(tilePath(filters, t.level, t.x, t.y));
    expect(res.status).toBe(200);
    tiles.push(res.data);
  }
  return tiles;
}

const inBox = (m: TileMarker, b = SEOUL) =>
  m.latitude >= b.swLat && m.latitude <= b.neLat && m.longitude >= b.swLng && m.longitude <= b.neLng;

async function postedMarkers(filters = FILTERS) {
  const res = await s.call<{ id: number; type: string }[]>('/api/v1/map/markers', {
    method: 'POST',
    json: { bounds: SEOUL, filters },
  });
  return res.data.map((m) => `${m.type}:${m.id}`).sort();
}

describe('GET /api/v1/map/tiles/{filterKey}/{level}/{x}/{y}', () => {
  it('holds the same markers as the markers call for the area its tiles cover, with their names', async () => {
    const tiles = await tilesOf(3);
    const markers = tiles.flatMap((t) => (t.kind === 'markers' ? t.markers : [])).filter((m) => inBox(m));
    expect(markers.map((m) => `${m.type}:${m.id}`).sort()).toEqual(await postedMarkers());
    const room = markers.find((m) => m.id === F.buildingRoom && m.type === 'GENERAL');
    expect(room?.name).toEqual(expect.any(String));
    expect(room?.name.length).toBeGreaterThan(0);
  });

  it('applies the filters its key carries', async () => {
    const reviewed: MapFilters = { ...FILTERS, viewType: 'REVIEW' };
    const tiles = await tilesOf(3, reviewed);
    const markers = tiles.flatMap((t) => (t.kind === 'markers' ? t.markers : [])).filter((m) => inBox(m));
    expect(markers.map((m) => `${m.type}:${m.id}`).sort()).toEqual(await postedMarkers(reviewed));
    expect(markers.some((m) => m.id === F.buildingEmpty && m.type === 'GENERAL')).toBe(false);
  });

  it('answers counts per cell from the city level on, adding up to the markers of the tile', async () => {
    const level = TILE_CELLS_FROM_LEVEL;
    const [tile] = tilesCovering(level, SEOUL);
    if (!tile) throw new Error('no tile');
    const res = await s.call<Tile>(tilePath(FILTERS, level, tile.x, tile.y));
    expect(res.data.kind).toBe('cells');
    const total = res.data.kind === 'cells' ? res.data.cells.reduce((n, c) => n + c.count, 0) : 0;
    const b = tileBounds(tile);
    const posted = await s.call<unknown[]>('/api/v1/map/markers', {
      method: 'POST',
      json: { bounds: b, filters: FILTERS },
    });
    expect(total).toBe(posted.data.length);
  });

  it('is cacheable: public for the spec 180 s, with an ETag that a revalidation answers with 304', async () => {
    const [tile] = tilesCovering(3, SEOUL);
    if (!tile) throw new Error('no tile');
    const path = tilePath(FILTERS, 3, tile.x, tile.y);
    const first = await s.request(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/public, max-age=180/);
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await s.request(path, { headers: { 'If-None-Match': tag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('documents the filter key as what it is, one base64url segment', async () => {
    // A key of any text would let a client send "." or "..", which the URL resolves into another path.
    const doc = (await (await s.request('/api/docs/openapi.json')).json()) as {
      paths: Record<string, { get: { parameters: { name: string; schema: { pattern?: string } }[] } }>;
    };
    const params = doc.paths['/api/v1/map/tiles/{filterKey}/{level}/{x}/{y}']?.get.parameters ?? [];
    expect(params.find((p) => p.name === 'filterKey')?.schema.pattern).toBe(FILTER_KEY_PATTERN.source);
  });

  it('refuses a bad address or filter key with a Korean 400', async () => {
    const key = encodeMapFilterKey(FILTERS);
    for (const path of [
      `/api/v1/map/tiles/${key}/0/0/0`,
      `/api/v1/map/tiles/${key}/15/0/0`,
      `/api/v1/map/tiles/${key}/14/16/0`,
      `/api/v1/map/tiles/${key}/3/-1/0`,
      `/api/v1/map/tiles/${key}/3/x/0`,
      '/api/v1/map/tiles/not-a-key/3/0/0',
      `/api/v1/map/tiles/${key}.x/3/0/0`,
      `/api/v1/map/tiles/${encodeURIComponent('필터')}/3/0/0`,
    ]) {
      const res = await s.call(path);
      expect(res.status, path).toBe(400);
      expect(res.message, path).toMatch(/[가-힣]/);
    }
    // Ranges are checked as the markers call checks them.
    const reversed = encodeMapFilterKey({ ...FILTERS, depositMin: 500, depositMax: 100 });
    expect((await s.call(`/api/v1/map/tiles/${reversed}/3/0/0`)).status).toBe(422);
    // The same filters spelled in another order split the cache: only the canonical key is accepted.
    const shuffled = btoa(JSON.stringify({ ...FILTERS, viewType: undefined, buildType: ['ALL'], v: 1 }));
    expect((await s.call(`/api/v1/map/tiles/${shuffled.replace(/=+$/, '')}/3/0/0`)).status).toBe(400);
  });
});
