import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitTags } from './fitTags';
import { keywordTagsFromCodes } from './keywordTagsFromCodes';

const plus = (width: number) => () => width;

describe('fitTags', () => {
  it.each([
    // [tag widths, +N width, row, gap, visible, hidden]
    [[], 40, 292, 4, 0, 0],
    [[80, 80, 80], 40, 292, 4, 3, 0],
    [[96, 96, 96], 40, 292, 2, 3, 0], // 96·3 + 2·2 = 292 fits exactly
    [[96, 96, 97], 40, 292, 2, 2, 1], // 293 does not; two tags + "+1" = 194 + 2 + 40 = 236
    [[80, 80, 80, 80, 80, 80, 80, 80, 80, 80], 40, 292, 4, 3, 7], // 248 + 4 + 40 = 292 fits
    [[80, 80, 80, 80, 80, 80, 80, 80, 80, 80], 50, 292, 4, 2, 8], // 302 > 292: drop one more
    [[300, 20], 40, 292, 4, 0, 2], // the first tag alone is too wide
    [[100, 100, 100], 400, 292, 4, 0, 3], // "+N" never fits: nothing but "+N"
    [[50, 50, 50, 50, 50, 50], 30, 200, 0, 3, 3], // 150 + 30 = 180
  ])('%j with +N %i in %i (gap %i) → %i shown, +%i', (widths, plusWidth, row, gap, visible, hidden) => {
    expect(fitTags(widths, plus(plusWidth), row, gap)).toEqual({ visible, hidden });
  });

  it('asks the "+N" width for the count it would show', () => {
    // "+1" is narrow, "+2" wide: with 3 tags of 100 in 250, two fit and "+1" (30) fits too? 204 + 4 + 30 = 238
    const widthFor = (n: number) => (n === 1 ? 30 : 60);
    expect(fitTags([100, 100, 100], widthFor, 250, 4)).toEqual({ visible: 2, hidden: 1 });
    // In 230 "+1" does not fit after two tags, so one more goes and "+2" (60) is measured: 100 + 4 + 60 = 164
    expect(fitTags([100, 100, 100], widthFor, 230, 4)).toEqual({ visible: 1, hidden: 2 });
  });

  it('always shows a prefix and never overflows when "+N" can fit', () => {
    const widths = fc.array(fc.integer({ min: 20, max: 200 }), { maxLength: 12 });
    fc.assert(
      fc.property(
        widths,
        fc.integer({ min: 20, max: 60 }),
        fc.integer({ min: 60, max: 400 }),
        fc.integer({ min: 0, max: 8 }),
        (w, p, row, gap) => {
          const { visible, hidden } = fitTags(w, () => p, row, gap);
          if (visible + hidden !== w.length) return false;
          const used = w.slice(0, visible).reduce((s, x) => s + x, 0) + Math.max(0, visible - 1) * gap;
          const total = hidden > 0 ? used + (visible > 0 ? gap : 0) + p : used;
          // Either it fits, or nothing is shown beside "+N" (the row is too narrow even for that).
          return total <= row || visible === 0;
        },
      ),
    );
  });

  it('shows as many tags as possible', () => {
    const widths = fc.array(fc.integer({ min: 20, max: 200 }), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(
        widths,
        fc.integer({ min: 20, max: 60 }),
        fc.integer({ min: 60, max: 400 }),
        (w, p, row) => {
          const { visible, hidden } = fitTags(w, () => p, row, 4);
          if (visible === w.length) return true;
          // one more tag would not fit together with the "+N" it leaves (or alone when nothing is left)
          const more = visible + 1;
          const used = w.slice(0, more).reduce((s, x) => s + x, 0) + (more - 1) * 4;
          const rest = w.length - more;
          return (rest > 0 ? used + 4 + p : used) > row && hidden === w.length - visible;
        },
      ),
    );
  });
});

describe('keywordTagsFromCodes', () => {
  it('keeps the order and takes the short label and polarity from the catalogue', () => {
    expect(keywordTagsFromCodes(['NE_BD_LO_01', 'PO_BD_LO_01'])).toEqual([
      { id: 'NE_BD_LO_01', label: '교통 불편', polarity: 'negative' },
      { id: 'PO_BD_LO_01', label: '교통 편리', polarity: 'positive' },
    ]);
  });

  it.each([[[]], [['XX_BD_LO_01']], [['']]])('leaves out codes the catalogue does not know: %j', (codes) => {
    expect(keywordTagsFromCodes(codes)).toEqual([]);
  });
});
