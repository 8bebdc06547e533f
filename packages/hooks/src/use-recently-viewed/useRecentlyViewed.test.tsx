import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeyValueStorage } from '../storage/storage';
import { useRecentlyViewed } from './useRecentlyViewed';

// Vitest runs without globals, so Testing Library cannot unmount hooks between tests by itself.
afterEach(cleanup);

const KEY = 'jjinbbang:recently-viewed';

beforeEach(() => localStorage.clear());

describe('useRecentlyViewed', () => {
  it('keeps ids most recent first, de-duplicated and capped at 5', () => {
    const { result } = renderHook(() => useRecentlyViewed());
    for (const id of [1, 2, 3, 4, 5, 6]) act(() => result.current.add(id));
    expect(result.current.ids).toEqual([6, 5, 4, 3, 2]);
    act(() => result.current.add(4));
    expect(result.current.ids).toEqual([4, 6, 5, 3, 2]);
    expect(JSON.parse(localStorage.getItem(KEY) ?? '[]')).toEqual([4, 6, 5, 3, 2]);
  });

  it('restores the persisted list and sanitises foreign or excess items', () => {
    localStorage.setItem(KEY, JSON.stringify([3, 3, 'x', null, { id: 1 }, 2, 1, 9, 8, 7]));
    const { result } = renderHook(() => useRecentlyViewed(4));
    expect(result.current.ids).toEqual([3, 'x', 2, 1]);
  });

  it('reads corrupt storage as an empty list', () => {
    localStorage.setItem(KEY, '{not json');
    const { result } = renderHook(() => useRecentlyViewed());
    expect(result.current.ids).toEqual([]);
    act(() => result.current.add(1));
    expect(result.current.ids).toEqual([1]);
  });

  it('applies a custom id guard', () => {
    localStorage.setItem(KEY, JSON.stringify(['a', 1, 'b']));
    const isString = (value: unknown): value is string => typeof value === 'string';
    const { result } = renderHook(() => useRecentlyViewed<string>(5, { isId: isString }));
    expect(result.current.ids).toEqual(['a', 'b']);
  });

  it('removes and clears', () => {
    const { result } = renderHook(() => useRecentlyViewed());
    act(() => {
      result.current.add(1);
      result.current.add(2);
    });
    act(() => result.current.remove(1));
    expect(result.current.ids).toEqual([2]);
    act(() => result.current.clear());
    expect(result.current.ids).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('shares one list between hooks and follows other tabs', () => {
    const detail = renderHook(() => useRecentlyViewed());
    const home = renderHook(() => useRecentlyViewed());
    act(() => detail.result.current.add(10));
    expect(home.result.current.ids).toEqual([10]);

    localStorage.setItem(KEY, JSON.stringify([20, 10]));
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: KEY, storageArea: localStorage })));
    expect(home.result.current.ids).toEqual([20, 10]);
  });

  it('reports a quota error and still updates the list in this page', () => {
    const onError = vi.fn();
    const storage: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    const { result } = renderHook(() => useRecentlyViewed(5, { storage, onError }));
    act(() => result.current.add(1));
    expect(result.current.ids).toEqual([1]);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'quota' }));
  });

  it('works in memory with storage: null and a custom key', () => {
    const { result } = renderHook(() => useRecentlyViewed<string>(2, { storage: null, key: 'memory-test' }));
    act(() => {
      result.current.add('a');
      result.current.add('b');
      result.current.add('c');
    });
    expect(result.current.ids).toEqual(['c', 'b']);
  });

  it("can use the spec's un-prefixed `reviewList` key", () => {
    localStorage.setItem('reviewList', JSON.stringify([7, 3]));
    const { result } = renderHook(() => useRecentlyViewed(5, { namespace: '', key: 'reviewList' }));
    expect(result.current.ids).toEqual([7, 3]);
  });

  it('treats a max of 0 as an empty list', () => {
    const { result } = renderHook(() => useRecentlyViewed(0));
    act(() => result.current.add(1));
    expect(result.current.ids).toEqual([]);
  });
});
