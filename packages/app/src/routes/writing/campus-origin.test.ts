import { addressArea, type University } from '@jjinbbang/domain';
import { describe, expect, it } from 'vitest';
import { campusPoints, originCampus } from './campus-origin';

const universities: University[] = [
  {
    id: 1,
    universityName: '경상국립대학교',
    universityLogo: null,
    campuses: [
      {
        id: 11,
        campusName: '가좌캠퍼스',
        logoImageUrl: null,
        campusAddress: '경남 진주시 진주대로 501',
        latitude: 35.1532,
        longitude: 128.0987,
      },
      {
        id: 12,
        campusName: '통영캠퍼스',
        logoImageUrl: null,
        campusAddress: '경남 통영시 통영해안로 2',
        latitude: 34.8386,
        longitude: 128.4009,
      },
    ],
  },
];

describe('campusPoints', () => {
  it('gives every campus its university and the 시/군/구 of its address', () => {
    const [gajwa, tongyeong] = campusPoints(universities);
    expect(gajwa).toMatchObject({ id: 11, universityName: '경상국립대학교', campusName: '가좌캠퍼스' });
    expect(gajwa?.area).toEqual(addressArea('경남 진주시 진주대로 501'));
    expect(tongyeong?.area).toEqual(addressArea('경남 통영시 통영해안로 2'));
    expect(tongyeong?.area).not.toEqual(gajwa?.area);
  });

  it('finds the origin campus by its id or by the student’s university', () => {
    const campuses = campusPoints(universities);
    expect(originCampus(campuses, { campusId: 12 }, null)?.campusName).toBe('통영캠퍼스');
    expect(originCampus(campuses, { campusId: null }, '경상국립대학교')?.id).toBe(11);
  });
});
