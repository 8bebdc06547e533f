// The map's lists match their filters (ADR 0091): the 후기별 list of what the markers show holds exactly the
// reviews that match the filters, and the 건물별 list exactly the places the markers show — on the seeded data set,
// for eight filter sets, on PGlite and (through scripts/test-postgres.mjs) on PostgreSQL.
import { DEFAULT_JEONSE_CONVERSION_RATE, type MapFilters, monthlyCostOf } from '@jjinbbang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSeed } from '../src/seed/index.ts';
import type { SeedData, SeedReview } from '../src/seed/types.ts';
import { type AnyJson, createTestServer, NO_MAP_FILTERS, type TestServer } from './helpers.ts';

let s: TestServer;
let data: SeedData;
/** 경상국립대학교 가좌캠퍼스 and its surroundings. */
const CAMPUS = { latitude: 35.1536, longitude: 128.0989 };
const BOUNDS = {
  swLat: CAMPUS.latitude - 0.03,
  neLat: CAMPUS.latitude + 0.03,
  swLng: CAMPUS.longitude - 0.03,
  neLng: CAMPUS.longitude + 0.03,
};

beforeAll(async () => {
  data = generateSeed();
  s = await createTestServer({ data });
}, 240_000);
afterAll(() => s?.close());

const campusId = () => {
  const campus = data.universities
    .flatMap((u) => u.campuses)
    .find(
      (c) => Math.abs(c.latitude - CAMPUS.latitude) < 0.01 && Math.abs(c.longitude - CAMPUS.longitude) < 0.01,
    );
  if (!campus) throw new Error('the Jinju campus is not seeded');
  return campus.id;
};

const FILTER_SETS: [string, () => Partial<MapFilters>][] = [
  [
    '월세, 보증금 0–500, 월세 30–50',
    () => ({
      contractType: 'MONTHLY_RENT',
      depositMin: 0,
      depositMax: 500,
      monthlyRentMin: 30,
      monthlyRentMax: 50,
    }),
  ],
  ['전세', () => ({ contractType: 'DEPOSIT_RENT' })],
  ['키워드 두 개', () => ({ reviewKeyword: ['PO_BD_LO_01', 'PO_BD_MT_01'] })],
  ['오피스텔', () => ({ buildType: ['OFFICETEL'] })],
  [
    '월세, 관리비 포함 45 이하',
    () => ({ contractType: 'MONTHLY_RENT', inMaintenanceCost: true, monthlyRentMax: 45 }),
  ],
  [
    '캠퍼스 2km, 전세 5,000 이상',
    () => ({ campus: [campusId()], contractType: 'DEPOSIT_RENT', depositMin: 5000 }),
  ],
  ['월 실거주비 40 이하', () => ({ monthlyCostMax: 40 })],
  [
    '원/투룸, 월세, 키워드 하나',
    () => ({ buildType: ['ROOM'], contractType: 'MONTHLY_RENT', reviewKeyword: ['PO_BD_LO_01'] }),
  ],
];

/** The filters as a student means them, read on one seeded review. */
function reviewMatches(review: SeedReview, f: MapFilters): boolean {
  const building = review.buildingId === null ? null : data.buildings.find((b) => b.id === review.buildingId);
  const agency = review.agencyId === null ? null : data.agencies.find((a) => a.id === review.agencyId);
  const place = building ?? agency;
  if (!place) return false;
  const type = building ? building.type : 'AGENCY';
  if (!f.buildType.includes('ALL' as never) && !(f.buildType as string[]).includes(type)) return false;
  if (f.campus && f.campus.length > 0) {
    const campuses = data.universities.flatMap((u) => u.campuses).filter((c) => f.campus?.includes(c.id));
    const near = campuses.some((c) => {
      const dy = (place.latitude - c.latitude) * 111.32;
      const dx = (place.longitude - c.longitude) * 111.32 * Math.cos((c.latitude * Math.PI) / 180);
      return dx * dx + dy * dy <= 4;
    });
    if (!near) return false;
  }
  const keywords = [...review.positive, ...review.negative];
  if (f.reviewKeyword && !f.reviewKeyword.every((k) => keywords.includes(k))) return false;
  const priceBound =
    f.depositMin !== null ||
    f.depositMax !== null ||
    f.monthlyRentMin !== null ||
    f.monthlyRentMax !== null ||
    (f.monthlyCostMax ?? null) !== null;
  if (!priceBound && f.contractType === 'ALL') return true;
  const g = review.general;
  if (!g) return !priceBound;
  if (f.contractType !== 'ALL' && g.contractType !== f.contractType) return false;
  const rent = (g.monthlyRent ?? 0) + (f.inMaintenanceCost ? (g.maintenanceCost ?? 0) : 0);
  if (f.depositMin !== null && g.deposit < f.depositMin) return false;
  if (f.depositMax !== null && g.deposit > f.depositMax) return false;
  if (f.monthlyRentMin !== null && rent < f.monthlyRentMin) return false;
  if (f.monthlyRentMax !== null && rent > f.monthlyRentMax) return false;
  if (f.monthlyCostMax != null && monthlyCostOf(g, DEFAULT_JEONSE_CONVERSION_RATE) > f.monthlyCostMax)
    return false;
  return true;
}

