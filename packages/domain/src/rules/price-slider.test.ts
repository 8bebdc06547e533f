import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_SCALE,
  formatPriceRange,
  fullPriceRange,
  MONTHLY_RENT_SCALE,
  type PriceScale,
  priceRangeToSteps,
  stepsToPriceRange,
  toPriceFilterPayload,
} from './price-slider';

const scales: [string, PriceScale][] = [
  ['deposit', DEPOSIT_SCALE],
  ['monthly rent', MONTHLY_RENT_SCALE],
];

const allValues = (scale: PriceScale) =>
  Array.from({ length: scale.maxStep + 1 }, (_, s) => scale.stepToValue(s));

describe('DEPOSIT_SCALE', () => {
  it.each([
    [0, 0],
    [1, 100],
    [5, 500],
    [10, 1000],
    [49, 4900],
    [50, 5000],
  ])('step %i is %i만원', (step, value) => {
    expect(DEPOSIT_SCALE.stepToValue(step)).toBe(value);
    expect(DEPOSIT_SCALE.valueToStep(value)).toBe(step);
  });

  it.each([
    [49, 0],
    [50, 1],
    [149, 1],
    [150, 2],
    [4949, 49],
    [4950, 50],
    [7000, 50],
    [-30, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 50],
    [null, 50],
  ])('value %s snaps to step %i', (value, step) => {
    expect(DEPOSIT_SCALE.valueToStep(value)).toBe(step);
  });

  it('has 50 steps and the top one is open', () => {
    expect(DEPOSIT_SCALE.maxStep).toBe(50);
    expect(DEPOSIT_SCALE.maxValue).toBe(5000);
    expect(DEPOSIT_SCALE.isUnbounded(50)).toBe(true);
    expect(DEPOSIT_SCALE.isUnbounded(49)).toBe(false);
    expect(DEPOSIT_SCALE.stepToBound(50)).toBeNull();
    expect(DEPOSIT_SCALE.stepToBound(49)).toBe(4900);
  });

  it.each([
    [0, '0원'],
    [100, '100만원'],
    [1000, '1,000만원'],
    [4900, '4,900만원'],
    [5000, '5,000만원 이상'],
    [null, '5,000만원 이상'],
    [1234, '1,200만원'],
  ])('formats %s as %s', (value, label) => {
    expect(DEPOSIT_SCALE.formatValue(value)).toBe(label);
  });
});

describe('MONTHLY_RENT_SCALE', () => {
  it.each([
    [0, 0],
    [1, 5],
    [10, 50],
    [39, 195],
    [40, 200],
    [41, 210],
    [50, 300],
    [69, 490],
    [70, 500],
  ])('step %i is %i만원', (step, value) => {
    expect(MONTHLY_RENT_SCALE.stepToValue(step)).toBe(value);
    expect(MONTHLY_RENT_SCALE.valueToStep(value)).toBe(step);
  });

  it.each([
    [2, 0],
    [2.5, 1],
    [47, 9],
    [197, 39],
    [198, 40],
    [204, 40],
    [205, 41],
    [207, 41],
    [494, 69],
    [495, 70],
    [999, 70],
    [null, 70],
  ])('value %s snaps to step %i', (value, step) => {
    expect(MONTHLY_RENT_SCALE.valueToStep(value)).toBe(step);
  });

  it('clamps and rounds steps outside the scale', () => {
    expect(MONTHLY_RENT_SCALE.stepToValue(-3)).toBe(0);
    expect(MONTHLY_RENT_SCALE.stepToValue(80)).toBe(500);
    expect(MONTHLY_RENT_SCALE.stepToValue(40.4)).toBe(200);
    expect(MONTHLY_RENT_SCALE.stepToValue(Number.NaN)).toBe(0);
  });

  it.each([
    [0, '0원'],
    [5, '5만원'],
    [50, '50만원'],
    [200, '200만원'],
    [490, '490만원'],
    [500, '500만원 이상'],
    [null, '500만원 이상'],
  ])('formats %s as %s', (value, label) => {
    expect(MONTHLY_RENT_SCALE.formatValue(value)).toBe(label);
  });

  it('takes other words for the open end', () => {
    expect(MONTHLY_RENT_SCALE.formatValue(null, { orMore: '+' })).toBe('500만원 +');
  });
});

