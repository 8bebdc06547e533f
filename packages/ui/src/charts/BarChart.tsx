import { type ChartBaseProps, type ChartDatum, ChartFrame } from './ChartFrame';

export interface BarChartProps extends ChartBaseProps {
  /** 막대들(왼쪽부터). 예: 최근 30일의 하루 후기 수. */
  data: readonly ChartDatum[];
  /** 표의 값 열 이름. 비우면 제목. 예: "후기". */
  seriesName?: string;
}

/**
 * Bars for counts over time ("reviews per day, last 30 days"). Hover or arrow keys show a value; screen
 * readers get a summary, the values as the keys move, and the data as a table.
 */
export function BarChart({ data, seriesName, ...props }: BarChartProps) {
  return (
    <ChartFrame
      component="BarChart"
      labels={data.map((d) => d.label)}
      ticks={data.map((d) => d.tick ?? d.label)}
      series={[{ name: seriesName ?? props.title, tone: 0, values: data.map((d) => d.value) }]}
      anchor={(geometry, index) => geometry.y(data[index]?.value ?? 0)}
      draw={({ plot, band, y, active }) => {
        const width = Math.max(2, Math.min(28, band * 0.64));
        return (
          <g className="jb-Chart-bars">
            {data.map((d, i) => (
              <rect
                key={d.label}
                data-active={active === i || undefined}
                x={plot.left + band * i + (band - width) / 2}
                y={y(d.value)}
                width={width}
                height={Math.max(0, plot.top + plot.height - y(d.value))}
                rx={Math.min(3, width / 2)}
              />
            ))}
          </g>
        );
      }}
      {...props}
    />
  );
}
