import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { hasNextPage, usePagedList } from './usePagedList';

const page = (length: number, total?: number) => ({ items: Array.from({ length }, (_, i) => i), total });

describe('hasNextPage (spec 000 §9: the next page only after a full one)', () => {
  it.each([
    // bookmarks: 5 per page, no total
    [page(5), 1, 5, true],
    [page(4), 1, 5, false],
    [page(0), 1, 5, false],
    // building reviews and my reviews: the total stops the list even after a full page
    [page(10, 25), 1, 10, true],
    [page(10, 25), 2, 10, true],
    [page(5, 25), 3, 10, false],
    [page(10, 20), 2, 10, false],
    [page(10, 10), 1, 10, false],
    // a total the server over-reports never asks past a short page
    [page(3, 100), 1, 10, false],
  ])('%o after %i pages of %i → %s', (previous, loaded, size, expected) => {
    expect(hasNextPage(previous, loaded, size)).toBe(expected);
  });
});

// A fresh SWR cache per test, so lists never leak between them.
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

const entries = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ key: `review:${from + i}`, liked: false }));

describe('usePagedList', () => {
  it('loads the first page, then the next only when asked, and stops at the total', async () => {
    const fetchPage = vi.fn(async (_api: unknown, index: number) => ({
      items: entries(index * 2, index < 2 ? 2 : 1),
      total: 5,
    }));
    const { result } = renderHook(() => usePagedList({ key: ['bookmarks', 1], pageSize: 2, fetchPage }), {
      wrapper,
    });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items.map((item) => item.key)).toEqual(['review:0', 'review:1']);
    expect(result.current.more).toBe('idle');
    expect(result.current.total).toBe(5);
    expect(fetchPage).toHaveBeenCalledTimes(1);

    act(() => result.current.onRetry()); // with nothing failed, "retry" loads the next page
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    act(() => result.current.onRetry());
    await waitFor(() => expect(result.current.more).toBe('done'));
    expect(result.current.items).toHaveLength(5);
    expect(fetchPage.mock.calls.map(([, index]) => index)).toEqual([0, 1, 2]);
  });

  it('changes one item in place without asking the server again', async () => {
    const fetchPage = vi.fn(async () => ({ items: entries(0, 2) }));
    const { result } = renderHook(() => usePagedList({ key: ['bookmarks', 2], pageSize: 5, fetchPage }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.update('review:1', (item) => ({ ...item, liked: true })));
    expect(result.current.items).toEqual([
      { key: 'review:0', liked: false },
      { key: 'review:1', liked: true },
    ]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('reports a failed first page and loads it again on retry', async () => {
    const fetchPage = vi
      .fn<(api: unknown, index: number) => Promise<{ items: { key: string }[] }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ items: [{ key: 'review:1' }] });
    const { result } = renderHook(() => usePagedList({ key: ['bookmarks', 3], pageSize: 5, fetchPage }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.errorText).toBeTruthy();
    act(() => result.current.onRetry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items).toEqual([{ key: 'review:1' }]);
  });

  it('loads nothing while what it depends on is not known', () => {
    const { result } = renderHook(() => usePagedList(null), { wrapper });
    expect(result.current.items).toEqual([]);
    expect(result.current.status).toBe('ready');
  });
});
