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
