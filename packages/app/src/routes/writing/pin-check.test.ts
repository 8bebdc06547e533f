import { addressArea } from '@jjinbbang/domain';
import { describe, expect, it } from 'vitest';
import { type AreaCampus, pinWarning } from './pin-check';

const gajwa: AreaCampus = {
  id: 1,
  universityName: '경상국립대학교',
  campusName: '가좌캠퍼스',
  latitude: 35.1537,
  longitude: 128.0987,
  area: addressArea('경상남도 진주시 진주대로 501'),
};
const hongik: AreaCampus = {
  id: 2,
  universityName: '홍익대학교',
  campusName: '서울캠퍼스',
  latitude: 37.5509,
  longitude: 126.9255,
  area: addressArea('서울특별시 마포구 와우산로 94'),
};
const mapo = {
  label: '서울 마포구',
  latitude: 37.556,
  longitude: 126.93,
  swLat: 37.54,
  swLng: 126.9,
  neLat: 37.57,
  neLng: 126.96,
};
const onGajwa = { lat: gajwa.latitude, lng: gajwa.longitude };

describe('pinWarning', () => {
  it('says a Seoul address pinned on a Jinju campus is away from the typed 시/군/구, with or without the area', () => {
    for (const area of [mapo, null]) {
      expect(
        pinWarning({
          position: onGajwa,
          kind: 'GENERAL',
          address: '서울 마포구 비밀로 12',
          area,
          campuses: [gajwa, hongik],
        }),
      ).toBe('입력한 주소(서울 마포구)와 핀 위치가 달라요. 지도를 옮겨 건물이 있는 곳에 핀을 놓아 주세요.');
    }
  });

  it('says a building pinned on a campus is on the campus; a dormitory may be', () => {
    const check = { position: onGajwa, address: '경남 진주시 청춘로 5', area: null, campuses: [gajwa] };
    expect(pinWarning({ ...check, kind: 'GENERAL' })).toBe(
      '핀이 경상국립대학교 가좌캠퍼스 안에 있어요. 건물 위치가 맞는지 확인해 주세요.',
    );
    expect(pinWarning({ ...check, kind: 'DORM' })).toBeNull();
  });

  it('says nothing for a pin in the typed 시/군/구 away from campuses', () => {
    expect(
      pinWarning({
        position: { lat: 37.556, lng: 126.94 },
        kind: 'GENERAL',
        address: '서울 마포구 비밀로 12',
        area: mapo,
        campuses: [gajwa, hongik],
      }),
    ).toBeNull();
    expect(
      pinWarning({
        position: { lat: 35.16, lng: 128.11 },
        kind: 'GENERAL',
        address: '경남 진주시 청춘로 5',
        area: null,
        campuses: [gajwa],
      }),
    ).toBeNull();
  });
});
