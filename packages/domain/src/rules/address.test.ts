import { describe, expect, it } from 'vitest';
import {
  addressArea,
  addressKey,
  addressKeys,
  addressTextKey,
  areaLabel,
  completeLotAddress,
  legalDongOf,
  normalizePlaceName,
  parseKoreanAddress,
  placeAddressKeys,
  placeSearchTerms,
  provinceOf,
  provinceOfDistrict,
  sameAddress,
  similarPlaceNames,
} from './address';

// Real-world addresses as students type them, the postcode widget gives them, and old documents spell them.
// Each pair must name the same building (same key) …
const SAME: [string, string][] = [
  // 시/도 aliases
  ['서울특별시 중구 세종대로 110', '서울 중구 세종대로 110'],
  ['서울특별시 중구 세종대로 110', '서울시 중구 세종대로 110'],
  ['서울특별시 관악구 관악로 1', '서울 관악구 관악로 1'],
  ['경상남도 진주시 진주대로 501', '경남 진주시 진주대로 501'],
  ['부산광역시 금정구 부산대학로63번길 2', '부산 금정구 부산대학로63번길 2'],
  ['부산광역시 금정구 부산대학로63번길 2', '부산시 금정구 부산대학로63번길 2'],
  ['대구광역시 북구 대학로 80', '대구 북구 대학로 80'],
  ['인천광역시 미추홀구 인하로 100', '인천 미추홀구 인하로 100'],
  ['광주광역시 북구 용봉로 77', '광주 북구 용봉로 77'],
  ['광주광역시 북구 용봉로 77', '광주시 북구 용봉로 77'],
  ['대전광역시 유성구 대학로 99', '대전 유성구 대학로 99'],
  ['울산광역시 남구 대학로 93', '울산 남구 대학로 93'],
  ['세종특별자치시 조치원읍 세종로 2639', '세종시 조치원읍 세종로 2639'],
  ['세종특별자치시 조치원읍 세종로 2639', '세종 세종로 2639'],
  ['경기도 수원시 영통구 월드컵로 206', '경기 수원시 영통구 월드컵로 206'],
  ['강원특별자치도 춘천시 강원대학길 1', '강원도 춘천시 강원대학길 1'],
  ['강원특별자치도 춘천시 강원대학길 1', '강원 춘천시 강원대학길 1'],
  ['전북특별자치도 전주시 덕진구 백제대로 567', '전라북도 전주시 덕진구 백제대로 567'],
  ['전북특별자치도 전주시 덕진구 백제대로 567', '전북 전주시 덕진구 백제대로 567'],
  ['전라남도 순천시 중앙로 255', '전남 순천시 중앙로 255'],
  ['충청북도 청주시 서원구 충대로 1', '충북 청주시 서원구 충대로 1'],
  ['충청남도 천안시 동남구 단대로 119', '충남 천안시 동남구 단대로 119'],
  ['경상북도 경산시 대학로 280', '경북 경산시 대학로 280'],
  ['제주특별자치도 제주시 제주대학로 102', '제주도 제주시 제주대학로 102'],
  ['제주특별자치도 제주시 제주대학로 102', '제주 제주시 제주대학로 102'],
  // the province left out where the city names it
  ['경상남도 진주시 진주대로 501', '진주시 진주대로 501'],
  ['경상남도 김해시 삼계로 208', '김해시 삼계로 208'],
  ['경기도 광주시 경충대로 1477', '광주시 경충대로 1477'],
  ['경상북도 군위군 군위읍 군청로 200', '대구광역시 군위군 군위읍 군청로 200'],
  // spacing, brackets and what follows the number
  ['경남 진주시 진주대로 501', '경남 진주시 진주대로501'],
  ['경남 진주시 진주대로 501', '  경남   진주시 진주대로  501  '],
  ['경남 진주시 진주대로 501', '경남 진주시 진주대로 501 (가좌동)'],
  ['경남 진주시 진주대로 501', '경남 진주시 진주대로 501, 302호'],
  ['경남 진주시 진주대로 501', '경남 진주시 진주대로 501 경상국립대학교 가좌캠퍼스'],
  ['부산 금정구 부산대학로63번길 2', '부산 금정구 부산대학로 63번길 2'],
  ['부산 금정구 부산대학로63번길 2', '부산 금정구 부산대학로63번길2'],
  ['서울 강남구 테헤란로7길 22', '서울 강남구 테헤란로 7길 22'],
  // the 일반구 of a city is optional (road names are the city's)
  ['경남 창원시 의창구 창원대학로 20', '경남 창원시 창원대학로 20'],
  // building numbers: hyphen forms and leading zeros
  ['서울 마포구 와우산로 94-1', '서울 마포구 와우산로 94 - 1'],
  ['서울 마포구 와우산로 94-1', '서울 마포구 와우산로 94–1'],
  ['서울 마포구 와우산로 94', '서울 마포구 와우산로 094'],
  // lot addresses: 번지, hyphens, 의, spacing
  ['경남 진주시 가좌동 900', '경상남도 진주시 가좌동 900번지'],
  ['경남 진주시 가좌동 900-1', '경남 진주시 가좌동 900번지 1호'],
  ['경남 진주시 가좌동 900-1', '경남 진주시 가좌동 900의 1'],
  ['경남 진주시 가좌동 900-1', '진주시 가좌동900-1'],
  ['서울 종로구 종로1가 1', '서울특별시 종로구 종로1가 1번지'],
  ['세종 조치원읍 신안리 300', '세종특별자치시 조치원읍 신안리 300번지'],
  ['강원 춘천시 효자동 192-1', '강원도 춘천시 효자동 192-1 (효자동)'],
  ['경북 경산시 진량읍 대구대로 201', '경상북도 경산시 대구대로 201'],
];

