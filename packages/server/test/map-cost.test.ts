// issue 17: the map's 실거주비 낮은순 sort and its real-monthly-cost filter, on their own small neighbourhood (대전,
// far from the fixture's campuses) so every expected order is written out in full.
import {
  DEFAULT_JEONSE_CONVERSION_RATE,
  dormFeePerMonth,
  encodeMapFilterKey,
  type MapFilters,
  median,
  monthlyCostOf,
  type PlaceCost,
  roundManwon,
  summarizeCosts,
  tilesCovering,
} from '@jjinbbang/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dormFeePerMonthSql, jsRoundSql, leaseCostSql, roundManwonSql } from '../src/cost/cost-sql.ts';
import type { SeedData, SeedReview } from '../src/seed/types.ts';
import { F, fixture } from './fixture.ts';
import { createTestServer, NO_MAP_FILTERS, POSTGRES_URL, type TestServer } from './helpers.ts';

const engine = POSTGRES_URL ? 'PostgreSQL' : 'PGlite';

/** Ids of this file's places and reviews (the fixture's stay below 1000 and 2000). */
const C = {
  cheapRoom: 3001,
  midRoom: 3002,
  singleLease: 3003,
  noReviews: 3004,
  dorm: 3005,
  agency: 3101,
} as const;
const AREA = { neLat: 36.36, neLng: 127.39, swLat: 36.34, swLng: 127.37 };

interface Lease {
  deposit: number;
  monthlyRent: number | null;
  maintenanceCost: number | null;
}
const LEASES: Record<number, Lease[]> = {
  // 31.1, 33.8, 36.9, 40.8 → median (33.8 + 36.9) / 2 = 35.35 → 35.4
  [C.cheapRoom]: [
    { deposit: 300, monthlyRent: 30, maintenanceCost: 0 },
    { deposit: 1000, monthlyRent: 30, maintenanceCost: null },
    { deposit: 500, monthlyRent: 33, maintenanceCost: 2 },
    { deposit: 200, monthlyRent: 40, maintenanceCost: null },
  ],
  // 38.9, 41.5, 45 (전세 1억 2천: 45) → median 41.5
  [C.midRoom]: [
    { deposit: 500, monthlyRent: 35, maintenanceCost: 2 },
    { deposit: 12000, monthlyRent: null, maintenanceCost: null },
    { deposit: 400, monthlyRent: 38, maintenanceCost: 2 },
  ],
  // one lease of 20.8: the cheapest, but too few to show (or to rank ahead of the buildings that have enough)
  [C.singleLease]: [{ deposit: 1000, monthlyRent: 15, maintenanceCost: 2 }],
};
/** Semester fees of the dormitory: median 130 → 32.5 a month. */
const DORM_FEES = [110, 130, 150];

const CONTENT =
  '학교까지 걸어서 다닐 수 있고 주변에 편의점과 식당이 많아 생활하기 편했어요. 관리도 잘 되는 편이었지만 방음은 조금 아쉬웠습니다.';

