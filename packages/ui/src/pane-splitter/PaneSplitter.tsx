import * as React from 'react';
import { cx } from '../internal/cx';
import './PaneSplitter.css';

export interface PaneSplitterProps
  extends Omit<React.ComponentProps<'div'>, 'onChange' | 'children' | 'role' | 'aria-valuenow'> {
  /** 옆 칸의 지금 폭(px). */
  value: number;
  /** 가장 좁을 때의 폭(px). */
  min: number;
  /** 가장 넓을 때의 폭(px). */
  max: number;
  /** 화살표 키 한 번에 바뀌는 폭(px). 기본 16, Page Up/Down은 네 배. */
  step?: number;
  /** 끌거나 키를 눌러 폭이 바뀔 때 새 폭(min–max 안)과 함께 불립니다. */
  onValueChange: (value: number) => void;
  /** 구분선의 이름(화면 낭독기가 읽음). 기본 "목록 너비 조절". */
  label?: string;
  /** 폭을 읽어 주는 글. 기본 "{value}픽셀". */
  formatValue?: (value: number) => string;
  /** 이 구분선이 폭을 바꾸는 칸의 id. */
  controls?: string;
  /** 바뀌는 칸이 구분선의 어느 쪽에 있는지. 기본 start(왼쪽): 오른쪽으로 끌면 넓어집니다. */
  side?: 'start' | 'end';
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

/**
 * A vertical bar between two panes that sets the width of one of them: drag it with a pointer, or focus it and use
 * the arrow keys (Page Up/Down for bigger steps, Home/End for the narrowest and widest). The screen owns the width;
 * the splitter only reports the next one.
 */
export function PaneSplitter({
  value,
  min,
  max,
  step = 16,
  onValueChange,
  label = '목록 너비 조절',
  formatValue = (width) => `${width}픽셀`,
  controls,
  side = 'start',
  className,
  onKeyDown,
  onPointerDown,
  ...props
}: PaneSplitterProps) {
  const drag = React.useRef<{ pointerId: number; startX: number; startValue: number } | null>(null);
  const [dragging, setDragging] = React.useState(false);
  const direction = side === 'start' ? 1 : -1;
  const current = clamp(value, min, max);
  const change = (next: number) => {
    const bounded = clamp(next, min, max);
    if (bounded !== current) onValueChange(bounded);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable window splitter (WAI-ARIA APG) holds a grip and takes keys; <hr> is a static rule
    <div
      role="separator"
      tabIndex={0}
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={current}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuetext={formatValue(current)}
      aria-controls={controls}
      data-component="PaneSplitter"
      data-dragging={dragging || undefined}
      className={cx('jb-PaneSplitter', className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented) return;
        const grow = { ArrowRight: step, ArrowLeft: -step, PageUp: step * 4, PageDown: -step * 4 }[event.key];
        if (grow !== undefined) change(current + (event.key.startsWith('Page') ? grow : grow * direction));
        else if (event.key === 'Home') change(min);
        else if (event.key === 'End') change(max);
        else return;
        event.preventDefault();
      }}
      onPointerDown={(event) => {
        onPointerDown?.(event);
        if (event.defaultPrevented || event.button !== 0) return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        drag.current = { pointerId: event.pointerId, startX: event.clientX, startValue: current };
        setDragging(true);
        event.preventDefault();
      }}
      onPointerMove={(event) => {
        const start = drag.current;
        if (!start || start.pointerId !== event.pointerId) return;
        change(start.startValue + (event.clientX - start.startX) * direction);
      }}
      onPointerUp={() => {
        drag.current = null;
        setDragging(false);
      }}
      onPointerCancel={() => {
        drag.current = null;
        setDragging(false);
      }}
      {...props}
    >
      <span className="jb-PaneSplitter-grip" aria-hidden="true" />
    </div>
  );
}
