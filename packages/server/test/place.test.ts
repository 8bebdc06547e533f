// Issue 11: every review joins the real building, at the real spot. Runs on PGlite and, through
// scripts/test-postgres.mjs, on PostgreSQL (the concurrent case is only meaningful there).
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../src/cli/commands.ts';
import { query } from '../src/db/client.ts';
import { agencies, buildingLikes, buildings, reviews } from '../src/db/schema.ts';
import { agencyBody, dormBody, generalBody } from './bodies.ts';
import { F } from './fixture.ts';
import { type AnyJson, createTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let author: string;
let other: string;
beforeAll(async () => {
  // These journeys write many reviews as one student; the quota itself is tested in quotas.test.ts.
  s = await createTestServer({ env: { JB_QUOTA_REVIEWS_PER_HOUR: '1000' } });
  author = await s.token(F.verified);
  other = await s.token(F.verified2);
}, 120_000);
afterAll(() => s.close());

type Place = {
  name?: string;
  address?: string;
  lotAddress?: string | null;
  buildingCode?: string | null;
  placeId?: number | null;
  latitude?: number;
  longitude?: number;
  type?: string;
};

let photoSerial = 0;
/** Two photos no other review uses (a general review needs 2; photos are named by their content). */
async function photos(token: string): Promise<string[]> {
  const f = new FormData();
  f.append('category', 'review');
  for (let i = 0; i < 2; i++) {
    const n = ++photoSerial;
    const background = { r: (n * 41) % 256, g: (n * 13) % 256, b: (n * 97) % 256 };
    const bytes = await sharp({
      create: { width: 10 + (n % 11), height: 9 + (n % 5), channels: 3, background },
    })
      .png()
      .toBuffer();
    f.append('files', new Blob([new Uint8Array(bytes)]), `p${n}.png`);
  }
  const res = await s.call<{ urls: string[] }>('/api/v1/images', { method: 'POST', token, body: f });
  expect(res.status).toBe(200);
  return res.data.urls;
}

const general = async (place: Place, token = author) =>
  generalBody(await photos(token), {
    buildingRequest: { ...generalBody([]).buildingRequest, buildingCode: null, ...place },
  });
const create = (kind: string, json: unknown, token = author) =>
  s.call<{ reviewId: number }>(`/api/v1/review/${kind}`, { method: 'POST', token, json });
const edit = (id: number, json: unknown, token = author) =>
  s.call<AnyJson>(`/api/v1/review/${id}`, { method: 'PUT', token, json });

async function placeOf(reviewId: number) {
  const [row] = await s.ctx.db
    .select({ buildingId: reviews.buildingId, agencyId: reviews.agencyId })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  return row;
}
async function building(id: number | null | undefined) {
  if (!id) return undefined;
  const [row] = await s.ctx.db.select().from(buildings).where(eq(buildings.id, id));
  return row;
}
async function reviewCount(id: number) {
  return (await building(id))?.reviewCount ?? 0;
}

/** 고려빌라 as the place step sends it when the student picks it. */
const PICKED_HOUSE = {
  placeId: F.buildingHouse,
  name: '고려빌라',
  type: 'HOUSE',
  address: '서울특별시 성북구 개운사길 5',
  latitude: 37.592,
  longitude: 127.029,
};

describe('a new review at an existing place joins it', () => {
  it('the fixture building written another way, 20 m off, is that building', async () => {
    const before = await reviewCount(F.buildingRoom);
    // Fixture: 서울특별시 성북구 안암로 11 at 37.591, 127.031.
    const res = await create(
      'GENERAL',
      await general({
        name: '해피하우스',
        address: '서울 성북구 안암로11 (안암동)',
        latitude: 37.5911,
        longitude: 127.0312,
      }),
    );
    expect(res.status).toBe(200);
    expect((await placeOf(res.data.reviewId))?.buildingId).toBe(F.buildingRoom);
    expect(await reviewCount(F.buildingRoom)).toBe(before + 1);
  });

  it('the same road address 490 m away is that building: the address names it at any distance in its 시/군/구', async () => {
    const before = await building(F.buildingRoom);
    // A pin left where it started (on a campus), nowhere near the building.
    const res = await create(
      'GENERAL',
      await general({
        name: '해피 하우스',
        address: '서울 성북구 안암로 11',
        latitude: 37.5866,
        longitude: 127.0291,
      }),
    );
    expect(res.status).toBe(200);
    expect((await placeOf(res.data.reviewId))?.buildingId).toBe(F.buildingRoom);
    // One review does not move a building others wrote about.
    expect(await building(F.buildingRoom)).toMatchObject({
      latitude: before?.latitude,
      longitude: before?.longitude,
    });
  });

  it('the same address in another 시/도 is another building', async () => {
    const res = await create(
      'GENERAL',
      await general({
        name: '해피하우스',
        address: '부산 성북구 안암로 11',
        latitude: 35.2,
        longitude: 129.08,
      }),
    );
    expect(res.status).toBe(200);
    expect((await placeOf(res.data.reviewId))?.buildingId).not.toBe(F.buildingRoom);
  });

  it('a new place at a registered address with another name or type is refused with what is registered', async () => {
    const otherName = await create(
      'GENERAL',
      await general({ name: '새봄빌', address: '서울 성북구 안암로 11' }),
    );
    expect(otherName.status).toBe(400);
    expect(otherName.message).toContain('‘안암 해피하우스’가 있어요');
    const otherType = await create(
      'GENERAL',
      await general({ name: '안암 해피하우스', type: 'OFFICETEL', address: '서울 성북구 안암로 11' }),
    );
    expect(otherType.status).toBe(400);
    expect(otherType.message).toContain('안암 해피하우스는 원/투룸으로 등록돼 있어요');
  });

  it('a lot address typed while joining is kept when the building had none', async () => {
    const res = await create(
      'GENERAL',
      await general({
        name: '고려빌라',
        type: 'HOUSE',
        address: '서울특별시 성북구 개운사길 5',
        lotAddress: '안암동5가 10-3',
      }),
    );
    expect(res.status).toBe(200);
    expect((await placeOf(res.data.reviewId))?.buildingId).toBe(F.buildingHouse);
    expect(await building(F.buildingHouse)).toMatchObject({
      lotAddress: '서울 성북구 안암동5가 10-3',
      legalDong: '안암동5가',
      district: '서울 성북구',
    });
    // Written only by that lot address, a later review finds it.
    const byLot = await create(
      'GENERAL',
      await general({ name: '고려빌라', type: 'HOUSE', address: '서울 성북구 안암동5가 10-3' }, other),
      other,
    );
    expect((await placeOf(byLot.data.reviewId))?.buildingId).toBe(F.buildingHouse);
  });

  it('a picked place id attaches the review to it; the review detail returns both addresses', async () => {
    const res = await create('GENERAL', await general({ ...PICKED_HOUSE }));
    expect(res.status).toBe(200);
    expect((await placeOf(res.data.reviewId))?.buildingId).toBe(F.buildingHouse);
    // What the picked place is — name, type, address, position — is not the student's to change: refused, not dropped.
    for (const change of [
      { name: '고려빌라 203호' },
      { type: 'OFFICETEL' },
      { address: '서울특별시 성북구 개운사길 7' },
      { latitude: 37.5925 },
    ]) {
      const refused = await create('GENERAL', await general({ ...PICKED_HOUSE, ...change }));
      expect(refused.status, JSON.stringify(change)).toBe(400);
    }
    const created = await create(
      'GENERAL',
      await general({
        name: '지번 있는 집',
        address: '서울특별시 성북구 고려대로 77',
        lotAddress: '서울특별시 성북구 안암동5가 126-1',
        latitude: 37.588,
        longitude: 127.028,
      }),
    );
    const detail = await s.call<AnyJson>(`/api/v1/review/${created.data.reviewId}?reviewType=GENERAL`, {
      token: author,
    });
    expect(detail.data.building).toMatchObject({
      address: '서울특별시 성북구 고려대로 77',
      lotAddress: '서울특별시 성북구 안암동5가 126-1',
      buildingCode: null,
      reviewCount: 1,
    });
    // A later review that gives only the lot address (번지 form) finds the same building.
    const again = await create(
      'GENERAL',
      await general(
        {
          name: '지번 있는 집',
          address: '성북구 안암동5가 126번지 1호',
          latitude: 37.5881,
          longitude: 127.0281,
        },
        other,
      ),
      other,
    );
    expect((await placeOf(again.data.reviewId))?.buildingId).toBe(detail.data.building.buildingId);
  });

  it('a dormitory joins the dormitory of the same name, not another dormitory at the campus address', async () => {
    const same = await create(
      'DORM',
      dormBody(await photos(author), F.campusA1, {
        buildingRequest: {
          ...dormBody([], F.campusA1).buildingRequest,
          buildingCode: null,
          name: '가나 학사',
        },
      }),
    );
    expect((await placeOf(same.data.reviewId))?.buildingId).toBe(F.dorm);
    const another = await create(
      'DORM',
      dormBody(await photos(author), F.campusA1, {
        buildingRequest: {
          ...dormBody([], F.campusA1).buildingRequest,
          buildingCode: null,
          name: '다라학사',
        },
      }),
    );
    const id = (await placeOf(another.data.reviewId))?.buildingId;
    expect(id).not.toBe(F.dorm);
    expect((await building(id))?.type).toBe('DORMITORY');
  });

  it('an agency at the same address with another trade name is another agency', async () => {
    const res = await create(
      'AGENCY',
      agencyBody({
        buildingRequest: { ...agencyBody().buildingRequest, buildingCode: null, name: '옆집공인중개사' },
      }),
    );
    expect((await placeOf(res.data.reviewId))?.agencyId).not.toBe(F.agency);
    const same = await create(
      'AGENCY',
      agencyBody({ buildingRequest: { ...agencyBody().buildingRequest, buildingCode: null } }),
    );
    expect((await placeOf(same.data.reviewId))?.agencyId).toBe(F.agency);
  });
});

describe('two near-identical new places become one', () => {
  it('one after the other', async () => {
    const a = await create(
      'GENERAL',
      await general({
        name: '진주 찐빵빌',
        address: '경상남도 진주시 진주대로 501',
        latitude: 35.1532,
        longitude: 128.0991,
      }),
    );
    const b = await create(
      'GENERAL',
      await general(
        {
          name: '찐빵빌',
          address: '경남 진주시 진주대로501 (가좌동)',
          latitude: 35.1534,
          longitude: 128.0993,
        },
        other,
      ),
      other,
    );
    const first = (await placeOf(a.data.reviewId))?.buildingId;
    expect(first).toBeDefined();
    expect((await placeOf(b.data.reviewId))?.buildingId).toBe(first);
    expect(await reviewCount(first as number)).toBe(2);
  });

  it('sent at the same time', async () => {
    const spellings = [
      '부산광역시 금정구 부산대학로63번길 2',
      '부산 금정구 부산대학로 63번길 2',
      '부산시 금정구 부산대학로63번길2',
      '금정구 부산대학로63번길 2',
    ];
    // Bodies (and their photos) first, so that the reviews themselves are sent at once.
    const bodies = [];
    for (let i = 0; i < 12; i++) {
      const token = i % 2 === 0 ? author : other;
      const body = await general(
        {
          name: `동시 건물 ${i % 2 === 0 ? '' : '(새)'}`.trim(),
          address: spellings[i % spellings.length],
          latitude: 35.2321 + (i % 3) * 0.0001,
          longitude: 129.0841,
        },
        token,
      );
      bodies.push({ body, token });
    }
    const results = await Promise.all(bodies.map(({ body, token }) => create('GENERAL', body, token)));
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const ids = new Set(
      await Promise.all(results.map(async (r) => (await placeOf(r.data.reviewId))?.buildingId)),
    );
    expect(ids.size).toBe(1);
    expect(await reviewCount([...ids][0] as number)).toBe(12);
  });
});

describe('bad place input → 400 naming the field, in Korean (issue 11 item 6)', () => {
  it.each([
    ['a latitude outside Korea', { latitude: 40.1 }, '위도'],
    ['a longitude outside Korea', { longitude: 140 }, '경도'],
    ['an address over 200 characters', { address: '가'.repeat(201) }, '주소'],
    ['a name over 50 characters', { name: '가'.repeat(51) }, '건물 이름'],
    ['an unknown building code', { buildingCode: 'NOT-A-CODE' }, '건물 코드'],
    ['an unknown place id', { placeId: 987654 }, '건물'],
  ])('%s', async (_, place, field) => {
    const res = await create('GENERAL', await general(place));
    expect(res.status).toBe(400);
    expect(res.message).toContain(field);
    expect(res.message).toMatch(/[가-힣]/);
  });

  it('outside Korea says so', async () => {
    const res = await create('GENERAL', await general({ latitude: 35.6, longitude: 139.7 }));
    expect(res.message).toContain('대한민국');
  });
});

describe('edits persist (issue 11 item 4)', () => {
  it('renaming the only review’s building renames it', async () => {
    const created = await create(
      'GENERAL',
      await general({
        name: '옛 이름',
        address: '대전광역시 유성구 대학로 99',
        latitude: 36.3689,
        longitude: 127.3625,
      }),
    );
    const placeId = (await placeOf(created.data.reviewId))?.buildingId;
    const res = await edit(
      created.data.reviewId,
      await general({
        placeId,
        name: '새 이름',
        address: '대전광역시 유성구 대학로 99',
        latitude: 36.3689,
        longitude: 127.3625,
      }),
    );
    expect(res.status).toBe(200);
    expect((await placeOf(created.data.reviewId))?.buildingId).toBe(placeId);
    expect(await building(placeId)).toMatchObject({ name: '새 이름' });
    const detail = await s.call<AnyJson>(`/api/v1/review/${created.data.reviewId}?reviewType=GENERAL`, {
      token: author,
    });
    expect(detail.data.building.name).toBe('새 이름');
  });

  it('a changed type of the only review’s building persists', async () => {
    const created = await create(
      'GENERAL',
      await general({
        name: '유형 바꿀 집',
        address: '대전광역시 유성구 대학로 200',
        latitude: 36.37,
        longitude: 127.36,
      }),
    );
    const placeId = (await placeOf(created.data.reviewId))?.buildingId;
    const body = await general({
      placeId,
      name: '유형 바꿀 집',
      address: '대전광역시 유성구 대학로 200',
      latitude: 36.37,
      longitude: 127.36,
    });
    (body.generalReview as AnyJson).type = 'OFFICETEL';
    body.buildingRequest.type = 'OFFICETEL';
    expect((await edit(created.data.reviewId, body)).status).toBe(200);
    expect((await building(placeId))?.type).toBe('OFFICETEL');
  });

  it('a new address moves the review to the existing building there; the one left empty is removed', async () => {
    const created = await create(
      'GENERAL',
      await general({
        name: '잘못 고른 집',
        address: '광주광역시 북구 용봉로 77',
        latitude: 35.1766,
        longitude: 126.9056,
      }),
    );
    const wrong = (await placeOf(created.data.reviewId))?.buildingId as number;
    const before = await reviewCount(F.buildingHouse);
    // Fixture: 서울특별시 성북구 개운사길 5 (고려빌라) at 37.592, 127.029.
    const res = await edit(
      created.data.reviewId,
      await general({
        name: '고려빌라',
        type: 'HOUSE',
        address: '서울 성북구 개운사길 5',
        latitude: 37.592,
        longitude: 127.029,
      }),
    );
    expect(res.status).toBe(200);
    expect((await placeOf(created.data.reviewId))?.buildingId).toBe(F.buildingHouse);
    expect(await reviewCount(F.buildingHouse)).toBe(before + 1);
    expect(await building(wrong)).toBeUndefined();
  });

  it('a moved pin at a shared building’s address leaves the building where it is', async () => {
    const before = await building(F.buildingRoom);
    const created = await create(
      'GENERAL',
      await general({
        placeId: F.buildingRoom,
        name: '안암 해피하우스',
        address: '서울특별시 성북구 안암로 11',
        latitude: 37.591,
        longitude: 127.031,
      }),
    );
    expect(created.status).toBe(200);
    const res = await edit(
      created.data.reviewId,
      await general({
        name: '안암 해피하우스',
        address: '서울특별시 성북구 안암로 11',
        latitude: 37.6,
        longitude: 127.05,
      }),
    );
    expect(res.status).toBe(200);
    expect((await placeOf(created.data.reviewId))?.buildingId).toBe(F.buildingRoom);
    expect(await building(F.buildingRoom)).toMatchObject({
      name: before?.name,
      latitude: before?.latitude,
      longitude: before?.longitude,
    });
  });

  it('a type change of a review in a shared building is refused with why, before anything is saved', async () => {
    const created = await create(
      'GENERAL',
      await general({
        placeId: F.buildingRoom,
        name: '안암 해피하우스',
        address: '서울특별시 성북구 안암로 11',
        latitude: 37.591,
        longitude: 127.031,
      }),
    );
    const res = await edit(
      created.data.reviewId,
      await general({
        placeId: F.buildingRoom,
        type: 'OFFICETEL',
        name: '안암 해피하우스',
        address: '서울특별시 성북구 안암로 11',
        latitude: 37.591,
        longitude: 127.031,
      }),
    );
    expect(res.status).toBe(400);
    expect(res.message).toContain('다른 학생의 후기도 있어서 원/투룸으로 정해져 있어요');
    expect((await building(F.buildingRoom))?.type).toBe('ROOM');
  });
});

describe('deleting a review', () => {
  const remove = (id: number) => s.call(`/api/v1/review/${id}`, { method: 'DELETE', token: author });
  const place = {
    name: '지울 집',
    address: '부산광역시 금정구 부산대학로 99',
    latitude: 35.23,
    longitude: 129.08,
  };

  it('removes the place its last review leaves empty, with its bookmarks (as an edit does)', async () => {
    const created = await create('GENERAL', await general(place));
    const placeId = (await placeOf(created.data.reviewId))?.buildingId as number;
    const like = await s.call('/api/v1/user/bookmark', {
      method: 'POST',
      token: other,
      json: { type: 'building', id: placeId, bookmark: true },
    });
    expect(like.status).toBe(200);
    expect((await remove(created.data.reviewId)).status).toBe(200);
    expect(await building(placeId)).toBeUndefined();
    expect(await s.ctx.db.select().from(buildingLikes).where(eq(buildingLikes.buildingId, placeId))).toEqual(
      [],
    );
    expect((await s.call(`/api/v1/building/${placeId}`, { token: other })).status).toBe(404);
  });

  it('keeps a place other reviews still sit on, with its count recomputed', async () => {
    const first = await create('GENERAL', await general(place));
    const placeId = (await placeOf(first.data.reviewId))?.buildingId as number;
    const second = await create('GENERAL', await general({ ...place, placeId }, other), other);
    expect((await placeOf(second.data.reviewId))?.buildingId).toBe(placeId);
    expect((await remove(first.data.reviewId)).status).toBe(200);
    expect(await building(placeId)).toMatchObject({ name: '지울 집', reviewCount: 1 });
  });
});

describe('POST /api/v1/place/search (issue 11 item 1)', () => {
  const search = (json: unknown) => s.call<AnyJson>('/api/v1/place/search', { method: 'POST', json });

  it('finds a building by name, by road address in another spelling, nearest first', async () => {
    const byName = await search({ keyword: '해피', kind: 'GENERAL' });
    expect(byName.status).toBe(200);
    expect(byName.data.items[0]).toMatchObject({ placeId: F.buildingRoom, name: '안암 해피하우스' });
    const byAddress = await search({
      keyword: '서울 안암로 11',
      kind: 'GENERAL',
      near: { latitude: 37.591, longitude: 127.031 },
    });
    expect(byAddress.data.items.map((i: AnyJson) => i.placeId)).toContain(F.buildingRoom);
    const distances = byAddress.data.items.map((i: AnyJson) => i.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('lists a campus’s dormitories without a keyword; never another kind', async () => {
    const dorms = await search({ keyword: '', kind: 'DORM', campusId: F.campusA1 });
    expect(dorms.status).toBe(200);
    expect(dorms.data.items.length).toBeGreaterThan(0);
    expect(dorms.data.items.every((i: AnyJson) => i.type === 'DORMITORY')).toBe(true);
    const agenciesFound = await search({ keyword: '안암', kind: 'AGENCY' });
    expect(agenciesFound.data.items.every((i: AnyJson) => i.type === 'AGENCY')).toBe(true);
    const generals = await search({ keyword: '가나학사', kind: 'GENERAL' });
    expect(generals.data.items).toEqual([]);
  });

  it('refuses a keyword with nothing to look for and a dormitory search without a campus', async () => {
    expect((await search({ keyword: ' ', kind: 'GENERAL' })).status).toBe(400);
    const dorm = await search({ keyword: '학사', kind: 'DORM' });
    expect(dorm.status).toBe(400);
    expect(dorm.message).toContain('캠퍼스');
  });
});

describe('npm run admin -- duplicates | merge', () => {
  async function admin(...args: string[]) {
    const lines: string[] = [];
    const code = await runAdmin(args, { ctx: s.ctx, out: (l) => lines.push(l) });
    return { code, text: lines.join('\n') };
  }

  it('lists places that share an address or stand close with alike names, and merges them', async () => {
    // Written by hand (older data, another import): the same building three times.
    const [a, b, c] = await s.ctx.db
      .insert(buildings)
      .values([
        {
          name: '울산 중복빌',
          type: 'ROOM',
          address: '울산광역시 남구 대학로 93',
          addressKeys: ['R|울산|남구|대학로|93'],
          latitude: 35.5436,
          longitude: 129.2567,
        },
        {
          name: '중복빌',
          type: 'ROOM',
          address: '울산 남구 대학로93',
          addressKeys: ['R|울산|남구|대학로|93'],
          latitude: 35.5437,
          longitude: 129.2568,
        },
        {
          name: '울산중복빌',
          type: 'ROOM',
          address: '울산 남구 무거동 산 1',
          addressKeys: ['J|울산|남구||무거동|산1'],
          latitude: 35.54365,
          longitude: 129.25675,
        },
      ])
      .returning({ id: buildings.id });
    if (!a || !b || !c) throw new Error('insert');
    for (const [id, user] of [
      [a.id, F.verified],
      [b.id, F.verified],
      [c.id, F.verified2],
    ] as const) {
      await s.ctx.db.insert(reviews).values({
        kind: 'GENERAL',
        buildingId: id,
        authorId: user,
        rating: 3,
        content: '가'.repeat(120),
        positive: ['PO_BD_LO_01'],
        negative: [],
        keywords: ['PO_BD_LO_01'],
        contractType: 'MONTHLY_RENT',
        deposit: 100,
        monthlyRent: 30,
        floor: 'LOW',
        space: 20,
      });
      await s.ctx.db.insert(buildingLikes).values({ userId: user, buildingId: id }).onConflictDoNothing();
    }
    await s.ctx.db.execute(
      sql`UPDATE buildings SET review_count = 1 WHERE id IN (${a.id}, ${b.id}, ${c.id})`,
    );

    const listed = await admin('duplicates');
    expect(listed.code).toBe(0);
    expect(listed.text).toContain(`#${a.id} 울산 중복빌`);
    expect(listed.text).toContain(`#${b.id} 중복빌`);
    expect(listed.text).toContain(`#${c.id} 울산중복빌`);
    const [still] = await query<{ n: number }>(
      s.ctx.db,
      sql`SELECT count(*)::int AS n FROM buildings WHERE id IN (${a.id}, ${b.id}, ${c.id})`,
    );
    expect(still?.n).toBe(3);

    const merged = await admin('duplicates', '--merge');
    expect(merged.code).toBe(0);
    const left = await query<{
      id: number;
      review_count: number;
      like_count: number;
      address_keys: string[];
    }>(
      s.ctx.db,
      sql`SELECT id, review_count, like_count, address_keys FROM buildings WHERE id IN (${a.id}, ${b.id}, ${c.id})`,
    );
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ review_count: 3, like_count: 2 });
    expect(left[0]?.address_keys).toEqual(['J|울산|남구||무거동|산1', 'R|울산|남구|대학로|93']);
    // Every aggregate still equals its rows.
    expect((await admin('recount', '--check')).code).toBe(0);
    expect((await admin('duplicates')).text).not.toContain('중복빌');
  });

  it('merge moves an agency’s reviews by id', async () => {
    const [x] = await s.ctx.db
      .insert(agencies)
      .values({
        name: '안암 공인중개사 사무소',
        address: '서울 성북구 안암로 21',
        latitude: 37.5915,
        longitude: 127.0315,
      })
      .returning({ id: agencies.id });
    const res = await admin('merge', '--agency', String(F.agency), String(x?.id));
    expect(res.code).toBe(0);
    expect(
      await s.ctx.db
        .select()
        .from(agencies)
        .where(eq(agencies.id, x?.id ?? 0)),
    ).toEqual([]);
  });
});

describe('the place step is told what saving a new place would do (POST /api/v1/place/match)', () => {
  const match = (json: unknown) => s.call<AnyJson>('/api/v1/place/match', { method: 'POST', json });

  it('names the registered building the address names, in any spelling, and whether the save would be refused', async () => {
    for (const address of ['서울 성북구 안암로11', '서울특별시성북구안암로11', '성북구 안암로 11']) {
      const res = await match({ kind: 'GENERAL', type: 'ROOM', name: '해피 하우스', address });
      expect(res.status, address).toBe(200);
      expect(res.data.join, address).toMatchObject({
        place: { placeId: F.buildingRoom, name: '안암 해피하우스' },
        via: 'road',
        conflict: null,
      });
    }
    const otherType = await match({
      kind: 'GENERAL',
      type: 'OFFICETEL',
      name: '',
      address: '서울 성북구 안암로 11',
    });
    expect(otherType.data.join.conflict).toBe('type');
    const otherName = await match({
      kind: 'GENERAL',
      type: 'ROOM',
      name: '새봄빌',
      address: '서울 성북구 안암로 11',
    });
    expect(otherName.data.join.conflict).toBe('name');
  });

  it('reads a lot address without 시/군/구 with the road address’s, and tells the area the address lies in', async () => {
    const res = await match({
      kind: 'GENERAL',
      name: '',
      address: '서울 성북구 비밀로 12',
      lotAddress: '안암동 1-1',
      near: { latitude: 35.153, longitude: 128.099 },
    });
    expect(res.status).toBe(200);
    expect(res.data.join).toBeNull();
    expect(res.data.lotAddress).toBe('서울 성북구 안암동 1-1');
    expect(res.data.area.label).toBe('서울 성북구');
    // The centre of the registered places of 성북구, not the campus the student stands near.
    expect(Math.abs(res.data.area.latitude - 37.59)).toBeLessThan(0.05);
  });

  it('lists alike names in the 시/군/구 when the address names nothing', async () => {
    const res = await match({ kind: 'GENERAL', name: '고려 빌라', address: '서울 성북구 개운사길 99' });
    expect(res.data.join).toBeNull();
    expect(res.data.similar.map((p: { placeId: number }) => p.placeId)).toContain(F.buildingHouse);
  });
});
