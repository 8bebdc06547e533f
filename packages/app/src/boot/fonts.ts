// The UI font after the first paint (issue 16), shared by the boot script and the app.
//
// index.html declares the "Pretendard UI" faces in a stylesheet with `media="not all"` (build/pretendard.ts), so
// the first paint uses the size-adjusted fallback and no font competes with the page's code, data and largest
// image on a slow connection. The boot script (ui-font.ts) switches the stylesheet on once the page's largest
// paint has settled (no new candidate for QUIET_MS), at the student's first tap or key, or at the latest
// MAX_WAIT_MS after the load event; the browser then fetches the subsets the visible text needs and swaps them in
// without moving anything.
// A returning visitor's browser has the files cached (hashed names, long-lived): for them the faces are on from
// the start, so the page does not flash from one font to the other.

/** The attribute of index.html's UI-face stylesheet (build/pretendard.ts writes it). */
export const UI_FONT_STYLE_ATTRIBUTE = 'data-fonts-ui';

/** localStorage: set once the UI font has been switched on in this browser. */
export const UI_FONT_SEEN_KEY = 'uiFontSeen';

/** Quiet time after the last largest-paint candidate before the font loads. */
export const QUIET_MS = 500;
/** The latest the font loads after the load event, whatever the paints do. */
export const MAX_WAIT_MS = 4000;
/** How much later than that the app itself switches the faces on when the boot script has not run. */
export const BOOT_GRACE_MS = 2000;

/** The UI faces' stylesheet in index.html (build/pretendard.ts); absent in development and stories. */
export function uiFaceStyle(doc: Document = document): HTMLStyleElement | null {
  return doc.querySelector<HTMLStyleElement>(`style[${UI_FONT_STYLE_ATTRIBUTE}]`);
}

/**
 * Calls `callback` once the page's largest paint has settled — the moment the boot script switches the UI faces on
 * (at once where index.html has no such stylesheet: development, stories). For what must not compete with the
 * first screen: the dynamic subset for what users write (shell/user-text-font.ts: before the UI faces are on,
 * every glyph would fall through to it and fetch its files), below-the-fold parts loaded later (LazyStaticMap).
 */
export function afterLargestPaint(callback: () => void, doc: Document = document) {
  const style = uiFaceStyle(doc);
  if (!style || style.media === 'all') {
    callback();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (style.media !== 'all') return;
    observer.disconnect();
    callback();
  });
  observer.observe(style, { attributes: true, attributeFilter: ['media'] });
  // The boot script switches the faces on MAX_WAIT_MS after the load event at the latest. Should it not have run
  // (blocked, or failed to load), the app does so a little later: the fonts and the deferred parts still come.
  const win = doc.defaultView ?? window;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fallback = () => {
    timer = setTimeout(() => {
      style.media = 'all';
    }, MAX_WAIT_MS + BOOT_GRACE_MS);
  };
  if (doc.readyState === 'complete') fallback();
  else win.addEventListener('load', fallback, { once: true });
  return () => {
    observer.disconnect();
    clearTimeout(timer);
    win.removeEventListener('load', fallback);
  };
}
