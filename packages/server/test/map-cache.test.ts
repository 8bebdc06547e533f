// Map answers are reused while the data is unchanged (issue 16 item 6): whatever is reused, a write is seen by the
// very next read, from this server (its writing requests bump the data version) and from any other process (the
// 0006 triggers NOTIFY every listening server). Runs on PGlite and, in the postgres stage, on PostgreSQL.
import type { MapFilters } from '@jjinbbang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyBody, newBuildingCode } from './bodies.ts';
import { F } from './fixture.ts';
import { type AnyJson, createTestServer, NO_MAP_FILTERS, POSTGRES_URL, type TestServer } from './helpers.ts';

let s: TestServer;
let token: string;
let token2: string;
beforeAll(async () => {
  s = await createTestServer();
  token = await s.token(F.verified);
  token2 = await s.token(F.verified2);
}, 120_000);
afterAll(() => s.close());

const FILTERS = NO_MAP_FILTERS;
const ANAM = { neLat: 37.6, neLng: 127.04, swLat: 37.58, swLng: 127.02 };

interface Card {
  id: number;
  name: string;
  liked: boolean;
  kind: string;
}
const cardOf = (item: AnyJson): Card => {
  const [kind, block] = Object.entries(item).find(([k]) => k.endsWith('BuildingInfo')) as [string, AnyJson];
  return { id: block.id, name: block.name, liked: block.liked, kind };
};

async function search(
  keyword: string,
  opts: { page?: number; num?: number; as?: string; filters?: MapFilters } = {},
) {
  const res = await s.call<AnyJson>('/api/v1/map/search', {
    method: 'POST',
    token: opts.as ?? token,
    json: {
      keyword,
      num: opts.num ?? 10,
      page: opts.page ?? 1,
      sortBy: 'RCMND',
      filters: opts.filters ?? FILTERS,
    },
  });
  expect(res.status).toBe(200);
  return { total: res.data.itemNum as number, cards: (res.data.items as AnyJson[]).map(cardOf) };
}

async function markerIds(bounds = ANAM, filters = FILTERS): Promise<number[]> {
  const res = await s.call<{ id: number }[]>('/api/v1/map/markers', {
    method: 'POST',
    json: { bounds, filters },
  });
  expect(res.status).toBe(200);
  return res.data.map((m) => m.id).sort((a, b) => a - b);
}

