import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { isSignupNeeded, NO_MAP_FILTERS, reviewKindOfBody } from './constants';
import {
  anyEnvelopeSchema,
  bookmarkListQuerySchema,
  bookmarkListResponseSchema,
  bookmarkRequestSchema,
  buildingDetailResponseSchema,
  buildingReviewsQuerySchema,
  buildingReviewsResponseSchema,
  campusListResponseSchema,
  certificateUploadResponseSchema,
  createReviewBodySchemas,
  createReviewResponseSchema,
  emailCodeRequestSchema,
  emailCodeVerifyRequestSchema,
  emptyResponseSchema,
  imageUploadResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  markersRequestSchema,
  markersResponseSchema,
  myReviewsResponseSchema,
  nearbyRequestSchema,
  nearbyResponseSchema,
  parseWire,
  recentReviewsQuerySchema,
  reportRequestSchema,
  reviewDetailQuerySchema,
  reviewDetailResponseSchema,
  safeParseWire,
  searchRequestSchema,
  searchResponseSchema,
  signupResponseSchema,
  tokenRefreshResponseSchema,
  universityListQuerySchema,
  universityListResponseSchema,
  unregisterReasonRequestSchema,
  updateReviewBodySchemas,
  userResponseSchema,
  WireContractError,
} from './index';

const ok = <T>(data: T) => ({ code: 200, message: 'OK', data });
const campus = {
  id: 1,
  campusName: '가좌캠퍼스',
  logoImageUrl: null,
  campusAddress: '경남 진주시 진주대로 501',
  latitude: 35.154,
  longitude: 128.1,
};
const reviewInfo = {
  content: '좋아요',
  keyword: ['PO_BD_LO_01'],
  likeCount: 3,
  updateAt: '2025-02-23T04:06:00+09:00',
};
const generalReviewInfo = {
  id: 7,
  name: '찐빵하우스',
  type: 'ROOM',
  contractType: 'MONTHLY_RENT',
  deposit: 500,
  price: 45,
  floor: 'LOW',
  space: 23.1,
  maintenanceCost: 5,
  rating: 4,
  liked: false,
};
const generalItem = { generalReviewInfo, reviewInfo, image: null, imageCount: 0 };
const dormItem = {
  dormitoryReviewInfo: {
    id: 8,
    name: '개척관',
    type: 'DORMITORY',
    universityName: '경상국립대학교',
    floor: 'MID',
    capacity: 2,
    dormFee: 120,
    rating: 5,
    liked: true,
  },
  reviewInfo,
  image: 'https://x.kr/a.jpg',
  imageCount: 3,
};
const agencyItem = {
  agencyReviewInfo: { id: 9, name: '찐빵부동산', type: 'AGENCY', rating: 3, liked: false },
  reviewInfo,
  image: null,
  imageCount: 0,
};
const buildingItem = {
  generalBuildingInfo: {
    id: 1,
    name: '찐빵하우스',
    type: ['ROOM', 'OFFICETEL'],
    address: '진주시',
    rating: 4.25,
    liked: false,
    reviewCount: 2,
  },
  image: null,
  imageCount: 0,
  boundInfo: { latitude: 35.1, longitude: 128.1 },
};
const building = {
  buildingId: 1,
  buildingCode: '4817010100',
  name: '찐빵하우스',
  type: 'ROOM',
  address: '진주시',
  lotAddress: null,
  reviewCount: 1,
  latitude: 35.1,
  longitude: 128.1,
};
const filters = { ...NO_MAP_FILTERS, viewType: 'REVIEW' as const };
const pros = ['PO_BD_LO_01', 'PO_BD_LO_02', 'PO_BD_LO_03'];
const cons = ['NE_BD_ST_01', 'NE_BD_ST_02', 'NE_BD_ST_03'];
const content = '가'.repeat(120);
const buildingRequest = {
  buildingCode: '4817010100',
  name: '찐빵하우스',
  type: 'ROOM',
  address: '진주시',
  latitude: 35.1,
  longitude: 128.1,
};
const generalBody = {
  generalReview: {
    contractType: 'MONTHLY_RENT',
    deposit: 500,
    monthlyRent: 45,
    maintenanceCost: null,
    floor: 'LOW',
    space: 23.14,
    rating: 4,
    content,
  },
  imageUrls: ['https://x.kr/1.jpg', 'https://x.kr/2.jpg'],
  buildingRequest,
  keywords: { positive: pros, negative: cons },
};

