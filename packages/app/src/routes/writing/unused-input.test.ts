import { emptyReviewDraft, type PlaceMatch, type ReviewDraft } from '@jjinbbang/domain';
import { describe, expect, it } from 'vitest';
import { unusedInputOf } from './unused-input';

const draft: ReviewDraft = {
  ...emptyReviewDraft(),
  housingType: 'ROOM',
  address: '경남 진주시 청춘로18번길 107',
  addressDetail: '가좌동 482-3',
  detailedAddress: '새봄빌 203호',
  latitude: 35.1531,
  longitude: 128.0989,
};
const place = {
  placeId: 7,
  type: 'ROOM' as const,
  name: '새봄빌',
  address: '경상남도 진주시 청춘로18번길 107',
  lotAddress: '경남 진주시 가좌동 480',
  buildingCode: null,
  latitude: 35.1531,
  longitude: 128.0989,
  reviewCount: 2,
  rating: 4,
  distance: 0,
  universityName: null,
};
const match = (over: Partial<PlaceMatch> = {}): PlaceMatch => ({
  join: { place, via: 'road', conflict: null },
  similar: [],
  lotAddress: '경남 진주시 가좌동 482-3',
  area: null,
  ...over,
});

describe('unusedInputOf', () => {
  it('names a typed name and lot address that the registered building replaces', () => {
    expect(unusedInputOf(draft, 'GENERAL', match())).toEqual({
      title: '이 주소에 등록된 ‘새봄빌’에 후기가 올라가요.',
      lines: [
        '입력한 이름(새봄빌 203호) 대신 등록된 이름(새봄빌)으로 올라가요.',
        '입력한 지번 주소(가좌동 482-3) 대신 등록된 지번 주소(경남 진주시 가좌동 480)로 올라가요.',
      ],
    });
  });

  it('names a pin far from the registered building', () => {
    expect(
      unusedInputOf(
        { ...draft, detailedAddress: '새봄빌', addressDetail: '', latitude: 35.16 },
        'GENERAL',
        match(),
      )?.lines,
    ).toEqual(['지도에서 고른 위치 대신 등록된 위치에 올라가요.']);
  });

  it('says nothing when everything typed is kept, for a picked place, or when the save will refuse', () => {
    const kept = { ...draft, detailedAddress: '새봄빌', addressDetail: '가좌동 480' };
    expect(unusedInputOf(kept, 'GENERAL', match({ lotAddress: place.lotAddress }))).toBeNull();
    expect(unusedInputOf({ ...draft, placeId: 7 }, 'GENERAL', match())).toBeNull();
    expect(
      unusedInputOf(draft, 'GENERAL', match({ join: { place, via: 'road', conflict: 'type' } })),
    ).toBeNull();
    expect(unusedInputOf(draft, 'GENERAL', match({ join: null }))).toBeNull();
    // A registered building without a lot address takes the typed one.
    expect(
      unusedInputOf(
        { ...draft, detailedAddress: '새봄빌' },
        'GENERAL',
        match({ join: { place: { ...place, lotAddress: null }, via: 'road', conflict: null } }),
      ),
    ).toBeNull();
  });
});