function costData(): SeedData {
  const data = fixture();
  const place = (id: number, name: string, type: string, i: number) => ({
    id,
    code: `C-${id}`,
    name,
    type: type as 'ROOM',
    address: `대전광역시 유성구 코스트로 ${i}`,
    latitude: 36.35 + i * 0.001,
    longitude: 127.38 + i * 0.001,
    campusId: null,
  });
  data.buildings.push(
    place(C.cheapRoom, '코스트동 알뜰하우스', 'ROOM', 1),
    place(C.midRoom, '코스트동 중간빌', 'ROOM', 2),
    place(C.singleLease, '코스트동 한칸방', 'OFFICETEL', 3),
    place(C.noReviews, '코스트동 새집', 'ROOM', 4),
    { ...place(C.dorm, '코스트동 학사', 'DORMITORY', 5), type: 'DORMITORY' as const, campusId: F.campusA1 },
  );
  data.agencies.push({
    id: C.agency,
    code: `A-${C.agency}`,
    name: '코스트동 공인중개사',
    address: '대전광역시 유성구 코스트로 9',
    latitude: 36.359,
    longitude: 127.389,
  });
  let id = 4000;
  let day = 1;
  const review = (extra: Partial<SeedReview>): SeedReview => ({
    id: ++id,
    kind: 'GENERAL',
    buildingId: null,
    agencyId: null,
    authorId: F.verified,
    rating: 4,
    content: CONTENT,
    positive: ['PO_BD_LO_01', 'PO_BD_LO_02', 'PO_BD_ST_01'],
    negative: ['NE_BD_LO_03', 'NE_BD_ST_02', 'NE_BD_MT_01'],
    images: [],
    createdAt: `2025-05-${String(day++).padStart(2, '0')}T10:00:00+09:00`,
    likedBy: [],
    ...extra,
  });
  for (const [buildingId, leases] of Object.entries(LEASES))
    for (const lease of leases)
      data.reviews.push(
        review({
          buildingId: Number(buildingId),
          general: {
            contractType: lease.monthlyRent === null ? 'DEPOSIT_RENT' : 'MONTHLY_RENT',
            ...lease,
            floor: 'MID',
            space: 20,
          },
        }),
      );
  for (const dormFee of DORM_FEES)
    data.reviews.push(
      review({
        kind: 'DORM',
        buildingId: C.dorm,
        positive: ['PO_DO_LO_01', 'PO_DO_ST_01', 'PO_DO_MT_01'],
        negative: ['NE_DO_LO_02', 'NE_DO_ST_02', 'NE_DO_MT_02'],
        dorm: {
          campusId: F.campusA1,
          capacity: 2,
          dormFee,
          floor: 'MID',
          currentRegion: null,
          currentGrade: null,
          privateFacilities: [],
          publicFacilities: [],
          lounge: false,
        },
      }),
    );
  data.reviews.push(
    review({
      kind: 'AGENCY',
      agencyId: C.agency,
      positive: ['PO_AG_PD_01', 'PO_AG_SO_01', 'PO_AG_SO_02'],
      negative: ['NE_AG_PD_02', 'NE_AG_SO_03', 'NE_AG_SO_04'],
    }),
  );
  return data;
}

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await createTestServer({ data: costData() });
  token = await s.token(F.verified);
}, 120_000);
afterAll(() => s?.close());

const rate = DEFAULT_JEONSE_CONVERSION_RATE;
const costOf = (lease: Lease) => monthlyCostOf(lease, rate);
const medianOf = (leases: Lease[]) => summarizeCosts(leases.map(costOf))?.median;

const FILTERS = NO_MAP_FILTERS;

interface Item {
  generalReviewInfo?: { id: number; monthlyCost?: number };
  dormitoryReviewInfo?: { id: number; dormFee: number };
  agencyReviewInfo?: { id: number };
  generalBuildingInfo?: { id: number; monthlyCostMedian?: number };
  dormitoryBuildingInfo?: { id: number; monthlyCostMedian?: number };
  agencyBuildingInfo?: { id: number; monthlyCostMedian?: number };
}
type Page = { itemNum: number; items: Item[] };

const placeIds = (items: Item[]) =>
  items.map((i) =>
    i.generalBuildingInfo
      ? i.generalBuildingInfo.id
      : i.dormitoryBuildingInfo
        ? i.dormitoryBuildingInfo.id
        : `agency:${i.agencyBuildingInfo?.id}`,
  );
const medians = (items: Item[]) =>
  items.map(
    (i) => (i.generalBuildingInfo ?? i.dormitoryBuildingInfo ?? i.agencyBuildingInfo)?.monthlyCostMedian,
  );

