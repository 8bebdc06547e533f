import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookmarkListResponseSchema,
  buildingDetailResponseSchema,
  listItemSchema,
  reviewDetailResponseSchema,
} from '../wire/reading';
import {
  type BuildingEntry,
  formatDormPriceLine,
  type ReviewEntry,
  toBuildingEntry,
  toListEntry,
  toReviewEntry,
  withLiked,
  withReviewSourceLiked,
} from './list-item';

const reviewInfo = {
  content: '역에서 가까워요',
  keyword: ['PO_BD_LO_01', 'NE_BD_ST_01'],
  likeCount: 3,
  updateAt: '2026-03-02T10:00:00+09:00',
};

// The six variants as the API sends them; parsed with the wire schema so the fixtures stay honest.
const wireItems = [
  {
    generalReviewInfo: {
      id: 11,
      name: '장전 스위트빌',
      type: 'ROOM',
      contractType: 'MONTHLY_RENT',
      deposit: 500,
      price: 45,
      floor: 'HIGH',
      space: 23.1,
      maintenanceCost: 5,
      rating: 4,
      liked: false,
    },
    reviewInfo,
    image: 'https://img.example/a.jpg',
    imageCount: 2,
  },
  {
    dormitoryReviewInfo: {
      id: 12,
      name: '진리관',
      type: 'DORMITORY',
      universityName: '부산대학교',
      floor: 'MID',
      capacity: 2,
      dormFee: 150,
      rating: 3,
      liked: true,
    },
    reviewInfo,
    image: null,
    imageCount: 0,
  },
  {
    agencyReviewInfo: { id: 13, name: '온천천 공인중개사', type: 'AGENCY', rating: 5, liked: false },
    reviewInfo: { ...reviewInfo, content: '' },
    image: null,
    imageCount: 0,
    boundInfo: { latitude: 35.2, longitude: 129.08 },
  },
  {
    generalBuildingInfo: {
      id: 21,
      name: '찐빵하우스',
      type: ['ROOM', 'OFFICETEL'],
      address: '부산 금정구 장전동 1',
      rating: 4.25,
      liked: false,
      reviewCount: 2,
    },
    reviewInfo,
    image: null,
    imageCount: 0,
  },
  {
    dormitoryBuildingInfo: {
      id: 22,
      name: '웅비관',
      type: 'DORMITORY',
      universityName: '부산대학교',
      address: '부산 금정구 부산대학로 63',
      rating: null,
      liked: true,
      reviewCount: 0,
    },
    image: null,
    imageCount: 0,
  },
  {
    agencyBuildingInfo: {
      id: 21,
      name: '온천천 공인중개사',
      type: 'AGENCY',
      address: '부산 동래구 온천동 2',
      rating: 3.5,
      liked: false,
      reviewCount: 4,
    },
    reviewInfo: null,
    image: 'https://img.example/b.jpg',
    imageCount: 1,
  },
];

const items = bookmarkListResponseSchema.parse({ code: 200, message: 'ok', data: wireItems }).data;

