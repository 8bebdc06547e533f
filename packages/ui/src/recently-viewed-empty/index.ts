export type { RecentlyViewedEmptyProps } from './RecentlyViewedEmpty';
export { RecentlyViewedEmpty } from './RecentlyViewedEmpty';
