import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { KEYWORD_TARGETS } from '../enums';
import {
  canAddFilterKeyword,
  canSelectKeyword,
  checkKeywordMinimum,
  findKeyword,
  getKeyword,
  isKeywordCode,
  KEYWORD_MESSAGES,
  KEYWORDS,
  type KeywordCode,
  keywordsFor,
  keywordsForKind,
  oppositeOf,
  toggleFilterKeyword,
  toggleKeyword,
  validateKeywordFilter,
  validateKeywordSelection,
} from './index';

// Property tests run hundreds of cases; give them room on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

describe('catalogue counts (spec 000 §3, spec 001 §3.3)', () => {
  it('has 115 distinct codes', () => {
    expect(KEYWORDS).toHaveLength(115);
    expect(new Set(KEYWORDS.map((k) => k.code)).size).toBe(115);
  });

  it.each([
    ['BD', 'positive', { LO: 8, ST: 7, MT: 7 }],
    ['BD', 'negative', { LO: 8, ST: 7, MT: 7 }],
    ['AG', 'positive', { PD: 5, SO: 7 }],
    ['AG', 'negative', { PD: 4, SO: 7 }],
    ['DO', 'positive', { LO: 6, ST: 7, MT: 11 }],
    ['DO', 'negative', { LO: 6, ST: 7, MT: 11 }],
  ] as const)('%s %s per category', (target, polarity, counts) => {
    const groups = keywordsFor(target, polarity);
    expect(Object.fromEntries(groups.map((g) => [g.category, g.keywords.length]))).toEqual(counts);
  });

  it('codes follow {PO|NE}_{target}_{category}_{nn}', () => {
    for (const k of KEYWORDS) {
      expect(k.code).toBe(
        `${k.polarity === 'positive' ? 'PO' : 'NE'}_${k.target}_${k.category}_${k.code.slice(-2)}`,
      );
      expect(k.code).toMatch(/_\d{2}$/);
      expect(k.label).not.toBe('');
      expect(k.sentence).not.toBe('');
      expect(k.categoryName).not.toBe('');
    }
  });

  it('opposites pair the same number with the other polarity, symmetrically', () => {
    for (const k of KEYWORDS) {
      if (k.opposite === null) continue;
      const o = getKeyword(k.opposite);
      expect(o.opposite).toBe(k.code);
      expect(o.polarity).not.toBe(k.polarity);
      expect(o.code.slice(3)).toBe(k.code.slice(3));
    }
    expect(KEYWORDS.filter((k) => k.opposite === null).map((k) => k.code)).toEqual(['PO_AG_PD_05']);
  });

  it('looks codes up', () => {
    expect(getKeyword('PO_BD_LO_01')).toMatchObject({ label: '교통 편리', sentence: '교통이 편리해요' });
    expect(oppositeOf('PO_BD_LO_01')).toBe('NE_BD_LO_01');
    expect(oppositeOf('PO_AG_PD_05')).toBeNull();
    expect(isKeywordCode('PO_BD_LO_01')).toBe(true);
    expect(isKeywordCode('PO_BD_LO_99')).toBe(false);
    expect(findKeyword('nope')).toBeUndefined();
    expect(() => getKeyword('nope' as KeywordCode)).toThrow(RangeError);
  });

  it('groups by kind', () => {
    expect(keywordsForKind('DORM', 'positive').map((g) => g.name)).toEqual([
      '위치/주변환경',
      '건물 내부 상태',
      '편의시설과 관리',
    ]);
    expect(keywordsForKind('AGENCY', 'negative').map((g) => g.category)).toEqual(['PD', 'SO']);
  });
});

const pos = (n: number) =>
  keywordsFor('BD', 'positive')
    .flatMap((g) => g.keywords)
    .slice(0, n)
    .map((k) => k.code);
const neg = (n: number, from = 0) =>
  keywordsFor('BD', 'negative')
    .flatMap((g) => g.keywords)
    .slice(from, from + n)
    .map((k) => k.code);

