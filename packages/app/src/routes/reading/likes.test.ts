import type { BuildingListItem, ListItem, ReviewListItem } from '@jjinbbang/domain';
import { describe, expect, it } from 'vitest';
import {
  bookmarkTargetOf,
  hasNextBookmarkPage,
  isLiked,
  isReviewItem,
  itemKey,
  replaceInPages,
  reviewLinkOf,
  withLiked,
} from './likes';

const reviewInfo = { content: '조용해요', keyword: [], likeCount: 3, updateAt: '2025-02-23T04:06:00+09:00' };

const generalReview: ReviewListItem = {
  generalReviewInfo: {
    id: 7,
    name: '장전 스위트빌',
    type: 'ROOM',
    contractType: 'MONTHLY_RENT',
    deposit: 500,
    price: 45,
    floor: 'MID',
    space: 23.1,
    maintenanceCost: 5,
    rating: 4,
    liked: false,
  },
  reviewInfo,
  image: null,
  imageCount: 0,
};

const dormReview: ReviewListItem = {
  dormitoryReviewInfo: {
    id: 8,
    name: '가좌 기숙사 1동',
    type: 'DORMITORY',
    universityName: '경상국립대학교',
    floor: 'LOW',
    capacity: 2,
    dormFee: 110,
    rating: 5,
    liked: true,
  },
  reviewInfo: { ...reviewInfo, likeCount: 1 },
  image: null,
  imageCount: 0,
};

const building: BuildingListItem = {
  generalBuildingInfo: {
    id: 7,
    name: '장전 스위트빌',
    type: ['ROOM'],
    address: '부산 금정구',
    rating: 4.2,
    liked: false,
    reviewCount: 2,
  },
  reviewInfo,
  image: null,
  imageCount: 0,
};

const agency: BuildingListItem = {
  agencyBuildingInfo: {
    id: 3,
    name: '가좌공인중개사사무소',
    type: 'AGENCY',
    address: '경남 진주시',
    rating: null,
    liked: true,
    reviewCount: 0,
  },
  image: null,
  imageCount: 0,
};

describe('bookmarkTargetOf (api-contract §4: review, building or agency)', () => {
  it.each<[string, ListItem, { type: string; id: number }]>([
    ['general review', generalReview, { type: 'review', id: 7 }],
    ['dormitory review', dormReview, { type: 'review', id: 8 }],
    ['general building', building, { type: 'building', id: 7 }],
    ['agency', agency, { type: 'agency', id: 3 }],
  ])('%s', (_, item, target) => {
    expect(bookmarkTargetOf(item)).toEqual(target);
  });
});

describe('withLiked (spec 000 §4: flag flips, count moves by one)', () => {
  it('likes a review: liked and one more like', () => {
    const next = withLiked(generalReview, true);
    expect(isLiked(next)).toBe(true);
    expect(next.reviewInfo.likeCount).toBe(4);
    expect(generalReview.generalReviewInfo?.liked).toBe(false);
  });

  it('unlikes a review: one like less, never below zero', () => {
    expect(withLiked(dormReview, false).reviewInfo.likeCount).toBe(0);
    const none = { ...dormReview, reviewInfo: { ...reviewInfo, likeCount: 0 } };
    expect(withLiked(none, false).reviewInfo.likeCount).toBe(0);
  });

  it('returns the same object when the state does not change, so an answer never counts twice', () => {
    expect(withLiked(dormReview, true)).toBe(dormReview);
  });

  it("flips a building without touching its newest review's like count", () => {
    const next = withLiked(building, true);
    expect(isLiked(next)).toBe(true);
    expect(next.reviewInfo?.likeCount).toBe(3);
    expect(withLiked(agency, false).agencyBuildingInfo?.liked).toBe(false);
  });
});

describe('itemKey', () => {
  it('tells a review from a building with the same id', () => {
    expect(itemKey(generalReview)).not.toBe(itemKey(building));
  });
});

describe('hasNextBookmarkPage (spec 000 §9: only after a full page of 5)', () => {
  it.each([
    [undefined, true],
    [[], false],
    [[1, 2, 3, 4], false],
    [[1, 2, 3, 4, 5], true],
  ])('%j → %s', (page, next) => {
    expect(hasNextBookmarkPage(page)).toBe(next);
  });
});

describe('reviewLinkOf and isReviewItem', () => {
  it('gives the review id and its ?reviewType=', () => {
    expect(reviewLinkOf(generalReview)).toEqual({ id: 7, reviewType: 'GENERAL' });
    expect(reviewLinkOf(dormReview)).toEqual({ id: 8, reviewType: 'DORM' });
  });

  it('tells review items from building items', () => {
    expect([generalReview, dormReview, building, agency].map(isReviewItem)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('replaceInPages', () => {
  it('updates only the matching item, in whichever page it is', () => {
    const pages = [[generalReview, building], [agency]];
    const next = replaceInPages<ListItem>(pages, itemKey(agency), (item) => withLiked(item, false));
    expect(next?.[1]?.[0]).not.toBe(agency);
    expect(isLiked(next?.[1]?.[0] as ListItem)).toBe(false);
    expect(next?.[0]?.[0]).toBe(generalReview);
    expect(next?.[0]?.[1]).toBe(building);
  });

  it('keeps an empty cache empty', () => {
    expect(replaceInPages<ListItem>(undefined, 'x', (item) => item)).toBeUndefined();
  });
});
