import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeyValueStorage } from '../storage/storage';
import {
  DRAFT_MAX_AGE_MS,
  type DraftSchema,
  listPersistentDrafts,
  readPersistentDraft,
  removePersistentDraft,
  removePersistentDrafts,
  usePersistentDraft,
} from './usePersistentDraft';

// Vitest runs without globals, so Testing Library cannot unmount hooks between tests by itself.
afterEach(cleanup);

const KEY = 'jjinbbang:draft:review';

interface Draft {
  content: string;
}

const draftSchema: DraftSchema<Draft> = {
  safeParse: (value) =>
    typeof value === 'object' && value !== null && typeof (value as Draft).content === 'string'
      ? { success: true, data: { content: (value as Draft).content } }
      : { success: false },
};

function stored(value: unknown, savedAt = Date.now()): string {
  return JSON.stringify({ version: 1, savedAt, value });
}

function readStored(): unknown {
  const text = localStorage.getItem(KEY);
  return text === null ? null : (JSON.parse(text) as { value: unknown }).value;
}

function quotaStorage(): KeyValueStorage {
  return {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: () => {},
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T09:00:00Z') });
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('usePersistentDraft', () => {
  it('starts from initial when nothing is stored and writes nothing until a change', () => {
    const { result } = renderHook(() => usePersistentDraft('review', { content: '' }));
    expect(result.current[0]).toEqual({ content: '' });
    expect(result.current[2].restored).toBe(false);
    act(() => vi.advanceTimersByTime(1000));
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('accepts a lazy initial value', () => {
    const initial = vi.fn(() => ({ content: 'lazy' }));
    const { result, rerender } = renderHook(() => usePersistentDraft('review', initial));
    rerender();
    expect(result.current[0]).toEqual({ content: 'lazy' });
    expect(initial).toHaveBeenCalledTimes(1);
  });

  it('writes once, 500 ms after the last of rapid updates', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const { result } = renderHook(() => usePersistentDraft('review', { content: '' }));
    for (const content of ['a', 'ab', 'abc', 'abcd']) {
      act(() => result.current[1]({ content }));
      act(() => vi.advanceTimersByTime(499));
    }
    expect(setItem).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(readStored()).toEqual({ content: 'abcd' });
    expect(result.current[2].savedAt).toBe(Date.now());
    setItem.mockRestore();
  });

  it('writes once under StrictMode double effects', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const { result } = renderHook(() => usePersistentDraft('review', ''), { reactStrictMode: true });
    act(() => result.current[1]('strict'));
    act(() => vi.advanceTimersByTime(500));
    expect(setItem).toHaveBeenCalledTimes(1);
    setItem.mockRestore();
  });

  it('chains functional updates made in one event', () => {
    const { result } = renderHook(() => usePersistentDraft('count', 0));
    act(() => {
      result.current[1]((n) => n + 1);
      result.current[1]((n) => n + 1);
    });
    expect(result.current[0]).toBe(2);
  });

  it('restores a stored draft on mount', () => {
    localStorage.setItem(KEY, stored({ content: '지난번 글' }));
    const { result } = renderHook(() =>
      usePersistentDraft('review', { content: '' }, { schema: draftSchema }),
    );
    expect(result.current[0]).toEqual({ content: '지난번 글' });
    expect(result.current[2].restored).toBe(true);
  });

  it('keeps a draft 1 ms short of 24 hours and discards one exactly 24 hours old', () => {
    localStorage.setItem(KEY, stored({ content: 'fresh' }, Date.now() - DRAFT_MAX_AGE_MS + 1));
    const fresh = renderHook(() => usePersistentDraft('review', { content: '' }));
    expect(fresh.result.current[0]).toEqual({ content: 'fresh' });
    fresh.unmount();

    const onDiscard = vi.fn();
    localStorage.setItem(KEY, stored({ content: 'old' }, Date.now() - DRAFT_MAX_AGE_MS));
    const old = renderHook(() => usePersistentDraft('review', { content: '' }, { onDiscard }));
    expect(old.result.current[0]).toEqual({ content: '' });
    expect(old.result.current[2].discarded).toBe('expired');
    expect(onDiscard).toHaveBeenCalledExactlyOnceWith('expired');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('honours a custom maxAgeMs', () => {
    localStorage.setItem(KEY, stored({ content: 'x' }, Date.now() - 1000));
    const { result } = renderHook(() => usePersistentDraft('review', { content: '' }, { maxAgeMs: 1000 }));
    expect(result.current[2].discarded).toBe('expired');
  });

  it.each([
    ['malformed JSON', '{"version":1,"savedAt":'],
    ['a bare value', '"hello"'],
    ['null', 'null'],
    ['no timestamp', JSON.stringify({ version: 1, value: { content: 'x' } })],
    ['a non-finite timestamp', '{"version":1,"savedAt":"yesterday","value":{}}'],
    ['an unknown version', JSON.stringify({ version: 2, savedAt: 0, value: {} })],
  ])('discards corrupt storage (%s) without throwing', (_label, text) => {
    localStorage.setItem(KEY, text);
    const { result } = renderHook(() => usePersistentDraft('review', { content: '' }));
    expect(result.current[0]).toEqual({ content: '' });
    expect(result.current[2].discarded).toBe('corrupt');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('discards data the schema rejects', () => {
    localStorage.setItem(KEY, stored({ content: 42 }));
    const { result } = renderHook(() =>
      usePersistentDraft('review', { content: '' }, { schema: draftSchema }),
    );
    expect(result.current[0]).toEqual({ content: '' });
    expect(result.current[2].discarded).toBe('invalid');
  });

  it('uses the data the schema returns (defaults, coercion)', () => {
    const withDefault: DraftSchema<{ content: string; rating: number }> = {
      safeParse: (value) => ({ success: true, data: { rating: 0, ...(value as { content: string }) } }),
    };
    localStorage.setItem(KEY, stored({ content: 'a' }));
    const { result } = renderHook(() =>
      usePersistentDraft('review', { content: '', rating: 0 }, { schema: withDefault }),
    );
    expect(result.current[0]).toEqual({ content: 'a', rating: 0 });
  });

  it('reports a quota error instead of throwing and keeps the state', () => {
    const onError = vi.fn();
    const { result } = renderHook(() =>
      usePersistentDraft('review', { content: '' }, { storage: quotaStorage(), onError }),
    );
    act(() => result.current[1]({ content: '긴 글' }));
    act(() => vi.advanceTimersByTime(500));
    expect(result.current[0]).toEqual({ content: '긴 글' });
    expect(result.current[2].error?.kind).toBe('quota');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'quota', key: KEY }));
  });

  it('debounces with a storage adapter created on every render', () => {
    const writes: string[] = [];
    const { result } = renderHook(() =>
      usePersistentDraft('review', '', {
        storage: { getItem: () => null, setItem: (_k, v) => writes.push(v), removeItem: () => {} },
      }),
    );
    act(() => result.current[1]('a'));
    act(() => result.current[1]('ab'));
    expect(writes).toHaveLength(0);
    act(() => vi.advanceTimersByTime(500));
    expect(writes).toHaveLength(1);
  });

  it('clears the reported error after a later successful write', () => {
    let full = true;
    const storage: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        if (full) throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    const { result } = renderHook(() => usePersistentDraft('review', 'a', { storage }));
    act(() => result.current[1]('b'));
    act(() => vi.advanceTimersByTime(500));
    expect(result.current[2].error?.kind).toBe('quota');
    full = false;
    act(() => result.current[1]('c'));
    act(() => vi.advanceTimersByTime(500));
    expect(result.current[2].error).toBeNull();
  });

  it('reports values JSON cannot hold as a serialize error', () => {
    const { result } = renderHook(() => usePersistentDraft<unknown>('review', null));
    act(() => result.current[1]({ big: 1n }));
    act(() => vi.advanceTimersByTime(500));
    expect(result.current[2].error?.kind).toBe('serialize');
  });

  it('reads a throwing storage as empty', () => {
    const storage: KeyValueStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    const { result } = renderHook(() => usePersistentDraft('review', 'initial', { storage }));
    expect(result.current[0]).toBe('initial');
  });

  it('writes the pending change when unmounted during the debounce', () => {
    const { result, unmount } = renderHook(() => usePersistentDraft('review', { content: '' }));
    act(() => result.current[1]({ content: '작성 중' }));
    act(() => vi.advanceTimersByTime(100));
    unmount();
    expect(readStored()).toEqual({ content: '작성 중' });
    // No late timer write after unmount.
    localStorage.removeItem(KEY);
    act(() => vi.advanceTimersByTime(1000));
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('flushes on pagehide and when the document is hidden', () => {
    const { result } = renderHook(() => usePersistentDraft('review', { content: '' }));
    act(() => result.current[1]({ content: 'pagehide' }));
    act(() => window.dispatchEvent(new Event('pagehide')));
    expect(readStored()).toEqual({ content: 'pagehide' });

    act(() => result.current[1]({ content: 'hidden' }));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(readStored()).toEqual({ content: 'hidden' });
    visibility.mockRestore();
  });

  it('flush() writes now; clear() resets to initial and removes storage without a late write', () => {
    const { result } = renderHook(() => usePersistentDraft('review', { content: '' }));
    act(() => result.current[1]({ content: 'x' }));
    act(() => result.current[2].flush());
    expect(readStored()).toEqual({ content: 'x' });

    act(() => result.current[1]({ content: 'y' }));
    act(() => result.current[2].clear());
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current[0]).toEqual({ content: '' });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('follows another tab writing and clearing the draft', () => {
    const { result } = renderHook(() =>
      usePersistentDraft('review', { content: '' }, { schema: draftSchema }),
    );
    const send = (newValue: string | null) =>
      act(() =>
        window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue, storageArea: localStorage })),
      );

    send(stored({ content: '다른 탭' }));
    expect(result.current[0]).toEqual({ content: '다른 탭' });

    send(stored({ content: 1 }));
    expect(result.current[0]).toEqual({ content: '다른 탭' });

    send('not json');
    expect(result.current[0]).toEqual({ content: '다른 탭' });

    send(null);
    expect(result.current[0]).toEqual({ content: '' });
  });

  it('ignores storage events for other keys and when crossTab is off', () => {
    const { result } = renderHook(() => usePersistentDraft('review', 'mine', { crossTab: false }));
    act(() =>
      window.dispatchEvent(
        new StorageEvent('storage', { key: KEY, newValue: stored('theirs'), storageArea: localStorage }),
      ),
    );
    expect(result.current[0]).toBe('mine');
  });

  it('namespaces keys and saves to the old key before switching to a new one', () => {
    localStorage.setItem('app:draft:b', stored('stored b'));
    const { result, rerender } = renderHook(({ k }) => usePersistentDraft(k, '', { namespace: 'app' }), {
      initialProps: { k: 'a' },
    });
    act(() => result.current[1]('typed a'));
    rerender({ k: 'b' });
    expect(JSON.parse(localStorage.getItem('app:draft:a') ?? 'null').value).toBe('typed a');
    expect(result.current[0]).toBe('stored b');
  });

  it('keeps state in memory with storage: null', () => {
    const { result } = renderHook(() => usePersistentDraft('review', 'a', { storage: null }));
    act(() => result.current[1]('b'));
    act(() => vi.advanceTimersByTime(500));
    expect(result.current[0]).toBe('b');
    expect(result.current[2].error).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});

describe('removePersistentDrafts', () => {
  it('removes every draft under a prefix (a user’s drafts on logout) and resets mounted hooks', () => {
    localStorage.setItem('jjinbbang:draft:review:1', stored({ content: 'mine' }));
    localStorage.setItem('jjinbbang:draft:review:1:edit:7', stored({ content: 'mine too' }));
    localStorage.setItem('jjinbbang:draft:review:2', stored({ content: 'theirs' }));
    localStorage.setItem('jjinbbang:draft:review:12', stored({ content: 'user 12' }));
    const { result } = renderHook(() =>
      usePersistentDraft<Draft>('review:1', { content: '' }, { schema: draftSchema }),
    );
    expect(result.current[0]).toEqual({ content: 'mine' });
    act(() => removePersistentDrafts('review:1'));
    expect(result.current[0]).toEqual({ content: '' });
    expect(localStorage.getItem('jjinbbang:draft:review:1')).toBeNull();
    expect(localStorage.getItem('jjinbbang:draft:review:1:edit:7')).toBeNull();
    expect(localStorage.getItem('jjinbbang:draft:review:2')).not.toBeNull();
    expect(localStorage.getItem('jjinbbang:draft:review:12')).not.toBeNull();
  });
});

describe('listPersistentDrafts', () => {
  it('lists the keys under a prefix as the hook takes them', () => {
    localStorage.setItem('jjinbbang:draft:review:1', stored({ content: 'a' }));
    localStorage.setItem('jjinbbang:draft:review:1:edit:7', stored({ content: 'b' }));
    localStorage.setItem('jjinbbang:draft:review:12', stored({ content: 'c' }));
    localStorage.setItem('jjinbbang:draft:reviewDraft', stored({ content: 'd' }));
    localStorage.setItem('accessToken', 'x');
    // 'reviewDraft' is not under 'review' (a key, not a prefix of letters).
    expect(listPersistentDrafts('review').sort()).toEqual(['review:1', 'review:12', 'review:1:edit:7']);
    expect(listPersistentDrafts('review:1').sort()).toEqual(['review:1', 'review:1:edit:7']);
  });
});

describe('readPersistentDraft', () => {
  it('reads by the hook’s rules without writing or removing anything', () => {
    const now = Date.now();
    localStorage.setItem('jjinbbang:draft:fresh', stored({ content: 'fresh' }, now - 1000));
    localStorage.setItem('jjinbbang:draft:old', stored({ content: 'old' }, now - DRAFT_MAX_AGE_MS));
    localStorage.setItem('jjinbbang:draft:bad', stored({ nope: 1 }));
    localStorage.setItem('jjinbbang:draft:broken', '{');
    expect(readPersistentDraft('fresh', { schema: draftSchema })).toEqual({
      kind: 'restored',
      value: { content: 'fresh' },
      savedAt: now - 1000,
    });
    expect(readPersistentDraft('old', { schema: draftSchema })).toEqual({
      kind: 'discarded',
      reason: 'expired',
    });
    expect(readPersistentDraft('bad', { schema: draftSchema })).toEqual({
      kind: 'discarded',
      reason: 'invalid',
    });
    expect(readPersistentDraft('broken')).toEqual({ kind: 'discarded', reason: 'corrupt' });
    expect(readPersistentDraft('none')).toEqual({ kind: 'empty' });
    expect(localStorage.length).toBe(4);
  });
});

describe('removePersistentDraft', () => {
  it('removes one draft, not the drafts under its key, and resets a mounted hook on it', () => {
    localStorage.setItem('jjinbbang:draft:review:1', stored({ content: 'mine' }));
    localStorage.setItem('jjinbbang:draft:review:1:edit:7', stored({ content: 'my edit' }));
    const { result } = renderHook(() =>
      usePersistentDraft<Draft>('review:1', { content: '' }, { schema: draftSchema }),
    );
    act(() => removePersistentDraft('review:1'));
    expect(result.current[0]).toEqual({ content: '' });
    expect(localStorage.getItem('jjinbbang:draft:review:1')).toBeNull();
    expect(localStorage.getItem('jjinbbang:draft:review:1:edit:7')).not.toBeNull();
  });
});