describe('map answers reused while the data is unchanged', () => {
  it('search finds a place reviewed a moment ago, on the next request', async () => {
    const before = await search('안암');
    expect(await search('안암')).toEqual(before);
    const res = await s.call<{ reviewId: number }>('/api/v1/review/AGENCY', {
      method: 'POST',
      token,
      json: agencyBody({
        buildingRequest: {
          buildingCode: newBuildingCode('CACHE-AGENCY-1'),
          name: '안암 새길공인중개사',
          type: 'AGENCY',
          address: '서울특별시 성북구 안암로 55',
          latitude: 37.5918,
          longitude: 127.0322,
        },
      }),
    });
    expect(res.status).toBe(200);
    const after = await search('안암');
    expect(after.total).toBe(before.total + 1);
    expect(after.cards.map((c) => c.name)).toContain('안암 새길공인중개사');
  });

  it('the heart follows a bookmark at once, for its user only', async () => {
    const liked = async (as: string) =>
      (await search('해피하우스', { as })).cards.find((c) => c.id === F.buildingRoom)?.liked;
    expect(await liked(token2)).toBe(false);
    const res = await s.call('/api/v1/user/bookmark', {
      method: 'POST',
      token: token2,
      json: { type: 'building', id: F.buildingRoom, bookmark: true },
    });
    expect(res.status).toBe(200);
    expect(await liked(token2)).toBe(true);
    expect(await liked(token)).toBe(false);
  });

  it('pages a kept ranking exactly as the database pages it, also past the kept depth', async () => {
    const all = await search('서울', { num: 30 });
    expect(all.total).toBeGreaterThan(3);
    const pages = [];
    for (let page = 1; page <= Math.ceil(all.total / 2); page++)
      pages.push(...(await search('서울', { page, num: 2 })).cards);
    expect(pages.map((c) => `${c.kind}:${c.id}`)).toEqual(all.cards.map((c) => `${c.kind}:${c.id}`));
    // Page 5 of 30 starts at 120, past what is kept: computed on its own, with the same count.
    const deep = await search('서울', { page: 5, num: 30 });
    expect(deep).toEqual({ total: all.total, cards: [] });
  });

  it('markers show a place that another process wrote, without any request to this server', async () => {
    const before = await markerIds();
    // Straight to the database, as the admin CLI or another server instance would write.
    const [row] = (
      await s.ctx.db.execute<{ id: number }>(
        sql`INSERT INTO buildings (name, type, address, latitude, longitude)
            VALUES ('캐시 확인 원룸', 'ROOM', '서울특별시 성북구 안암로 77', 37.5931, 127.0301) RETURNING id`,
      )
    ).rows;
    const id = row?.id as number;
    // PGlite hears its own NOTIFY with the insert's answer; a PostgreSQL listener a moment after the commit.
    await expect.poll(() => markerIds(), { timeout: 5000 }).toEqual([...before, id].sort((a, b) => a - b));
    await s.ctx.db.execute(sql`DELETE FROM buildings WHERE id = ${id}`);
    await expect.poll(() => markerIds(), { timeout: 5000 }).toEqual(before);
  });

  it('search matches a campus by the name it has now (campus names are kept in memory)', async () => {
    // 서울캠퍼스's surroundings hold the fixture's Seoul places; nothing is named 안암 before the rename.
    const byOldName = await search('서울캠퍼스');
    expect(byOldName.total).toBeGreaterThan(0);
    expect((await search('안암캠퍼스')).total).toBe(0);
    await s.ctx.db.execute(
      sql`UPDATE campuses SET campus_name = '안암캠퍼스' WHERE campus_name = '서울캠퍼스'`,
    );
    try {
      await expect
        .poll(async () => (await search('안암캠퍼스')).total, { timeout: 5000 })
        .toBe(byOldName.total);
      expect((await search('서울캠퍼스')).total).toBe(0);
    } finally {
      await s.ctx.db.execute(
        sql`UPDATE campuses SET campus_name = '서울캠퍼스' WHERE campus_name = '안암캠퍼스'`,
      );
    }
  });

  it('markers of a box equal those of the boxes it splits into, edges included', async () => {
    const whole = await markerIds();
    const mid = 127.0315;
    const west = await markerIds({ ...ANAM, neLng: mid });
    const east = await markerIds({ ...ANAM, swLng: mid });
    expect([...new Set([...west, ...east])].sort((a, b) => a - b)).toEqual(whole);
    // A box much larger than the cells answers from one query: the same markers.
    const wide = await markerIds({ neLat: 38, neLng: 128, swLat: 37, swLng: 126.5 });
    expect(whole.every((id) => wide.includes(id))).toBe(true);
    // Filters tell cells apart: dormitories only.
    const dorms = await markerIds(ANAM, { ...FILTERS, buildType: ['DORMITORY'] });
    expect(dorms).toEqual([F.dorm]);
  });

  it('a write racing many reads is seen by every read that starts after it', async () => {
    const reads = Array.from({ length: 40 }, (_, i) => (i % 2 ? search('고려') : markerIds()));
    const write = s.call('/api/v1/user/bookmark', {
      method: 'POST',
      token: token2,
      json: { type: 'building', id: F.buildingHouse, bookmark: true },
    });
    await Promise.all([...reads, write]);
    const card = (await search('고려', { as: token2 })).cards.find((c) => c.id === F.buildingHouse);
    expect(card?.liked).toBe(true);
  });
});

describe.skipIf(!POSTGRES_URL)('the PostgreSQL change listener', () => {
  it('reuses nothing while its connection is lost, and listens again by itself', async () => {
    const changes = s.ctx.database.changes;
    await expect.poll(() => changes.trusted, { timeout: 5000 }).toBe(true);
    await s.ctx.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN jb_data_changed' AND datname = current_database()`,
    );
    await expect.poll(() => changes.trusted, { timeout: 5000 }).toBe(false);
    // Meanwhile answers are still right (computed every time).
    expect(await markerIds()).toContain(F.buildingRoom);
    await expect.poll(() => changes.trusted, { timeout: 10_000 }).toBe(true);
  });
});
