export type { ListFooterProps, ListFooterStatus } from './ListFooter';
export { ListFooter } from './ListFooter';
