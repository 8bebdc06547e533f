import {
  type CampusComparisonDirection,
  type CostBin,
  type CostSummary,
  formatMonthlyCost,
  MIN_COST_SAMPLE,
} from '@jjinbbang/domain';
import type * as React from 'react';
import { useId } from 'react';
import { cx } from '../internal/cx';
import { CampusCostBadge } from './CampusCostBadge';
import { CostDistributionChart, type CostMarker } from './CostDistributionChart';
import './MonthlyCost.css';

export interface MonthlyCostPanelProps extends Omit<React.ComponentProps<'section'>, 'title'> {
  /** 제목. 기본 "월 실거주비". */
  title?: React.ReactNode;
  /** The figures; null below the minimum sample. */
  summary: CostSummary | null;
  /** Leases with a price, shown in the too-few state ("지금 1개"). */
  sampleCount: number;
  /** Median per 평 where the area is known. */
  perPyeong?: number | null;
  histogram?: readonly CostBin[];
  /** The campus comparison, when a campus is within the walking radius and has enough data. */
  comparison?: { direction: CampusComparisonDirection; text: React.ReactNode; campusMedian: number } | null;
  /** How the figure is computed, one line ("보증금은 연 4.5%로 월세로 바꿔 더했어요"). */
  basisNote?: React.ReactNode;
  /** Too-few text. 기본 "후기가 3개 이상 모이면 보여드려요". */
  tooFewText?: React.ReactNode;
  minSample?: number;
  /** Marker labels. */
  ownLabel?: string;
  compareLabel?: string;
}

/**
 * 월 실거주비 of a place: the median as the headline, the middle half as the range, the campus comparison and the
 * distribution. Below the minimum sample it shows why there is no number instead of a misleading one.
 */
export function MonthlyCostPanel({
  title = '월 실거주비',
  summary,
  sampleCount,
  perPyeong = null,
  histogram = [],
  comparison = null,
  basisNote,
  tooFewText,
  minSample = MIN_COST_SAMPLE,
  ownLabel = '이 건물 중간값',
  compareLabel = '캠퍼스 주변 중간값',
  className,
  ...props
}: MonthlyCostPanelProps) {
  const titleId = useId();
  const marker: CostMarker | null = summary ? { value: summary.median, label: ownLabel } : null;
  const compare: CostMarker | null = comparison
    ? { value: comparison.campusMedian, label: compareLabel }
    : null;
  return (
    <section
      aria-labelledby={titleId}
      data-component="MonthlyCostPanel"
      data-state={summary ? 'ready' : 'too-few'}
      className={cx('jb-MonthlyCostPanel', className)}
      {...props}
    >
      <h2 id={titleId} className="jb-MonthlyCostPanel-title" data-slot="title">
        {title}
      </h2>
      {summary ? (
        <>
          <p className="jb-MonthlyCostPanel-figure" data-slot="figure">
            <span className="jb-MonthlyCostPanel-label">중간값</span>
            <strong className="jb-MonthlyCostPanel-value">월 {formatMonthlyCost(summary.median)}</strong>
            {perPyeong !== null && (
              <span className="jb-MonthlyCostPanel-perPyeong">평당 {formatMonthlyCost(perPyeong)}</span>
            )}
          </p>
          <p className="jb-MonthlyCostPanel-range" data-slot="range">
            후기 {summary.count}개 중 절반이 월 {formatMonthlyCost(summary.p25)}~
            {formatMonthlyCost(summary.p75)}
            {summary.min !== summary.max &&
              ` · 최저 ${formatMonthlyCost(summary.min)}, 최고 ${formatMonthlyCost(summary.max)}`}
          </p>
          {comparison && (
            <CampusCostBadge direction={comparison.direction}>{comparison.text}</CampusCostBadge>
          )}
          {histogram.length > 0 && (
            <CostDistributionChart bins={histogram} marker={marker} compareMarker={compare} />
          )}
        </>
      ) : (
        <p className="jb-MonthlyCostPanel-empty" data-slot="too-few">
          <strong>{tooFewText ?? `후기가 ${minSample}개 이상 모이면 보여드려요`}</strong>
          <span>
            지금은 가격이 있는 후기가 {sampleCount}개예요. 한두 명의 계약으로는 이 건물의 시세를 말하기
            어려워요.
          </span>
        </p>
      )}
      {basisNote && (
        <p className="jb-MonthlyCostPanel-basis" data-slot="basis">
          {basisNote}
        </p>
      )}
    </section>
  );
}
