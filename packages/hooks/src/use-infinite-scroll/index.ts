export {
  INFINITE_SCROLL_ROOT_MARGIN,
  type InfiniteScroll,
  type InfiniteScrollOptions,
  useInfiniteScroll,
} from './useInfiniteScroll';
