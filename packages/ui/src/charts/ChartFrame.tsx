// The part BarChart and LineChart share: the figure and its title, the measured width, the y axis and the x
// labels, the active point (pointer or arrow keys) with its tooltip, and what screen readers get instead of
// the picture — a summary as the image's name (an image's parts are presentational, so its marks need no
// aria-hidden), the values read out as the keys move, and the data as a table.
import * as React from 'react';
import { cx } from '../internal/cx';
import { labelStep, niceTicks } from './scale';
import './Charts.css';

/** One point of a chart: its label on the x axis and its value. */
export interface ChartDatum {
  /** 이 값의 이름. 표와 말풍선에 보입니다. 예: "11월 3일". */
  label: string;
  /** 축에 보일 짧은 이름. 비우면 label. 예: "11.3". */
  tick?: string;
  /** 값(0 이상). */
  value: number;
}

/** The props every chart takes (its data aside). */
export interface ChartBaseProps extends Omit<React.ComponentProps<'figure'>, 'children' | 'title'> {
  /** 차트의 제목. 그림의 이름이 되고 위에 보입니다. 예: "하루 후기 수 (최근 30일)". */
  title: string;
  /** 제목을 눈에는 숨깁니다(카드 제목이 따로 있을 때). */
  hideTitle?: boolean;
  /** 화면낭독기가 그림 대신 읽는 요약. 비우면 기간, 합계, 최대·최소로 만듭니다. */
  summary?: string;
  /** 값의 단위. 기본 "건". */
  unit?: string;
  /** 값을 글자로 바꿉니다. 기본 "1,234건". */
  formatValue?: (value: number) => string;
  /** 표의 첫 열 이름(가로축이 무엇인지). 기본 "날짜". */
  xLabel?: string;
  /** 그림의 높이(px). 폭은 부모를 채웁니다. 기본 220. */
  height?: number;
  /** 키보드 안내(화면낭독기). */
  keyboardHint?: string;
  /** 자료가 없을 때의 글. 기본 "표시할 자료가 없어요". */
  emptyText?: string;
}

export interface ChartSeriesValues {
  name: string;
  tone: number;
  values: readonly number[];
}

export interface ChartGeometry {
  width: number;
  height: number;
  plot: { left: number; top: number; width: number; height: number };
  /** The y coordinate of a value. */
  y: (value: number) => number;
  /** Width of one x slot, and the centre of slot i. */
  band: number;
  x: (index: number) => number;
  active: number | null;
}

interface ChartFrameProps extends ChartBaseProps {
  component: 'BarChart' | 'LineChart';
  labels: readonly string[];
  ticks: readonly string[];
  series: readonly ChartSeriesValues[];
  /** Draws the marks (bars, lines) inside the plot. */
  draw: (geometry: ChartGeometry) => React.ReactNode;
  /** Where the tooltip points for slot i. */
  anchor: (geometry: ChartGeometry, index: number) => number;
  legend?: React.ReactNode;
}

const DEFAULT_WIDTH = 640;
const MARGIN = { top: 12, right: 12, bottom: 28 };
const numberFormat = new Intl.NumberFormat('ko-KR');

function describe(
  title: string,
  labels: readonly string[],
  series: readonly ChartSeriesValues[],
  format: (n: number) => string,
) {
  const parts = series.map(({ name, values }) => {
    let [max, min] = [0, 0];
    values.forEach((value, i) => {
      if (value > (values[max] ?? 0)) max = i;
      if (value < (values[min] ?? 0)) min = i;
    });
    const sum = values.reduce((total, value) => total + value, 0);
    return `${name}: 합계 ${format(sum)}, 최대 ${labels[max]} ${format(values[max] ?? 0)}, 최소 ${labels[min]} ${format(values[min] ?? 0)}`;
  });
  return `${title}. ${labels[0]}부터 ${labels[labels.length - 1]}까지. ${parts.join('. ')}.`;
}

