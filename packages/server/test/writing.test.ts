import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, buildings, reports, reviews, uploads } from '../src/db/schema.ts';
import { agencyBody, dormBody, generalBody, HEIC, JPEG, PNG, WEBP } from './bodies.ts';
import { F } from './fixture.ts';
import { type AnyJson, createTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let author: string;
let other: string;
beforeAll(async () => {
  s = await createTestServer();
  author = await s.token(F.verified);
  other = await s.token(F.verified2);
}, 120_000);
afterAll(() => s.close());

function form(files: { bytes: Uint8Array; name: string }[], category: string | null = 'review') {
  const f = new FormData();
  if (category !== null) f.append('category', category);
  for (const file of files) f.append('files', new Blob([file.bytes]), file.name);
  return f;
}

async function uploadImages(token: string, count = 2): Promise<string[]> {
  const res = await s.call<{ urls: string[] }>('/api/v1/images', {
    method: 'POST',
    token,
    body: form(Array.from({ length: count }, (_, i) => ({ bytes: PNG, name: `p${i}.png` }))),
  });
  expect(res.status).toBe(200);
  return res.data.urls;
}

const create = (kind: string, json: unknown, token = author) =>
  s.call<{ reviewId: number }>(`/api/v1/review/${kind}`, { method: 'POST', token, json });

describe('POST /api/v1/images', () => {
  it('stores jpeg, png, webp and heic judged by content and serves them', async () => {
    const res = await s.call<{ urls: string[] }>('/api/v1/images', {
      method: 'POST',
      token: author,
      body: form([
        { bytes: JPEG, name: 'a.txt' },
        { bytes: PNG, name: 'b' },
        { bytes: WEBP, name: 'c.webp' },
        { bytes: HEIC, name: 'd.heic' },
      ]),
    });
    expect(res.status).toBe(200);
    expect(res.data.urls.map((u) => u.slice(u.lastIndexOf('.')))).toEqual(['.jpg', '.png', '.webp', '.heic']);
    expect(res.data.urls[0]).toMatch(/^\/files\/reviews\//);
    const served = await s.request(res.data.urls[1] ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('uses PUBLIC_BASE_URL for absolute URLs', async () => {
    const pub = await s.derive({ PUBLIC_BASE_URL: 'https://api.jjinbbang.example/' });
    const res = await pub.call<{ urls: string[] }>('/api/v1/images', {
      method: 'POST',
      token: author,
      body: form([{ bytes: PNG, name: 'x.png' }]),
    });
    expect(res.data.urls[0]).toMatch(/^https:\/\/api\.jjinbbang\.example\/files\/reviews\/.+\.png$/);
  });

  it('415 for other content, 413 over 10 MB, 400 for more than 20 files, a wrong category or none', async () => {
    const text = await s.call('/api/v1/images', {
      method: 'POST',
      token: author,
      body: form([{ bytes: new TextEncoder().encode('<svg onload=alert(1)>'), name: 'x.png' }]),
    });
    expect(text).toMatchObject({ status: 415, message: 'JPG, PNG, WEBP, HEIC 이미지만 업로드할 수 있어요.' });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    expect(
      (
        await s.call('/api/v1/images', {
          method: 'POST',
          token: author,
          body: form([{ bytes: big, name: 'big.png' }]),
        })
      ).status,
    ).toBe(413);
    const many = Array.from({ length: 21 }, (_, i) => ({ bytes: PNG, name: `${i}.png` }));
    expect((await s.call('/api/v1/images', { method: 'POST', token: author, body: form(many) })).status).toBe(
      400,
    );
    expect(
      (
        await s.call('/api/v1/images', {
          method: 'POST',
          token: author,
          body: form([{ bytes: PNG, name: 'a.png' }], 'avatar'),
        })
      ).status,
    ).toBe(400);
    expect((await s.call('/api/v1/images', { method: 'POST', token: author, body: form([]) })).status).toBe(
      400,
    );
    expect(
      (await s.call('/api/v1/images', { method: 'POST', token: author, json: { files: [] } })).status,
    ).toBe(415);
  });
});

describe('creating reviews', () => {
  it('a general review creates its building and recomputes the aggregates', async () => {
    const urls = await uploadImages(author, 3);
    const res = await create('GENERAL', generalBody(urls));
    expect(res.status).toBe(200);
    const [building] = await s.ctx.db.select().from(buildings).where(eq(buildings.code, 'NEW-BD-1'));
    expect(building).toMatchObject({ type: 'ROOM', reviewCount: 1, imageCount: 3, rating: 4 });
    expect(building?.keywordCounts).toEqual({ PO_BD_LO_01: 1, PO_BD_LO_03: 1, PO_BD_MT_01: 1 });
    const detail = await s.call<AnyJson>(`/api/v1/review/${res.data.reviewId}`, { token: other });
    expect(detail.data.generalReviewInfo).toMatchObject({
      deposit: 300,
      price: 45,
      maintenanceCost: 7,
      space: 19.8,
      floor: 'MID',
    });
    expect(detail.data.reviewImages.imageUrl).toEqual(urls);
    // A second review on the same building code: averages recomputed, not drifted.
    const urls2 = await uploadImages(other, 2);
    const second = await create(
      'GENERAL',
      generalBody(urls2, {
        generalReview: {
          ...generalBody([]).generalReview,
          rating: 1,
          contractType: 'DEPOSIT_RENT',
          monthlyRent: null,
        },
      }),
      other,
    );
    expect(second.status).toBe(200);
    const [after] = await s.ctx.db.select().from(buildings).where(eq(buildings.code, 'NEW-BD-1'));
    expect(after).toMatchObject({ reviewCount: 2, imageCount: 5, rating: 2.5 });
    expect(after?.keywordCounts).toEqual({ PO_BD_LO_01: 2, PO_BD_LO_03: 2, PO_BD_MT_01: 2 });
  });

  it('a dormitory review on an existing dormitory, with conditions and facilities', async () => {
    const urls = await uploadImages(author);
    const res = await create('DORM', dormBody(urls, F.campusA1));
    expect(res.status).toBe(200);
    const detail = await s.call<AnyJson>(`/api/v1/review/${res.data.reviewId}?reviewType=DORM`, {
      token: other,
    });
    expect(detail.data.facilities).toEqual({
      privateFacilities: ['화장실'],
      publicFacilities: ['세탁기', '전자레인지'],
      lounge: true,
    });
    expect(detail.data.conditions).toEqual({ currentRegion: '대구광역시', currentGrade: '4.1' });
    expect(detail.data.dormitoryReviewInfo).toMatchObject({ capacity: 4, dormFee: 95, campusId: F.campusA1 });
    const [dorm] = await s.ctx.db.select().from(buildings).where(eq(buildings.id, F.dorm));
    expect(dorm?.reviewCount).toBe(2);
  });

  it('an agency review needs no photos', async () => {
    const res = await create('AGENCY', agencyBody());
    expect(res.status).toBe(200);
    const [agency] = await s.ctx.db.select().from(agencies).where(eq(agencies.id, F.agency));
    expect(agency).toMatchObject({ reviewCount: 2, rating: 4.5 });
  });

  it('the path kind must match the body, and unknown kinds are 404', async () => {
    expect((await create('DORM', agencyBody())).status).toBe(400);
    expect((await create('GENERAL', { ...agencyBody(), generalReview: {} })).status).toBe(400);
    expect((await create('HOUSE', agencyBody())).status).toBe(404);
  });

  it.each([
    [
      'content under 100 characters',
      { agencyReview: { rating: 5, content: '짧아요' } },
      '최소 100자 이상 작성해야 해요!',
    ],
    [
      'content over 1000 characters',
      { agencyReview: { rating: 5, content: '가'.repeat(1001) } },
      '최대 1000자까지 작성할 수 있어요.',
    ],
    ['empty content', { agencyReview: { rating: 5, content: '   ' } }, '내용을 입력해주세요.'],
    ['rating 0', { agencyReview: { rating: 0, content: 'x'.repeat(120) } }, "'agencyReview.rating'"],
    ['rating 4.5', { agencyReview: { rating: 4.5, content: 'x'.repeat(120) } }, "'agencyReview.rating'"],
    [
      'two positive keywords',
      {
        keywords: {
          positive: ['PO_AG_PD_02', 'PO_AG_SO_03'],
          negative: ['NE_AG_PD_01', 'NE_AG_SO_01', 'NE_AG_SO_02'],
        },
      },
      '최소 3개의 장점을 선택해 주세요!',
    ],
    [
      'six negative keywords',
      {
        keywords: {
          positive: ['PO_AG_PD_02', 'PO_AG_SO_03', 'PO_AG_SO_05'],
          negative: [
            'NE_AG_PD_01',
            'NE_AG_PD_02',
            'NE_AG_PD_03',
            'NE_AG_SO_01',
            'NE_AG_SO_02',
            'NE_AG_SO_03',
          ],
        },
      },
      '최대 5개까지 선택할 수 있습니다!',
    ],
    [
      'a building keyword on an agency',
      {
        keywords: {
          positive: ['PO_BD_LO_01', 'PO_AG_SO_03', 'PO_AG_SO_05'],
          negative: ['NE_AG_PD_01', 'NE_AG_SO_01', 'NE_AG_SO_02'],
        },
      },
      '',
    ],
    [
      'a keyword with its opposite',
      {
        keywords: {
          positive: ['PO_AG_PD_01', 'PO_AG_SO_03', 'PO_AG_SO_05'],
          negative: ['NE_AG_PD_01', 'NE_AG_SO_01', 'NE_AG_SO_02'],
        },
      },
      '',
    ],
    [
      '21 photos',
      { imageUrls: Array.from({ length: 21 }, (_, i) => `/files/reviews/x${i}.png`) },
      '사진은 최대 20장까지 업로드할 수 있습니다.',
    ],
    ['a foreign photo URL', { imageUrls: ['https://evil.example/x.png'] }, "'imageUrls[0]'"],
    [
      'a photo never uploaded',
      { imageUrls: ['/files/reviews/00000000-0000-0000-0000-000000000000.png'] },
      "'imageUrls[0]'",
    ],
    ['a missing building request', { buildingRequest: undefined }, "'buildingRequest'"],
  ])('400 for %s', async (_name, patch, message) => {
    const res = await create('AGENCY', { ...agencyBody(), ...patch });
    expect(res.status).toBe(400);
    expect(res.message).toMatch(/[가-힣]/);
    if (message) expect(res.message).toContain(message);
  });

  it('general reviews need 2..20 photos and a coherent contract', async () => {
    const one = await uploadImages(author, 1);
    const fewer = await create(
      'GENERAL',
      generalBody(one, { buildingRequest: { ...generalBody([]).buildingRequest, buildingCode: 'NEW-BD-2' } }),
    );
    expect(fewer.status).toBe(400);
    expect(fewer.message).toContain('사진이 부족합니다');
    const urls = await uploadImages(author, 2);
    const jeonseWithRent = generalBody(urls, {
      generalReview: { ...generalBody([]).generalReview, contractType: 'DEPOSIT_RENT', monthlyRent: 40 },
    });
    expect((await create('GENERAL', jeonseWithRent)).status).toBe(400);
    const wolseWithoutRent = generalBody(urls, {
      generalReview: { ...generalBody([]).generalReview, monthlyRent: null },
    });
    expect((await create('GENERAL', wolseWithoutRent)).message).toBe('월세를 입력해 주세요!');
    const negative = generalBody(urls, { generalReview: { ...generalBody([]).generalReview, deposit: -1 } });
    expect((await create('GENERAL', negative)).message).toContain("'generalReview.deposit'");
    // Someone else's upload cannot be attached.
    const others = await uploadImages(other, 2);
    expect((await create('GENERAL', generalBody(others))).status).toBe(400);
  });

  it('a general review cannot target a dormitory, and a dormitory review needs a known campus', async () => {
    const urls = await uploadImages(author, 2);
    const onDorm = generalBody(urls, {
      buildingRequest: { ...generalBody([]).buildingRequest, buildingCode: 'D-105' },
    });
    expect((await create('GENERAL', onDorm)).status).toBe(400);
    expect((await create('DORM', dormBody(urls, 9999))).status).toBe(404);
    expect(
      (
        await create(
          'DORM',
          dormBody(urls, F.campusA1, { condition: { currentRegion: null, currentGrade: '4.6' } }),
        )
      ).status,
    ).toBe(400);
  });

  it('user text is stored as text', async () => {
    const content = `'); DROP TABLE reviews; -- <script>alert(1)</script> ${'가'.repeat(100)}`;
    const res = await create('AGENCY', agencyBody({ agencyReview: { rating: 3, content } }));
    expect(res.status).toBe(200);
    const [row] = await s.ctx.db.select().from(reviews).where(eq(reviews.id, res.data.reviewId));
    expect(row?.content).toBe(content);
  });
});

describe('updating and deleting', () => {
  it('only the author edits; edit rules allow 1 keyword; photos can be replaced; counts follow', async () => {
    const urls = await uploadImages(author, 3);
    const created = await create(
      'GENERAL',
      generalBody(urls, { buildingRequest: { ...generalBody([]).buildingRequest, buildingCode: 'EDIT-1' } }),
    );
    const id = created.data.reviewId;
    const edit = generalBody(urls.slice(0, 2), {
      buildingRequest: undefined,
      generalReview: { ...generalBody([]).generalReview, rating: 2, content: '짧게 고쳤어요.' },
      keywords: { positive: ['PO_BD_LO_02'], negative: ['NE_BD_ST_01'] },
    });
    expect((await s.call(`/api/v1/review/${id}`, { method: 'PUT', token: other, json: edit })).status).toBe(
      403,
    );
    expect((await s.call(`/api/v1/review/${id}`, { method: 'PUT', json: edit })).status).toBe(401);
    const res = await s.call<{ reviewId: number }>(`/api/v1/review/${id}`, {
      method: 'PUT',
      token: author,
      json: edit,
    });
    expect(res).toMatchObject({ status: 200, data: { reviewId: id } });
    const [b] = await s.ctx.db.select().from(buildings).where(eq(buildings.code, 'EDIT-1'));
    expect(b).toMatchObject({ rating: 2, imageCount: 2, keywordCounts: { PO_BD_LO_02: 1 } });
    // The dropped photo is deleted from storage.
    expect((await s.request(urls[2] ?? '')).status).toBe(404);
    expect((await s.request(urls[0] ?? '')).status).toBe(200);
    // Kind cannot change; the edit still validates.
    expect(
      (await s.call(`/api/v1/review/${id}`, { method: 'PUT', token: author, json: agencyBody() })).status,
    ).toBe(400);
    const noKeywords = { ...edit, keywords: { positive: [], negative: ['NE_BD_ST_01'] } };
    expect(
      (await s.call(`/api/v1/review/${id}`, { method: 'PUT', token: author, json: noKeywords })).status,
    ).toBe(400);
    expect((await s.call('/api/v1/review/987654', { method: 'PUT', token: author, json: edit })).status).toBe(
      404,
    );
  });

  it('a general review can move to another building; both are recomputed', async () => {
    const urls = await uploadImages(author, 2);
    const created = await create(
      'GENERAL',
      generalBody(urls, {
        buildingRequest: { ...generalBody([]).buildingRequest, buildingCode: 'MOVE-FROM' },
      }),
    );
    const moved = generalBody(urls, {
      buildingRequest: { ...generalBody([]).buildingRequest, buildingCode: 'MOVE-TO', name: '옮긴 건물' },
    });
    expect(
      (await s.call(`/api/v1/review/${created.data.reviewId}`, { method: 'PUT', token: author, json: moved }))
        .status,
    ).toBe(200);
    const [from] = await s.ctx.db.select().from(buildings).where(eq(buildings.code, 'MOVE-FROM'));
    const [to] = await s.ctx.db.select().from(buildings).where(eq(buildings.code, 'MOVE-TO'));
    expect(from).toMatchObject({ reviewCount: 0, rating: null, imageCount: 0 });
    expect(to).toMatchObject({ reviewCount: 1, rating: 4 });
  });

  it('only the author deletes; counts are recomputed and images removed', async () => {
    const urls = await uploadImages(author, 2);
    const created = await create(
      'GENERAL',
      generalBody(urls, { buildingRequest: { ...generalBody([]).buildingRequest, buildingCode: 'DEL-1' } }),
    );
    const id = created.data.reviewId;
    expect((await s.call(`/api/v1/review/${id}`, { method: 'DELETE', token: other })).status).toBe(403);
    expect((await s.call(`/api/v1/review/${id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await s.call(`/api/v1/review/${id}`, { method: 'DELETE', token: author })).status).toBe(200);
    const [b] = await s.ctx.db.select().from(buildings).where(eq(buildings.code, 'DEL-1'));
    expect(b).toMatchObject({ reviewCount: 0, imageCount: 0, rating: null, keywordCounts: {} });
    expect((await s.request(urls[0] ?? '')).status).toBe(404);
    const key = (urls[0] ?? '').replace('/files/', '');
    expect(await s.ctx.db.select().from(uploads).where(eq(uploads.key, key))).toEqual([]);
    expect((await s.call(`/api/v1/review/${id}`, { method: 'DELETE', token: author })).status).toBe(404);
  });
});

describe('reports', () => {
  it('one open report per user and review; not on your own review', async () => {
    const report = (id: number, reason: unknown, token = other) =>
      s.call(`/api/v1/review/${id}/report`, { method: 'POST', token, json: { reason } });
    expect((await report(F.reviewGeneral1, '  광고성 내용이 있어요.  ')).status).toBe(200);
    const [row] = await s.ctx.db.select().from(reports).where(eq(reports.reviewId, F.reviewGeneral1));
    expect(row?.reason).toBe('광고성 내용이 있어요.');
    expect((await report(F.reviewGeneral1, '또 신고')).status).toBe(409);
    expect((await report(F.reviewGeneral1, '내 후기', author)).status).toBe(403);
    expect(await report(F.reviewGeneral3, '   ')).toMatchObject({
      status: 400,
      message: '신고 사유를 입력해 주세요.',
    });
    expect(await report(F.reviewGeneral3, '가'.repeat(1001))).toMatchObject({
      status: 400,
      message: '신고 사유는 최대 1000자까지 입력할 수 있어요.',
    });
    expect((await report(424242, '없는 후기')).status).toBe(404);
    expect((await report(F.reviewGeneral3, '사유', await s.token(F.pending))).status).toBe(403);
  });
});
