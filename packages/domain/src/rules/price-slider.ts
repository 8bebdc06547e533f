// Price sliders of the filter sheets (spec 000 §5, spec 001 §5) on the single scale decisions.md fixes.
// Values are in 만원 (10,000 won) like every money field on the wire; a slider works in whole steps.
import { formatManwon } from './display';

/** A price range in 만원. `max: null` means the top step ("… 이상", no upper bound). */
export interface PriceRangeValue {
  min: number;
  max: number | null;
}

/** Korean texts a scale uses for labels; components pass their own to override. */
export interface PriceLabelTexts {
  /** Appended to the top value when it is the open end: '5,000만원' + ' 이상'. */
  orMore: string;
  /** Put between the two ends of a range: '500만원 ~ 1,000만원'. */
  rangeSeparator: string;
}

export const DEFAULT_PRICE_LABEL_TEXTS: PriceLabelTexts = { orMore: '이상', rangeSeparator: ' ~ ' };

export interface PriceScale {
  readonly kind: 'deposit' | 'monthlyRent';
  /** Highest step; this step is the open end ("or more"). The lowest step is 0 (= 0원). */
  readonly maxStep: number;
  /** Value in 만원 at the top step (shown as "… 이상"). */
  readonly maxValue: number;
  /** 만원 at a step. Steps outside 0..maxStep are clamped, fractional steps rounded. */
  stepToValue(step: number): number;
  /**
   * Nearest step for a value in 만원: values between steps snap to the nearest valid step (ties go up),
   * values at or above the top value and `null` (unbounded) give `maxStep`, negatives and NaN give 0.
   */
  valueToStep(value: number | null): number;
  /** Whether a step is the open top end. */
  isUnbounded(step: number): boolean;
  /** Value of a step as the public API carries it: the top step is `null` (unbounded). */
  stepToBound(step: number): number | null;
  /** Snaps a value to the scale; the top value (or beyond) becomes `null`. */
  snapValue(value: number | null): number | null;
  /** '0원', '500만원', top/unbounded → '5,000만원 이상'. Values are snapped to the scale first. */
  formatValue(value: number | null, texts?: Partial<PriceLabelTexts>): string;
  /** Label of a range: see {@link formatPriceRange}. */
  formatRange(range: PriceRangeValue, texts?: Partial<PriceLabelTexts>): string;
}

function clampStep(step: number, maxStep: number): number {
  if (Number.isNaN(step)) return 0;
  return Math.min(maxStep, Math.max(0, Math.round(step)));
}

interface ScaleDefinition {
  kind: PriceScale['kind'];
  maxStep: number;
  stepToValue(step: number): number;
  /** Exact (fractional) step of a value inside the scale, before rounding. */
  fractionalStep(value: number): number;
}

function createScale(def: ScaleDefinition): PriceScale {
  const maxValue = def.stepToValue(def.maxStep);
  const stepToValue = (step: number) => def.stepToValue(clampStep(step, def.maxStep));
  const valueToStep = (value: number | null) => {
    if (value === null || value >= maxValue) return def.maxStep;
    if (Number.isNaN(value) || value <= 0) return 0;
    return clampStep(def.fractionalStep(value), def.maxStep);
  };
  const isUnbounded = (step: number) => clampStep(step, def.maxStep) === def.maxStep;
  const stepToBound = (step: number) => (isUnbounded(step) ? null : stepToValue(step));
  const scale: PriceScale = {
    kind: def.kind,
    maxStep: def.maxStep,
    maxValue,
    stepToValue,
    valueToStep,
    isUnbounded,
    stepToBound,
    snapValue: (value) => stepToBound(valueToStep(value)),
    formatValue: (value, texts) => {
      const step = valueToStep(value);
      const amount = formatManwon(stepToValue(step));
      if (!isUnbounded(step)) return amount;
      return `${amount} ${texts?.orMore ?? DEFAULT_PRICE_LABEL_TEXTS.orMore}`;
    },
    formatRange: (range, texts) => formatPriceRange(scale, range, texts),
  };
  return scale;
}

/** spec 001 §5 + decisions.md: deposit 0–50 steps of 100 만원; step 50 (5,000만원) = "5,000만원 이상". */
export const DEPOSIT_SCALE: PriceScale = createScale({
  kind: 'deposit',
  maxStep: 50,
  stepToValue: (step) => step * 100,
  fractionalStep: (value) => value / 100,
});

