import { useControllableState } from '@jjinbbang/hooks';
import * as React from 'react';
import { cx } from '../internal/cx';
import './SegmentedControl.css';

export interface SegmentedControlOption<V extends string = string> {
  /** 이 칸을 가리키는 값(개발용). */
  value: V;
  /** 칸에 보일 글자. 짧게: "월세", "전세". */
  label: React.ReactNode;
  /** 고를 수 없는 칸. */
  disabled?: boolean;
}

export interface SegmentedControlProps<V extends string = string>
  extends Omit<React.ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'dir'> {
  /** 고를 칸들(왼쪽부터). 두세 개가 알맞습니다. */
  options: readonly SegmentedControlOption<V>[];
  /** 고른 칸의 값(화면이 직접 정할 때). 아직 고르지 않았으면 null(undefined는 화면이 정하지 않는다는 뜻). */
  value?: V | null;
  /** 처음에 골라 둘 칸의 값. */
  defaultValue?: V;
  /** 다른 칸을 고르면 그 값과 함께 불립니다. */
  onValueChange?: (value: V) => void;
  /** 화면낭독기가 묶음을 부르는 이름. 예: "계약 형태". */
  label?: string;
  /** 폼으로 보낼 때의 이름(개발용). */
  name?: string;
  /** 모든 칸을 고를 수 없는 상태. */
  disabled?: boolean;
  /** 꼭 골라야 하는지(개발용). */
  required?: boolean;
  /** sm(32px, 촘촘한 곳) · md(40px, 기본). */
  size?: 'sm' | 'md';
  /** 부모의 가로 폭을 꽉 채우고 칸을 똑같이 나눕니다(화면 여백 안에 딱 맞음). */
  fullWidth?: boolean;
}

/**
 * A single choice between a few segments (e.g. 전세 / 월세) on native radio buttons: one Tab stop, arrows move and
 * select, and the value goes with a form, all from the browser.
 */
export function SegmentedControl<V extends string = string>({
  options,
  value,
  defaultValue,
  onValueChange,
  label,
  name,
  disabled,
  required,
  size = 'md',
  fullWidth = false,
  className,
  ...props
}: SegmentedControlProps<V>) {
  const [current, setCurrent] = useControllableState<V | null>({
    value,
    defaultValue: defaultValue ?? null,
    onChange: (next) => {
      if (next !== null) onValueChange?.(next);
    },
  });
  // The browser groups radios by name; one of our own when the form gives none.
  const group = React.useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-required={required || undefined}
      aria-disabled={disabled || undefined}
      data-component="SegmentedControl"
      data-size={size}
      data-full-width={fullWidth || undefined}
      className={cx('jb-SegmentedControl', className)}
      {...props}
    >
      {options.map((option) => {
        const checked = current === option.value;
        const off = disabled || option.disabled;
        return (
          <label
            key={option.value}
            data-slot="segment"
            data-state={checked ? 'checked' : 'unchecked'}
            data-disabled={off ? '' : undefined}
            className="jb-SegmentedControl-segment"
          >
            <input
              type="radio"
              className="jb-SegmentedControl-input"
              name={name ?? group}
              value={option.value}
              checked={checked}
              disabled={off}
              required={required}
              onChange={() => setCurrent(option.value)}
            />
            {option.label}
          </label>
        );
      })}
    </div>
  );
}