const nearby = (json: Record<string, unknown>) =>
  s.call<Page>('/api/v1/map/markers/nearby', {
    method: 'POST',
    token,
    json: {
      num: 30,
      page: 1,
      idList: [C.cheapRoom, C.midRoom, C.singleLease, C.noReviews, C.dorm],
      agencyIdList: [C.agency],
      ...json,
    },
  });
const search = (json: Record<string, unknown>) =>
  s.call<Page>('/api/v1/map/search', {
    method: 'POST',
    token,
    json: { keyword: '코스트동', num: 30, page: 1, sortBy: 'COST', filters: FILTERS, ...json },
  });

/** What a review card is ranked by: its real monthly cost, a dormitory's fee ÷ 4, nothing for an agency. */
const reviewFigures = (items: Item[]) =>
  items.map((i) =>
    i.generalReviewInfo
      ? i.generalReviewInfo.monthlyCost
      : i.dormitoryReviewInfo
        ? dormFeePerMonth(i.dormitoryReviewInfo.dormFee)
        : null,
  );
const REVIEW_FIGURES = [
  ...[...Object.values(LEASES).flat().map(costOf), ...DORM_FEES.map(dormFeePerMonth)].sort((a, b) => a - b),
  null,
];

/** Every place of the area, by 실거주비 낮은순: enough leases by median, then fewer, then none (by review count). */
const BUILDING_ORDER = [C.dorm, C.cheapRoom, C.midRoom, C.singleLease, `agency:${C.agency}`, C.noReviews];

describe(`월 실거주비 in SQL equals the domain's rules (${engine})`, () => {
  const one = async (expr: ReturnType<typeof sql>) =>
    (await s.ctx.database.read<{ v: number }>(sql`SELECT ${expr} AS v`))[0]?.v;

  it('rounds like Math.round, not like round(float8) (half to even)', async () => {
    for (const x of [0.5, 1.5, 2.5, 328.5, 0.49999999999999994, 4.499999999999999, 7, 12.3]) {
      expect(await one(jsRoundSql(sql`${x}::float8`))).toBe(Math.round(x));
    }
    // The trap this guards against: PostgreSQL rounds 2.5 to 2.
    expect(await one(sql`round(2.5::float8)`)).toBe(2);
    for (const v of [33.75, 0.05, 32.85, 1.45, 19.95]) {
      expect(await one(roundManwonSql(sql`${v}::float8`))).toBe(roundManwon(v));
    }
  });

  it('computes monthlyCostOf exactly for any lease and rate', async () => {
    const lease = fc.record({
      deposit: fc.integer({ min: 0, max: 1_000_000 }),
      monthlyRent: fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null }),
      maintenanceCost: fc.option(fc.integer({ min: 0, max: 300 }), { nil: null }),
    });
    const sample = fc.sample(fc.tuple(lease, fc.constantFrom(0.045, 0.025, 0.06, 0.1, 0.0475, 0.033, 0.07)), {
      numRuns: 600,
      seed: 17,
    });
    // Deposits whose monthly share lands on a half 천원 at 4.5%, where half-to-even rounding would differ.
    for (const deposit of [40, 120, 280, 440, 520, 1000, 1480, 2000, 2680])
      sample.push([{ deposit, monthlyRent: 30, maintenanceCost: null }, 0.045]);
    // One statement per rate (the rate is a parameter, as in the routes).
    for (const r of new Set(sample.map(([, rr]) => rr))) {
      const of = sample.filter(([, rr]) => rr === r).map(([l]) => l);
      const values = await s.ctx.database.read<{ v: number }>(
        sql`SELECT ${leaseCostSql(r, 'r')} AS v FROM (VALUES ${sql.join(
          of.map(
            (l, i) => sql`(${i}::int, ${l.deposit}::int, ${l.monthlyRent}::int, ${l.maintenanceCost}::int)`,
          ),
          sql`, `,
        )}) r(i, deposit, monthly_rent, maintenance_cost) ORDER BY r.i`,
      );
      expect(values.map((row) => row.v)).toEqual(of.map((l) => monthlyCostOf(l, r)));
    }
  });

  it('computes dormFeePerMonth and the median exactly', async () => {
    for (const fee of [1, 2, 3, 99, 121, 130, 150, 333, 1000])
      expect(await one(dormFeePerMonthSql(sql`${fee}::int`))).toBe(dormFeePerMonth(fee));
    const values = [31.1, 33.8, 36.9, 40.8, 12.3];
    for (let n = 1; n <= values.length; n++) {
      const part = values.slice(0, n);
      const got = await one(
        roundManwonSql(
          sql`(SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY v) FROM unnest(${`{${part.join(',')}}`}::float8[]) v)`,
        ),
      );
      expect(got).toBe(roundManwon(median(part) as number));
    }
  });
});

