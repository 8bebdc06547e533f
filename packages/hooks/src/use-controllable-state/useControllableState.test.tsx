import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ControllableStateOptions, useControllableState } from './useControllableState';

// Vitest runs without globals, so Testing Library cannot unmount hooks between tests by itself.
afterEach(cleanup);

describe('useControllableState', () => {
  it('owns the state when uncontrolled and reports changes', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 1, onChange }));
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('chains functional updates in one event when uncontrolled', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 0, onChange }));
    act(() => {
      result.current[1]((n) => n + 1);
      result.current[1]((n) => n + 1);
    });
    expect(result.current[0]).toBe(2);
    expect(onChange.mock.calls).toEqual([[1], [2]]);
  });

  it('follows the value prop when controlled and only asks the owner to change', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(
      (props: ControllableStateOptions<string>) => useControllableState(props),
      {
        initialProps: { value: 'a', defaultValue: 'ignored', onChange },
      },
    );
    act(() => result.current[1]('b'));
    expect(result.current[0]).toBe('a');
    expect(onChange).toHaveBeenCalledWith('b');
    // The owner refused; asking again must still reach it.
    act(() => result.current[1]('b'));
    expect(onChange).toHaveBeenCalledTimes(2);
    rerender({ value: 'c', defaultValue: 'ignored', onChange });
    expect(result.current[0]).toBe('c');
  });

  it('does not report a change to the same value', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ value: 5, defaultValue: 0, onChange }));
    act(() => result.current[1](5));
    act(() => result.current[1]((n) => n));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps the setter stable and uses the newest onChange', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(
      (props: ControllableStateOptions<number>) => useControllableState(props),
      {
        initialProps: { defaultValue: 0, onChange: first },
      },
    );
    const setter = result.current[1];
    rerender({ defaultValue: 0, onChange: second });
    expect(result.current[1]).toBe(setter);
    act(() => result.current[1](1));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(1);
  });

  it('accepts a lazy default and function values via updaters', () => {
    const { result } = renderHook(() =>
      useControllableState<() => string>({ defaultValue: () => () => 'a' }),
    );
    expect(result.current[0]()).toBe('a');
    act(() => result.current[1](() => () => 'b'));
    expect(result.current[0]()).toBe('b');
  });
});
