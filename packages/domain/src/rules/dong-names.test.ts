import { describe, expect, it } from 'vitest';
import { adminDongsOf, isDongName, legalDongsOf } from './dong-names';

describe('행정동 and 법정동', () => {
  it('names the 법정동 a 행정동 covers, the one it is named after first', () => {
    expect(legalDongsOf('진주시', '가호동')).toEqual(['가좌동', '호탄동']);
    expect(legalDongsOf('진주시', '천전동')[0]).toBe('칠암동');
    expect(legalDongsOf('관악구', '낙성대동')).toEqual(['봉천동']);
  });

  it('a 행정동 the table does not list is its own 법정동', () => {
    expect(legalDongsOf('금정구', '구서동')).toEqual(['구서동']);
  });

  it('finds the 행정동 a 법정동 lies in', () => {
    expect(adminDongsOf('칠암동')).toEqual([{ district: '진주시', adminDong: '천전동' }]);
    expect(adminDongsOf('가좌동')).toEqual([{ district: '진주시', adminDong: '가호동' }]);
    expect(adminDongsOf('봉천동').map((d) => d.adminDong)).toContain('낙성대동');
    expect(adminDongsOf('장전동')).toEqual([{ district: '', adminDong: '장전동' }]);
    expect(adminDongsOf('연희동')).toEqual([{ district: '', adminDong: '연희동' }]);
  });

  it('tells 동 names from other keywords', () => {
    for (const name of ['가좌동', '칠암동', '안암동5가', '신촌동']) expect(isDongName(name), name).toBe(true);
    for (const name of ['경상대', '진주대로', '가좌', '가좌 원룸', '서울대학교']) {
      expect(isDongName(name), name).toBe(false);
    }
  });
});
