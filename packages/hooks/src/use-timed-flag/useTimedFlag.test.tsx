import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimedFlag } from './useTimedFlag';

// Vitest runs without globals, so Testing Library cannot unmount hooks between tests by itself.
afterEach(cleanup);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useTimedFlag', () => {
  it('is on for exactly ms after start', () => {
    const { result } = renderHook(() => useTimedFlag(3000));
    expect(result.current[0]).toBe(false);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe(false);
  });

  it('restarts the countdown when started again', () => {
    const { result } = renderHook(() => useTimedFlag(3000));
    act(() => result.current[1]());
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current[1]());
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current[0]).toBe(false);
  });

  it('stops early and clears its timer on unmount', () => {
    const { result, unmount } = renderHook(() => useTimedFlag(3000));
    act(() => result.current[1]());
    act(() => result.current[2]());
    expect(result.current[0]).toBe(false);
    act(() => result.current[1]());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps start and stop stable across renders', () => {
    const { result, rerender } = renderHook(({ ms }) => useTimedFlag(ms), { initialProps: { ms: 1000 } });
    const [, start, stop] = result.current;
    rerender({ ms: 2000 });
    expect(result.current[1]).toBe(start);
    expect(result.current[2]).toBe(stop);
    act(() => result.current[1]());
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current[0]).toBe(true);
  });
});
