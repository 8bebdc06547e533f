import { afterEach, describe, expect, it, vi } from 'vitest';

/** index.html's UI faces, off as the build writes them. */
function uiFaces(faces = '') {
  const style = document.createElement('style');
  style.setAttribute('data-fonts-ui', '');
  style.media = 'not all';
  style.textContent = faces;
  document.head.append(style);
  return style;
}

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the UI faces', () => {
  it("stay off on a first visit's first page, whose largest paint has their files fetched, users' font or not", async () => {
    vi.useFakeTimers();
    const observer = { observe() {}, disconnect() {}, candidate: () => {} };
    // biome-ignore lint/complexity/useArrowFunction: the browser calls it with `new`
    const Observer = vi.fn(function (candidate: () => void) {
      return Object.assign(observer, { candidate });
    });
    const supportedEntryTypes = ['largest-contentful-paint'];
    vi.stubGlobal('PerformanceObserver', Object.assign(Observer, { supportedEntryTypes }));
    const fetched = vi.fn(async (_url: string) => new Response());
    vi.stubGlobal('fetch', fetched);
    const style = uiFaces('@font-face{src:url(/a.woff2)}@font-face{src:url(/b.woff2)}');
    const { startUiFonts, switchUiFontsOn } = await import('./fonts');
    startUiFonts();
    (await import('./user-text-font')).loadUserTextFont();
    await vi.advanceTimersByTimeAsync(400);
    observer.candidate();
    await vi.advanceTimersByTimeAsync(400);
    expect(fetched).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetched.mock.calls.map(([url]) => url)).toEqual(['/a.woff2', '/b.woff2']);
    expect([style.media, localStorage.getItem('uiFontSeen')]).toEqual(['not all', '1']);
    switchUiFontsOn();
    expect(style.media).toBe('all');
  });

  it('are on at once for a returning visitor', async () => {
    localStorage.setItem('uiFontSeen', '1');
    const style = uiFaces();
    const { startUiFonts, uiFontsOn } = await import('./fonts');
    startUiFonts();
    await uiFontsOn;
    expect(style.media).toBe('all');
  });
});