describe('valid samples of every call parse (api-contract §2–§5)', () => {
  const cases: [string, z.ZodType, unknown][] = [
    ['envelope', anyEnvelopeSchema, { code: 404, message: '없어요', data: null }],
    ['empty', emptyResponseSchema, ok(null)],
    [
      'universities',
      universityListResponseSchema,
      ok([{ id: 1, universityName: '경상국립대학교', universityLogo: null, campuses: [campus] }]),
    ],
    ['campus list', campusListResponseSchema, ok({ campusList: [campus] })],
    [
      'markers request',
      markersRequestSchema,
      { bounds: { neLat: 35.2, neLng: 128.2, swLat: 35.1, swLng: 128 }, filters },
    ],
    [
      'markers request typed',
      markersRequestSchema,
      {
        bounds: { neLat: 35.2, neLng: 128.2, swLat: 35.1, swLng: 128 },
        filters: {
          ...filters,
          buildType: ['ROOM', 'HOUSE'],
          campus: [1],
          depositMax: 5000,
          reviewKeyword: ['PO_BD_LO_01'],
          inMaintenanceCost: true,
        },
      },
    ],
    [
      'markers',
      markersResponseSchema,
      ok([{ id: 1, type: 'GENERAL', latitude: 35.1, longitude: 128.1, hasReview: true }]),
    ],
    [
      'nearby request',
      nearbyRequestSchema,
      { num: 10, page: 1, type: 'REVIEW', sortBy: 'LATEST', idList: [1, 2], agencyIdList: [] },
    ],
    [
      'nearby',
      nearbyResponseSchema,
      ok({ num: 10, page: 1, itemNum: 4, items: [generalItem, dormItem, agencyItem, buildingItem] }),
    ],
    ['search request', searchRequestSchema, { keyword: '진주', num: 10, page: 1, sortBy: 'RCMND', filters }],
    [
      'search',
      searchResponseSchema,
      ok({
        num: 10,
        page: 1,
        itemNum: 1,
        items: [{ ...generalItem, boundInfo: { latitude: 35, longitude: 128 } }],
      }),
    ],
    [
      'building detail',
      buildingDetailResponseSchema,
      ok({
        dormitoryBuildingInfo: {
          id: 2,
          name: '개척관',
          type: 'DORMITORY',
          address: '진주시',
          rating: null,
          liked: false,
          reviewCount: 0,
          universityName: '경상국립대학교',
        },
        reviewImages: { count: 0, imageUrl: [] },
        keywords: [{ key: 'PO_DO_LO_01', count: 3 }],
      }),
    ],
    [
      'building reviews',
      buildingReviewsResponseSchema,
      ok({ num: 10, page: 0, itemNum: 1, items: [generalItem] }),
    ],
    [
      'review detail general',
      reviewDetailResponseSchema,
      ok({
        generalReviewInfo,
        reviewInfo,
        reviewImages: { count: 1, imageUrl: ['https://x.kr/a.jpg'] },
        building,
        keywords: { positive: pros, negative: cons },
        authorId: 3,
        reportedByMe: true,
      }),
    ],
    [
      'review detail dorm',
      reviewDetailResponseSchema,
      ok({
        dormitoryReviewInfo: { ...dormItem.dormitoryReviewInfo, campusId: 1 },
        reviewInfo,
        reviewImages: { count: 0, imageUrl: [] },
        building: { ...building, type: 'DORMITORY' },
        keywords: { positive: [], negative: [] },
        conditions: { currentRegion: null, currentGrade: '4.0' },
        facilities: { privateFacilities: ['화장실'], publicFacilities: ['세탁기'], lounge: false },
        authorId: null,
        reportedByMe: false,
      }),
    ],
    ['bookmark request', bookmarkRequestSchema, { type: 'agency', id: 3, bookmark: true }],
    ['bookmarks', bookmarkListResponseSchema, ok([generalItem, buildingItem])],
    ['my reviews', myReviewsResponseSchema, ok({ reviews: [dormItem], itemNum: 1 })],
    [
      'login request',
      loginRequestSchema,
      { oauthProvider: 'kakao', oauthCode: 'abc', redirectUri: 'http://localhost:5173/login/kakao' },
    ],
    ['login tokens', loginResponseSchema, ok({ accessToken: 'a', refreshToken: 'r', email: 'x@y.kr' })],
    ['login signup', loginResponseSchema, ok({ signupToken: 's' })],
    ['signup', signupResponseSchema, ok({ accessToken: 'a', refreshToken: 'r' })],
    ['refresh', tokenRefreshResponseSchema, ok({ accessToken: 'a', refreshToken: 'r' })],
    ['email code', emailCodeRequestSchema, { emailAddress: 'a@gnu.ac.kr' }],
    ['email verify', emailCodeVerifyRequestSchema, { emailAddress: 'a@gnu.ac.kr', authCode: '012345' }],
    ['certificate', certificateUploadResponseSchema, ok({ univAuthentication: '인증대기' })],
    [
      'user',
      userResponseSchema,
      ok({ id: 1, email: null, university: null, univAuthentication: '미인증', nickname: '찐빵이' }),
    ],
    ['unregister', unregisterReasonRequestSchema, { option: 6 }],
    ['images', imageUploadResponseSchema, ok({ urls: ['https://x.kr/1.jpg'] })],
    ['create general', createReviewBodySchemas.GENERAL, generalBody],
    [
      'create dorm',
      createReviewBodySchemas.DORM,
      {
        dormitoryReview: { campusId: 2, capacity: 4, dormFee: 0, floor: 'LOW', rating: 5, content },
        imageUrls: ['a', 'b'],
        buildingRequest: { ...buildingRequest, type: 'DORMITORY' },
        keywords: {
          positive: ['PO_DO_LO_01', 'PO_DO_LO_02', 'PO_DO_LO_03'],
          negative: ['NE_DO_ST_01', 'NE_DO_ST_02', 'NE_DO_ST_03'],
        },
        condition: { currentRegion: '서울', currentGrade: null },
        facilities: { privateFacilities: [], publicFacilities: [], lounge: true },
      },
    ],
    [
      'create agency',
      createReviewBodySchemas.AGENCY,
      {
        agencyReview: { rating: 3, content },
        imageUrls: [],
        buildingRequest: { ...buildingRequest, type: 'AGENCY' },
        keywords: {
          positive: ['PO_AG_PD_01', 'PO_AG_PD_02', 'PO_AG_PD_05'],
          negative: ['NE_AG_SO_01', 'NE_AG_SO_02', 'NE_AG_SO_03'],
        },
      },
    ],
    [
      'update general',
      updateReviewBodySchemas.GENERAL,
      {
        ...generalBody,
        buildingRequest: undefined,
        generalReview: { ...generalBody.generalReview, content: '짧게' },
        keywords: { positive: ['PO_BD_LO_01'], negative: ['NE_BD_ST_01'] },
      },
    ],
    ['created', createReviewResponseSchema, ok({ reviewId: 12 })],
    ['report', reportRequestSchema, { reason: ' 광고예요 ' }],
  ];
  // A loop, not it.each: the test-name formatter would try to print the schemas.
  for (const [name, schema, sample] of cases) {
    it(name, () => {
      expect(schema.safeParse(sample).error?.issues).toBeUndefined();
    });
  }
});

