import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageItems } from './pageItems';

describe('pageItems', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 3, 4, 5, 'gap-end', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap-end', 10]],
    [5, 10, [1, 'gap-start', 4, 5, 6, 'gap-end', 10]],
    [6, 10, [1, 'gap-start', 5, 6, 7, 'gap-end', 10]],
    [7, 10, [1, 'gap-start', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'gap-start', 6, 7, 8, 9, 10]],
    [0, 10, [1, 2, 3, 4, 5, 'gap-end', 10]],
    [99, 10, [1, 'gap-start', 6, 7, 8, 9, 10]],
  ])('page %i of %i', (page, count, expected) => {
    expect(pageItems(page, count)).toEqual(expected);
  });

  it('shows two siblings each side when asked', () => {
    expect(pageItems(10, 20, 2)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 20]);
  });

  it('always holds the current page, the first and the last, in order, with a constant length', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 3 }),
        (count, raw, siblings) => {
          const page = ((raw - 1) % count) + 1;
          const items = pageItems(page, count, siblings);
          const pages = items.filter((item): item is number => typeof item === 'number');
          expect(pages).toContain(page);
          expect(pages[0]).toBe(1);
          expect(pages.at(-1)).toBe(count);
          expect(pages).toEqual([...pages].sort((a, b) => a - b));
          expect(new Set(pages).size).toBe(pages.length);
          expect(items.length).toBe(Math.min(count, 2 * siblings + 5));
          // A gap always stands for at least two pages.
          items.forEach((item, i) => {
            if (typeof item === 'number') return;
            expect((items[i + 1] as number) - (items[i - 1] as number)).toBeGreaterThanOrEqual(3);
          });
        },
      ),
    );
  });
});
