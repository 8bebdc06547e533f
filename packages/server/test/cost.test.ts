import {
  type CampusCost,
  DEFAULT_JEONSE_CONVERSION_RATE,
  monthlyCostOf,
  type PlaceCost,
  summarizeCosts,
} from '@jjinbbang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { findDrift } from '../src/db/aggregates.ts';
import { query } from '../src/db/client.ts';
import { uploads, users } from '../src/db/schema.ts';
import { dormBody, generalBody } from './bodies.ts';
import { F } from './fixture.ts';
import { createTestServer, POSTGRES_URL, registeredBuildingRequest, type TestServer } from './helpers.ts';

const engine = POSTGRES_URL ? 'PostgreSQL' : 'PGlite';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 120_000);
afterAll(() => s?.close());

let nextUser = 0;
async function newWriters(n: number) {
  const rows = await s.ctx.db
    .insert(users)
    .values(
      Array.from({ length: n }, () => ({
        kakaoId: `cost-${++nextUser}`,
        nickname: '세입자',
        status: 'verified' as const,
      })),
    )
    .returning({ id: users.id });
  const writers = await Promise.all(rows.map(async (r) => ({ id: r.id, token: await s.token(r.id) })));
  await s.ctx.db.insert(uploads).values(
    writers.flatMap((w) =>
      ['a', 'b'].map((x) => ({
        key: `reviews/cost-${w.id}-${x}.png`,
        ownerId: w.id,
        mimeType: 'image/png',
        size: 1,
      })),
    ),
  );
  return writers;
}
const photos = (id: number) => [`/files/reviews/cost-${id}-a.png`, `/files/reviews/cost-${id}-b.png`];

const codeOf = (id: number) => registeredBuildingRequest(s.ctx.db, id);

function reviewOn(
  building: Awaited<ReturnType<typeof registeredBuildingRequest>>,
  writer: number,
  general: Record<string, unknown>,
) {
  const body = generalBody(photos(writer));
  return generalBody(photos(writer), {
    generalReview: { ...body.generalReview, ...general },
    buildingRequest: building,
  });
}

const costOf = (id: number, isAgency = false) =>
  s.call<PlaceCost>(`/api/v1/building/${id}/cost${isAgency ? '?isAgency=true' : ''}`);

