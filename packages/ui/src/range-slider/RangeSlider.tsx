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
  const trackRef = React.useRef<HTMLDivElement>(null);
  const thumbRefs = [React.useRef<HTMLSpanElement>(null), React.useRef<HTMLSpanElement>(null)] as const;
  // The thumb a pointer is moving (0 = lower, 1 = upper), between its pointerdown and pointerup.
  const dragging = React.useRef<0 | 1 | null>(null);

  /** Moves one thumb to `step`, kept between the ends and the other thumb (the thumbs never cross). */
  const move = (thumb: 0 | 1, step: number): PriceRangeValue => {
    const next: [number, number] = [steps[0], steps[1]];
    next[thumb] = thumb === 0 ? clamp(step, 0, steps[1]) : clamp(step, steps[0], scale.maxStep);
    const range = stepsToPriceRange(scale, next);
    // Compared in steps: a fresh range object for the same thumbs is no change.
    if (next[0] !== steps[0] || next[1] !== steps[1]) setRange(range);
    return range;
  };

  const stepAt = (clientX: number) => {
    const box = trackRef.current?.getBoundingClientRect();
    if (!box || box.width === 0) return 0;
    return Math.round(clamp((clientX - box.left) / box.width, 0, 1) * scale.maxStep);
  };

  const handleKeyDown = (thumb: 0 | 1) => (event: React.KeyboardEvent) => {
    const current = steps[thumb];
    const target = {
      ArrowRight: current + (event.shiftKey ? BIG_STEP : 1),
      ArrowUp: current + (event.shiftKey ? BIG_STEP : 1),
      ArrowLeft: current - (event.shiftKey ? BIG_STEP : 1),
      ArrowDown: current - (event.shiftKey ? BIG_STEP : 1),
      PageUp: current + BIG_STEP,
      PageDown: current - BIG_STEP,
      Home: 0,
      End: scale.maxStep,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const committed = move(thumb, target);
    onValueCommit?.(committed);
  };

  const handlePointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const step = stepAt(event.clientX);
    const onThumb = thumbRefs.findIndex((ref) => ref.current?.contains(event.target as Node));
    // A press on the track takes the nearer thumb; on the same step, the one on the side it moves to.
    const nearer =
      Math.abs(step - steps[0]) < Math.abs(step - steps[1]) || (steps[0] === steps[1] && step < steps[0])
        ? 0
        : 1;
    const thumb = onThumb === -1 ? nearer : (onThumb as 0 | 1);
    event.preventDefault();
    (event.target as Element).setPointerCapture(event.pointerId);
    dragging.current = thumb;
    thumbRefs[thumb].current?.focus();
    // A press on a thumb grabs it where it is; a press on the track moves a thumb there.
    if (onThumb === -1) move(thumb, step);
  };

  const handlePointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    if (dragging.current !== null) move(dragging.current, stepAt(event.clientX));
  };

  const handlePointerUp = (event: React.PointerEvent<HTMLDivElement>) => {
    if (dragging.current === null) return;
    dragging.current = null;
    const target = event.target as Element;
    if (target.hasPointerCapture(event.pointerId)) target.releasePointerCapture(event.pointerId);
    onValueCommit?.(current);
  };

  const valueText = (step: number) => scale.formatValue(scale.stepToBound(step), texts);

  const percent = (step: number) => `${(step / scale.maxStep) * 100}%`;
  const thumbProps = (thumb: 0 | 1, name: string) => ({
    ref: thumbRefs[thumb],
    role: 'slider',
    className: 'jb-PriceRangeSlider-thumb',
    'data-slot': 'thumb',
    'data-thumb': thumb === 0 ? 'min' : 'max',
    'aria-label': name,
    // Each thumb's range ends at the other thumb (WAI-ARIA multi-thumb slider).
    'aria-valuemin': thumb === 0 ? 0 : steps[0],
    'aria-valuemax': thumb === 0 ? steps[1] : scale.maxStep,
    'aria-valuenow': steps[thumb],
    'aria-valuetext': valueText(steps[thumb]),
    'aria-orientation': 'horizontal' as const,
    'aria-disabled': disabled || undefined,
    tabIndex: disabled ? undefined : 0,
    style: { left: percent(steps[thumb]) },
    onKeyDown: disabled ? undefined : handleKeyDown(thumb),
  });

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
        <span className="jb-PriceRangeSlider-label" data-slot="label">
          {label}
        </span>
        <span className="jb-PriceRangeSlider-value" data-slot="value">
          {scale.formatRange(current, texts)}
        </span>
      </div>
      {/* Pointer input only: each thumb is its own keyboard-operable slider with its own name. A drag here moves
          a thumb, never the BottomSheet around the slider (vaul skips drags that start inside data-vaul-no-drag). */}
      <div
        data-vaul-no-drag=""
        className="jb-PriceRangeSlider-control"
        data-slot="control"
        onPointerDown={disabled ? undefined : handlePointerDown}
        onPointerMove={disabled ? undefined : handlePointerMove}
        onPointerUp={disabled ? undefined : handlePointerUp}
        onPointerCancel={disabled ? undefined : handlePointerUp}
      >
        <div ref={trackRef} className="jb-PriceRangeSlider-track" data-slot="track">
          <div
            className="jb-PriceRangeSlider-range"
            data-slot="range"
            style={{ left: percent(steps[0]), right: `calc(100% - ${percent(steps[1])})` }}
          />
        </div>
        <span {...thumbProps(0, minThumbLabel)} />
        <span {...thumbProps(1, maxThumbLabel)} />
      </div>
      {showScaleEnds && (
        <div className="jb-PriceRangeSlider-ends" data-slot="ends" aria-hidden="true">
          <span>{scale.formatValue(0, texts)}</span>
          <span>{scale.formatValue(null, texts)}</span>
        </div>
      )}
    </div>
  );
}

/** Steps a PageUp/PageDown (or Shift with an arrow) moves a thumb. */
const BIG_STEP = 10;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

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
