// Pretendard for what users write — review text, building and agency names, nicknames: the package's dynamic
// subset, 92 `unicode-range` faces whose stylesheet alone is 13 KB gzip. It loads once the page's largest paint
// has settled, when the boot script has switched the UI font on (src/boot/ui-font.ts): before that every glyph would
// fall through to it, and its files would compete with the page's code, data and photo. Until then such text shows
// in the size-adjusted fallback (build/pretendard.ts), which takes the same space, so the swap moves nothing.
//
// Pages whose text is all the UI's own and the university catalogue's (home, the university list: UI_TEXT_PAGES)
// do not load it unless something they show is outside the UI font's subsets (use-user-text-font.ts). Issue 16,
// main-thread work on `/`: its parse, its 92 faces and the restyle after them cost home about 8 ms on a laptop,
// ×4 on a phone, for nothing.
import { afterLargestPaint } from '../boot/fonts';

let requested = false;

/** Loads the dynamic subset's stylesheet after the page's largest paint (once a visit; later calls do nothing). */
export function loadUserTextFont(): void {
  if (requested) return;
  requested = true;
  afterLargestPaint(() => void import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css'));
}
