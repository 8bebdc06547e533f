export {
  RECENTLY_VIEWED_MAX,
  type RecentlyViewed,
  type RecentlyViewedId,
  type RecentlyViewedOptions,
  useRecentlyViewed,
} from './useRecentlyViewed';
