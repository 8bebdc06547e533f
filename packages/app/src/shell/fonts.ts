// The UI font (Pretendard's subsets, build/pretendard.ts) is declared in index.html with `media="not all"`. A
// returning visitor, whose browser has its files, gets it from the first paint. A first visit keeps the size-adjusted
// fallback on the page it lands on (ADR 0121): switching faces under a drawn page shapes all its text again. The
// files are fetched after that page's largest paint, and the faces switch on with the next page, drawn anew anyway.
import { afterLargestPaint } from './largest-paint';

/** The attribute of index.html's UI-face stylesheet. */
export const UI_FONT_ATTRIBUTE = 'data-fonts-ui';
const SEEN_KEY = 'uiFontSeen';
const faces = () => document.querySelector<HTMLStyleElement>(`style[${UI_FONT_ATTRIBUTE}]`);

let resolveOn = () => {};
/** Resolves once the UI faces are on. */
export const uiFontsOn = new Promise<void>((resolve) => (resolveOn = resolve));

/** Switches the UI faces on: on a first visit, as the student opens another page, which is drawn anew anyway. */
export function switchUiFontsOn(): void {
  faces()?.setAttribute('media', 'all');
  resolveOn();
}

/** As the app starts: the faces at once for a returning visitor (or where index.html has none: development). */
export function startUiFonts() {
  const style = faces();
  let seen = false;
  try {
    seen = localStorage.getItem(SEEN_KEY) === '1';
  } catch {
    // storage blocked: every visit is a first one
  }
  if (!style || seen) return switchUiFontsOn();
  const files = [...(style.textContent ?? '').matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]);
  void afterLargestPaint()
    .then(() => Promise.all(files.map((url) => fetch(url))))
    .then(() => localStorage.setItem(SEEN_KEY, '1'))
    .catch(() => undefined);
}