// … and each of these pairs must not.
const DIFFERENT: [string, string][] = [
  ['경남 진주시 진주대로 501', '경남 진주시 진주대로 502'],
  ['경남 진주시 진주대로 501', '경남 진주시 진주대로 501-1'],
  ['경남 진주시 진주대로 501', '경남 진주시 진주대로501번길 1'],
  ['부산 금정구 부산대학로63번길 2', '부산 금정구 부산대학로64번길 2'],
  ['서울 중구 세종대로 110', '부산 중구 세종대로 110'],
  ['서울 중구 세종대로 110', '중구 세종대로 110'],
  ['강원 고성군 간성읍 고성중앙길 9', '경남 고성군 고성읍 고성중앙길 9'],
  ['경남 진주시 진주대로 501', '경남 사천시 진주대로 501'],
  ['경남 진주시 가좌동 900', '경남 진주시 가좌동 900-1'],
  ['경남 진주시 가좌동 900', '경남 진주시 가좌동 산900'],
  ['경남 진주시 가좌동 900', '경남 진주시 호탄동 900'],
  ['서울 마포구 와우산로 94', '서울 마포구 와우산로 지하 94'],
  // a road address and a lot address of the same building have keys of their own kinds
  ['경남 진주시 진주대로 501', '경남 진주시 가좌동 900'],
  ['경기 광주시 경충대로 1477', '광주 북구 경충대로 1477'],
  ['서울 종로구 종로1가 1', '서울 종로구 종로2가 1'],
];

describe('addressKey: one building, one key', () => {
  it('has at least 40 pairs of real-world addresses', () => {
    expect(SAME.length + DIFFERENT.length).toBeGreaterThanOrEqual(40);
  });

  it.each(SAME)('%s = %s', (a, b) => {
    expect(addressKey(a)).not.toBeNull();
    expect(addressKey(a)).toBe(addressKey(b));
    expect(sameAddress(a, b)).toBe(true);
  });

  it.each(DIFFERENT)('%s ≠ %s', (a, b) => {
    expect(sameAddress(a, b)).toBe(false);
  });

  it('reads the parts of road and lot addresses', () => {
    expect(parseKoreanAddress('경상남도 진주시 진주대로 501 (가좌동)')).toEqual({
      kind: 'road',
      province: '경남',
      district: '진주시',
      town: '',
      street: '진주대로',
      number: '501',
    });
    expect(parseKoreanAddress('세종 조치원읍 신안리 산12-3번지')).toEqual({
      kind: 'lot',
      province: '세종',
      district: '',
      town: '조치원읍',
      street: '신안리',
      number: '산12-3',
    });
    expect(addressKey('경남 진주시 진주대로 501')).toBe('R|경남|진주시|진주대로|501');
    expect(addressKey('경남 진주시 가좌동 900')).toBe('J|경남|진주시||가좌동|900');
  });

  it('gives no key to what is not a whole address', () => {
    for (const text of [
      '',
      '진주대로 501',
      '경남 진주시',
      '경남 진주시 진주대로',
      '경남 진주시 진주대로 abc',
      '가좌동 900',
      '찐빵빌',
    ]) {
      expect(addressKey(text), text).toBeNull();
    }
  });

  it('keeps the keys of both addresses of a place, once each', () => {
    expect(
      addressKeys('경남 진주시 진주대로 501', '경남 진주시 가좌동 900', null, '진주시 진주대로501'),
    ).toEqual(['R|경남|진주시|진주대로|501', 'J|경남|진주시||가좌동|900']);
    expect(addressKeys('아무 데나', '')).toEqual([]);
  });

  it('gives unreadable text a key of its own spelling', () => {
    expect(addressTextKey(' 캠퍼스 안  기숙사 ')).toBe(addressTextKey('캠퍼스 안 기숙사'));
  });

  it('knows provinces by every name and infers them from unambiguous districts', () => {
    expect(provinceOf('전라북도')).toBe('전북');
    expect(provinceOf('강원특별자치도')).toBe('강원');
    expect(provinceOf('진주시')).toBeNull();
    expect(provinceOfDistrict('해운대구')).toBe('부산');
    expect(provinceOfDistrict('중구')).toBeNull();
    expect(provinceOfDistrict('고성군')).toBeNull();
  });
});

