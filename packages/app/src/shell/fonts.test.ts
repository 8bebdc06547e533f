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
  vi.resetModules();
});

describe('uiFontsOn', () => {
  it('keeps the UI faces off for the first paint and switches them on after the load event', async () => {
    vi.useFakeTimers();
    const style = uiFaces();
    const { uiFontsOn } = await import('./fonts');
    const on = uiFontsOn();
    expect(style.media).toBe('not all');
    await vi.advanceTimersByTimeAsync(5000);
    await on;
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
