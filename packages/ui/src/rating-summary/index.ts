export type { RatingSummaryProps } from './RatingSummary';
export { RatingSummary } from './RatingSummary';