describe('selection rules (spec 001 §5)', () => {
  it.each([
    ['a sixth pro', { positive: pos(5), negative: [] }, 'PO_BD_MT_07', KEYWORD_MESSAGES.tooMany],
    [
      'a pro whose opposite is a con',
      { positive: [], negative: ['NE_BD_LO_01'] },
      'PO_BD_LO_01',
      '‘교통 편리’와 ‘교통 불편’은 함께 고를 수 없어요. 단점에서 ‘교통 불편’을 빼면 고를 수 있어요.',
    ],
    [
      'a con whose opposite is a pro',
      { positive: ['PO_BD_LO_01'], negative: [] },
      'NE_BD_LO_01',
      '‘교통 불편’과 ‘교통 편리’는 함께 고를 수 없어요. 장점에서 ‘교통 편리’를 빼면 고를 수 있어요.',
    ],
  ] as const)('refuses %s', (_name, selection, code, message) => {
    expect(canSelectKeyword(selection, code)).toEqual({ ok: false, message });
    expect(toggleKeyword(selection, code)).toEqual({ ok: false, message });
  });

  it('messages are the spec texts', () => {
    expect(KEYWORD_MESSAGES.tooMany).toBe('최대 5개까지 고를 수 있어요!');
    expect(KEYWORD_MESSAGES.tooFewPros).toBe('최소 3개의 장점을 선택해 주세요!');
    expect(KEYWORD_MESSAGES.tooFewCons).toBe('최소 3개의 단점을 선택해 주세요!');
    expect(KEYWORD_MESSAGES.oppositeIsCon).toBe('같은 항목을 단점으로 골랐어요!');
    expect(KEYWORD_MESSAGES.oppositeIsPro).toBe('같은 항목을 장점으로 골랐어요!');
  });

  it('deselecting is always allowed, even at 5', () => {
    const selection = { positive: pos(5), negative: [] };
    expect(canSelectKeyword(selection, pos(1)[0] as KeywordCode)).toEqual({ ok: true });
    const toggled = toggleKeyword(selection, pos(1)[0] as KeywordCode);
    expect(toggled.ok && toggled.selection.positive).toEqual(pos(5).slice(1));
  });

  it.each([
    [2, 'positive', 'create', KEYWORD_MESSAGES.tooFewPros],
    [2, 'negative', 'create', KEYWORD_MESSAGES.tooFewCons],
    [0, 'positive', 'edit', KEYWORD_MESSAGES.noPros],
    [0, 'negative', 'edit', KEYWORD_MESSAGES.noCons],
  ] as const)('%i on %s in %s is too few', (n, side, mode, message) => {
    expect(checkKeywordMinimum(pos(n), side, mode)).toEqual({ ok: false, message });
  });

  it.each([
    [3, 'create'],
    [5, 'create'],
    [1, 'edit'],
  ] as const)('%i is enough in %s', (n, mode) => {
    expect(checkKeywordMinimum(pos(n), 'positive', mode)).toEqual({ ok: true });
  });

  it('validates whole selections', () => {
    expect(validateKeywordSelection({ positive: pos(3), negative: neg(3, 10) }, 'BD')).toEqual({ ok: true });
    expect(validateKeywordSelection({ positive: pos(3), negative: neg(3) }, 'BD')).toEqual({
      ok: false,
      message: KEYWORD_MESSAGES.oppositeIsCon,
    });
    expect(validateKeywordSelection({ positive: pos(3), negative: neg(3, 10) }, 'DO').ok).toBe(false);
    expect(validateKeywordSelection({ positive: neg(3, 10), negative: pos(3) }, 'BD').ok).toBe(false);
    expect(validateKeywordSelection({ positive: pos(6), negative: neg(3, 10) }, 'BD')).toEqual({
      ok: false,
      message: KEYWORD_MESSAGES.tooMany,
    });
    expect(validateKeywordSelection({ positive: pos(1), negative: neg(1, 10) }, 'BD', 'edit')).toEqual({
      ok: true,
    });
  });

  it('property: any sequence of taps keeps ≤ 5 per side and never a code with its opposite', () => {
    for (const target of KEYWORD_TARGETS) {
      const codes = KEYWORDS.filter((k) => k.target === target).map((k) => k.code);
      fc.assert(
        fc.property(fc.array(fc.constantFrom(...codes), { maxLength: 60 }), (taps) => {
          let selection = { positive: [] as KeywordCode[], negative: [] as KeywordCode[] };
          for (const code of taps) {
            const result = toggleKeyword(selection, code);
            if (result.ok)
              selection = {
                positive: [...result.selection.positive],
                negative: [...result.selection.negative],
              };
          }
          expect(selection.positive.length).toBeLessThanOrEqual(5);
          expect(selection.negative.length).toBeLessThanOrEqual(5);
          for (const code of selection.positive) {
            const o = oppositeOf(code);
            if (o) expect(selection.negative).not.toContain(o);
          }
          if (selection.positive.length >= 1 && selection.negative.length >= 1) {
            expect(validateKeywordSelection(selection, target, 'edit')).toEqual({ ok: true });
          }
        }),
      );
    }
  });
});

