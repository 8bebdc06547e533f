import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type InfiniteScrollOptions, useInfiniteScroll } from './useInfiniteScroll';

// Vitest runs without globals, so Testing Library cannot unmount hooks between tests by itself.
afterEach(cleanup);

// jsdom has no IntersectionObserver: this fake lets a test say when the sentinel is in view.
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function intersect(isIntersecting: boolean) {
  const observer = FakeObserver.instances.findLast((o) => !o.disconnected);
  if (!observer) throw new Error('no active observer');
  const entry = { isIntersecting, target: observer.targets[0] } as IntersectionObserverEntry;
  act(() => observer.callback([entry], observer as unknown as IntersectionObserver));
}

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(options: InfiniteScrollOptions) {
  const hook = renderHook((props: InfiniteScrollOptions) => useInfiniteScroll(props), {
    initialProps: options,
  });
  act(() => hook.result.current.sentinelRef(document.createElement('div')));
  return hook;
}

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useInfiniteScroll', () => {
  it('observes the sentinel with a 100px root margin by default', () => {
    setup({ onLoadMore: vi.fn(), hasMore: true });
    expect(FakeObserver.instances.at(-1)?.options.rootMargin).toBe('100px');
  });

  it('loads when the sentinel comes into view, not when it leaves', () => {
    const onLoadMore = vi.fn();
    setup({ onLoadMore, hasMore: true });
    intersect(false);
    expect(onLoadMore).not.toHaveBeenCalled();
    intersect(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('makes no duplicate call while a returned promise is pending', async () => {
    const page = deferred();
    const onLoadMore = vi.fn(() => page.promise);
    const { result } = setup({ onLoadMore, hasMore: true });
    intersect(true);
    intersect(false);
    intersect(true);
    act(() => result.current.loadMore());
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(result.current.loading).toBe(true);
    intersect(false);
    await act(async () => page.resolve());
    expect(result.current.loading).toBe(false);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('loads again after a page arrives while the sentinel is still visible', async () => {
    const first = deferred();
    const onLoadMore = vi.fn().mockReturnValueOnce(first.promise).mockReturnValue(undefined);
    setup({ onLoadMore, hasMore: true });
    intersect(true);
    const observations = FakeObserver.instances.at(-1)?.targets.length ?? 0;
    await act(async () => first.resolve());
    // The hook asks again instead of trusting the report from before the page arrived…
    expect(FakeObserver.instances.at(-1)?.targets.length).toBe(observations + 1);
    // …and the browser's fresh answer "still visible" loads the next page.
    intersect(true);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('does not load again when the new page pushed the sentinel out of view', async () => {
    const first = deferred();
    const onLoadMore = vi.fn().mockReturnValueOnce(first.promise).mockReturnValue(undefined);
    setup({ onLoadMore, hasMore: true });
    intersect(true);
    await act(async () => first.resolve());
    intersect(false);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('stops waiting after a failed load so the user can retry', async () => {
    const page = deferred();
    const onLoadMore = vi.fn(() => page.promise);
    const { result } = setup({ onLoadMore, hasMore: true });
    intersect(true);
    await act(async () => page.reject(new Error('network')));
    expect(result.current.loading).toBe(false);
    // No automatic retry storm while the sentinel stays visible; scrolling back or a button retries.
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    onLoadMore.mockReturnValue(Promise.resolve());
    act(() => result.current.loadMore());
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('respects the caller-owned loading flag and loads when it clears', () => {
    const onLoadMore = vi.fn();
    const hook = setup({ onLoadMore, hasMore: true, loading: true });
    intersect(true);
    expect(onLoadMore).not.toHaveBeenCalled();
    hook.rerender({ onLoadMore, hasMore: true, loading: false });
    intersect(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('never loads without more pages or when disabled', () => {
    const onLoadMore = vi.fn();
    const hook = setup({ onLoadMore, hasMore: false });
    intersect(true);
    act(() => hook.result.current.loadMore());
    hook.rerender({ onLoadMore, hasMore: true, disabled: true });
    act(() => hook.result.current.loadMore());
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('uses the newest onLoadMore without re-observing', () => {
    const first = vi.fn();
    const second = vi.fn();
    const hook = setup({ onLoadMore: first, hasMore: true });
    const observers = FakeObserver.instances.length;
    hook.rerender({ onLoadMore: second, hasMore: true });
    expect(FakeObserver.instances).toHaveLength(observers);
    intersect(true);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('disconnects on unmount and when the sentinel goes away', () => {
    const hook = setup({ onLoadMore: vi.fn(), hasMore: true });
    const observer = FakeObserver.instances.at(-1);
    act(() => hook.result.current.sentinelRef(null));
    expect(observer?.disconnected).toBe(true);
    hook.unmount();
  });

  it('does nothing without IntersectionObserver but loadMore still works', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onLoadMore = vi.fn();
    const { result } = setup({ onLoadMore, hasMore: true });
    act(() => result.current.loadMore());
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