describe('broken samples name the field (WireContractError)', () => {
  const cases: [string, z.ZodType, unknown, string][] = [
    ['missing data', universityListResponseSchema, { code: 200, message: 'OK' }, 'data'],
    [
      'campus latitude',
      campusListResponseSchema,
      ok({ campusList: [{ ...campus, latitude: '35' }] }),
      'data.campusList[0].latitude',
    ],
    [
      'item deposit',
      nearbyResponseSchema,
      ok({
        num: 1,
        page: 1,
        itemNum: 1,
        items: [{ ...generalItem, generalReviewInfo: { ...generalReviewInfo, deposit: -1 } }],
      }),
      'data.items[0].generalReviewInfo.deposit',
    ],
    [
      'item updateAt',
      nearbyResponseSchema,
      ok({
        num: 1,
        page: 1,
        itemNum: 1,
        items: [{ ...generalItem, reviewInfo: { ...reviewInfo, updateAt: 'yesterday' } }],
      }),
      'data.items[0].reviewInfo.updateAt',
    ],
    [
      'two variants',
      nearbyResponseSchema,
      ok({
        num: 1,
        page: 1,
        itemNum: 1,
        items: [{ ...generalItem, agencyReviewInfo: agencyItem.agencyReviewInfo }],
      }),
      'data.items[0].agencyReviewInfo',
    ],
    [
      'keyword code',
      buildingReviewsResponseSchema,
      ok({
        num: 1,
        page: 0,
        itemNum: 1,
        items: [{ ...dormItem, reviewInfo: { ...reviewInfo, keyword: ['PO_XX'] } }],
      }),
      'data.items[0].reviewInfo.keyword[0]',
    ],
    [
      'user status',
      userResponseSchema,
      ok({ id: 1, email: null, university: null, univAuthentication: 'verified', nickname: 'x' }),
      'data.univAuthentication',
    ],
    [
      'rating',
      reviewDetailResponseSchema,
      ok({
        generalReviewInfo: { ...generalReviewInfo, rating: 6 },
        reviewInfo,
        reviewImages: { count: 0, imageUrl: [] },
        building,
        keywords: { positive: [], negative: [] },
        authorId: 1,
        reportedByMe: false,
      }),
      'data.generalReviewInfo.rating',
    ],
  ];
  for (const [name, schema, sample, field] of cases)
    it(`${name} → ${field}`, () => {
      let error: unknown;
      try {
        parseWire(schema, sample, 'GET test');
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(WireContractError);
      const wireError = error as WireContractError;
      expect(wireError.field).toBe(field);
      expect(wireError.message).toContain(field);
      expect(wireError.message).toContain('GET test');
      expect(wireError.path.length).toBeGreaterThan(0);
    });

  it('safeParseWire returns instead of throwing', () => {
    const result = safeParseWire(userResponseSchema, ok(null));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.field).toBe('data');
    expect(safeParseWire(emptyResponseSchema, ok(null))).toEqual({ ok: true, data: ok(null) });
  });
});