describe('placeSearchTerms', () => {
  it.each([
    ['진주대로501', ['진주대로', '501']],
    ['경남 진주시 가좌동 900번지', ['진주시', '가좌동', '900']],
    ['  찐빵빌  ', ['찐빵빌']],
    ['서울', ['서울']],
    ['a 찐빵', ['찐빵']],
    ['진주 진주', ['진주']],
  ])('%s → %j', (keyword, terms) => {
    expect(placeSearchTerms(keyword)).toEqual(terms);
  });
});

describe('place names', () => {
  it('compares names without spacing, punctuation or case', () => {
    expect(normalizePlaceName(' 가좌 기숙사 (1동) ')).toBe('가좌기숙사1동');
    expect(normalizePlaceName('JB-House')).toBe('jbhouse');
  });

  it.each([
    ['찐빵빌', '찐빵빌라', true],
    ['가좌 기숙사 1동', '가좌기숙사1동', true],
    ['스위트빌 원룸', '스위트빌', true],
    ['새싹공인중개사사무소', '새싹 공인중개사', true],
    ['가좌 기숙사 1동', '가좌 기숙사 2동', false],
    ['찐빵빌', '해오름하우스', false],
    ['', '찐빵빌', false],
  ])('%s ~ %s: %s', (a, b, similar) => {
    expect(similarPlaceNames(a, b)).toBe(similar);
  });
});

describe('a building typed as students type it', () => {
  const stored = '경상남도 진주시 청춘로18번길 107';
  it.each([
    '경남 진주시 청춘로 18번길 107',
    '경남 진주시 청춘로18번길107',
    '경남진주시청춘로18번길107',
    '진주시 청춘로 18번길 107',
    '경상남도 진주시 청춘로 18 번길 107',
  ])('%s names the same building', (typed) => {
    expect(addressKey(typed)).toBe(addressKey(stored));
  });

  it('does not split a road whose name starts like a district', () => {
    expect(addressKey('서구청로 12')).toBeNull();
  });
});

describe('a lot address without its 시/군/구', () => {
  it('takes the road address’s 시/군/구 for its key', () => {
    expect(placeAddressKeys('경남 진주시 청춘로 18번길 107', '가좌동 482-3')).toEqual([
      'R|경남|진주시|청춘로18번길|107',
      'J|경남|진주시||가좌동|482-3',
    ]);
  });

  it('takes the campus’s when the road address cannot be read', () => {
    expect(placeAddressKeys('모르는 길', '가좌동 482-3', { province: '경남', district: '진주시' })).toEqual([
      'J|경남|진주시||가좌동|482-3',
    ]);
  });

  it('is kept in full', () => {
    expect(completeLotAddress('가좌동 482-3', '경남 진주시 청춘로 18번길 107')).toBe(
      '경남 진주시 가좌동 482-3',
    );
    expect(completeLotAddress('서울 마포구 서교동 1', '경남 진주시 청춘로 18번길 107')).toBe(
      '서울 마포구 서교동 1',
    );
  });

  it('names the 법정동 of the place', () => {
    expect(legalDongOf('경남 진주시 청춘로 18번길 107', '가좌동 482-3')).toBe('가좌동');
    expect(legalDongOf('경남 진주시 진주대로 501 (가좌동)')).toBe('가좌동');
    expect(legalDongOf('경남 진주시 진주대로 501')).toBeNull();
  });

  it('reads the area of an address', () => {
    expect(addressArea('서울 마포구 비밀로 12')).toEqual({ province: '서울', district: '마포구' });
    expect(areaLabel({ province: '경남', district: '진주시' })).toBe('경남 진주시');
  });
});

describe('the 법정동 of a road address in a 읍/면', () => {
  it('is the 읍/면', () => {
    expect(legalDongOf('전라남도 무안군 청계면 영산로 1666')).toBe('청계면');
  });
});
