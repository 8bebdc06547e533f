import {
  DEPOSIT_SCALE,
  MONTHLY_RENT_SCALE,
  type PriceLabelTexts,
  type PriceRangeValue,
  type PriceScale,
  priceRangeToSteps,
  stepsToPriceRange,
} from '@jjinbbang/domain';
import { useControllableState } from '@jjinbbang/hooks';
import * as Slider from 'radix-ui/slider';
import * as React from 'react';
import { cx } from '../internal/cx';

export type { PriceRangeValue } from '@jjinbbang/domain';

export interface PriceRangeSliderProps
  extends Omit<React.ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'children'> {
  /** The step scale (`DEPOSIT_SCALE`, `MONTHLY_RENT_SCALE` from @jjinbbang/domain). */
  scale: PriceScale;
  /** Range in 만원; `max: null` = the open top step ("… 이상"). Values off the scale snap to it. */
  value?: PriceRangeValue;
  /** Initial range when uncontrolled. Default: the whole scale (0원 ~ top 이상). */
  defaultValue?: PriceRangeValue;
  /** Called on every step while dragging or pressing keys. */
  onValueChange?: (value: PriceRangeValue) => void;
  /** Called once a drag or key press ends. */
  onValueCommit?: (value: PriceRangeValue) => void;
  /** Visible name of the slider ('보증금'). */
  label: string;
  /** Accessible name of the lower thumb ('최소 보증금'). */
  minThumbLabel: string;
  /** Accessible name of the upper thumb ('최대 보증금'). */
  maxThumbLabel: string;
  /** Words of the value labels ('이상', ' ~ '). */
  texts?: Partial<PriceLabelTexts>;
  /** Shows the scale's two ends under the track. */
  showScaleEnds?: boolean;
  disabled?: boolean;
}

const FULL_RANGE: PriceRangeValue = { min: 0, max: null };

/**
 * A two-thumb price slider on a step scale. The slider moves in whole steps; the API speaks 만원 with
 * `null` for the open top end, so callers never see steps.
 */
export function PriceRangeSlider({
  scale,
  value: valueProp,
  defaultValue = FULL_RANGE,
  onValueChange,
  onValueCommit,
  label,
  minThumbLabel,
  maxThumbLabel,
  texts,
  showScaleEnds = true,
  disabled = false,
  className,
  ...props
}: PriceRangeSliderProps) {
  const [range, setRange] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const steps = priceRangeToSteps(scale, range);
  const current = stepsToPriceRange(scale, steps);
  const labelId = React.useId();

  const handleChange = (next: number[]) => {
    const [a = 0, b = scale.maxStep] = next;
    // Compared in steps: a fresh range object for the same thumbs is no change.
    if (a === steps[0] && b === steps[1]) return;
    setRange(stepsToPriceRange(scale, [a, b]));
  };

  const valueText = (step: number) => scale.formatValue(scale.stepToBound(step), texts);

  return (
    <div
      data-component="PriceRangeSlider"
      data-slot="root"
      data-disabled={disabled ? '' : undefined}
      data-unbounded={current.max === null ? '' : undefined}
      className={cx('jb-PriceRangeSlider', className)}
      {...props}
    >
      <div className="jb-PriceRangeSlider-header" data-slot="header">
        <span id={labelId} className="jb-PriceRangeSlider-label" data-slot="label">
          {label}
        </span>
        <span className="jb-PriceRangeSlider-value" data-slot="value">
          {scale.formatRange(current, texts)}
        </span>
      </div>
      <Slider.Root
        className="jb-PriceRangeSlider-control"
        data-slot="control"
        min={0}
        max={scale.maxStep}
        step={1}
        minStepsBetweenThumbs={0}
        value={steps}
        onValueChange={handleChange}
        onValueCommit={(next) => {
          const [a = 0, b = scale.maxStep] = next;
          onValueCommit?.(stepsToPriceRange(scale, [a, b]));
        }}
        disabled={disabled}
        aria-labelledby={labelId}
      >
        <Slider.Track className="jb-PriceRangeSlider-track" data-slot="track">
          <Slider.Range className="jb-PriceRangeSlider-range" data-slot="range" />
        </Slider.Track>
        <Slider.Thumb
          className="jb-PriceRangeSlider-thumb"
          data-slot="thumb"
          data-thumb="min"
          aria-label={minThumbLabel}
          aria-valuetext={valueText(steps[0])}
        />
        <Slider.Thumb
          className="jb-PriceRangeSlider-thumb"
          data-slot="thumb"
          data-thumb="max"
          aria-label={maxThumbLabel}
          aria-valuetext={valueText(steps[1])}
        />
      </Slider.Root>
      {showScaleEnds && (
        <div className="jb-PriceRangeSlider-ends" data-slot="ends" aria-hidden="true">
          <span>{scale.formatValue(0, texts)}</span>
          <span>{scale.formatValue(null, texts)}</span>
        </div>
      )}
    </div>
  );
}

type ScaleSliderProps = Omit<PriceRangeSliderProps, 'scale' | 'label' | 'minThumbLabel' | 'maxThumbLabel'> &
  Partial<Pick<PriceRangeSliderProps, 'label' | 'minThumbLabel' | 'maxThumbLabel'>>;

export type DepositRangeSliderProps = ScaleSliderProps;

/** Deposit range, 0원 ~ 5,000만원 이상 in steps of 100만원 (spec 001 §5, decisions.md). */
export function DepositRangeSlider({
  label = '보증금',
  minThumbLabel = '최소 보증금',
  maxThumbLabel = '최대 보증금',
  ...props
}: DepositRangeSliderProps) {
  return (
    <PriceRangeSlider
      data-component="DepositRangeSlider"
      scale={DEPOSIT_SCALE}
      label={label}
      minThumbLabel={minThumbLabel}
      maxThumbLabel={maxThumbLabel}
      {...props}
    />
  );
}

export type MonthlyRentRangeSliderProps = ScaleSliderProps;

/** Monthly rent range, 0원 ~ 500만원 이상: 5만원 steps to 200만원, then 10만원 (spec 001 §5, decisions.md). */
export function MonthlyRentRangeSlider({
  label = '월세',
  minThumbLabel = '최소 월세',
  maxThumbLabel = '최대 월세',
  ...props
}: MonthlyRentRangeSliderProps) {
  return (
    <PriceRangeSlider
      data-component="MonthlyRentRangeSlider"
      scale={MONTHLY_RENT_SCALE}
      label={label}
      minThumbLabel={minThumbLabel}
      maxThumbLabel={maxThumbLabel}
      {...props}
    />
  );
}
