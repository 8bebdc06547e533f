import { formatRating, formatThousands } from '@jjinbbang/domain';
import type * as React from 'react';
import { cx } from '../internal/cx';
import { StarRating, type StarRatingSize } from '../star-rating';
import './RatingSummary.css';

export interface RatingSummaryProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** 평균 별점(0~5). 숫자가 아니면 0으로 봅니다. 소수 첫째 자리까지 보입니다. */
  rating: unknown;
  /** 후기 수. 비우면 숨깁니다. 0이면 별점 대신 `emptyText`("아직 후기가 없어요")를 보입니다. */
  reviewCount?: number;
  /** 후기가 하나도 없을 때(`reviewCount`가 0) 별 옆에 보이는 글자. 기본 "아직 후기가 없어요". */
  emptyText?: string;
  /** 크기. sm · md(기본) · lg(건물 상세 위). */
  size?: StarRatingSize;
  /** 화면낭독기가 별을 읽는 말을 만드는 규칙(개발용). */
  formatRatingLabel?: (rating: string, max: number) => string;
  /** 후기 수 글자를 만드는 규칙(개발용). 기본 "후기 12개". */
  formatReviewCount?: (count: number) => string;
}

/**
 * Rounded stars, the average and the review count (building detail header, building cards). A place without
 * reviews shows grey stars and "아직 후기가 없어요" rather than "0.0 후기 0개", which reads as a zero rating.
 */
export function RatingSummary({
  rating,
  reviewCount,
  emptyText = '아직 후기가 없어요',
  size = 'md',
  formatRatingLabel = (value, max) => `별점 ${max}점 만점에 ${value}점`,
  formatReviewCount = (count) => `후기 ${formatThousands(count)}개`,
  className,
  ...props
}: RatingSummaryProps) {
  // The average with one decimal; the stars themselves round it (spec 000 §5).
  const text = formatRating(rating);
  if (reviewCount === 0) {
    return (
      <div
        data-component="RatingSummary"
        data-size={size}
        data-empty=""
        className={cx('jb-RatingSummary', className)}
        {...props}
      >
        {/* Grey stars keep the row's shape; they are not a score, so nothing is announced but the text. */}
        <span data-slot="stars" className="jb-RatingSummary-stars" aria-hidden="true">
          <StarRating value={0} size={size} />
        </span>
        <span data-slot="empty" className="jb-RatingSummary-empty">
          {emptyText}
        </span>
      </div>
    );
  }
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
