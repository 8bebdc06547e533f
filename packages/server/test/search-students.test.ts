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
