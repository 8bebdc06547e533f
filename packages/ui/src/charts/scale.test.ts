import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelStep, niceTicks } from './scale';

describe('niceTicks', () => {
  it.each([
    [0, [0, 1]],
    [1, [0, 1]],
    [3, [0, 1, 2, 3]],
    [4, [0, 1, 2, 3, 4]],
    [7, [0, 2, 4, 6, 8]],
    [12, [0, 5, 10, 15]],
    [40, [0, 10, 20, 30, 40]],
    [87, [0, 25, 50, 75, 100]],
    [1234, [0, 500, 1000, 1500]],
  ])('max %i → %j', (max, expected) => {
    expect(niceTicks(max)).toEqual(expected);
  });

  it('covers the maximum with whole, evenly spaced ticks from 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (max) => {
        const ticks = niceTicks(max);
        expect(ticks[0]).toBe(0);
        expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(ticks.length).toBeLessThanOrEqual(7);
        const step = (ticks[1] as number) - (ticks[0] as number);
        for (const [i, tick] of ticks.entries()) {
          expect(Number.isInteger(tick)).toBe(true);
          expect(tick).toBe(i * step);
        }
      }),
    );
  });
});

describe('labelStep', () => {
  it.each([
    [30, 600, 48, 3],
    [30, 1200, 48, 2],
    [7, 600, 48, 1],
    [1, 10, 48, 1],
    [30, 0, 48, 1],
  ])('%i labels in %i px, %i px apart → every %i', (count, width, gap, expected) => {
    expect(labelStep(count, width, gap)).toBe(expected);
  });
});
