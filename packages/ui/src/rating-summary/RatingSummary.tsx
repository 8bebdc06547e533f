import { formatRating, formatThousands } from '@jjinbbang/domain';
import type * as React from 'react';
import { cx } from '../internal/cx';
import { StarRating, type StarRatingSize } from '../star-rating';

export interface RatingSummaryProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** Average rating as the wire gives it; anything not a number reads as 0. */
  rating: unknown;
  /** Omit to hide the review count. */
  reviewCount?: number;
  size?: StarRatingSize;
  /** Accessible name of the stars, given the rating with one decimal. */
  formatRatingLabel?: (rating: string, max: number) => string;
  /** Review count text. Default '후기 12개'. */
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
