export type { CampusCostBadgeProps } from './CampusCostBadge';
export { CampusCostBadge } from './CampusCostBadge';
export type { CostDistributionChartProps, CostMarker } from './CostDistributionChart';
export { CostDistributionChart, describeBins } from './CostDistributionChart';
export type { MonthlyCostPanelProps } from './MonthlyCostPanel';
export { MonthlyCostPanel } from './MonthlyCostPanel';
