export type { DepositReturnSummaryProps } from './DepositReturnSummary';
export { DepositReturnSummary } from './DepositReturnSummary';