describe.each(scales)('%s scale properties', (_, scale) => {
  const step = fc.integer({ min: 0, max: scale.maxStep });

  it('step → value → step round-trips', () => {
    fc.assert(fc.property(step, (s) => scale.valueToStep(scale.stepToValue(s)) === s));
  });

  it('step → bound → step round-trips (top step through null)', () => {
    fc.assert(fc.property(step, (s) => scale.valueToStep(scale.stepToBound(s)) === s));
  });

  it('is strictly increasing in the step', () => {
    fc.assert(fc.property(step, step, (a, b) => a >= b || scale.stepToValue(a) < scale.stepToValue(b)));
  });

  it('valueToStep is monotonic', () => {
    const value = fc.double({ min: -100, max: scale.maxValue + 1000, noNaN: true });
    fc.assert(fc.property(value, value, (a, b) => a > b || scale.valueToStep(a) <= scale.valueToStep(b)));
  });

  it('snaps any value to the nearest valid value', () => {
    const values = allValues(scale);
    const value = fc.double({ min: 0, max: scale.maxValue, noNaN: true });
    fc.assert(
      fc.property(value, (v) => {
        const snapped = scale.stepToValue(scale.valueToStep(v));
        const best = Math.min(...values.map((w) => Math.abs(w - v)));
        return Math.abs(snapped - v) === best;
      }),
    );
  });

  it('labels only the top step as open', () => {
    fc.assert(
      fc.property(
        step,
        (s) => scale.formatValue(scale.stepToBound(s)).endsWith(' 이상') === (s === scale.maxStep),
      ),
    );
  });
});

describe('formatPriceRange', () => {
  it.each([
    [DEPOSIT_SCALE, { min: 500, max: null }, '500만원 ~ 5,000만원 이상'],
    [DEPOSIT_SCALE, { min: 0, max: null }, '0원 ~ 5,000만원 이상'],
    [DEPOSIT_SCALE, { min: 0, max: 1000 }, '0원 ~ 1,000만원'],
    [DEPOSIT_SCALE, { min: 500, max: 500 }, '500만원'],
    [DEPOSIT_SCALE, { min: 5000, max: null }, '5,000만원 이상'],
    [DEPOSIT_SCALE, { min: 2000, max: 1000 }, '1,000만원 ~ 2,000만원'],
    [MONTHLY_RENT_SCALE, { min: 0, max: 50 }, '0원 ~ 50만원'],
    [MONTHLY_RENT_SCALE, { min: 30, max: 250 }, '30만원 ~ 250만원'],
    [MONTHLY_RENT_SCALE, { min: 200, max: null }, '200만원 ~ 500만원 이상'],
  ])('%o %o → %s', (scale, range, label) => {
    expect(formatPriceRange(scale, range)).toBe(label);
    expect(scale.formatRange(range)).toBe(label);
  });

  it('takes another separator', () => {
    expect(formatPriceRange(DEPOSIT_SCALE, { min: 100, max: 200 }, { rangeSeparator: '–' })).toBe(
      '100만원–200만원',
    );
  });
});

describe('steps ⇄ range', () => {
  it('maps ranges to ordered steps and back', () => {
    expect(priceRangeToSteps(DEPOSIT_SCALE, fullPriceRange())).toEqual([0, 50]);
    expect(priceRangeToSteps(MONTHLY_RENT_SCALE, { min: 300, max: 50 })).toEqual([10, 50]);
    expect(stepsToPriceRange(MONTHLY_RENT_SCALE, [70, 41])).toEqual({ min: 210, max: null });
    expect(stepsToPriceRange(DEPOSIT_SCALE, [0, 10])).toEqual({ min: 0, max: 1000 });
  });

  it.each(scales)('%s: steps → range → steps round-trips', (_, scale) => {
    const step = fc.integer({ min: 0, max: scale.maxStep });
    fc.assert(
      fc.property(step, step, (a, b) => {
        const [lo, hi] = priceRangeToSteps(scale, stepsToPriceRange(scale, [a, b]));
        return lo === Math.min(a, b) && hi === Math.max(a, b);
      }),
    );
  });
});

describe('toPriceFilterPayload', () => {
  it.each([
    [{}, { depositMin: null, depositMax: null, monthlyRentMin: null, monthlyRentMax: null }],
    [
      { deposit: fullPriceRange(), monthlyRent: fullPriceRange() },
      { depositMin: null, depositMax: null, monthlyRentMin: null, monthlyRentMax: null },
    ],
    [
      { deposit: { min: 500, max: null }, monthlyRent: { min: 0, max: 50 } },
      { depositMin: 500, depositMax: null, monthlyRentMin: null, monthlyRentMax: 50 },
    ],
    [
      { deposit: { min: 1000, max: 3000 }, monthlyRent: { min: 210, max: 500 } },
      { depositMin: 1000, depositMax: 3000, monthlyRentMin: 210, monthlyRentMax: null },
    ],
    [
      // 4,980 snaps to the top step, which is open
      { deposit: { min: 1234, max: 4980 }, monthlyRent: null },
      { depositMin: 1200, depositMax: null, monthlyRentMin: null, monthlyRentMax: null },
    ],
  ])('%o → %o', (ranges, payload) => {
    expect(toPriceFilterPayload(ranges)).toEqual(payload);
  });

  it('never sends a lower bound above the upper bound', () => {
    const value = fc.option(fc.integer({ min: -100, max: 6000 }), { nil: null });
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 6000 }), value, (min, max) => {
        const p = toPriceFilterPayload({ deposit: { min, max } });
        return p.depositMin === null || p.depositMax === null || p.depositMin <= p.depositMax;
      }),
    );
  });
});
