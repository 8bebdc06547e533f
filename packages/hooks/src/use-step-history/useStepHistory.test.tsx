import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryHistory, useStepHistory } from './useStepHistory';

// Vitest runs without globals, so Testing Library cannot unmount hooks between tests by itself.
afterEach(cleanup);

type Step = 'type' | 'address' | 'content' | 'confirm';
const pathFor = (step: Step, options?: { alone?: boolean }) =>
  `/review/${step}${options?.alone ? '?from=confirm' : ''}`;

function setup(initial = '/mypage') {
  const history = createMemoryHistory(initial);
  const hook = renderHook(() => useStepHistory<Step>({ wizard: 'create', pathFor, history }));
  const urls = () => history.entries.map((e) => e.url);
  return { ...hook, history, urls };
}

describe('useStepHistory', () => {
  it('"다음" pushes and "이전" goes one entry back, exactly like the phone\'s back button', async () => {
    const { result, history, urls } = setup();
    act(() => result.current.rebuild([{ step: 'type' }]));
    act(() => result.current.forward('address'));
    act(() => result.current.forward('content'));
    expect(urls()).toEqual(['/review/type', '/review/address', '/review/content']);
    expect(result.current.depth).toBe(2);

    act(() => void result.current.back());
    await waitFor(() => expect(history.url).toBe('/review/address'));
    expect(result.current.depth).toBe(1);
    // No entry was pushed for "이전": forward history still holds the step it left.
    expect(urls()).toEqual(['/review/type', '/review/address', '/review/content']);

    act(() => history.go(-1));
    await waitFor(() => expect(result.current.depth).toBe(0));
    expect(result.current.back()).toBe(false);
  });

  it('a step opened from confirm returns there by going back, never by pushing confirm again', async () => {
    const { result, history, urls } = setup('/review/type');
    act(() =>
      result.current.rebuild([
        { step: 'type' },
        { step: 'address' },
        { step: 'content' },
        { step: 'confirm' },
      ]),
    );
    act(() => result.current.forward('address', { alone: true }));
    expect(result.current.isAlone).toBe(true);
    expect(history.url).toBe('/review/address?from=confirm');
    // A step that hands over (contract type → price) keeps the way back to confirm.
    act(() => result.current.forward('content', { chain: true }));
    expect(result.current.isAlone).toBe(true);

    act(() => void result.current.returnToOrigin());
    await waitFor(() => expect(history.url).toBe('/review/confirm'));
    expect(result.current).toMatchObject({ depth: 3, isAlone: false });
    expect(urls().filter((url) => url === '/review/confirm')).toHaveLength(1);
  });

  it('rebuild lays the trail under a resumed step, so back walks the steps before it', async () => {
    const { result, history, urls } = setup('/review/type');
    expect(result.current.isOwnEntry).toBe(false);
    act(() => result.current.rebuild([{ step: 'type' }, { step: 'address' }, { step: 'content' }]));
    expect(urls()).toEqual(['/review/type', '/review/address', '/review/content']);
    expect(result.current).toMatchObject({ isOwnEntry: true, depth: 2 });
    act(() => void result.current.back());
    await waitFor(() => expect(history.url).toBe('/review/address'));
  });

  it('exit rewinds the wizard and replaces its first entry, so back never lands on an emptied wizard', async () => {
    const { result, history, urls } = setup('/mypage');
    act(() => history.pushState(null, '', '/review/type'));
    act(() => result.current.rebuild([{ step: 'type' }, { step: 'address' }, { step: 'confirm' }]));
    act(() => result.current.exit('/mypage'));
    await waitFor(() => expect(history.url).toBe('/mypage'));
    expect(history.index).toBe(1);
    expect(urls().slice(0, 2)).toEqual(['/mypage', '/mypage']);
    act(() => history.go(-1));
    await waitFor(() => expect(history.index).toBe(0));
  });

  it('entries of another wizard are not its own', () => {
    const history = createMemoryHistory('/review/1/update');
    const create = renderHook(() => useStepHistory<Step>({ wizard: 'create', pathFor, history }));
    act(() => create.result.current.rebuild([{ step: 'type' }, { step: 'address' }]));
    const edit = renderHook(() => useStepHistory<Step>({ wizard: 'edit:1', pathFor, history }));
    expect(edit.result.current).toMatchObject({ isOwnEntry: false, depth: 0 });
  });

  it('works on the browser history (jsdom)', async () => {
    window.history.replaceState(null, '', '/mypage');
    const { result } = renderHook(() => useStepHistory<Step>({ wizard: 'create', pathFor }));
    act(() => result.current.rebuild([{ step: 'type' }, { step: 'address' }]));
    expect(window.location.pathname).toBe('/review/address');
    expect(result.current.depth).toBe(1);
    act(() => void result.current.back());
    await waitFor(() => expect(window.location.pathname).toBe('/review/type'));
    expect(result.current.depth).toBe(0);
  });
});
