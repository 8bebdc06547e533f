import { useInfiniteScroll } from '@jjinbbang/hooks';
import { useCallback } from 'react';
import useSWRInfinite from 'swr/infinite';
import { errorMessage } from '../api/errors';
import type { ListPage, PagedQuery } from '../api/queries';
import { loadApi, SWR_DEFAULTS } from '../api/swr';

/** What a list view needs to draw a paged list: plain values and callbacks, no data fetching. */
export interface PagedListState<T> {
  items: readonly T[];
  /** The first page: loading, failed, or there (possibly empty). */
  status: 'loading' | 'error' | 'ready';
  /** The next page: not asked yet, loading, failed, or there is none. */
  more: 'idle' | 'loading' | 'error' | 'done';
  /** The failure of the last load, in Korean. */
  errorText: string | null;
  /** The list's total when the API reports one. */
  total: number | null;
  /** Put on the row after the last item; reaching it loads the next page (spec 000 §9: within 100 px). */
  sentinelRef?: (element: Element | null) => void;
  /** Loads again what failed (the first page, or the next one). */
  onRetry: () => void;
}

/** Whether a page follows `previous`, the last of `loaded` full pages: it was full and the total is not reached. */
export function hasNextPage(previous: ListPage<unknown>, loadedPages: number, pageSize: number): boolean {
  if (previous.items.length < pageSize) return false;
  return previous.total === undefined || loadedPages * pageSize < previous.total;
}

/**
 * The one paged list of the app (bookmarks, building reviews, my reviews, the map's nearby and search lists):
 * SWR infinite pages of a paged query (`null` while what it depends on is unknown), the "load more near the bottom"
 * sentinel, retry, and `update` for changing one item in place (a like the server agreed to).
 */
export function usePagedList<T extends { key: string }>(query: PagedQuery<T> | null) {
  const key = query?.key ?? null;
  const pageSize = query?.pageSize ?? 1;
  const list = useSWRInfinite<ListPage<T>>(
    (index, previous: ListPage<T> | null) => {
      if (key === null) return null;
      if (previous && !hasNextPage(previous, index, pageSize)) return null;
      return [...key, index];
    },
    async (swrKey: readonly unknown[]) =>
      (query as PagedQuery<T>).fetchPage(await loadApi(), swrKey.at(-1) as number),
    { ...SWR_DEFAULTS, revalidateFirstPage: false, ...query?.options },
  );
  const pages = list.data ?? [];
  const items = pages.flatMap((page) => page.items);
  const last = pages.at(-1);
  const hasMore = last === undefined ? key !== null : hasNextPage(last, pages.length, pageSize);
  const loadingMore = list.isLoading || (list.size > 0 && pages.length < list.size);
  const { setSize, size, mutate } = list;
  const scroll = useInfiniteScroll({
    onLoadMore: () => setSize(size + 1),
    hasMore: hasMore && !list.error && pages.length > 0,
    loading: loadingMore,
  });

  const update = useCallback(
    (itemKey: string, change: (item: T) => T) =>
      mutate(
        (current) =>
          current?.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.key === itemKey ? change(item) : item)),
          })),
        { revalidate: false },
      ),
    [mutate],
  );

  const firstFailed = Boolean(list.error) && items.length === 0;
  const state: PagedListState<T> = {
    items,
    status: firstFailed
      ? 'error'
      : list.isLoading || (key !== null && pages.length === 0)
        ? 'loading'
        : 'ready',
    more: list.error ? 'error' : loadingMore ? 'loading' : hasMore ? 'idle' : 'done',
    errorText: list.error ? errorMessage(list.error, '잠시 후 다시 시도해 주세요.') : null,
    total: pages[0]?.total ?? null,
    sentinelRef: scroll.sentinelRef,
    onRetry: () => {
      if (firstFailed) void mutate();
      else scroll.loadMore();
    },
  };
  // The first page's area (a map search naming a 동), for the map to show it.
  return { ...state, update, area: pages[0]?.area ?? null };
}
