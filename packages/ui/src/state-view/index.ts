export type { EmptyStateProps, ErrorStateProps } from './StateView';
export { EmptyState, ErrorState } from './StateView';