describe(`월 실거주비 and 보증금 반환 기록 (${engine})`, () => {
  it('hides the figure below 3 leases and says how it would be computed', async () => {
    const res = await costOf(F.buildingRoom);
    expect(res.status).toBe(200);
    expect(res.data.basis).toEqual({
      conversionRate: DEFAULT_JEONSE_CONVERSION_RATE,
      radiusMetres: 1500,
      minSample: 3,
    });
    expect(res.data.sampleCount).toBe(2);
    expect(res.data.cost).toBeNull();
    expect(res.data.histogram).toEqual([]);
    expect(res.data.depositReturns).toMatchObject({ full: 1, none: 0, averageDays: 5 });
  });

  it('sends each general review card its real monthly cost', async () => {
    const res = await s.call<{ items: { generalReviewInfo?: { monthlyCost?: number } }[] }>(
      `/api/v1/building/${F.buildingRoom}/review`,
    );
    const first = res.data.items.find((i) => i.generalReviewInfo?.monthlyCost !== undefined);
    expect(first?.generalReviewInfo?.monthlyCost).toBeGreaterThan(0);
  });

  it('a review with a deposit record changes the building, its cost and its campus comparison', async () => {
    const [w1, w2] = await newWriters(2);
    if (!w1 || !w2) throw new Error('no writers');
    const code = await codeOf(F.buildingRoom);
    const campusBefore = (await costOf(F.buildingRoom)).data.campus;
    expect(campusBefore?.campus.id).toBe(F.campusA1);
    const first = await s.call<{ reviewId: number }>('/api/v1/review/GENERAL', {
      method: 'POST',
      token: w1.token,
      json: reviewOn(code, w1.id, {
        deposit: 1000,
        monthlyRent: 40,
        maintenanceCost: null,
        depositReturn: { outcome: 'FULL', days: 1 },
      }),
    });
    expect(first.status).toBe(200);
    const second = await s.call('/api/v1/review/GENERAL', {
      method: 'POST',
      token: w2.token,
      json: reviewOn(code, w2.id, { depositReturn: { outcome: 'NONE', days: null } }),
    });
    expect(second.status).toBe(200);

    const after = await costOf(F.buildingRoom);
    expect(after.data.sampleCount).toBe(4);
    const rows = await query<{
      deposit: number;
      monthly_rent: number | null;
      maintenance_cost: number | null;
    }>(
      s.ctx.db,
      sql`SELECT deposit, monthly_rent, maintenance_cost FROM reviews WHERE building_id = ${F.buildingRoom} AND kind = 'GENERAL'`,
    );
    const expected = summarizeCosts(
      rows.map((r) =>
        monthlyCostOf({
          deposit: r.deposit,
          monthlyRent: r.monthly_rent,
          maintenanceCost: r.maintenance_cost,
        }),
      ),
    );
    expect(after.data.cost).toEqual(expected);
    expect(after.data.histogram.reduce((n, b) => n + b.count, 0)).toBe(4);
    expect(after.data.depositReturns).toEqual({ full: 2, partial: 0, none: 1, living: 0, averageDays: 3 });
    expect(after.data.campus?.sampleCount).toBe((campusBefore?.sampleCount ?? 0) + 2);

    // The review detail carries the record; an edit without the field keeps it, null clears it.
    const detail = await s.call<{ generalReviewInfo: { depositReturn: unknown } }>(
      `/api/v1/review/${first.data.reviewId}`,
      {
        token: w1.token,
      },
    );
    expect(detail.data.generalReviewInfo.depositReturn).toEqual({ outcome: 'FULL', days: 1 });
    const keep = reviewOn(code, w1.id, { deposit: 1000, monthlyRent: 40, maintenanceCost: null });
    expect(
      (await s.call(`/api/v1/review/${first.data.reviewId}`, { method: 'PUT', token: w1.token, json: keep }))
        .status,
    ).toBe(200);
    expect((await costOf(F.buildingRoom)).data.depositReturns.full).toBe(2);
    const clear = reviewOn(code, w1.id, {
      deposit: 1000,
      monthlyRent: 40,
      maintenanceCost: null,
      depositReturn: null,
    });
    expect(
      (await s.call(`/api/v1/review/${first.data.reviewId}`, { method: 'PUT', token: w1.token, json: clear }))
        .status,
    ).toBe(200);
    expect((await costOf(F.buildingRoom)).data.depositReturns).toEqual({
      full: 1,
      partial: 0,
      none: 1,
      living: 0,
      averageDays: 5,
    });
  });

  it('validates the record: days only for returned money, within 730, never on a dormitory review', async () => {
    const [w] = await newWriters(1);
    if (!w) throw new Error('no writer');
    const code = await codeOf(F.buildingHouse);
    const withDays = await s.call('/api/v1/review/GENERAL', {
      method: 'POST',
      token: w.token,
      json: reviewOn(code, w.id, { depositReturn: { outcome: 'NONE', days: 4 } }),
    });
    expect(withDays.status).toBe(400);
    const tooLong = await s.call('/api/v1/review/GENERAL', {
      method: 'POST',
      token: w.token,
      json: reviewOn(code, w.id, { depositReturn: { outcome: 'FULL', days: 731 } }),
    });
    expect(tooLong.status).toBe(400);
    const unknown = await s.call('/api/v1/review/GENERAL', {
      method: 'POST',
      token: w.token,
      json: reviewOn(code, w.id, { depositReturn: { outcome: 'MAYBE', days: null } }),
    });
    expect(unknown.status).toBe(400);
    const dorm = dormBody(photos(w.id), F.campusA1);
    const dormRes = await s.call('/api/v1/review/DORM', {
      method: 'POST',
      token: w.token,
      json: {
        ...dorm,
        dormitoryReview: { ...dorm.dormitoryReview, depositReturn: { outcome: 'FULL', days: 1 } },
      },
    });
    expect(dormRes.status).toBe(400);
    expect(dormRes.message).toContain('기숙사 후기에는 보증금 반환 기록을 남기지 않아요');
  });

  it('answers 404 for an unknown place or campus', async () => {
    expect((await costOf(999_999)).status).toBe(404);
    expect((await s.call('/api/v1/campus/999999/cost')).status).toBe(404);
  });

  it('puts the campus dormitories beside the off-campus rooms within the walking radius', async () => {
    const res = await s.call<CampusCost>(`/api/v1/campus/${F.campusA1}/cost`);
    expect(res.status).toBe(200);
    expect(res.data.campus.id).toBe(F.campusA1);
    expect(res.data.dormitories.map((d) => d.id)).toEqual([F.dorm]);
    const dorm = res.data.dormitories[0];
    expect(dorm?.feePerMonth).toBe((dorm?.feePerSemester ?? 0) / 4);
    expect(res.data.offCampus.sampleCount).toBeGreaterThanOrEqual(3);
    expect(res.data.offCampus.cost?.median).toBeGreaterThan(0);
    expect(res.data.offCampus.commuteShare).toBeGreaterThan(0);
    // A campus 150 km away sees none of these rooms.
    const far = await s.call<CampusCost>(`/api/v1/campus/${F.campusA2}/cost`);
    expect(far.data.offCampus.sampleCount).toBe(0);
    expect(far.data.offCampus.cost).toBeNull();
  });

  it('uses the configured conversion rate', async () => {
    const other = await s.derive({ JB_JEONSE_CONVERSION_RATE: '6%' });
    try {
      const res = await other.call<PlaceCost>(`/api/v1/campus/${F.campusA1}/cost`);
      expect(res.data.basis.conversionRate).toBeCloseTo(0.06, 10);
    } finally {
      await other.close();
    }
    expect(() => loadConfig({ JB_JEONSE_CONVERSION_RATE: '12%', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      ConfigError,
    );
    expect(loadConfig({ JB_JEONSE_CONVERSION_RATE: '0.05', JWT_SECRET: 'x'.repeat(40) }).conversionRate).toBe(
      0.05,
    );
    expect(() => loadConfig({ JB_CAMPUS_RADIUS_METRES: '50', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      ConfigError,
    );
  });
});

describe(`deposit-return records under concurrent writes (${engine})`, () => {
  it('30 reviews with records at once: the building counts equal the rows and nothing drifts', async () => {
    const writers = await newWriters(30);
    const code = await codeOf(F.buildingBoarding);
    const outcomes = ['FULL', 'PARTIAL', 'NONE', 'LIVING'] as const;
    const results = await Promise.all(
      writers.map((w, i) => {
        const outcome = outcomes[i % 4] as (typeof outcomes)[number];
        const days = outcome === 'FULL' || outcome === 'PARTIAL' ? i % 9 : null;
        return s.call('/api/v1/review/GENERAL', {
          method: 'POST',
          token: w.token,
          json: reviewOn(code, w.id, { depositReturn: { outcome, days } }),
        });
      }),
    );
    expect(results.map((r) => r.status)).toEqual(writers.map(() => 200));
    const [truth] = await query<{
      full: number;
      partial: number;
      none: number;
      living: number;
      days: number;
    }>(
      s.ctx.db,
      sql`SELECT count(*) FILTER (WHERE deposit_return = 'FULL')::int AS full,
            count(*) FILTER (WHERE deposit_return = 'PARTIAL')::int AS partial,
            count(*) FILTER (WHERE deposit_return = 'NONE')::int AS none,
            count(*) FILTER (WHERE deposit_return = 'LIVING')::int AS living,
            round(avg(deposit_return_days))::int AS days
          FROM reviews WHERE building_id = ${F.buildingBoarding}`,
    );
    const stored = (await costOf(F.buildingBoarding)).data.depositReturns;
    expect(stored).toEqual({
      full: truth?.full,
      partial: truth?.partial,
      none: truth?.none,
      living: truth?.living,
      averageDays: truth?.days,
    });
    expect(stored.full + stored.partial + stored.none + stored.living).toBeGreaterThanOrEqual(30);
    const drift = await findDrift(s.ctx.db);
    expect(drift.filter((d) => d.aggregate.endsWith('deposit_returns'))).toEqual([]);
    console.info(`[race ${engine}] 30 deposit records at once: stored ${JSON.stringify(stored)}`);
  });
});
