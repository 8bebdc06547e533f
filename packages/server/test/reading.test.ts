import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { F } from './fixture.ts';
import { type AnyJson, createTestServer, NO_MAP_FILTERS, type TestServer } from './helpers.ts';

let s: TestServer;
let verified: string;
let unverified: string;
beforeAll(async () => {
  s = await createTestServer();
  verified = await s.token(F.verified);
  unverified = await s.token(F.unverified);
}, 120_000);
afterAll(() => s.close());

const FILTERS = NO_MAP_FILTERS;
const SEOUL = { neLat: 37.6, neLng: 127.04, swLat: 37.58, swLng: 127.02 };

interface Marker {
  id: number;
  type: string;
  hasReview: boolean;
}
const markers = async (filters: Partial<typeof FILTERS> | Record<string, unknown>, bounds = SEOUL) => {
  const res = await s.call<Marker[]>('/api/v1/map/markers', {
    method: 'POST',
    json: { bounds, filters: { ...FILTERS, ...filters } },
  });
  return res;
};
const ids = (list: Marker[]) => list.map((m) => `${m.type}:${m.id}`).sort();

describe('POST /api/v1/map/markers', () => {
  it('returns every place in the box with its kind and whether it has reviews', async () => {
    const res = await markers({});
    expect(res.status).toBe(200);
    expect(ids(res.data)).toEqual(
      ['AGENCY:201', 'DORMITORY:105', 'GENERAL:101', 'GENERAL:102', 'GENERAL:103', 'GENERAL:104'].sort(),
    );
    expect(res.data.find((m) => m.id === F.buildingEmpty)?.hasReview).toBe(false);
    expect(res.data.find((m) => m.id === F.buildingRoom)?.hasReview).toBe(true);
  });

  it('answers the same with response validation off (the database-built JSON path)', async () => {
    const fast = await s.derive({ RESPONSE_VALIDATION: 'off' });
    const res = await fast.call<Marker[]>('/api/v1/map/markers', {
      method: 'POST',
      json: { bounds: SEOUL, filters: FILTERS },
    });
    expect(res.status).toBe(200);
    expect(ids(res.data)).toEqual(ids((await markers({})).data));
  });

  it('answers an empty box with 200 and []', async () => {
    const res = await markers({}, { neLat: 10.1, neLng: 10.1, swLat: 10, swLng: 10 });
    expect(res).toMatchObject({ status: 200, data: [] });
  });

  it('REVIEW view keeps only places with reviews', async () => {
    expect(ids((await markers({ viewType: 'REVIEW' })).data)).toEqual(
      ['AGENCY:201', 'DORMITORY:105', 'GENERAL:101', 'GENERAL:102'].sort(),
    );
  });

  it('matches exact types (HOUSE no longer matches BOARDING_HOUSE)', async () => {
    expect(ids((await markers({ buildType: ['HOUSE'] })).data)).toEqual(['GENERAL:102']);
    expect(ids((await markers({ buildType: ['BOARDING_HOUSE', 'AGENCY'] })).data)).toEqual([
      'AGENCY:201',
      'GENERAL:103',
    ]);
    expect(ids((await markers({ buildType: ['DORMITORY'] })).data)).toEqual(['DORMITORY:105']);
  });

  it('price filters match when one general review matches; without a bound, places without general reviews stay', async () => {
    // Only the 월세 500/50 review (building 101) and 1000/70 (102) are monthly rents.
    expect(ids((await markers({ contractType: 'MONTHLY_RENT', buildType: ['ROOM', 'HOUSE'] })).data)).toEqual(
      ['GENERAL:101', 'GENERAL:102'],
    );
    expect(
      ids((await markers({ contractType: 'DEPOSIT_RENT', buildType: ['ROOM', 'HOUSE', 'OFFICETEL'] })).data),
    ).toEqual(['GENERAL:101', 'GENERAL:104']);
    expect(ids((await markers({ depositMax: 600 })).data)).toEqual(['GENERAL:101']);
    expect(ids((await markers({ monthlyRentMin: 60 })).data)).toEqual(['GENERAL:102']);
    expect(ids((await markers({ monthlyRentMax: 55 })).data)).toEqual(['GENERAL:101']);
    // With the maintenance cost included 50 + 5 = 55 still fits, 70 + 10 does not.
    expect(
      ids((await markers({ monthlyRentMin: 51, monthlyRentMax: 79, inMaintenanceCost: true })).data),
    ).toEqual(['GENERAL:101']);
  });

  it('keyword filter: a review carrying all given codes', async () => {
    expect(ids((await markers({ reviewKeyword: ['PO_BD_LO_01', 'PO_BD_MT_01'] })).data)).toEqual([
      'GENERAL:101',
    ]);
    expect(ids((await markers({ reviewKeyword: ['PO_BD_LO_01'] })).data)).toEqual([
      'GENERAL:101',
      'GENERAL:102',
    ]);
    expect(ids((await markers({ reviewKeyword: ['PO_AG_SO_01'] })).data)).toEqual(['AGENCY:201']);
  });

  it('campus filter: within 2 km of a chosen campus', async () => {
    const wide = { neLat: 38, neLng: 130, swLat: 35, swLng: 126 };
    expect((await markers({ campus: [F.campusA1] }, wide)).data.length).toBe(6);
    expect((await markers({ campus: [F.campusB1] }, wide)).data).toEqual([]);
  });

  it.each([[{ depositMin: 100, depositMax: 50 }], [{ monthlyRentMin: 100, monthlyRentMax: 50 }]])(
    'min > max is 422 (%j)',
    async (filters) => {
      expect((await markers(filters)).status).toBe(422);
    },
  );

  it('inverted bounds are 422, out-of-range or missing bounds 400', async () => {
    expect((await markers({}, { neLat: 37, neLng: 127, swLat: 38, swLng: 126 })).status).toBe(422);
    expect((await markers({}, { neLat: 91, neLng: 127, swLat: 38, swLng: 126 })).status).toBe(400);
    const res = await s.call('/api/v1/map/markers', { method: 'POST', json: { filters: FILTERS } });
    expect(res.status).toBe(400);
    expect(res.message).toContain("'bounds'");
  });

  it('refuses more than 5 keywords and unknown codes with 400', async () => {
    const six = ['PO_BD_LO_01', 'PO_BD_LO_02', 'PO_BD_LO_03', 'PO_BD_LO_04', 'PO_BD_LO_05', 'PO_BD_LO_06'];
    expect((await markers({ reviewKeyword: six })).status).toBe(400);
    const unknown = await markers({ reviewKeyword: ['PO_XX_YY_99'] });
    expect(unknown.status).toBe(400);
    expect(unknown.message).toMatch(/[가-힣]/);
  });
});

