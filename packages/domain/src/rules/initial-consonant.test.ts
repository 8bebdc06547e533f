import { describe, expect, it } from 'vitest';
import { INITIAL_CONSONANTS, initialConsonantOf } from './initial-consonant';

describe('INITIAL_CONSONANTS', () => {
  it('has the 14 entries of the university index (spec 001 §2.5)', () => {
    expect(INITIAL_CONSONANTS).toHaveLength(14);
    expect(INITIAL_CONSONANTS.join('')).toBe('ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅊㅋㅌㅍㅎ');
  });
});

describe('initialConsonantOf', () => {
  it.each([
    ['가천대학교', 'ㄱ'],
    ['경상국립대학교', 'ㄱ'],
    ['나사렛대학교', 'ㄴ'],
    ['동아대학교', 'ㄷ'],
    ['러시아어학원', 'ㄹ'],
    ['명지대학교', 'ㅁ'],
    ['부산대학교', 'ㅂ'],
    ['서울대학교', 'ㅅ'],
    ['연세대학교', 'ㅇ'],
    ['중앙대학교', 'ㅈ'],
    ['창원대학교', 'ㅊ'],
    ['KAIST', null],
    ['카이스트', 'ㅋ'],
    ['통영대학교', 'ㅌ'],
    ['포항공과대학교', 'ㅍ'],
    ['한양대학교', 'ㅎ'],
    ['힣', 'ㅎ'],
  ])('%s → %s', (name, expected) => {
    expect(initialConsonantOf(name)).toBe(expected);
  });

  it.each([
    ['까치대학교', 'ㄱ'],
    ['뚝섬대학교', 'ㄷ'],
    ['빠른대학교', 'ㅂ'],
    ['쌍용대학교', 'ㅅ'],
    ['짜장대학교', 'ㅈ'],
  ])('folds the double consonant of %s to %s', (name, expected) => {
    expect(initialConsonantOf(name)).toBe(expected);
  });

  it.each([
    ['ㄱ', 'ㄱ'],
    ['ㄲ', 'ㄱ'],
    ['ㅆ', 'ㅅ'],
    ['ㅎ', 'ㅎ'],
  ])('reads a bare consonant jamo %s as %s', (name, expected) => {
    expect(initialConsonantOf(name)).toBe(expected);
  });

  it.each([[''], ['   '], ['123대학교'], ['Seoul'], ['ㅏ'], ['😀대학교']])('returns null for %j', (name) => {
    expect(initialConsonantOf(name)).toBeNull();
  });

  it('skips leading spaces', () => {
    expect(initialConsonantOf('  부경대학교')).toBe('ㅂ');
  });

  it('maps every precomposed syllable to one of the 14 entries', () => {
    for (let code = 0xac00; code <= 0xd7a3; code += 1) {
      expect(INITIAL_CONSONANTS).toContain(initialConsonantOf(String.fromCharCode(code)));
    }
  });

  it('changes entry exactly at the first syllable of each leading consonant', () => {
    expect(initialConsonantOf('깋')).toBe('ㄱ'); // last syllable of ㄲ
    expect(initialConsonantOf('나')).toBe('ㄴ');
    expect(initialConsonantOf('핗')).toBe('ㅍ');
    expect(initialConsonantOf('하')).toBe('ㅎ');
  });
});
