import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOT_WINDOW_SIZE, getDotWindow } from './dotWindow';

const indexes = (total: number, current: number, previousStart = 0) =>
  getDotWindow(total, current, previousStart).dots.map((dot) => dot.index);
const edges = (total: number, current: number, previousStart = 0) =>
  getDotWindow(total, current, previousStart)
    .dots.filter((dot) => dot.size === 'edge')
    .map((dot) => dot.index);

describe('getDotWindow', () => {
  it.each([
    [0, 0, []],
    [1, 0, [0]],
    [5, 3, [0, 1, 2, 3, 4]],
    [10, 9, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
  ])('shows every dot, none shrunk, for %i images', (total, current, expected) => {
    expect(indexes(total, current)).toEqual(expected);
    expect(edges(total, current)).toEqual([]);
  });

  it('starts at the first image with only the far edge shrunk when there are 11 or more', () => {
    expect(indexes(11, 0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(edges(11, 0)).toEqual([9]);
    expect(edges(30, 0)).toEqual([9]);
  });

  it('keeps the window while the current image is inside it', () => {
    for (let current = 0; current <= 8; current++) expect(getDotWindow(30, current, 0).start).toBe(0);
  });

  it('moves once the current image reaches the shrunken edge (the 10th image)', () => {
    expect(getDotWindow(30, 9, 0).start).toBe(1);
    expect(indexes(30, 10, 1)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(edges(30, 10, 1)).toEqual([2, 11]);
  });

  it('ends flush with the last image, which is never shrunk', () => {
    expect(indexes(30, 29, 19)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
    expect(edges(30, 29, 19)).toEqual([20]);
  });

  it('moves back when paging left onto the near edge', () => {
    expect(getDotWindow(30, 12, 12).start).toBe(11);
    expect(getDotWindow(30, 1, 5).start).toBe(0);
    expect(getDotWindow(30, 0, 5).start).toBe(0);
  });

  it('clamps out-of-range input', () => {
    expect(indexes(3, 99)).toEqual([0, 1, 2]);
    expect(getDotWindow(30, -4, 50).start).toBe(0);
    expect(getDotWindow(30, 50, 0).start).toBe(20);
  });

  it('always holds the current image on a full dot inside a window of at most 10', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.nat(80),
        fc.nat(80),
        (total, rawCurrent, previousStart) => {
          const current = rawCurrent % total;
          const { start, dots } = getDotWindow(total, current, previousStart);
          expect(dots).toHaveLength(Math.min(total, DOT_WINDOW_SIZE));
          expect(dots.map((dot) => dot.index)).toEqual(dots.map((_, offset) => start + offset));
          expect(dots.find((dot) => dot.index === current)?.size).toBe('full');
          expect(start + dots.length).toBeLessThanOrEqual(total);
        },
      ),
    );
  });

  it('moves by one dot per step when paging through all images', () => {
    let start = 0;
    for (let current = 0; current < 30; current++) {
      const next = getDotWindow(30, current, start).start;
      expect(next - start).toBeLessThanOrEqual(1);
      start = next;
    }
    expect(start).toBe(20);
  });
});