describe(`실거주비 낮은순 on the map's lists (${engine})`, () => {
  it('orders places: enough leases by median, then fewer, then none; the cards show the median', async () => {
    const res = await nearby({ type: 'BUILDING', sortBy: 'COST' });
    expect(res.status).toBe(200);
    expect(res.data.itemNum).toBe(6);
    expect(placeIds(res.data.items)).toEqual(BUILDING_ORDER);
    expect(medians(res.data.items)).toEqual([
      dormFeePerMonth(130),
      medianOf(LEASES[C.cheapRoom] ?? []),
      medianOf(LEASES[C.midRoom] ?? []),
      undefined,
      undefined,
      undefined,
    ]);
    expect(medians(res.data.items)[0]).toBe(32.5);
  });

  it("shows the same median as the building's own page", async () => {
    const page = await s.call<PlaceCost>(`/api/v1/building/${C.cheapRoom}/cost`);
    const list = await nearby({ type: 'BUILDING', sortBy: 'RCMND' });
    const card = list.data.items.find((i) => i.generalBuildingInfo?.id === C.cheapRoom);
    expect(card?.generalBuildingInfo?.monthlyCostMedian).toBe(page.data.cost?.median);
  });

  it('pages through the order without repeating or skipping a place', async () => {
    const seen: unknown[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await nearby({ type: 'BUILDING', sortBy: 'COST', num: 2, page });
      seen.push(...placeIds(res.data.items));
    }
    expect(seen).toEqual(BUILDING_ORDER);
  });

  it('orders reviews by their own monthly figure: dormitory fees ÷ 4 among them, agency reviews last', async () => {
    const res = await nearby({ type: 'REVIEW', sortBy: 'COST' });
    expect(res.status).toBe(200);
    expect(reviewFigures(res.data.items)).toEqual(REVIEW_FIGURES);
    expect(res.data.items.at(-1)?.agencyReviewInfo).toBeDefined();
  });

  it('sorts search results by cost in both views', async () => {
    const buildings = await search({ filters: FILTERS });
    expect(buildings.status).toBe(200);
    expect(placeIds(buildings.data.items)).toEqual(BUILDING_ORDER);
    expect(medians(buildings.data.items)[0]).toBe(32.5);
    const reviews = await search({ filters: { ...FILTERS, viewType: 'REVIEW' } });
    expect(reviews.status).toBe(200);
    expect(reviewFigures(reviews.data.items)).toEqual(REVIEW_FIGURES);
  });

  it("keeps the spec's four sorts on the building review list", async () => {
    const res = await s.call(`/api/v1/building/${C.cheapRoom}/review?sortBy=COST`);
    expect(res.status).toBe(400);
    expect(res.message).toContain('정렬');
  });
});

