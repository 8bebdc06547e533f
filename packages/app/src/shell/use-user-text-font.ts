// Apart from user-text-font.ts, which the shell (the start-up bundle) imports: this one reads `@font-face` rules
// (boot/font-faces.ts) and only the two pages that show no users' text need it.
import { useEffect } from 'react';
import { facesCover } from '../boot/font-faces';
import { uiFaceStyle } from '../boot/fonts';
import { loadUserTextFont } from './user-text-font';

/**
 * For a page that shows only the UI's and the catalogue's text: loads the dynamic subset when `text` (what it
 * shows from the network) has a character the UI font's subsets do not hold — a university added after the build,
 * say. Where index.html has no UI faces (development, stories) the dynamic subset is the only Pretendard: loaded.
 */
export function useUserTextFont(text: string): void {
  useEffect(() => {
    const style = uiFaceStyle();
    if (!style || !facesCover(style.textContent ?? '', text)) loadUserTextFont();
  }, [text]);
}
