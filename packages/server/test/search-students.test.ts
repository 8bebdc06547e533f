// Search as students type it, on the seeded data: 동 names, short university names, campus areas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSeed } from '../src/seed/index.ts';
import { createTestServer, NO_MAP_FILTERS, type TestServer } from './helpers.ts';

const data = generateSeed();
let s: TestServer;
let student: string;
beforeAll(async () => {
  s = await createTestServer({ data });
  // The seed's verified student, of 경상국립대학교.
  student = await s.token(1);
}, 240_000);
afterAll(() => s.close());

interface Page {
  itemNum: number;
  items: Array<Record<string, { id: number } | undefined>>;
}

const allPlaces = [
  ...data.buildings.map((b) => ({ key: `building:${b.id}`, ...b })),
  ...data.agencies.map((a) => ({ key: `agency:${a.id}`, ...a })),
];

/** The places within 2 km of a campus of `university` (of `campus`, if given), as `building:1` / `agency:2`. */
function placesAround(university: string, campus?: string): Set<string> {
  const u = data.universities.find((x) => x.name === university);
  const campuses = (u?.campuses ?? []).filter((c) => !campus || c.campusName === campus);
  const km = (aLat: number, aLng: number, bLat: number, bLng: number) =>
    Math.hypot((aLat - bLat) * 111.32, (aLng - bLng) * 111.32 * Math.cos((bLat * Math.PI) / 180));
  return new Set(
    allPlaces
      .filter((p) => campuses.some((c) => km(p.latitude, p.longitude, c.latitude, c.longitude) <= 2.05))
      .map((p) => p.key),
  );
}

/** The places whose road address starts with `prefix`. */
const placesIn = (prefix: string) =>
  new Set(allPlaces.filter((p) => p.address.startsWith(prefix)).map((p) => p.key));

const keyOf = (item: Page['items'][number]) => {
  const agency = item.agencyBuildingInfo;
  const building = item.generalBuildingInfo ?? item.dormitoryBuildingInfo;
  return agency ? `agency:${agency.id}` : `building:${building?.id}`;
};

async function search(keyword: string): Promise<string[]> {
  const res = await s.call<Page>('/api/v1/map/search', {
    method: 'POST',
    token: student,
    json: {
      keyword,
      num: 10,
      page: 1,
      sortBy: 'RCMND',
      filters: { ...NO_MAP_FILTERS, viewType: 'BUILDING' },
    },
  });
  expect(res.status).toBe(200);
  return res.data.items.map(keyOf);
}

describe('search as students type it (seeded data)', () => {
  it.each([
    ['경상대', '경상국립대학교', undefined],
    ['서울대', '서울대학교', undefined],
    ['연대', '연세대학교', '신촌캠퍼스'],
    ['고대', '고려대학교', '서울캠퍼스'],
    ['부산대', '부산대학교', undefined],
    ['한양대 에리카', '한양대학교', 'ERICA캠퍼스'],
  ])('%s lists the places around %s %s first', async (keyword, university, campus) => {
    const found = await search(keyword);
    const around = placesAround(university, campus);
    expect(found.length, keyword).toBeGreaterThan(0);
    expect(
      found.slice(0, 5).every((k) => around.has(k)),
      `${keyword}: ${found.join(' ')}`,
    ).toBe(true);
  });

  it.each(['가좌동', '칠암동'])('%s lists places in 진주 first', async (keyword) => {
    const found = await search(keyword);
    const jinju = placesIn('경상남도 진주시');
    expect(found.length, keyword).toBeGreaterThan(0);
    expect(
      found.slice(0, 5).every((k) => jinju.has(k)),
      `${keyword}: ${found.join(' ')}`,
    ).toBe(true);
  });

  it('경상대 never means 부산경상대학교', async () => {
    const found = await search('경상대');
    const busan = placesAround('부산경상대학교');
    expect(found.some((k) => busan.has(k))).toBe(false);
  });

  it('a place whose lot address is in 가좌동 comes before one that merely lies near it', async () => {
    const first = (await search('가좌동'))[0] ?? '';
    const lot = allPlaces.find((p) => p.key === first)?.lotAddress;
    expect(lot).toMatch(/ 가좌동 /);
  });
});

