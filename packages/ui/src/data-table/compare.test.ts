import { describe, expect, it } from 'vitest';
import { compareCells, matchesText } from './compare';

const sorted = (values: unknown[]) => [...values].sort(compareCells);

describe('compareCells', () => {
  it('orders Korean text in 가나다 order, with numbers inside compared as numbers', () => {
    expect(sorted(['한양대학교', '고려대학교', '서울대학교', '가천대학교'])).toEqual([
      '가천대학교',
      '고려대학교',
      '서울대학교',
      '한양대학교',
    ]);
    expect(sorted(['10동', '2동', '1동'])).toEqual(['1동', '2동', '10동']);
  });

  it('orders numbers and dates by value', () => {
    expect(sorted([10, 2, 33, -1])).toEqual([-1, 2, 10, 33]);
    const [a, b] = [new Date('2026-11-02'), new Date('2026-11-01')];
    expect(sorted([a, b])).toEqual([b, a]);
  });

  it.each([
    [null, 'a', 1],
    ['a', undefined, -1],
    ['', 3, 1],
    [null, undefined, 0],
    [2, 2, 0],
  ])('puts empty cells last: %s vs %s → %i', (a, b, expected) => {
    expect(Math.sign(compareCells(a, b))).toBe(expected);
  });
});

describe('matchesText', () => {
  it.each([
    ['서울대학교 관악캠퍼스', '관악', true],
    ['서울대학교 관악캠퍼스', '서울 관악', true],
    ['서울대학교 관악캠퍼스', '서울 신촌', false],
    ['Hello World', 'hello', true],
    ['anything', '   ', true],
    [null, 'a', false],
    [1234, '23', true],
    [new Date('2026-11-03T00:00:00Z'), '2026.11.03', true],
    [new Date('2026-11-03T00:00:00Z'), '2026-11', true],
  ])('%s matches %s: %s', (value, query, expected) => {
    expect(matchesText(value, query)).toBe(expected);
  });
});
