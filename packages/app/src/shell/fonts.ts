// The UI font (Pretendard's subsets, build/pretendard.ts) is declared in index.html with `media="not all"`: the first
// paint uses the size-adjusted fallback, and no font file competes with the page's code, data and largest image on a
// slow connection. This switches the faces on once the page's largest paint has settled (no new candidate for a
// moment) after the load event; at once for a returning visitor, whose browser has the files. The fallback takes the
// same space, so the swap moves nothing.

/** The attribute of index.html's UI-face stylesheet. */
export const UI_FONT_ATTRIBUTE = 'data-fonts-ui';
const SEEN_KEY = 'uiFontSeen';
/** How long the largest paint must stay put; and the longest wait after the load event. */
const QUIET_MS = 500;
const MAX_WAIT_MS = 3000;

let on: Promise<void> | undefined;

/** Switches the UI faces on (see above); resolves once they are (at once where index.html has none: development). */
export function uiFontsOn(): Promise<void> {
  on ??= new Promise((resolve) => {
    const style = document.querySelector<HTMLStyleElement>(`style[${UI_FONT_ATTRIBUTE}]`);
    const switchOn = () => {
      if (style) style.media = 'all';
      try {
        localStorage.setItem(SEEN_KEY, '1');
      } catch {
        // storage blocked: the next visit waits for its largest paint again
      }
      resolve();
    };
    let seen = false;
    try {
      seen = localStorage.getItem(SEEN_KEY) === '1';
    } catch {}
    if (!style || style.media === 'all' || seen) return switchOn();
    const afterLoad = () => {
      let quiet = setTimeout(switchOn, QUIET_MS);
      const latest = setTimeout(switchOn, MAX_WAIT_MS);
      // Without largest-paint timing (Safari), a moment after the load event.
      if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return;
      new PerformanceObserver((_, observer) => {
        clearTimeout(quiet);
        quiet = setTimeout(() => {
          observer.disconnect();
          clearTimeout(latest);
          switchOn();
        }, QUIET_MS);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    };
    if (document.readyState === 'complete') afterLoad();
    else addEventListener('load', afterLoad, { once: true });
  });
  return on;
}
