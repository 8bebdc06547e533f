import type { University } from '@jjinbbang/domain';
import { describe, expect, it } from 'vitest';
import { campusOfKeyword } from './search-area';

const campus = (id: number, campusName: string, latitude: number, longitude: number) => ({
  id,
  campusName,
  logoImageUrl: '',
  campusAddress: '',
  latitude,
  longitude,
});

const UNIVERSITIES: University[] = [
  {
    id: 1,
    universityName: '경상국립대학교',
    universityLogo: '',
    campuses: [campus(1, '가좌캠퍼스', 35.15, 128.1), campus(2, '칠암캠퍼스', 35.18, 128.09)],
  },
  {
    id: 2,
    universityName: '연세대학교',
    universityLogo: '',
    campuses: [campus(3, '원주캠퍼스', 37.28, 127.9), campus(4, '신촌캠퍼스', 37.56, 126.94)],
  },
];

describe('campusOfKeyword', () => {
  it.each([
    ['경상대', { lat: 35.15, lng: 128.1 }],
    ['경상국립대학교', { lat: 35.15, lng: 128.1 }],
    ['경상 국립 대학교', { lat: 35.15, lng: 128.1 }],
    ['연대', { lat: 37.56, lng: 126.94 }],
    ['연세대 원주', { lat: 37.28, lng: 127.9 }],
  ])('%s names a campus the map goes to', (keyword, at) => {
    expect(campusOfKeyword(keyword, UNIVERSITIES)).toEqual(at);
  });

  it.each(['가좌동', '진주대로', '서울대', '경상'])('%s names no campus of the list', (keyword) => {
    expect(campusOfKeyword(keyword, UNIVERSITIES)).toBeNull();
  });
});
