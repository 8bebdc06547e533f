import { useCallback, useEffect, useRef, useState } from 'react';

export const INFINITE_SCROLL_ROOT_MARGIN = '100px'; // spec 000 §9: load more within 100 px of the bottom

export interface InfiniteScrollOptions {
  /** Loads the next page. Return a promise to have the hook wait for it before loading again. */
  onLoadMore: () => unknown;
  /** `false` once the last page has arrived. */
  hasMore: boolean;
  /** Loading state owned by the caller (e.g. SWR's `isValidating`); no call is made while it is true. */
  loading?: boolean;
  /** Pauses the observer without unmounting the sentinel. */
  disabled?: boolean;
  /** Distance from the viewport edge that already counts as "reached". Default `100px`. */
  rootMargin?: string;
  /** Scroll container; default the viewport. */
  root?: Element | Document | null;
}

export interface InfiniteScroll {
  /** Put on an element after the last item (e.g. the "불러오는 중" row). */
  sentinelRef: (element: Element | null) => void;
  /** True while a promise returned by `onLoadMore` is pending, or while `loading` is true. */
  loading: boolean;
  /** Loads the next page with the same guards — for a "더 보기" button where scrolling is not possible. */
  loadMore: () => void;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/**
 * Calls `onLoadMore` when a sentinel element comes within `rootMargin` of the viewport, once per load:
 * never while a previous load is pending or `loading` is true, and never when `hasMore` is false. When a
 * load succeeds with the sentinel still visible (a short page), it loads again.
 */
export function useInfiniteScroll({
  onLoadMore,
  hasMore,
  loading = false,
  disabled = false,
  rootMargin = INFINITE_SCROLL_ROOT_MARGIN,
  root = null,
}: InfiniteScrollOptions): InfiniteScroll {
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const [pending, setPending] = useState(false);
  // Refs, not state, guard the call: two intersection callbacks in one frame must not both load.
  const pendingRef = useRef(false);
  const visibleRef = useRef(false);
  const failedRef = useRef(false);
  const observerRef = useRef<IntersectionObserver | null>(null);
  const mountedRef = useRef(true);
  const latest = useRef({ onLoadMore, hasMore, loading, disabled });
  latest.current = { onLoadMore, hasMore, loading, disabled };

  const loadMore = useCallback(() => {
    const { onLoadMore: load, hasMore: more, loading: busy, disabled: off } = latest.current;
    if (pendingRef.current || busy || !more || off) return;
    const result = load();
    if (!isThenable(result)) return;
    pendingRef.current = true;
    setPending(true);
    const settle = (failed: boolean) => {
      pendingRef.current = false;
      failedRef.current = failed;
      if (mountedRef.current) setPending(false);
    };
    // A failed page load is the caller's to report; the hook stops waiting but does not retry by
    // itself (that would hammer a failing server) — the next intersection or `loadMore()` does.
    result.then(
      () => settle(false),
      () => settle(true),
    );
  }, []);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  useEffect(() => {
    if (!sentinel || disabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        visibleRef.current = entry.isIntersecting;
        if (entry.isIntersecting) {
          failedRef.current = false;
          loadMore();
        }
      },
      { root, rootMargin },
    );
    observer.observe(sentinel);
    observerRef.current = observer;
    return () => {
      observer.disconnect();
      observerRef.current = null;
      visibleRef.current = false;
    };
  }, [sentinel, disabled, root, rootMargin, loadMore]);

  // The observer only reports changes, so a sentinel still visible after a page arrived needs a nudge. The
  // last report may predate the new page's layout (the sentinel has just been pushed down): rather than trust
  // it, observe again — the browser answers a fresh observation with the sentinel's current position.
  useEffect(() => {
    if (pending || loading || !hasMore || disabled || !visibleRef.current || failedRef.current) return;
    const observer = observerRef.current;
    if (!observer || !sentinel) return;
    observer.unobserve(sentinel);
    observer.observe(sentinel);
  }, [pending, loading, hasMore, disabled, sentinel]);

  return { sentinelRef: setSentinel, loading: pending || loading, loadMore };
}