describe('toListEntry: the six variants (api-contract §4)', () => {
  it('tells each variant apart once into kind and reviewKind', () => {
    expect(items.map((item) => [toListEntry(item).kind, toListEntry(item).reviewKind])).toEqual([
      ['review', 'GENERAL'],
      ['review', 'DORM'],
      ['review', 'AGENCY'],
      ['building', 'GENERAL'],
      ['building', 'DORM'],
      ['building', 'AGENCY'],
    ]);
  });

  it('shows what students wrote without bidirectional controls, whatever was stored', () => {
    const rlo = '\u202E';
    const [review, , , building] = items;
    if (!review || !building) throw new Error('fixture');
    const tampered = structuredClone(review);
    const generalReview = tampered.generalReviewInfo;
    if (!generalReview || !tampered.reviewInfo) throw new Error('fixture');
    generalReview.name = `${rlo}${generalReview.name}`;
    tampered.reviewInfo.content = `주소 ${rlo}gpj.exe`;
    const entry = toListEntry(tampered);
    expect(entry.name).toBe(review.generalReviewInfo?.name);
    expect(entry.kind === 'review' && entry.content).toBe('주소 gpj.exe');
    const place = structuredClone(building);
    if (!place.generalBuildingInfo) throw new Error('fixture');
    place.generalBuildingInfo.address = `\u2066${place.generalBuildingInfo.address}\u2069`;
    const placeEntry = toListEntry(place);
    expect(placeEntry.kind === 'building' && placeEntry.address).toBe(building.generalBuildingInfo?.address);
  });

  it('gives keys unique across kinds even when ids repeat', () => {
    const keys = items.map((item) => toListEntry(item).key);
    expect(keys).toEqual(['review:11', 'review:12', 'review:13', 'building:21', 'building:22', 'agency:21']);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names the bookmark target of each (review, building or agency)', () => {
    expect(items.map((item) => toListEntry(item).bookmark)).toEqual([
      { type: 'review', id: 11 },
      { type: 'review', id: 12 },
      { type: 'review', id: 13 },
      { type: 'building', id: 21 },
      { type: 'building', id: 22 },
      { type: 'agency', id: 21 },
    ]);
  });

  it('writes the type line and price summary of reviews (spec 000 §3, §5)', () => {
    const [general, dorm, agency] = items.slice(0, 3).map(toListEntry) as ReviewEntry[];
    expect(general).toMatchObject({
      name: '장전 스위트빌',
      typeLabel: '원/투룸 · 고층',
      priceSummary: '월세 500/45 · 관리비 5',
      content: '역에서 가까워요',
      keywords: ['PO_BD_LO_01', 'NE_BD_ST_01'],
      rating: 4,
      likeCount: 3,
      liked: false,
      updatedAt: '2026-03-02T10:00:00+09:00',
      image: 'https://img.example/a.jpg',
      imageCount: 2,
      location: null,
    });
    // The semester fee ÷ 4 beside it, the month the map's 실거주비 sort ranks it by.
    expect(dorm).toMatchObject({
      typeLabel: '기숙사 · 부산대',
      priceSummary: '기숙사비 150만원 · 2인실 · 한\u00a0달\u00a0약\u00a037.5만원',
    });
    expect(agency).toMatchObject({
      typeLabel: '공인중개사',
      priceSummary: null,
      content: '',
      location: { latitude: 35.2, longitude: 129.08 },
    });
  });

  it('writes the type line, address and newest review of buildings', () => {
    const [general, dorm, agency] = items.slice(3).map(toListEntry) as BuildingEntry[];
    expect(general).toMatchObject({
      typeLabel: '원/투룸 / 오피스텔',
      address: '부산 금정구 장전동 1',
      rating: 4.25,
      reviewCount: 2,
      newestReview: '역에서 가까워요',
      isAgency: false,
    });
    expect(dorm).toMatchObject({ typeLabel: '기숙사 · 부산대', rating: null, newestReview: null });
    expect(agency).toMatchObject({ isAgency: true, newestReview: null, image: 'https://img.example/b.jpg' });
  });

  it('says the median real monthly cost of a building card when the list carries it', () => {
    const [general, dorm, agency] = items.slice(3).map(toListEntry) as BuildingEntry[];
    expect([general?.costSummary, dorm?.costSummary, agency?.costSummary]).toEqual([null, null, null]);
    const withCost = listItemSchema.array().parse([
      {
        ...wireItems[3],
        generalBuildingInfo: { ...wireItems[3]?.generalBuildingInfo, monthlyCostMedian: 45 },
      },
      {
        ...wireItems[4],
        dormitoryBuildingInfo: { ...wireItems[4]?.dormitoryBuildingInfo, monthlyCostMedian: 37.5 },
      },
    ]);
    expect(withCost.map((item) => (toListEntry(item) as BuildingEntry).costSummary)).toEqual([
      '실거주 월 45만원',
      '기숙사비 한 달 약 37.5만원',
    ]);
  });

  it('refuses an object with no variant', () => {
    expect(() => toReviewEntry({ reviewInfo } as never)).toThrow(TypeError);
    expect(() => toBuildingEntry({} as never)).toThrow(TypeError);
  });
});

