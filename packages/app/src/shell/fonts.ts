// The UI font (Pretendard's subsets, build/pretendard.ts) is declared in index.html with `media="not all"`: the first
// paint uses the size-adjusted fallback, and the faces are switched on after the page's largest paint
// (largest-paint.ts); at once for a returning visitor, whose browser has the files. The fallback takes the same
// space, so the swap moves nothing.
import { afterLargestPaint } from './largest-paint';

/** The attribute of index.html's UI-face stylesheet. */
export const UI_FONT_ATTRIBUTE = 'data-fonts-ui';
const SEEN_KEY = 'uiFontSeen';

const seenBefore = () => {
  try {
    return localStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false;
  }
};

let on: Promise<void> | undefined;

/** Switches the UI faces on (see above); resolves once they are (at once where index.html has none: development). */
export function uiFontsOn(): Promise<void> {
  on ??= (async () => {
    const style = document.querySelector<HTMLStyleElement>(`style[${UI_FONT_ATTRIBUTE}]`);
    if (style && style.media !== 'all' && !seenBefore()) await afterLargestPaint();
    if (style) style.media = 'all';
    try {
      localStorage.setItem(SEEN_KEY, '1');
    } catch {
      // storage blocked: the next visit waits for its largest paint again
    }
  })();
  return on;
}