describe('the area a 동 search names (seeded data)', () => {
  async function areaOf(keyword: string) {
    const res = await s.call<{
      area?: { swLat: number; neLat: number; swLng: number; neLng: number } | null;
    }>('/api/v1/map/search', {
      method: 'POST',
      token: student,
      json: {
        keyword,
        num: 10,
        page: 1,
        sortBy: 'RCMND',
        filters: { ...NO_MAP_FILTERS, viewType: 'BUILDING' },
      },
    });
    expect(res.status).toBe(200);
    return res.data.area ?? null;
  }

  it("가좌동 is the box of the places whose lot address is in 진주's 가좌동", async () => {
    const inDong = allPlaces.filter(
      (p) => / 가좌동 /.test(p.lotAddress ?? '') && p.address.startsWith('경상남도 진주시'),
    );
    expect(inDong.length).toBeGreaterThan(1);
    const area = await areaOf('가좌동');
    expect(area).toEqual({
      swLat: Math.min(...inDong.map((p) => p.latitude)),
      neLat: Math.max(...inDong.map((p) => p.latitude)),
      swLng: Math.min(...inDong.map((p) => p.longitude)),
      neLng: Math.max(...inDong.map((p) => p.longitude)),
    });
  });

  it('a 동 without places of its own is the surroundings of its 행정동 centre', async () => {
    expect(allPlaces.some((p) => / 칠암동 /.test(p.lotAddress ?? ''))).toBe(false);
    const area = await areaOf('칠암동');
    if (!area) throw new Error('no area for 칠암동');
    // 진주시 천전동, around 35.18 N 128.09 E.
    expect((area.swLat + area.neLat) / 2).toBeCloseTo(35.18, 1);
    expect((area.swLng + area.neLng) / 2).toBeCloseTo(128.09, 1);
    expect(area.neLat - area.swLat).toBeGreaterThan(0.005);
  });

  it('a keyword that names no 동 names no area, and later pages carry none', async () => {
    expect(await areaOf('경상대')).toBeNull();
    const res = await s.call<{ area?: unknown }>('/api/v1/map/search', {
      method: 'POST',
      token: student,
      json: {
        keyword: '가좌동',
        num: 10,
        page: 2,
        sortBy: 'RCMND',
        filters: { ...NO_MAP_FILTERS, viewType: 'BUILDING' },
      },
    });
    expect(res.data.area ?? null).toBeNull();
  });
});

describe('prices on the map (seeded data)', () => {
  const gnu = data.universities.find((u) => u.name === '경상국립대학교')?.campuses[0];

  async function tileMarkers(filters: Record<string, unknown>) {
    const { encodeMapFilterKey, tilesCovering } = await import('@jjinbbang/domain');
    const at = { lat: gnu?.latitude ?? 0, lng: gnu?.longitude ?? 0 };
    const bounds = {
      swLat: at.lat - 0.01,
      neLat: at.lat + 0.01,
      swLng: at.lng - 0.012,
      neLng: at.lng + 0.012,
    };
    const key = encodeMapFilterKey({ ...NO_MAP_FILTERS, ...filters });
    const markers: Array<{ id: number; type: string; price?: number | null }> = [];
    for (const t of tilesCovering(3, bounds)) {
      const res = await s.call<{ kind: string; markers?: typeof markers }>(
        `/api/v1/map/tiles/${key}/${t.level}/${t.x}/${t.y}`,
      );
      markers.push(...(res.data.markers ?? []));
    }
    return markers;
  }

  it("a pin says the building page's median 월 실거주비, and nothing below the minimum sample", async () => {
    const markers = (await tileMarkers({})).filter((m) => m.type === 'GENERAL');
    const priced = markers.filter((m) => typeof m.price === 'number');
    expect(priced.length).toBeGreaterThan(3);
    for (const m of markers.slice(0, 12)) {
      const res = await s.call<{ cost: { median: number } | null }>(`/api/v1/building/${m.id}/cost`, {
        token: student,
      });
      expect(m.price ?? null, `building ${m.id}`).toBe(res.data.cost?.median ?? null);
    }
  });

  it('under the 전세 filter a pin says the median 보증금 of its 전세 leases', async () => {
    const jeonse = (await tileMarkers({ contractType: 'DEPOSIT_RENT' })).filter(
      (m) => typeof m.price === 'number',
    );
    const monthly = new Map((await tileMarkers({})).map((m) => [m.id, m.price]));
    for (const m of jeonse) expect(m.price).toBeGreaterThanOrEqual(1000);
    expect(jeonse.every((m) => monthly.get(m.id) !== m.price)).toBe(true);
  });
});