describe('keyword filter (spec 001 §5: 1 to 5)', () => {
  it.each([
    [[], { ok: false, message: KEYWORD_MESSAGES.filterEmpty }],
    [pos(1), { ok: true }],
    [pos(5), { ok: true }],
    [pos(6), { ok: false, message: KEYWORD_MESSAGES.tooMany }],
    [['PO_BD_LO_01', 'PO_BD_LO_01'], { ok: false, message: KEYWORD_MESSAGES.tooMany }],
    [['XX'], { ok: false, message: KEYWORD_MESSAGES.wrongKind }],
  ])('%j', (codes, expected) => {
    expect(validateKeywordFilter(codes)).toEqual(expected);
  });

  it('refuses a sixth filter code', () => {
    expect(canAddFilterKeyword(pos(5), 'NE_BD_LO_01')).toEqual({
      ok: false,
      message: KEYWORD_MESSAGES.tooMany,
    });
    expect(canAddFilterKeyword(pos(4), 'NE_BD_LO_01')).toEqual({ ok: true });
  });
});

describe('toggleFilterKeyword', () => {
  it('picks and unpicks a code', () => {
    expect(toggleFilterKeyword([], 'PO_BD_LO_01')).toEqual({
      selected: ['PO_BD_LO_01'],
      released: null,
      refused: null,
    });
    expect(toggleFilterKeyword(['PO_BD_LO_01'], 'PO_BD_LO_01').selected).toEqual([]);
  });

  it('releases the opposite of a picked code, so both can never apply', () => {
    const result = toggleFilterKeyword(['PO_BD_LO_01', 'PO_BD_LO_02'], 'NE_BD_LO_01');
    expect(result).toEqual({
      selected: ['PO_BD_LO_02', 'NE_BD_LO_01'],
      released: 'PO_BD_LO_01',
      refused: null,
    });
    for (const keyword of KEYWORDS) {
      if (!keyword.opposite) continue;
      const after = toggleFilterKeyword([keyword.opposite], keyword.code).selected;
      expect(after).toEqual([keyword.code]);
    }
  });

  it('refuses a sixth code with the spec text, but swapping an opposite at five is fine', () => {
    const five = ['PO_BD_LO_01', 'PO_BD_LO_02', 'PO_BD_LO_03', 'PO_BD_LO_04', 'PO_BD_LO_05'] as const;
    expect(toggleFilterKeyword([...five], 'PO_BD_LO_06')).toEqual({
      selected: [...five],
      released: null,
      refused: KEYWORD_MESSAGES.tooMany,
    });
    expect(toggleFilterKeyword([...five], 'NE_BD_LO_01').released).toBe('PO_BD_LO_01');
  });
});
