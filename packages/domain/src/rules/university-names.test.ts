import { describe, expect, it } from 'vitest';
import { universityByShortName, universityShortNames } from './university-names';

describe('universityByShortName', () => {
  it.each([
    ['경상대', '경상국립대학교', undefined],
    ['경상국립대', '경상국립대학교', undefined],
    ['서울대', '서울대학교', undefined],
    ['연대', '연세대학교', '신촌캠퍼스'],
    ['고대', '고려대학교', '서울캠퍼스'],
    ['부산대', '부산대학교', undefined],
    ['한양대', '한양대학교', '서울캠퍼스'],
    ['한양대 ERICA', '한양대학교', 'ERICA캠퍼스'],
    ['한양대 에리카', '한양대학교', 'ERICA캠퍼스'],
    ['카이스트', '한국과학기술원', undefined],
  ])('reads %s as %s %s', (keyword, university, campus) => {
    expect(universityByShortName(keyword)).toEqual(campus ? { university, campus } : { university });
  });

  it('ignores spaces and case', () => {
    expect(universityByShortName(' 한양대erica ')).toEqual({
      university: '한양대학교',
      campus: 'ERICA캠퍼스',
    });
    expect(universityByShortName('KAIST')?.university).toBe('한국과학기술원');
  });

  it('matches a whole keyword only: a longer or unrelated word is no short name', () => {
    expect(universityByShortName('부산경상대')).toBeNull();
    expect(universityByShortName('가좌동')).toBeNull();
    expect(universityByShortName('연대앞')).toBeNull();
    expect(universityByShortName('')).toBeNull();
  });

  it('gives each short name one meaning', () => {
    const seen = new Map<string, string>();
    for (const [name, target] of universityShortNames()) {
      const key = name.toLowerCase().replace(/\s+/g, '');
      const meaning = `${target.university} ${target.campus ?? ''}`;
      expect(seen.get(key) ?? meaning, name).toBe(meaning);
      seen.set(key, meaning);
    }
  });
});
