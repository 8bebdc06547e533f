import type * as React from 'react';
import { cx } from '../internal/cx';
import './Skeleton.css';

export interface SkeletonProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  /** 모양: rect(네모) · circle(원, 사진·로고 자리) · text(글자 한 줄 높이). */
  shape?: 'rect' | 'circle' | 'text';
  /** 폭(px 숫자나 CSS 길이). */
  width?: number | string;
  /** 높이(px 숫자나 CSS 길이). */
  height?: number | string;
}

/** One shimmering placeholder block. Decorative: the list around it announces the loading state. */
export function Skeleton({ shape = 'rect', width, height, className, style, ...props }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-component="Skeleton"
      data-shape={shape}
      className={cx('jb-Skeleton', className)}
      style={{ width, height, ...style }}
      {...props}
    />
  );
}

/** Placeholder with the layout of a ReviewCard. */
export function ReviewCardSkeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      data-component="ReviewCardSkeleton"
      className={cx('jb-CardSkeleton', className)}
      {...props}
    >
      <Skeleton className="jb-CardSkeleton-thumb" />
      <span className="jb-CardSkeleton-lines">
        <Skeleton shape="text" width="55%" />
        <Skeleton shape="text" width="40%" />
        <Skeleton shape="text" width="90%" />
        <Skeleton shape="text" width="70%" />
      </span>
    </div>
  );
}

/** Placeholder with the layout of a BuildingCard. */
export function BuildingCardSkeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      data-component="BuildingCardSkeleton"
      className={cx('jb-CardSkeleton', className)}
      {...props}
    >
      <Skeleton className="jb-CardSkeleton-thumb" />
      <span className="jb-CardSkeleton-lines">
        <Skeleton shape="text" width="60%" />
        <Skeleton shape="text" width="85%" />
        <Skeleton shape="text" width="35%" />
      </span>
    </div>
  );
}

export interface ListSkeletonProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** 자리 표시 카드 수. 기본 3. */
  count?: number;
  /** 어떤 목록의 자리인지: review(후기 카드) · building(건물 카드). */
  variant?: 'review' | 'building';
  /** 불러오는 동안 화면낭독기가 읽는 말. 기본 "불러오는 중". */
  label?: string;
}

/** A loading list of card placeholders, announced once as busy. */
export function ListSkeleton({
  count = 3,
  variant = 'review',
  label = '불러오는 중',
  className,
  ...props
}: ListSkeletonProps) {
  const Card = variant === 'review' ? ReviewCardSkeleton : BuildingCardSkeleton;
  return (
    <div
      role="status"
      aria-busy="true"
      data-component="ListSkeleton"
      data-variant={variant}
      className={cx('jb-ListSkeleton', className)}
      {...props}
    >
      <span className="jb-visually-hidden">{label}</span>
      {Array.from({ length: Math.max(0, count) }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={i} />
      ))}
    </div>
  );
}
