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
import * as Slider from '@radix-ui/react-slider';
import * as React from 'react';
import { cx } from '../internal/cx';
import './RangeSlider.css';

export type { PriceRangeValue } from '@jjinbbang/domain';

export interface PriceRangeSliderProps
  extends Omit<React.ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'children'> {
  /** 눈금(개발용): 보증금은 100만원 단위 0원~5,000만원 이상, 월세는 200만원까지 5만원, 그 위 10만원 단위 ~500만원 이상. */
  scale: PriceScale;
  /** 고른 범위(만원, 화면이 직접 정할 때). 위쪽이 비어 있으면 "… 이상". */
  value?: PriceRangeValue;
  /** 처음 범위. 기본은 전체(0원 ~ 맨 위 이상). 눈금 사이의 값은 가까운 눈금에 맞춥니다. */
  defaultValue?: PriceRangeValue;
  /** 끌거나 키를 누르는 동안 눈금이 바뀔 때마다 불립니다. */
  onValueChange?: (value: PriceRangeValue) => void;
  /** 끌기나 키 누르기가 끝나면 한 번 불립니다(이때 목록을 다시 불러옵니다). */
  onValueCommit?: (value: PriceRangeValue) => void;
  /** 슬라이더 위에 보이는 이름. 예: "보증금". */
  label: string;
  /** 왼쪽 손잡이를 화면낭독기가 부르는 이름. 예: "최소 보증금". */
  minThumbLabel: string;
  /** 오른쪽 손잡이를 화면낭독기가 부르는 이름. 예: "최대 보증금". */
  maxThumbLabel: string;
  /** 값 글자에 쓰는 말(예: "이상", " ~ ")을 바꿉니다. */
  texts?: Partial<PriceLabelTexts>;
  /** 막대 아래에 양 끝 값(0원, 5,000만원 이상)을 보일지. */
  showScaleEnds?: boolean;
  /** 움직일 수 없는 상태. */
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
