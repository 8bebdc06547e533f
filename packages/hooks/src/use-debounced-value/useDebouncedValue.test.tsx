import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './useDebouncedValue';

// Vitest runs without globals, so Testing Library cannot unmount hooks between tests by itself.
afterEach(cleanup);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('follows the value only after it stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: '' },
    });
    for (const value of ['서', '서울', '서울대']) {
      rerender({ value });
      act(() => vi.advanceTimersByTime(299));
      expect(result.current).toBe('');
    }
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('서울대');
  });

  it('holds functions as values instead of calling them', () => {
    const fn = () => 'called';
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 10), {
      initialProps: { value: (): string => 'initial' },
    });
    rerender({ value: fn });
    act(() => vi.advanceTimersByTime(10));
    expect(result.current).toBe(fn);
  });

  it('passes values straight through with a delay of 0', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 0), {
      initialProps: { value: 1 },
    });
    rerender({ value: 2 });
    expect(result.current).toBe(2);
  });

  it('leaves no timer behind when unmounted during the wait', () => {
    const { rerender, unmount } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 1 },
    });
    rerender({ value: 2 });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
