import { type CostBin, formatMonthlyCost } from '@jjinbbang/domain';
import type * as React from 'react';
import { useId } from 'react';
import { cx } from '../internal/cx';
import './MonthlyCost.css';

export interface CostMarker {
  /** 만원/월. */
  value: number;
  /** "이 건물 중간값", "캠퍼스 주변 중간값". */
  label: string;
}

export interface CostDistributionChartProps extends Omit<React.ComponentProps<'figure'>, 'children'> {
  /** Leases per cost range (만원/월), from the domain's `costHistogram`. */
  bins: readonly CostBin[];
  /** A solid line: this place's median. */
  marker?: CostMarker | null;
  /** A dashed line: what it is compared with (the campus median). */
  compareMarker?: CostMarker | null;
  /** 캡션. 기본 "월 실거주비 분포". */
  caption?: React.ReactNode;
}

const WIDTH = 320;
const HEIGHT = 150;
const PAD_TOP = 28;
const PAD_BOTTOM = 24;
const PAD_X = 8;

/** "30–40만원 2건, 40–50만원 5건": the chart as a sentence for screen readers. */
export function describeBins(bins: readonly CostBin[]): string {
  return bins.map((b) => `${b.from}–${b.to}만원 ${b.count}건`).join(', ');
}

/**
 * 월 실거주비 distribution as bars. Every bar carries its count as text and every marker its name, and the two
 * markers differ by line style (solid / dashed) and label position, so nothing depends on colour.
 */
export function CostDistributionChart({
  bins,
  marker,
  compareMarker,
  caption = '월 실거주비 분포',
  className,
  ...props
}: CostDistributionChartProps) {
  const titleId = useId();
  const descId = useId();
  if (bins.length === 0) return null;
  const first = bins[0] as CostBin;
  const last = bins[bins.length - 1] as CostBin;
  const lo = Math.min(first.from, compareMarker?.value ?? first.from, marker?.value ?? first.from);
  const hi = Math.max(last.to, compareMarker?.value ?? last.to, marker?.value ?? last.to);
  const span = Math.max(1, hi - lo);
  const x = (v: number) => PAD_X + ((v - lo) / span) * (WIDTH - PAD_X * 2);
  const maxCount = Math.max(1, ...bins.map((b) => b.count));
  const barBottom = HEIGHT - PAD_BOTTOM;
  const barArea = barBottom - PAD_TOP;
  const markerText = [marker, compareMarker]
    .filter((m): m is CostMarker => !!m)
    .map((m) => `${m.label} ${formatMonthlyCost(m.value)}`)
    .join(', ');
  return (
    <figure
      data-component="CostDistributionChart"
      className={cx('jb-CostDistributionChart', className)}
      {...props}
    >
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        className="jb-CostDistributionChart-svg"
        data-slot="chart"
      >
        <title id={titleId}>{typeof caption === 'string' ? caption : '월 실거주비 분포'}</title>
        <desc id={descId}>{[describeBins(bins), markerText].filter(Boolean).join('. ')}</desc>
        <line
          x1={PAD_X}
          x2={WIDTH - PAD_X}
          y1={barBottom}
          y2={barBottom}
          className="jb-CostDistributionChart-axis"
        />
        {bins.map((b) => {
          const h = (b.count / maxCount) * barArea;
          const x0 = x(b.from) + 1.5;
          const w = Math.max(2, x(b.to) - x(b.from) - 3);
          return (
            <g key={b.from} data-slot="bar">
              <rect
                x={x0}
                y={barBottom - h}
                width={w}
                height={h}
                rx={3}
                className="jb-CostDistributionChart-bar"
              />
              {b.count > 0 && (
                <text
                  x={x0 + w / 2}
                  y={barBottom - h - 4}
                  textAnchor="middle"
                  className="jb-CostDistributionChart-count"
                >
                  {b.count}
                </text>
              )}
            </g>
          );
        })}
        {[first.from, ...bins.map((b) => b.to)].map((tick) => (
          <text
            key={tick}
            x={x(tick)}
            y={HEIGHT - 6}
            textAnchor="middle"
            className="jb-CostDistributionChart-tick"
          >
            {tick}
          </text>
        ))}
        {compareMarker && (
          <g data-slot="compare-marker">
            <line
              x1={x(compareMarker.value)}
              x2={x(compareMarker.value)}
              y1={PAD_TOP - 14}
              y2={barBottom}
              className="jb-CostDistributionChart-marker"
              data-variant="compare"
            />
          </g>
        )}
        {marker && (
          <g data-slot="marker">
            <line
              x1={x(marker.value)}
              x2={x(marker.value)}
              y1={PAD_TOP - 14}
              y2={barBottom}
              className="jb-CostDistributionChart-marker"
              data-variant="own"
            />
          </g>
        )}
      </svg>
      <figcaption className="jb-CostDistributionChart-caption" data-slot="caption">
        <span>{caption} (만원/월)</span>
        {(marker || compareMarker) && (
          <span className="jb-CostDistributionChart-legend" data-slot="legend">
            {marker && <LegendLine variant="own" marker={marker} />}
            {compareMarker && <LegendLine variant="compare" marker={compareMarker} />}
          </span>
        )}
      </figcaption>
    </figure>
  );
}

/** One legend entry: a short line drawn like the marker in the chart, then its label and figure. */
function LegendLine({ variant, marker }: { variant: 'own' | 'compare'; marker: CostMarker }) {
  return (
    <span data-variant={variant}>
      <svg width="18" height="8" aria-hidden="true">
        <line
          x1="0"
          x2="18"
          y1="4"
          y2="4"
          className="jb-CostDistributionChart-marker"
          data-variant={variant}
        />
      </svg>
      {marker.label} {formatMonthlyCost(marker.value)}
    </span>
  );
}