describe('details as entries', () => {
  it('a review detail takes its first image from reviewImages', () => {
    const detail = reviewDetailResponseSchema.parse({
      code: 200,
      message: 'ok',
      data: {
        generalReviewInfo: { ...wireItems[0]?.generalReviewInfo, contractType: 'DEPOSIT_RENT', price: null },
        reviewInfo,
        reviewImages: { count: 2, imageUrl: ['https://img.example/1.jpg', 'https://img.example/2.jpg'] },
        building: {
          buildingId: 21,
          buildingCode: 'b-21',
          name: '찐빵하우스',
          type: 'ROOM',
          address: '부산 금정구 장전동 1',
          lotAddress: null,
          reviewCount: 1,
          latitude: 35.23,
          longitude: 129.08,
        },
        keywords: { positive: [], negative: [] },
        authorId: 5,
        reportedByMe: false,
      },
    }).data;
    expect(toReviewEntry(detail)).toMatchObject({
      kind: 'review',
      reviewKind: 'GENERAL',
      id: 11,
      priceSummary: '전세 500만원 · 관리비 5',
      image: 'https://img.example/1.jpg',
      imageCount: 2,
    });
  });

  it('a building detail is a building entry', () => {
    const detail = buildingDetailResponseSchema.parse({
      code: 200,
      message: 'ok',
      data: {
        agencyBuildingInfo: wireItems[5]?.agencyBuildingInfo,
        reviewImages: { count: 0, imageUrl: [] },
        keywords: [],
      },
    }).data;
    expect(toBuildingEntry(detail)).toMatchObject({
      key: 'agency:21',
      isAgency: true,
      image: null,
      imageCount: 0,
      newestReview: null,
    });
  });
});

describe('withLiked (spec 000 §4)', () => {
  const review = toListEntry(items[0] as (typeof items)[number]) as ReviewEntry;
  const building = toListEntry(items[3] as (typeof items)[number]) as BuildingEntry;

  it('moves a review like count by one and leaves building counts alone', () => {
    expect(withLiked(review, true)).toMatchObject({ liked: true, likeCount: 4 });
    expect(withLiked(building, true)).toMatchObject({ liked: true, reviewCount: 2 });
  });

  it('returns the same object when nothing changes, so a repeated answer never counts twice', () => {
    expect(withLiked(review, false)).toBe(review);
    const liked = withLiked(review, true);
    expect(withLiked(liked, true)).toBe(liked);
  });

  it('never goes below zero and a like then unlike restores the entry', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.boolean(), (likeCount, liked) => {
        const entry: ReviewEntry = { ...review, likeCount, liked };
        const flipped = withLiked(entry, !liked);
        expect(flipped.likeCount).toBeGreaterThanOrEqual(0);
        if (likeCount > 0 || !liked) expect(withLiked(flipped, liked)).toEqual(entry);
      }),
    );
  });
});

describe('withReviewSourceLiked', () => {
  it.each(items.slice(0, 3).map((item) => [toListEntry(item).reviewKind, item] as const))(
    'sets the liked flag and count of a %s review in its wire shape',
    (_, item) => {
      const source = item as Parameters<typeof withReviewSourceLiked>[0];
      const liked = withReviewSourceLiked(source, !toReviewEntry(source).liked);
      expect(toReviewEntry(liked)).toEqual(withLiked(toReviewEntry(source), !toReviewEntry(source).liked));
      expect(withReviewSourceLiked(liked, toReviewEntry(liked).liked)).toBe(liked);
    },
  );
});

describe('formatDormPriceLine', () => {
  it.each([
    [150, 2, '기숙사비 150만원 · 2인실'],
    [0, 1, '기숙사비 0원 · 1인실'],
    [12000, 4, '기숙사비 1억 2,000만원 · 4인실'],
  ])('%i만원, %i인실 → %s', (fee, capacity, text) => {
    expect(formatDormPriceLine(fee, capacity)).toBe(text);
  });
});
