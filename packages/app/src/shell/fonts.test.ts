import { afterEach, describe, expect, it, vi } from 'vitest';

/** index.html's UI faces, off as the build writes them. */
function uiFaces() {
  const style = document.createElement('style');
  style.setAttribute('data-fonts-ui', '');
  style.media = 'not all';
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

describe('uiFontsOn', () => {
  it('keeps the UI faces off until no new largest-paint candidate has come for a moment', async () => {
    vi.useFakeTimers();
    const observer = { observe() {}, disconnect() {}, candidate: () => {} };
    // biome-ignore lint/complexity/useArrowFunction: the browser calls it with `new`
    const Observer = vi.fn(function (candidate: () => void) {
      return Object.assign(observer, { candidate });
    });
    const supported = { supportedEntryTypes: ['largest-contentful-paint'] };
    vi.stubGlobal('PerformanceObserver', Object.assign(Observer, supported));
    const style = uiFaces();
    void (await import('./fonts')).uiFontsOn();
    await vi.advanceTimersByTimeAsync(400);
    observer.candidate();
    await vi.advanceTimersByTimeAsync(400);
    expect(style.media).toBe('not all');
    await vi.advanceTimersByTimeAsync(100);
    expect(style.media).toBe('all');
  });

  it('switches them on at once for a returning visitor', async () => {
    localStorage.setItem('uiFontSeen', '1');
    const style = uiFaces();
    const { uiFontsOn } = await import('./fonts');
    await uiFontsOn();
    expect(style.media).toBe('all');
  });

  it("loads users' font only once the UI faces are on", async () => {
    vi.useFakeTimers();
    const style = uiFaces();
    const { loadUserTextFont } = await import('./user-text-font');
    loadUserTextFont();
    expect(style.media).toBe('not all');
    await vi.advanceTimersByTimeAsync(5000);
    expect(style.media).toBe('all');
  });
});