describe('request rules', () => {
  const issues = (schema: z.ZodType, value: unknown) =>
    schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

  it('drops bidirectional controls from what students write: content, place names, addresses, reports', () => {
    const rlo = '\u202E';
    const body = createReviewBodySchemas.GENERAL.parse({
      ...generalBody,
      generalReview: { ...generalBody.generalReview, content: `${rlo}${generalBody.generalReview.content}` },
      buildingRequest: {
        ...generalBody.buildingRequest,
        name: `\u2066찐빵${rlo}빌\u2069`,
        address: `주소 ${rlo}gpj.exe\u200F`,
      },
    });
    expect(body.generalReview.content).toBe(generalBody.generalReview.content);
    expect(body.buildingRequest.name).toBe('찐빵빌');
    expect(body.buildingRequest.address).toBe('주소 gpj.exe');
    expect(reportRequestSchema.parse({ reason: `광고${rlo}예요\u061C` }).reason).toBe('광고예요');
  });

  it('create body: content, photos, keywords carry the spec messages', () => {
    expect(
      issues(createReviewBodySchemas.GENERAL, {
        ...generalBody,
        generalReview: { ...generalBody.generalReview, content: '짧다' },
      }),
    ).toEqual(['최소 100자 이상 작성해야 해요!']);
    expect(issues(createReviewBodySchemas.GENERAL, { ...generalBody, imageUrls: ['a'] })).toEqual([
      '사진이 부족해요. 일반 건물과 기숙사 후기는 사진이 2~20장, 공인중개사 후기는 최대 20장 필요해요.',
    ]);
    expect(
      issues(createReviewBodySchemas.GENERAL, {
        ...generalBody,
        keywords: { positive: pros.slice(0, 2), negative: cons },
      }),
    ).toEqual(['최소 3개의 장점을 선택해 주세요!']);
    expect(
      issues(createReviewBodySchemas.GENERAL, {
        ...generalBody,
        keywords: { positive: pros, negative: ['NE_BD_LO_01', ...cons.slice(1)] },
      }),
    ).toEqual(['같은 항목을 단점으로 골랐어요!']);
    expect(issues(createReviewBodySchemas.DORM, generalBody).length).toBeGreaterThan(0);
  });

  it('create body: 전세 has no monthly rent, 월세 needs one, fee 0 is null', () => {
    const rent = (
      contractType: string,
      monthlyRent: number | null,
      maintenanceCost: number | null = null,
    ) => ({
      ...generalBody,
      generalReview: { ...generalBody.generalReview, contractType, monthlyRent, maintenanceCost },
    });
    expect(createReviewBodySchemas.GENERAL.safeParse(rent('DEPOSIT_RENT', null)).success).toBe(true);
    expect(createReviewBodySchemas.GENERAL.safeParse(rent('DEPOSIT_RENT', 30)).success).toBe(false);
    expect(createReviewBodySchemas.GENERAL.safeParse(rent('MONTHLY_RENT', null)).success).toBe(false);
    expect(createReviewBodySchemas.GENERAL.safeParse(rent('MONTHLY_RENT', 30, 0)).success).toBe(false);
  });

  it('dorm capacity is a whole number ≥ 1 and the grade 0..4.5 text', () => {
    const dorm = createReviewBodySchemas.DORM;
    const body = {
      dormitoryReview: { campusId: 2, capacity: 1, dormFee: 0, floor: 'LOW', rating: 5, content },
      imageUrls: ['a', 'b'],
      buildingRequest: { ...buildingRequest, type: 'DORMITORY' },
      keywords: {
        positive: ['PO_DO_LO_01', 'PO_DO_LO_02', 'PO_DO_LO_03'],
        negative: ['NE_DO_ST_01', 'NE_DO_ST_02', 'NE_DO_ST_03'],
      },
      condition: { currentRegion: null, currentGrade: '4.5' },
      facilities: { privateFacilities: [], publicFacilities: [], lounge: true },
    };
    expect(dorm.safeParse(body).success).toBe(true);
    expect(
      dorm.safeParse({ ...body, dormitoryReview: { ...body.dormitoryReview, capacity: 1.5 } }).success,
    ).toBe(false);
    expect(
      dorm.safeParse({ ...body, dormitoryReview: { ...body.dormitoryReview, capacity: 0 } }).success,
    ).toBe(false);
    expect(dorm.safeParse({ ...body, condition: { currentRegion: null, currentGrade: '4.6' } }).success).toBe(
      false,
    );
  });

  it('report reason trimmed 1..1000; search keyword ≥ 2; filters ≤ 5 keywords; buildType ALL alone', () => {
    expect(issues(reportRequestSchema, { reason: '  ' })).toEqual(['신고 사유를 입력해 주세요.']);
    expect(reportRequestSchema.safeParse({ reason: '가'.repeat(1001) }).success).toBe(false);
    expect(
      searchRequestSchema.safeParse({ keyword: ' 진 ', num: 10, page: 1, sortBy: 'RCMND', filters }).success,
    ).toBe(false);
    const bounds = { neLat: 1, neLng: 1, swLat: 0, swLng: 0 };
    expect(
      markersRequestSchema.safeParse({ bounds, filters: { ...filters, reviewKeyword: pros.concat(cons) } })
        .success,
    ).toBe(false);
    expect(
      markersRequestSchema.safeParse({ bounds, filters: { ...filters, buildType: ['ALL', 'ROOM'] } }).success,
    ).toBe(false);
    expect(
      nearbyRequestSchema.safeParse({ num: 31, page: 1, type: 'REVIEW', sortBy: 'LATEST', idList: [] })
        .success,
    ).toBe(false);
    expect(
      nearbyRequestSchema.safeParse({ num: 10, page: 0, type: 'REVIEW', sortBy: 'LATEST', idList: [] })
        .success,
    ).toBe(false);
    expect(unregisterReasonRequestSchema.safeParse({ option: 7 }).success).toBe(false);
    expect(
      emailCodeVerifyRequestSchema.safeParse({ emailAddress: 'a@b.ac.kr', authCode: '12345' }).success,
    ).toBe(false);
  });

  it('query strings with defaults', () => {
    expect(universityListQuerySchema.parse({})).toEqual({ offset: 0, limit: 15 });
    expect(buildingReviewsQuerySchema.parse({ isAgency: 'true', page: '2' })).toEqual({
      isAgency: true,
      num: 10,
      page: 2,
      sortBy: 'LATEST',
    });
    expect(reviewDetailQuerySchema.parse({})).toEqual({ reviewType: 'GENERAL' });
    expect(bookmarkListQuerySchema.parse({})).toEqual({ type: 'all', sortBy: 'latest', page: 0, size: 5 });
    expect(recentReviewsQuerySchema.parse({ reviewIds: '3,1,2' })).toEqual({ reviewIds: [3, 1, 2] });
    expect(recentReviewsQuerySchema.safeParse({ reviewIds: '1,2,3,4,5,6' }).success).toBe(false);
  });
});

describe('helpers', () => {
  it('reviewKindOfBody reads the review block', () => {
    expect(reviewKindOfBody(generalBody)).toBe('GENERAL');
    expect(reviewKindOfBody({ dormitoryReview: {} })).toBe('DORM');
    expect(reviewKindOfBody({ agencyReview: {} })).toBe('AGENCY');
    expect(reviewKindOfBody({ agencyReview: {}, generalReview: {} })).toBeNull();
    expect(reviewKindOfBody(null)).toBeNull();
  });

  it('isSignupNeeded tells the two login answers apart', () => {
    const a = parseWire(loginResponseSchema, ok({ signupToken: 's' }));
    const b = parseWire(loginResponseSchema, ok({ accessToken: 'a', refreshToken: 'r', email: null }));
    expect(isSignupNeeded(a.data)).toBe(true);
    expect(isSignupNeeded(b.data)).toBe(false);
  });
});