const RENT_FINE_STEPS = 40;
const RENT_FINE_UNIT = 5;
const RENT_COARSE_UNIT = 10;
const RENT_FINE_TOP = RENT_FINE_STEPS * RENT_FINE_UNIT; // 200만원

/**
 * spec 001 §5 + decisions.md: monthly rent 0–70 steps; 5 만원 per step up to 200 (step 40), then 10 per step
 * to 500 (step 70); step 70 = "500만원 이상".
 */
export const MONTHLY_RENT_SCALE: PriceScale = createScale({
  kind: 'monthlyRent',
  maxStep: 70,
  stepToValue: (step) =>
    step <= RENT_FINE_STEPS
      ? step * RENT_FINE_UNIT
      : RENT_FINE_TOP + (step - RENT_FINE_STEPS) * RENT_COARSE_UNIT,
  fractionalStep: (value) =>
    value <= RENT_FINE_TOP
      ? value / RENT_FINE_UNIT
      : RENT_FINE_STEPS + (value - RENT_FINE_TOP) / RENT_COARSE_UNIT,
});

/** The full range of a scale: 0 to unbounded. */
export function fullPriceRange(): PriceRangeValue {
  return { min: 0, max: null };
}

/** A range as a pair of steps (lower first), snapped to the scale. */
export function priceRangeToSteps(scale: PriceScale, range: PriceRangeValue): [number, number] {
  const a = scale.valueToStep(range.min);
  const b = scale.valueToStep(range.max);
  return a <= b ? [a, b] : [b, a];
}

/** Two steps (any order) as a range in 만원; the top step becomes `max: null`. */
export function stepsToPriceRange(scale: PriceScale, steps: readonly [number, number]): PriceRangeValue {
  const [a, b] = steps[0] <= steps[1] ? steps : [steps[1], steps[0]];
  const min = scale.stepToValue(a);
  return { min, max: scale.stepToBound(b) };
}

/**
 * Range label as Korean listing apps write it: both ends with a tilde, '500만원 ~ 5,000만원 이상',
 * '0원 ~ 50만원'; the lower end reads '0원' at step 0 and the upper end '… 이상' at the top step.
 * When both ends sit on the same step the label is that one value ('500만원', '5,000만원 이상').
 */
export function formatPriceRange(
  scale: PriceScale,
  range: PriceRangeValue,
  texts?: Partial<PriceLabelTexts>,
): string {
  const [minStep, maxStep] = priceRangeToSteps(scale, range);
  const low = scale.formatValue(scale.stepToBound(minStep), texts);
  if (minStep === maxStep) return low;
  const high = scale.formatValue(scale.stepToBound(maxStep), texts);
  return `${low}${texts?.rangeSeparator ?? DEFAULT_PRICE_LABEL_TEXTS.rangeSeparator}${high}`;
}

/** Price bounds of the filter payload (api-contract §4 `filters`): 만원, `null` = unbounded. */
export interface PriceFilterPayload {
  depositMin: number | null;
  depositMax: number | null;
  monthlyRentMin: number | null;
  monthlyRentMax: number | null;
}

/**
 * The filter payload's price bounds. A bound at the scale's open end is `null`: the top step (… 이상) and
 * also step 0 of the lower end, because 0 bounds nothing, and a payload with no bound set keeps buildings
 * without general reviews (api-contract §4). A missing range sends no bounds at all.
 */
export function toPriceFilterPayload(ranges: {
  deposit?: PriceRangeValue | null;
  monthlyRent?: PriceRangeValue | null;
}): PriceFilterPayload {
  const bounds = (scale: PriceScale, range: PriceRangeValue | null | undefined) => {
    if (!range) return { min: null, max: null };
    const [minStep, maxStep] = priceRangeToSteps(scale, range);
    return { min: minStep === 0 ? null : scale.stepToValue(minStep), max: scale.stepToBound(maxStep) };
  };
  const deposit = bounds(DEPOSIT_SCALE, ranges.deposit);
  const monthlyRent = bounds(MONTHLY_RENT_SCALE, ranges.monthlyRent);
  return {
    depositMin: deposit.min,
    depositMax: deposit.max,
    monthlyRentMin: monthlyRent.min,
    monthlyRentMax: monthlyRent.max,
  };
}
