// The icons' common frame. Each icon is a module of its own (HomeIcon.tsx, …): a chunk or a consumer's bundle
// then holds the icons it draws, and an app's start-up bundle only the bottom navigation's four.
import type * as React from 'react';
import { cx } from '../internal/cx';
import './Icons.css';

export interface IconProps extends Omit<React.ComponentProps<'svg'>, 'children'> {
  /** 폭과 높이(px). 기본 24. */
  size?: number | string;
  /** 아이콘만으로 뜻을 전할 때의 이름(화면낭독기가 읽음). 보통은 비웁니다: 버튼이나 링크가 이름을 가집니다. */
  title?: string;
  /** 하트와 별을 색으로 채웁니다(좋아요를 누름, 별점). */
  filled?: boolean;
}

export interface IconBaseProps extends IconProps {
  name: string;
  /** Whether `filled` applies (Heart, Star). */
  fillable?: boolean;
  children: React.ReactNode;
}

/** The frame every icon draws in: 24×24, stroked, hidden from screen readers unless given a `title`. */
export function Icon({
  name,
  fillable = false,
  size = 24,
  title,
  filled = false,
  className,
  children,
  ...props
}: IconBaseProps) {
  const isFilled = fillable && filled;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={isFilled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      data-component="Icon"
      data-icon={name}
      data-filled={isFilled || undefined}
      className={cx('jb-Icon', className)}
      {...props}
    >
      {title && <title>{title}</title>}
      {children}
    </svg>
  );
}
