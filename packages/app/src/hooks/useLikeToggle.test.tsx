import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLikeToggle } from './useLikeToggle';

const review = { key: 'review:7', bookmark: { type: 'review' as const, id: 7 } };

function answer(status: number) {
  return new Response(
    JSON.stringify({ code: status, message: status === 200 ? 'OK' : '실패했어요', data: null }),
    {
      status,
      headers: { 'Content-Type': 'application/json' },
    },
  );
}

/** A server whose bookmark answer is held until `release` is called. */
function heldServer(status: number) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = vi.fn(async () => {
    await gate;
    return answer(status);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, release: () => release() };
}

afterEach(() => vi.unstubAllGlobals());

describe('useLikeToggle (spec 000 §4, §8)', () => {
  it('applies the like only after the server agrees, and sends what the API needs', async () => {
    const server = heldServer(200);
    const apply = vi.fn();
    const { result } = renderHook(() => useLikeToggle({ apply }));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.toggle(review, true);
    });
    await waitFor(() => expect(server.fetch).toHaveBeenCalled());
    expect(apply).not.toHaveBeenCalled();
    server.release();
    await act(() => done);
    expect(apply).toHaveBeenCalledExactlyOnceWith('review:7', true);
    const [url, init] = server.fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/user/bookmark');
    expect(JSON.parse(String(init.body))).toEqual({ type: 'review', id: 7, bookmark: true });
  });

  it('does not draw the screen that holds it again while the server answers: the heart shows the wait', async () => {
    const server = heldServer(200);
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useLikeToggle({ apply: () => {} });
    });
    const before = renders;
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.toggle(review, true);
    });
    await waitFor(() => expect(server.fetch).toHaveBeenCalled());
    expect(renders).toBe(before);
    server.release();
    await act(() => done);
    expect(renders).toBe(before);
  });

  it('changes nothing when the server refuses', async () => {
    const server = heldServer(500);
    const apply = vi.fn();
    const { result } = renderHook(() => useLikeToggle({ apply }));
    server.release();
    await act(() => result.current.toggle(review, true));
    expect(apply).not.toHaveBeenCalled();
  });

  it('ignores a second tap while the first is on its way', async () => {
    const server = heldServer(200);
    const apply = vi.fn();
    const { result } = renderHook(() => useLikeToggle({ apply }));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.toggle(review, true);
      void result.current.toggle(review, false);
    });
    server.release();
    await act(() => first);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledExactlyOnceWith('review:7', true);
  });

  it('optimistic: changes at once and goes back on failure (building detail review cards)', async () => {
    const server = heldServer(500);
    const apply = vi.fn();
    const { result } = renderHook(() => useLikeToggle({ apply, optimistic: true }));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.toggle(review, true);
    });
    await waitFor(() => expect(apply).toHaveBeenCalledWith('review:7', true));
    server.release();
    await act(() => done);
    expect(apply.mock.calls).toEqual([
      ['review:7', true],
      ['review:7', false],
    ]);
  });
});
