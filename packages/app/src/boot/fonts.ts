// The boot script's third part (issue 16): the UI font after the first paint.
//
// index.html declares the "Pretendard UI" faces in a stylesheet with `media="not all"` (build/pretendard.ts), so
// the first paint uses the size-adjusted fallback and no font competes with the page's code, data and largest
// image on a slow connection. This switches the stylesheet on once the page's largest paint has settled (no new
// candidate for QUIET_MS), at the student's first tap or key, or at the latest MAX_WAIT_MS after the load
// event; the browser then fetches the subsets the visible text needs and swaps them in without moving anything.
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

function seenBefore(): boolean {
  try {
    return localStorage.getItem(UI_FONT_SEEN_KEY) === '1';
  } catch {
    return false; // storage blocked: treat as a first visit
  }
}

/** The files of `css`'s faces whose `unicode-range` holds a character of `text`: what the browser would fetch. */
export function faceFilesFor(css: string, text: string): string[] {
  const points = new Set<number>();
  for (const ch of text) points.add(ch.codePointAt(0) as number);
  if (points.size === 0) return [];
  const files: string[] = [];
  for (const [, face = ''] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const file = /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(face)?.[1];
    if (!file) continue;
    const range = /unicode-range\s*:\s*([^;]+)/.exec(face)?.[1];
    const spans = range
      ? range.split(',').map((part) => {
          const [from = '', to] = part.trim().replace(/^U\+/i, '').split('-');
          const low = Number.parseInt(from, 16);
          return [low, to ? Number.parseInt(to, 16) : low] as const;
        })
      : [[0, 0x10ffff] as const];
    for (const point of points) {
      if (spans.some(([low, high]) => point >= low && point <= high)) {
        files.push(file);
        break;
      }
    }
  }
  return files;
}

/** Fetches font files into the memory cache (`<link rel=preload>`, as the faces will ask); resolves when all are done. */
function preloadFonts(doc: Document, files: string[]): Promise<void> {
  return Promise.all(
    files.map(
      (href) =>
        new Promise<void>((resolve) => {
          const link = doc.createElement('link');
          link.rel = 'preload';
          link.as = 'font';
          link.type = 'font/woff2';
          link.crossOrigin = 'anonymous';
          link.href = href;
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          doc.head.append(link);
        }),
    ),
  ).then(() => {});
}

/** Switches the UI font on after the page's largest paint (at once for a returning visitor). */
export function deferUiFont(doc: Document = document) {
  const style = doc.querySelector<HTMLStyleElement>(`style[${UI_FONT_STYLE_ATTRIBUTE}]`);
  if (!style) return; // development: no subsets, the dynamic subset only
  const win = doc.defaultView ?? window;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  let switching = false;
  const onInput = () => activate();
  const activate = () => {
    clearTimeout(timer);
    observer?.disconnect();
    win.removeEventListener('pointerdown', onInput, true);
    win.removeEventListener('keydown', onInput, true);
    if (style.media === 'all' || switching) return;
    switching = true;
    // The files the page's text needs are fetched first and the faces switched on once they are all here: the page
    // is laid out again once, not once per file as each arrives (10 ms a time for home on a fast laptop, ×4 on a
    // phone). A file that fails does not hold the others back.
    const files = faceFilesFor(style.textContent ?? '', doc.body?.textContent ?? '');
    const switchOn = () => {
      style.media = 'all';
    };
    if (files.length === 0) switchOn();
    else preloadFonts(doc, files).then(switchOn);
    try {
      localStorage.setItem(UI_FONT_SEEN_KEY, '1');
    } catch {
      // storage blocked: the next visit waits for its paint again
    }
  };
  if (seenBefore()) {
    // A returning visitor's browser has the files: on from the start, before anything is laid out.
    style.media = 'all';
    return;
  }
  const settle = () => {
    clearTimeout(timer);
    timer = setTimeout(activate, QUIET_MS);
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    observer = new PerformanceObserver(settle);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  win.addEventListener('pointerdown', onInput, { capture: true, passive: true });
  win.addEventListener('keydown', onInput, true);
  // Without largest-paint timing (Safari) or with paints that never settle: shortly after the load event.
  const latest = observer ? MAX_WAIT_MS : QUIET_MS * 2;
  if (doc.readyState === 'complete') setTimeout(activate, latest);
  else win.addEventListener('load', () => setTimeout(activate, latest), { once: true });
}

/**
 * Calls `callback` once the page's largest paint has settled — the moment the boot script switches the UI faces on
 * (at once where index.html has no such stylesheet: development, stories). For what must not compete with the
 * first screen: the dynamic subset for what users write (main.tsx: before the UI faces are on, every glyph would
 * fall through to it and fetch its files), below-the-fold parts loaded later (LazyStaticMap).
 */
export function afterLargestPaint(callback: () => void, doc: Document = document) {
  const style = doc.querySelector<HTMLStyleElement>(`style[${UI_FONT_STYLE_ATTRIBUTE}]`);
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
