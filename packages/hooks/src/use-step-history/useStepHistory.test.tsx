import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StepHistoryOptions, useStepHistory } from './useStepHistory';

// Vitest runs without globals, so Testing Library cannot unmount hooks between tests by itself.
afterEach(cleanup);

type Step = 'type' | 'address' | 'room-info' | 'content' | 'confirm';
const steps: readonly Step[] = ['type', 'address', 'room-info', 'content', 'confirm'];
const pathFor = (step: Step) => `/review/${step}`;

function setup(overrides: Partial<StepHistoryOptions<Step>> = {}) {
  const navigate = vi.fn();
  const goBack = vi.fn();
  const hook = renderHook((props: StepHistoryOptions<Step>) => useStepHistory(props), {
    initialProps: { steps, current: 'address', navigate, pathFor, goBack, ...overrides },
  });
  return { ...hook, navigate, goBack };
}

describe('useStepHistory', () => {
  it('describes the position for a progress bar', () => {
    const { result } = setup();
    expect(result.current).toMatchObject({
      index: 1,
      total: 5,
      progress: 2 / 5,
      previousStep: 'type',
      nextStep: 'room-info',
      isFirst: false,
      isLast: false,
      isReturning: false,
    });
  });

  it('marks the first and last steps', () => {
    expect(setup({ current: 'type' }).result.current).toMatchObject({ isFirst: true, previousStep: null });
    expect(setup({ current: 'confirm' }).result.current).toMatchObject({
      isLast: true,
      nextStep: null,
      progress: 1,
    });
  });

  it('next pushes the following step; back goes one history entry back', () => {
    const { result, navigate, goBack } = setup();
    act(() => {
      expect(result.current.next()).toBe(true);
    });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/review/room-info', { replace: false });
    act(() => {
      result.current.back();
    });
    expect(goBack).toHaveBeenCalledTimes(1);
  });

  it('next on the last step does nothing', () => {
    const { result, navigate } = setup({ current: 'confirm' });
    expect(result.current.next()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('returns to the hub by replacing history, both ways (edit flow)', () => {
    const { result, navigate, goBack } = setup({ returnTo: '/review/7/update' });
    expect(result.current.isReturning).toBe(true);
    result.current.next();
    result.current.back();
    expect(navigate.mock.calls).toEqual([
      ['/review/7/update', { replace: true }],
      ['/review/7/update', { replace: true }],
    ]);
    expect(goBack).not.toHaveBeenCalled();
  });

  it('goTo pushes by default, replaces on request and appends a search string', () => {
    const { result, navigate } = setup();
    result.current.goTo('content');
    result.current.goTo('type', { replace: true, search: '?from=confirm' });
    expect(navigate.mock.calls).toEqual([
      ['/review/content', { replace: false }],
      ['/review/type?from=confirm', { replace: true }],
    ]);
  });

  it('follows a branch change in the steps list', () => {
    const { result, rerender, navigate, goBack } = setup();
    const dormitory = ['type', 'address', 'dormitory', 'content'] as unknown as readonly Step[];
    rerender({ steps: dormitory, current: 'address', navigate, pathFor, goBack });
    expect(result.current.total).toBe(4);
    result.current.next();
    expect(navigate).toHaveBeenCalledWith('/review/dormitory', { replace: false });
  });

  it('treats a step outside the list as unknown', () => {
    const { result } = setup({ current: 'unknown' as Step });
    expect(result.current).toMatchObject({
      index: -1,
      progress: 0,
      previousStep: null,
      nextStep: null,
      isFirst: false,
      isLast: false,
    });
  });

  it('defaults back to window.history.back()', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const { result } = setup({ goBack: undefined });
    result.current.back();
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });

  it('keeps its functions stable and uses the newest navigate', () => {
    const { result, rerender } = setup();
    const { next } = result.current;
    const navigate = vi.fn();
    rerender({ steps, current: 'address', navigate, pathFor });
    expect(result.current.next).toBe(next);
    result.current.next();
    expect(navigate).toHaveBeenCalledWith('/review/room-info', { replace: false });
  });
});