interface Marker {
  id: number;
  type: 'GENERAL' | 'DORMITORY' | 'AGENCY';
}

async function listAll(body: Record<string, unknown>): Promise<AnyJson[]> {
  const items: AnyJson[] = [];
  for (let page = 1; page < 200; page++) {
    const res = await s.call<{ items: AnyJson[]; itemNum: number }>('/api/v1/map/markers/nearby', {
      method: 'POST',
      json: { num: 30, page, sortBy: 'LATEST', ...body },
    });
    expect(res.status).toBe(200);
    items.push(...res.data.items);
    if (items.length >= res.data.itemNum || res.data.items.length === 0) {
      expect(items).toHaveLength(res.data.itemNum);
      return items;
    }
  }
  throw new Error('the list never ended');
}

const reviewIdOf = (item: AnyJson): number =>
  (item.generalReviewInfo ?? item.dormitoryReviewInfo ?? item.agencyReviewInfo).id;
const placeKeyOf = (item: AnyJson): string =>
  item.agencyBuildingInfo
    ? `a${item.agencyBuildingInfo.id}`
    : `b${(item.generalBuildingInfo ?? item.dormitoryBuildingInfo).id}`;

describe.each(FILTER_SETS)('the lists under %s', (_name, filterSet) => {
  it('the 후기별 list holds exactly the matching reviews of the marked places', async () => {
    const filters: MapFilters = { ...NO_MAP_FILTERS, viewType: 'REVIEW', ...filterSet() };
    const markers = await s.call<Marker[]>('/api/v1/map/markers', {
      method: 'POST',
      json: { bounds: BOUNDS, filters },
    });
    expect(markers.status).toBe(200);
    const buildingIds = markers.data.filter((m) => m.type !== 'AGENCY').map((m) => m.id);
    const agencyIds = markers.data.filter((m) => m.type === 'AGENCY').map((m) => m.id);
    const items = await listAll({ type: 'REVIEW', idList: buildingIds, agencyIdList: agencyIds, filters });
    const expected = data.reviews
      .filter(
        (r) =>
          (r.buildingId !== null && buildingIds.includes(r.buildingId)) ||
          (r.agencyId !== null && agencyIds.includes(r.agencyId)),
      )
      .filter((r) => reviewMatches(r, filters))
      .map((r) => r.id)
      .sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(0);
    expect(items.map(reviewIdOf).sort((a, b) => a - b)).toEqual(expected);
  });

  it('the 건물별 list holds exactly the marked places', async () => {
    const filters: MapFilters = { ...NO_MAP_FILTERS, viewType: 'BUILDING', ...filterSet() };
    const markers = await s.call<Marker[]>('/api/v1/map/markers', {
      method: 'POST',
      json: { bounds: BOUNDS, filters },
    });
    const marked = markers.data.map((m) => `${m.type === 'AGENCY' ? 'a' : 'b'}${m.id}`).sort();
    // The student's spot holds the marked places and others the filters leave out (e.g. everything in the view).
    const everything = await s.call<Marker[]>('/api/v1/map/markers', {
      method: 'POST',
      json: { bounds: BOUNDS, filters: NO_MAP_FILTERS },
    });
    const items = await listAll({
      type: 'BUILDING',
      idList: everything.data.filter((m) => m.type !== 'AGENCY').map((m) => m.id),
      agencyIdList: everything.data.filter((m) => m.type === 'AGENCY').map((m) => m.id),
      filters,
    });
    expect(items.map(placeKeyOf).sort()).toEqual(marked);
  });
});