describe(`the real-monthly-cost filter (${engine})`, () => {
  const markerIds = async (filters: MapFilters) => {
    const res = await s.call<{ id: number; type: string }[]>('/api/v1/map/markers', {
      method: 'POST',
      json: { bounds: AREA, filters },
    });
    expect(res.status).toBe(200);
    return res.data
      .filter((m) => m.type !== 'AGENCY')
      .map((m) => m.id)
      .sort();
  };

  it('keeps places with a general lease at most the bound, on markers, tiles and search', async () => {
    // ≤ 32: 31.1 (알뜰하우스) and 20.8 (한칸방); ≤ 40: also 중간빌's 38.9; no bound: everything.
    expect(await markerIds({ ...FILTERS, monthlyCostMax: 32 })).toEqual([C.cheapRoom, C.singleLease]);
    expect(await markerIds({ ...FILTERS, monthlyCostMax: 40 })).toEqual([
      C.cheapRoom,
      C.midRoom,
      C.singleLease,
    ]);
    expect(await markerIds({ ...FILTERS, monthlyCostMax: 20 })).toEqual([]);
    expect(await markerIds({ ...FILTERS, monthlyCostMax: null })).toEqual([
      C.cheapRoom,
      C.midRoom,
      C.singleLease,
      C.noReviews,
      C.dorm,
    ]);
    // A client from before the filter sends no field at all.
    const { monthlyCostMax: _, ...old } = { ...FILTERS, monthlyCostMax: null };
    expect(await markerIds(old as MapFilters)).toHaveLength(5);

    const filters = { ...FILTERS, monthlyCostMax: 32 };
    const tiled: number[] = [];
    for (const t of tilesCovering(3, AREA)) {
      const res = await s.call<{ kind: string; markers?: { id: number; type: string }[] }>(
        `/api/v1/map/tiles/${encodeMapFilterKey(filters)}/${t.level}/${t.x}/${t.y}`,
      );
      expect(res.status).toBe(200);
      for (const m of res.data.markers ?? []) if (m.type !== 'AGENCY') tiled.push(m.id);
    }
    expect(tiled.sort()).toEqual([C.cheapRoom, C.singleLease]);

    const found = await search({ filters, sortBy: 'COST' });
    expect(placeIds(found.data.items)).toEqual([C.cheapRoom, C.singleLease]);
  });

  it('is met by one lease together with the other price bounds', async () => {
    // 중간빌's 전세 (45) is not ≤ 40, and its 월세 leases are not 전세: no single lease meets both.
    expect(await markerIds({ ...FILTERS, contractType: 'DEPOSIT_RENT', monthlyCostMax: 40 })).toEqual([]);
    expect(await markerIds({ ...FILTERS, contractType: 'DEPOSIT_RENT', monthlyCostMax: 45 })).toEqual([
      C.midRoom,
    ]);
  });

  it('follows the configured conversion rate', async () => {
    // At 10% 알뜰하우스's cheapest lease (300/30) costs 32.5 instead of 31.1: only 한칸방 (25.3) stays.
    const high = await s.derive({}, { conversionRate: 0.1 });
    try {
      const res = await high.call<{ id: number }[]>('/api/v1/map/markers', {
        method: 'POST',
        json: { bounds: AREA, filters: { ...FILTERS, monthlyCostMax: 32 } },
      });
      expect(res.data.map((m) => m.id).sort()).toEqual([C.singleLease]);
    } finally {
      await high.close();
    }
  });

  it.each([
    [0, '월 실거주비 최대값'],
    [1001, '월 실거주비 최대값'],
    [45.5, '월 실거주비 최대값'],
    ['50', '월 실거주비 최대값'],
  ])('refuses monthlyCostMax %j with a 400 naming the field', async (value, label) => {
    const res = await s.call('/api/v1/map/markers', {
      method: 'POST',
      json: { bounds: AREA, filters: { ...FILTERS, monthlyCostMax: value } },
    });
    expect(res.status).toBe(400);
    expect(res.message).toContain(label);
  });

  it('refuses an unknown sort on the map lists with a 400', async () => {
    const res = await nearby({ type: 'BUILDING', sortBy: 'CHEAP' });
    expect(res.status).toBe(400);
    expect(res.message).toContain('정렬');
  });
});
