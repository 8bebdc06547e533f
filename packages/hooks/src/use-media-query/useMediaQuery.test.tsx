import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  REDUCED_MOTION_QUERY,
  usePrefersReducedMotion,
} from '../use-prefers-reduced-motion/usePrefersReducedMotion';
import { useMediaQuery } from './useMediaQuery';

// Vitest runs without globals, so Testing Library cannot unmount hooks between tests by itself.
afterEach(cleanup);

// jsdom has no matchMedia: a controllable fake per query.
function installMatchMedia(initial: Record<string, boolean>) {
  const state = { ...initial };
  const listeners = new Map<string, Set<() => void>>();
  const matchMedia = vi.fn((query: string) => ({
    get matches() {
      return state[query] ?? false;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => {
      let set = listeners.get(query);
      if (!set) {
        set = new Set();
        listeners.set(query, set);
      }
      set.add(listener);
    },
    removeEventListener: (_type: string, listener: () => void) => listeners.get(query)?.delete(listener),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    set(query: string, matches: boolean) {
      state[query] = matches;
      act(() => {
        for (const listener of listeners.get(query) ?? []) listener();
      });
    },
    listenerCount: (query: string) => listeners.get(query)?.size ?? 0,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('reports the current match and follows changes', () => {
    const media = installMatchMedia({ '(min-width: 480px)': false });
    const { result } = renderHook(() => useMediaQuery('(min-width: 480px)'));
    expect(result.current).toBe(false);
    media.set('(min-width: 480px)', true);
    expect(result.current).toBe(true);
  });

  it('resubscribes when the query changes and unsubscribes on unmount', () => {
    const media = installMatchMedia({ a: true, b: false });
    const { result, rerender, unmount } = renderHook(({ q }) => useMediaQuery(q), {
      initialProps: { q: 'a' },
    });
    expect(result.current).toBe(true);
    rerender({ q: 'b' });
    expect(result.current).toBe(false);
    expect(media.listenerCount('a')).toBe(0);
    unmount();
    expect(media.listenerCount('b')).toBe(0);
  });

  it('falls back to defaultValue without matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(renderHook(() => useMediaQuery('(x)')).result.current).toBe(false);
    expect(renderHook(() => useMediaQuery('(x)', { defaultValue: true })).result.current).toBe(true);
  });
});

describe('usePrefersReducedMotion', () => {
  it('follows the reduced-motion system setting', () => {
    const media = installMatchMedia({ [REDUCED_MOTION_QUERY]: false });
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    media.set(REDUCED_MOTION_QUERY, true);
    expect(result.current).toBe(true);
  });
});
