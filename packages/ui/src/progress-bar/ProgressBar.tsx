import type * as React from 'react';
import { cx } from '../internal/cx';
import './ProgressBar.css';

export interface ProgressBarProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** 지금까지의 진행(0부터 최댓값까지). 예: 후기 작성의 지금 단계. */
  value: number;
  /** 최댓값(전체). 기본 100. */
  max?: number;
  /** 화면낭독기가 막대를 부르는 이름. 기본 "진행률". */
  label?: string;
  /** 화면낭독기가 읽는 진행 정도. 기본 "3/10". */
  valueText?: string;
}

/** Wizard progress (spec 001 §2.2: every wizard screen has a progress bar). */
export function ProgressBar({
  value,
  max = 100,
  label = '진행률',
  valueText,
  className,
  style,
  ...props
}: ProgressBarProps) {
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(safeMax, Math.max(0, Number.isFinite(value) ? value : 0));
  const ratio = clamped / safeMax;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={clamped}
      aria-valuetext={valueText ?? `${clamped}/${safeMax}`}
      data-component="ProgressBar"
      data-complete={clamped === safeMax || undefined}
      className={cx('jb-ProgressBar', className)}
      style={{ ...style, ['--jb-progress' as string]: String(ratio) }}
      {...props}
    >
      <div data-slot="indicator" className="jb-ProgressBar-indicator" />
    </div>
  );
}
