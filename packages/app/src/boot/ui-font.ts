// The boot script's third part (issue 16): switching the UI font on after the first paint (see fonts.ts for how
// index.html declares it). Bundled into the boot script only (src/boot/main.ts).
import { faceFilesFor } from './font-faces';
import { MAX_WAIT_MS, QUIET_MS, UI_FONT_SEEN_KEY, uiFaceStyle } from './fonts';

function seenBefore(): boolean {
  try {
    return localStorage.getItem(UI_FONT_SEEN_KEY) === '1';
  } catch {
    return false; // storage blocked: treat as a first visit
  }
}

/**
 * Fetches font files into the memory cache (`<link rel=preload>`, as the faces will ask); resolves when all are
 * done.
 */
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
  const style = uiFaceStyle(doc);
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