interface Page {
  num: number;
  page: number;
  itemNum: number;
  items: Record<string, Record<string, unknown> | undefined>[];
}
const itemIds = (p: Page) =>
  p.items.map((i) => {
    const key =
      Object.keys(i).find((k) => k.endsWith('Info') && k !== 'reviewInfo' && k !== 'boundInfo') ?? '';
    return `${key}:${(i[key] as { id: number }).id}`;
  });

describe('POST /api/v1/map/markers/nearby', () => {
  const nearby = (json: Record<string, unknown>, token?: string) =>
    s.call<Page>('/api/v1/map/markers/nearby', {
      method: 'POST',
      token,
      json: { num: 10, page: 1, sortBy: 'LATEST', ...json },
    });

  it('lists the reviews of the tapped places with paging from 1 and boundInfo', async () => {
    const res = await nearby({
      type: 'REVIEW',
      idList: [F.buildingRoom, F.buildingHouse],
      agencyIdList: [F.agency],
    });
    expect(res.status).toBe(200);
    expect(res.data.itemNum).toBe(4);
    // 1005 and 1001 share a creation time: the newer id comes first.
    expect(itemIds(res.data)).toEqual([
      'generalReviewInfo:1002',
      'agencyReviewInfo:1005',
      'generalReviewInfo:1001',
      'generalReviewInfo:1003',
    ]);
    expect(res.data.items[0]?.boundInfo).toEqual({ latitude: 37.591, longitude: 127.031 });
    const page2 = await nearby({
      type: 'REVIEW',
      num: 3,
      page: 2,
      idList: [F.buildingRoom, F.buildingHouse],
      agencyIdList: [F.agency],
    });
    expect(itemIds(page2.data)).toEqual(['generalReviewInfo:1003']);
  });

  it('sorts reviews by stars and likes', async () => {
    const stars = await nearby({
      type: 'REVIEW',
      sortBy: 'STARS',
      idList: [F.buildingRoom, F.buildingHouse],
    });
    expect(itemIds(stars.data)).toEqual([
      'generalReviewInfo:1001',
      'generalReviewInfo:1003',
      'generalReviewInfo:1002',
    ]);
    const likes = await nearby({
      type: 'REVIEW',
      sortBy: 'LIKES',
      idList: [F.buildingRoom, F.buildingHouse],
    });
    expect(itemIds(likes.data)[0]).toBe('generalReviewInfo:1001');
  });

  it('lists buildings in the building view; liked reflects the token', async () => {
    const res = await nearby({
      type: 'BUILDING',
      sortBy: 'STARS',
      idList: [F.buildingRoom, F.dorm, F.buildingEmpty],
      agencyIdList: [F.agency],
    });
    expect(itemIds(res.data)).toEqual([
      'dormitoryBuildingInfo:105',
      'agencyBuildingInfo:201',
      'generalBuildingInfo:101',
      'generalBuildingInfo:104',
    ]);
    expect(res.data.items[0]?.dormitoryBuildingInfo?.universityName).toBe('가나대학교');
    expect(res.data.items[3]?.generalBuildingInfo?.rating).toBeNull();
    const reviewsLiked = await nearby(
      { type: 'REVIEW', idList: [F.buildingRoom] },
      await s.token(F.verified2),
    );
    expect(
      reviewsLiked.data.items.find((i) => i.generalReviewInfo?.id === F.reviewGeneral1)?.generalReviewInfo
        ?.liked,
    ).toBe(true);
  });

  it('validates num 1..30 and page ≥ 1', async () => {
    expect((await nearby({ type: 'REVIEW', num: 31, idList: [] })).status).toBe(400);
    expect((await nearby({ type: 'REVIEW', page: 0, idList: [] })).status).toBe(400);
    expect((await nearby({ type: 'REVIEW', idList: [] })).data).toMatchObject({ itemNum: 0, items: [] });
  });
});

