export type { BarChartProps } from './BarChart';
export { BarChart } from './BarChart';
export type { ChartBaseProps, ChartDatum } from './ChartFrame';
export type { ChartSeries, LineChartProps } from './LineChart';
export { LineChart } from './LineChart';
