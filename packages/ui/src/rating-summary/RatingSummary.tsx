import { formatRating, formatThousands } from '@jjinbbang/domain';
import type * as React from 'react';
import { cx } from '../internal/cx';
import { StarRating, type StarRatingSize } from '../star-rating';

export interface RatingSummaryProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** 평균 별점(0~5). 숫자가 아니면 0으로 봅니다. 소수 첫째 자리까지 보입니다. */
  rating: unknown;
  /** 후기 수. 비우면 숨깁니다. */
  reviewCount?: number;
  /** 크기. sm · md(기본) · lg(건물 상세 위). */
  size?: StarRatingSize;
  /** 화면낭독기가 별을 읽는 말을 만드는 규칙(개발용). */
  formatRatingLabel?: (rating: string, max: number) => string;
  /** 후기 수 글자를 만드는 규칙(개발용). 기본 "후기 12개". */
  formatReviewCount?: (count: number) => string;
}

/** Rounded stars, the average and the review count (building detail header). */
export function RatingSummary({
  rating,
  reviewCount,
  size = 'md',
  formatRatingLabel = (value, max) => `별점 ${max}점 만점에 ${value}점`,
  formatReviewCount = (count) => `후기 ${formatThousands(count)}개`,
  className,
  ...props
}: RatingSummaryProps) {
  // The average with one decimal; the stars themselves round it (spec 000 §5).
  const text = formatRating(rating);
  return (
    <div
      data-component="RatingSummary"
      data-size={size}
      className={cx('jb-RatingSummary', className)}
      {...props}
    >
      <StarRating value={rating} size={size} formatLabel={(_, max) => formatRatingLabel(text, max)} />
      <span data-slot="number" className="jb-RatingSummary-number" aria-hidden="true">
        {text}
      </span>
      {reviewCount !== undefined && (
        <span data-slot="count" className="jb-RatingSummary-count">
          {formatReviewCount(reviewCount)}
        </span>
      )}
    </div>
  );
}