describe('POST /api/v1/map/search', () => {
  const search = (
    keyword: string,
    extra: Record<string, unknown> = {},
    filters: Record<string, unknown> = {},
  ) =>
    s.call<Page>('/api/v1/map/search', {
      method: 'POST',
      token: verified,
      json: { keyword, num: 10, page: 1, sortBy: 'RCMND', filters: { ...FILTERS, ...filters }, ...extra },
    });

  it('needs a signed-in user, as the call table says; any verification status may search', async () => {
    const json = { keyword: '고려빌라', num: 10, page: 1, sortBy: 'RCMND', filters: FILTERS };
    const guest = await s.call('/api/v1/map/search', { method: 'POST', json });
    expect(guest.status).toBe(401);
    expect(guest.message).toBe('로그인이 필요해요.');
    const unverifiedSearch = await s.call<Page>('/api/v1/map/search', {
      method: 'POST',
      json,
      token: unverified,
    });
    expect(unverifiedSearch.status).toBe(200);
  });

  it('matches building and agency names and addresses', async () => {
    expect(itemIds((await search('고려빌라')).data)).toEqual(['generalBuildingInfo:102']);
    expect(itemIds((await search('제기로')).data)).toEqual(['generalBuildingInfo:104']);
    expect(itemIds((await search('공인중개')).data)).toEqual(['agencyBuildingInfo:201']);
  });

  it('2-character keywords go through the bigram index and still match anywhere in the text', async () => {
    expect(itemIds((await search('안암')).data).sort()).toEqual([
      'agencyBuildingInfo:201',
      'dormitoryBuildingInfo:105',
      'generalBuildingInfo:101',
    ]);
    expect(itemIds((await search('운사')).data)).toEqual(['generalBuildingInfo:102']);
  });

  it('a university or campus name returns what lies within 2 km of its campuses', async () => {
    const res = await search('가나대학교');
    expect(res.data.itemNum).toBe(6);
    expect(res.data.items.every((i) => i.boundInfo)).toBe(true);
    expect((await search('다라대')).data.itemNum).toBe(0);
  });

  it('generic words alone (캠퍼스, 대학교) do not pull in every campus', async () => {
    expect((await search('캠퍼스')).data.itemNum).toBe(0);
    expect((await search('대학교')).data.itemNum).toBe(0);
    expect((await search('서울캠퍼스')).data.itemNum).toBe(6);
  });

  it('review view lists reviews of the matching places', async () => {
    const res = await search('안암 해피', {}, { viewType: 'REVIEW' });
    expect(itemIds(res.data).sort()).toEqual(['generalReviewInfo:1001', 'generalReviewInfo:1002']);
  });

  it('treats LIKE wildcards literally', async () => {
    expect((await search('%%')).data.itemNum).toBe(0);
    expect((await search('__')).data.itemNum).toBe(0);
  });

  it('needs 2 characters after trimming', async () => {
    const res = await search(' a ');
    expect(res).toMatchObject({ status: 400, message: '검색어를 2자 이상 입력해 주세요.' });
  });
});

