import type * as React from 'react';
import { cx } from '../internal/cx';
import './Badge.css';

export type BadgeTone = 'neutral' | 'brand' | 'positive' | 'negative' | 'warning' | 'info';

export interface BadgeProps extends React.ComponentProps<'span'> {
  /**
   * 색으로 전하는 뜻: neutral(회색, 기본·지난 것) · brand(주황, 강조) · positive(초록, 공개·승인) ·
   * negative(빨강, 삭제·반려) · warning(노랑, 대기·임시조치) · info(파랑, 안내). 색만으로 뜻을 전하지 않도록 글자도 씁니다.
   */
  tone?: BadgeTone;
  /** sm(20px, 표 안) · md(24px, 기본). */
  size?: 'sm' | 'md';
  /** 배지의 글자. 짧게: "임시조치", "다시 올림", "12". */
  children?: React.ReactNode;
}

/** A short status or count label: 공개 · 임시조치 · 삭제, "다시 올림", a queue size. */
export function Badge({ tone = 'neutral', size = 'md', className, ...props }: BadgeProps) {
  return (
    <span
      data-component="Badge"
      data-tone={tone}
      data-size={size}
      className={cx('jb-Badge', className)}
      {...props}
    />
  );
}
