import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from './useScrollRestoration';

// Vitest runs without globals, so Testing Library cannot unmount hooks between tests by itself.
afterEach(cleanup);

const KEY = 'jjinbbang:scroll:home-list';

let scrollTo: ReturnType<typeof vi.fn>;

function scrollWindow(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  sessionStorage.clear();
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  Object.defineProperty(window, 'scrollX', { value: 0, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useScrollRestoration', () => {
  it('saves the window position while scrolling, at most once a frame', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    renderHook(() => useScrollRestoration('home-list'));
    act(() => {
      scrollWindow(100);
      scrollWindow(200);
      scrollWindow(640);
    });
    expect(setItem).not.toHaveBeenCalled();
    act(() => vi.advanceTimersToNextFrame());
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({ x: 0, y: 640 });
    setItem.mockRestore();
  });

  it('restores the saved position on mount (list → detail → back)', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ x: 0, y: 640 }));
    renderHook(() => useScrollRestoration('home-list'));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 640);
  });

  it('waits until the list is ready and restores only once', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ x: 0, y: 640 }));
    const { rerender } = renderHook(({ ready }) => useScrollRestoration('home-list', { ready }), {
      initialProps: { ready: false },
    });
    // A short, still-loading page clamps the position: that must not overwrite the saved one.
    act(() => {
      scrollWindow(0);
      vi.advanceTimersToNextFrame();
    });
    expect(scrollTo).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({ x: 0, y: 640 });
    rerender({ ready: true });
    rerender({ ready: true });
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 640);
  });

  it('ignores corrupt saved positions', () => {
    for (const text of ['nope', '{"x":0}', '{"x":0,"y":"10"}', 'null']) {
      sessionStorage.setItem(KEY, text);
      const { unmount } = renderHook(() => useScrollRestoration('home-list'));
      unmount();
    }
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does not restore with restore: false but still saves', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ x: 0, y: 640 }));
    renderHook(() => useScrollRestoration('home-list', { restore: false }));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => {
      scrollWindow(10);
      vi.advanceTimersToNextFrame();
    });
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({ x: 0, y: 10 });
  });

  it('saves and restores a scroll container', () => {
    const element = document.createElement('div');
    element.scrollTo = vi.fn() as unknown as typeof element.scrollTo;
    const target = { current: element };
    sessionStorage.setItem(KEY, JSON.stringify({ x: 0, y: 300 }));
    const { result } = renderHook(() => useScrollRestoration('home-list', { target }));
    expect(element.scrollTo).toHaveBeenCalledWith(0, 300);
    element.scrollTop = 450;
    act(() => result.current.save());
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({ x: 0, y: 450 });
  });

  it('saves on pagehide, clears on request and stops listening on unmount', () => {
    const { result, unmount } = renderHook(() => useScrollRestoration('home-list'));
    Object.defineProperty(window, 'scrollY', { value: 77, configurable: true });
    act(() => window.dispatchEvent(new Event('pagehide')));
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({ x: 0, y: 77 });
    act(() => result.current.clear());
    expect(sessionStorage.getItem(KEY)).toBeNull();
    unmount();
    act(() => {
      scrollWindow(5);
      vi.advanceTimersToNextFrame();
    });
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('keeps positions per key', () => {
    sessionStorage.setItem('jjinbbang:scroll:bookmarks', JSON.stringify({ x: 0, y: 90 }));
    renderHook(() => useScrollRestoration('bookmarks'));
    expect(scrollTo).toHaveBeenCalledWith(0, 90);
  });

  it('survives a storage that throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    const { result } = renderHook(() => useScrollRestoration('home-list', { storage }));
    expect(() => act(() => result.current.save())).not.toThrow();
  });
});
