import type { CampusComparisonDirection } from '@jjinbbang/domain';
import type * as React from 'react';
import { cx } from '../internal/cx';
import './MonthlyCost.css';

export interface CampusCostBadgeProps extends React.ComponentProps<'p'> {
  /** cheaper / pricier / similar; shown as an arrow and a word as well as a colour. */
  direction: CampusComparisonDirection;
  /** The sentence: "관악캠퍼스 주변 중간값보다 월 8만원 저렴해요" (domain `campusComparisonText`). */
  children: React.ReactNode;
}

const SYMBOL: Record<CampusComparisonDirection, string> = { cheaper: '▼', pricier: '▲', similar: '＝' };

/** One line that tells whether a room is cheap for its campus. The arrow is decoration; the sentence says it all. */
export function CampusCostBadge({ direction, children, className, ...props }: CampusCostBadgeProps) {
  return (
    <p
      data-component="CampusCostBadge"
      data-direction={direction}
      className={cx('jb-CampusCostBadge', className)}
      {...props}
    >
      <span aria-hidden="true" className="jb-CampusCostBadge-symbol" data-slot="symbol">
        {SYMBOL[direction]}
      </span>
      <span data-slot="text">{children}</span>
    </p>
  );
}
