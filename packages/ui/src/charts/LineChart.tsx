import { type ChartBaseProps, type ChartDatum, ChartFrame } from './ChartFrame';

export interface ChartSeries {
  /** 선의 이름. 범례와 표에 보입니다. 예: "후기". */
  name: string;
  /** 점들(왼쪽부터). 모든 선이 같은 순서의 같은 이름(label)을 가집니다. */
  data: readonly ChartDatum[];
}

export interface LineChartProps extends ChartBaseProps {
  /** 선들(네 개까지 색이 다릅니다). 예: 후기 · 인증 · 신고. */
  series: readonly ChartSeries[];
}

/**
 * Lines for counts over time, one per series with a legend ("reviews, verifications and reports per day").
 * Hover or arrow keys show every series' value at that point; screen readers get a summary and a table.
 */
export function LineChart({ series, ...props }: LineChartProps) {
  const first = series[0]?.data ?? [];
  return (
    <ChartFrame
      component="LineChart"
      labels={first.map((d) => d.label)}
      ticks={first.map((d) => d.tick ?? d.label)}
      series={series.map((s, i) => ({ name: s.name, tone: i % 4, values: s.data.map((d) => d.value) }))}
      anchor={(geometry, index) => Math.min(...series.map((s) => geometry.y(s.data[index]?.value ?? 0)))}
      legend={
        series.length > 1 ? (
          <ul className="jb-Chart-legend">
            {series.map((s, i) => (
              <li key={s.name} data-tone={i % 4}>
                {s.name}
              </li>
            ))}
          </ul>
        ) : undefined
      }
      draw={({ x, y, active }) => (
        <g className="jb-Chart-lines">
          {active !== null && (
            <line
              className="jb-Chart-guide"
              x1={x(active)}
              x2={x(active)}
              y1={y(0)}
              y2={Math.min(...series.map((s) => y(s.data[active]?.value ?? 0)))}
            />
          )}
          {series.map((s, i) => (
            <g key={s.name} data-tone={i % 4}>
              <path d={s.data.map((d, j) => `${j === 0 ? 'M' : 'L'}${x(j)},${y(d.value)}`).join(' ')} />
              {s.data.map((d, j) => (
                <circle
                  key={d.label}
                  cx={x(j)}
                  cy={y(d.value)}
                  r={active === j ? 5 : 2.5}
                  data-active={active === j || undefined}
                />
              ))}
            </g>
          ))}
        </g>
      )}
      {...props}
    />
  );
}