describe('GET /api/v1/building/{id}', () => {
  it('returns the building with review images and the top-5 positive keywords', async () => {
    const res = await s.call<AnyJson>(`/api/v1/building/${F.buildingRoom}`, { token: verified });
    expect(res.status).toBe(200);
    expect(res.data.generalBuildingInfo).toMatchObject({
      id: 101,
      type: ['ROOM'],
      rating: 3.5,
      reviewCount: 2,
      liked: false,
    });
    expect(res.data.reviewImages.count).toBe(5);
    expect(res.data.reviewImages.imageUrl[0]).toBe('/files/seed/r2-a.png');
    expect(res.data.keywords).toHaveLength(5);
    expect(res.data.keywords[0]).toEqual({ key: 'PO_BD_LO_01', count: 2 });
  });

  it('agency with isAgency=true; 404 for unknown or malformed ids; 400 for a bad flag', async () => {
    expect(
      (await s.call<AnyJson>(`/api/v1/building/${F.agency}?isAgency=true`)).data.agencyBuildingInfo.type,
    ).toBe('AGENCY');
    expect((await s.call(`/api/v1/building/${F.agency}`)).status).toBe(404);
    expect((await s.call('/api/v1/building/999999')).status).toBe(404);
    expect((await s.call('/api/v1/building/abc')).status).toBe(404);
    expect((await s.call('/api/v1/building/99999999999999')).status).toBe(404);
    expect((await s.call(`/api/v1/building/${F.buildingRoom}?isAgency=maybe`)).status).toBe(400);
  });

  it('serves seed photos referenced by reviews, and 404 for others', async () => {
    const res = await s.request('/files/seed/r2-a.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    expect((await s.request('/files/seed/not-used.png')).status).toBe(404);
    expect((await s.request('/files/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await s.request('/files/%E0%A4%A')).status).toBe(404);
  });
});

describe('GET /api/v1/building/{id}/review', () => {
  const list = (q: string) => s.call<Page>(`/api/v1/building/${F.buildingRoom}/review?${q}`);
  it('pages from 0 and sorts', async () => {
    expect(itemIds((await list('')).data)).toEqual(['generalReviewInfo:1002', 'generalReviewInfo:1001']);
    expect(itemIds((await list('sortBy=STARS')).data)).toEqual([
      'generalReviewInfo:1001',
      'generalReviewInfo:1002',
    ]);
    expect(itemIds((await list('sortBy=LIKES')).data)).toEqual([
      'generalReviewInfo:1001',
      'generalReviewInfo:1002',
    ]);
    expect(itemIds((await list('sortBy=RCMND')).data)).toEqual([
      'generalReviewInfo:1001',
      'generalReviewInfo:1002',
    ]);
    const p1 = await list('num=1&page=1');
    expect(p1.data).toMatchObject({ num: 1, page: 1, itemNum: 2 });
    expect(itemIds(p1.data)).toEqual(['generalReviewInfo:1001']);
    expect((await list('page=5')).data.items).toEqual([]);
  });
  it('400 for bad paging or sort, 404 for an unknown building', async () => {
    expect((await list('page=-1')).status).toBe(400);
    expect((await list('num=0')).status).toBe(400);
    expect((await list('sortBy=BEST')).status).toBe(400);
    expect((await s.call('/api/v1/building/4242/review')).status).toBe(404);
    expect(itemIds((await s.call<Page>(`/api/v1/building/${F.agency}/review?isAgency=true`)).data)).toEqual([
      'agencyReviewInfo:1005',
    ]);
  });
});

describe('GET /api/v1/review/{id}', () => {
  it('general, dormitory and agency details', async () => {
    const g = await s.call<AnyJson>(`/api/v1/review/${F.reviewGeneral1}?reviewType=GENERAL`, {
      token: verified,
    });
    expect(g.data.generalReviewInfo).toMatchObject({
      contractType: 'MONTHLY_RENT',
      deposit: 500,
      price: 50,
      maintenanceCost: 5,
    });
    expect(g.data.building).toMatchObject({ buildingId: 101, buildingCode: 'B-101', type: 'ROOM' });
    expect(g.data.authorId).toBe(F.verified);
    expect(g.data.conditions).toBeUndefined();
    const d = await s.call<AnyJson>(`/api/v1/review/${F.reviewDorm}?reviewType=DORM`, {
      token: verified,
    });
    expect(d.data.conditions).toEqual({ currentRegion: '부산광역시', currentGrade: '3.8' });
    // Fixed: lounge reflects the answer (false here).
    expect(d.data.facilities).toEqual({
      privateFacilities: ['화장실', '샤워실'],
      publicFacilities: ['세탁기', '냉장고'],
      lounge: false,
    });
    expect(d.data.dormitoryReviewInfo.campusId).toBe(F.campusA1);
    const a = await s.call<AnyJson>(`/api/v1/review/${F.reviewAgency}?reviewType=AGENCY`, {
      token: verified,
    });
    expect(a.data.building.type).toBe('AGENCY');
  });
  it('guests 401, unverified 403, unknown 404', async () => {
    expect((await s.call(`/api/v1/review/${F.reviewGeneral1}`)).status).toBe(401);
    expect((await s.call(`/api/v1/review/${F.reviewGeneral1}`, { token: unverified })).status).toBe(403);
    expect((await s.call('/api/v1/review/77777', { token: verified })).status).toBe(404);
    expect(
      (await s.call(`/api/v1/review/${F.reviewGeneral1}?reviewType=HOUSE`, { token: verified })).status,
    ).toBe(400);
  });
});

describe('GET /api/v1/user/recentReview', () => {
  it('keeps the order, skips missing ids, refuses more than 5', async () => {
    const res = await s.call<Page['items']>(
      `/api/v1/user/recentReview?reviewIds=${F.reviewAgency},424242,${F.reviewGeneral1}`,
      { token: verified },
    );
    expect(res.data.map((i) => (i.agencyReviewInfo ?? i.generalReviewInfo)?.id)).toEqual([
      F.reviewAgency,
      F.reviewGeneral1,
    ]);
    expect(
      (await s.call('/api/v1/user/recentReview?reviewIds=1,2,3,4,5,6', { token: verified })).status,
    ).toBe(400);
    expect((await s.call('/api/v1/user/recentReview?reviewIds=a,b', { token: verified })).status).toBe(400);
    expect((await s.call('/api/v1/user/recentReview?reviewIds=', { token: verified })).data).toEqual([]);
    expect((await s.call('/api/v1/user/recentReview?reviewIds=1')).status).toBe(401);
  });
});

describe('bookmarks', () => {
  it('sets (not toggles), lists with filters and sorts, latest = most recently liked first', async () => {
    const t = await s.token(F.verified2);
    const set = (type: string, id: number, bookmark: boolean) =>
      s.call('/api/v1/user/bookmark', { method: 'POST', token: t, json: { type, id, bookmark } });
    expect((await set('building', F.buildingHouse, true)).status).toBe(200);
    expect((await set('building', F.buildingHouse, true)).status).toBe(200);
    expect((await set('agency', F.agency, true)).status).toBe(200);
    expect((await set('review', F.reviewDorm, true)).status).toBe(200);
    const all = await s.call<Page['items']>('/api/v1/user/bookmark?type=all&sortBy=latest&page=0&size=5', {
      token: t,
    });
    expect(all.data.map((i) => Object.keys(i)[0])).toEqual([
      'dormitoryReviewInfo',
      'agencyBuildingInfo',
      'generalBuildingInfo',
      'generalReviewInfo',
    ]);
    const buildingsOnly = await s.call<Page['items']>('/api/v1/user/bookmark?type=building', { token: t });
    expect(buildingsOnly.data).toHaveLength(2);
    const stars = await s.call<Page['items']>('/api/v1/user/bookmark?type=review&sortBy=stars', { token: t });
    expect(stars.data.map((i) => (i.generalReviewInfo ?? i.dormitoryReviewInfo)?.id)).toEqual([
      F.reviewGeneral1,
      F.reviewDorm,
    ]);
    const paged = await s.call<Page['items']>('/api/v1/user/bookmark?size=2&page=1', { token: t });
    expect(paged.data).toHaveLength(2);
    // Liking twice counted once; unliking decrements.
    const detail = await s.call<AnyJson>(`/api/v1/building/${F.buildingHouse}`, { token: t });
    expect(detail.data.generalBuildingInfo.liked).toBe(true);
    expect((await set('building', F.buildingHouse, false)).status).toBe(200);
    expect(
      (await s.call<Page['items']>('/api/v1/user/bookmark?type=building', { token: t })).data,
    ).toHaveLength(1);
  });

  it('unknown targets 404, bad bodies 400, unverified 403, guests 401', async () => {
    const set = (json: unknown, token?: string) =>
      s.call('/api/v1/user/bookmark', { method: 'POST', token, json });
    expect((await set({ type: 'review', id: 999999, bookmark: true }, verified)).status).toBe(404);
    expect((await set({ type: 'room', id: 1, bookmark: true }, verified)).status).toBe(400);
    expect((await set({ type: 'review', id: 1, bookmark: 'yes' }, verified)).status).toBe(400);
    expect((await set({ type: 'review', id: F.reviewGeneral1, bookmark: true }, unverified)).status).toBe(
      403,
    );
    expect((await set({ type: 'review', id: F.reviewGeneral1, bookmark: true })).status).toBe(401);
    expect((await s.call('/api/v1/user/bookmark?type=everything', { token: verified })).status).toBe(400);
    expect((await s.call('/api/v1/user/bookmark')).status).toBe(401);
  });
});

describe('GET /api/v1/user/review', () => {
  it('pages my reviews with the total, an empty page is 200 []', async () => {
    const res = await s.call<{ reviews: Page['items']; itemNum: number }>(
      '/api/v1/user/review?page=0&size=2&orderby=latest',
      { token: verified },
    );
    expect(res.data.itemNum).toBe(3);
    expect(res.data.reviews).toHaveLength(2);
    const page2 = await s.call<{ reviews: Page['items'] }>('/api/v1/user/review?page=1&size=2', {
      token: verified,
    });
    expect(page2.data.reviews).toHaveLength(1);
    const offset = await s.call<{ reviews: Page['items'] }>('/api/v1/user/review?offset=2&limit=2', {
      token: verified,
    });
    expect(offset.data.reviews).toHaveLength(1);
    const none = await s.call<{ reviews: Page['items']; itemNum: number }>('/api/v1/user/review', {
      token: unverified,
    });
    expect(none).toMatchObject({ status: 200, data: { reviews: [], itemNum: 0 } });
    expect((await s.call('/api/v1/user/review?size=1000', { token: verified })).status).toBe(400);
  });
});
