import type * as React from 'react';
import { cx } from '../internal/cx';

export interface ProgressBarProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** Current progress, from 0 to `max` (e.g. the wizard step). */
  value: number;
  max?: number;
  /** Accessible name. */
  label?: string;
  /** Spoken value; defaults to "{value}/{max}". */
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