export function ChartFrame({
  component,
  title,
  hideTitle = false,
  summary,
  unit = '건',
  formatValue,
  xLabel = '날짜',
  height = 220,
  keyboardHint = '←, →로 하나씩 값을 들을 수 있어요.',
  emptyText = '표시할 자료가 없어요',
  labels,
  ticks,
  series,
  draw,
  anchor,
  legend,
  className,
  ...props
}: ChartFrameProps) {
  const format = formatValue ?? ((value: number) => `${numberFormat.format(value)}${unit}`);
  const titleId = React.useId();
  const hintId = React.useId();
  const plotRef = React.useRef<HTMLDivElement>(null);
  const [width, setWidth] = React.useState(DEFAULT_WIDTH);
  React.useLayoutEffect(() => {
    const element = plotRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setWidth(element.clientWidth || DEFAULT_WIDTH);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, []);
  const [active, setActive] = React.useState<number | null>(null);
  const [focused, setFocused] = React.useState(false);

  const count = labels.length;
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const yTicks = niceTicks(max);
  const yMax = yTicks[yTicks.length - 1] ?? 1;
  const left = 12 + Math.max(...yTicks.map((t) => numberFormat.format(t).length)) * 7;
  const plot = {
    left,
    top: MARGIN.top,
    width: Math.max(0, width - left - MARGIN.right),
    height: Math.max(0, height - MARGIN.top - MARGIN.bottom),
  };
  const band = count > 0 ? plot.width / count : plot.width;
  const geometry: ChartGeometry = {
    width,
    height,
    plot,
    y: (value) => plot.top + plot.height - (value / yMax) * plot.height,
    band,
    x: (index) => plot.left + band * (index + 0.5),
    active,
  };
  const step = labelStep(count, plot.width, 56);

  const slotAt = (clientX: number, svg: SVGSVGElement) => {
    const x = clientX - svg.getBoundingClientRect().left - plot.left;
    return Math.min(count - 1, Math.max(0, Math.floor(x / band)));
  };
  const onKeyDown = (event: React.KeyboardEvent<SVGSVGElement>) => {
    const current = active ?? count - 1;
    const next: Record<string, number> = {
      ArrowLeft: Math.max(0, current - 1),
      ArrowRight: Math.min(count - 1, current + 1),
      Home: 0,
      End: count - 1,
    };
    if (event.key in next) {
      event.preventDefault();
      setActive(next[event.key] as number);
    } else if (event.key === 'Escape') {
      setActive(null);
    }
  };

  const readout = (index: number) =>
    `${labels[index]}: ${series.map((s) => (series.length > 1 ? `${s.name} ` : '') + format(s.values[index] ?? 0)).join(', ')}`;
  const tooltipX = active === null ? 0 : Math.min(width - 64, Math.max(64, geometry.x(active)));

  return (
    <figure
      data-component={component}
      aria-labelledby={titleId}
      className={cx('jb-Chart', className)}
      {...props}
    >
      <figcaption id={titleId} className={hideTitle ? 'jb-visually-hidden' : 'jb-Chart-title'}>
        {title}
      </figcaption>
      {legend}
      <div ref={plotRef} className="jb-Chart-plot" style={{ height }}>
        {count === 0 ? (
          <p className="jb-Chart-empty">{emptyText}</p>
        ) : (
          <>
            <svg
              role="img"
              aria-label={summary ?? describe(title, labels, series, format)}
              aria-describedby={hintId}
              // The picture is a tab stop so the arrow keys can step through its values (read out below).
              // biome-ignore lint/a11y/noNoninteractiveTabindex: an image the keyboard explores
              tabIndex={0}
              width={width}
              height={height}
              viewBox={`0 0 ${width} ${height}`}
              className="jb-Chart-svg"
              onPointerMove={(event) => setActive(slotAt(event.clientX, event.currentTarget))}
              onPointerLeave={() => !focused && setActive(null)}
              onFocus={() => {
                setFocused(true);
                setActive((current) => current ?? count - 1);
              }}
              onBlur={() => {
                setFocused(false);
                setActive(null);
              }}
              onKeyDown={onKeyDown}
            >
              <g className="jb-Chart-grid">
                {yTicks.map((tick) => (
                  <g key={tick}>
                    <line
                      x1={plot.left}
                      x2={plot.left + plot.width}
                      y1={geometry.y(tick)}
                      y2={geometry.y(tick)}
                    />
                    <text x={plot.left - 8} y={geometry.y(tick)} dy="0.32em" textAnchor="end">
                      {numberFormat.format(tick)}
                    </text>
                  </g>
                ))}
              </g>
              {active !== null && (
                <rect
                  className="jb-Chart-highlight"
                  x={plot.left + band * active}
                  y={plot.top}
                  width={band}
                  height={plot.height}
                />
              )}
              {draw(geometry)}
              <g className="jb-Chart-axis">
                {ticks.map((tick, i) =>
                  (count - 1 - i) % step === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: ticks are positions on the axis
                    <text key={i} x={geometry.x(i)} y={height - 8} textAnchor="middle">
                      {tick}
                    </text>
                  ) : null,
                )}
              </g>
            </svg>
            {active !== null && (
              <div
                className="jb-Chart-tooltip"
                data-slot="tooltip"
                aria-hidden="true"
                style={{ left: tooltipX, top: anchor(geometry, active) }}
              >
                <strong>{labels[active]}</strong>
                {series.map((s) => (
                  <span key={s.name} data-tone={s.tone}>
                    {series.length > 1 && <i aria-hidden="true" />}
                    {series.length > 1 ? `${s.name} ` : ''}
                    {format(s.values[active] ?? 0)}
                  </span>
                ))}
              </div>
            )}
          </>
        )}
      </div>
      <span id={hintId} className="jb-visually-hidden">
        {keyboardHint}
      </span>
      <p className="jb-visually-hidden" aria-live="polite">
        {focused && active !== null ? readout(active) : ''}
      </p>
      {count > 0 && (
        <table className="jb-visually-hidden">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{xLabel}</th>
              {series.map((s) => (
                <th key={s.name} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((s) => (
                  <td key={s.name}>{format(s.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}
