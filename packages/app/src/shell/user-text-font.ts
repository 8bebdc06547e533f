// Pretendard for what users write (review text, building names, nicknames): the package's dynamic subset, whose
// stylesheet declares many `unicode-range` faces. It loads after the first paint, so neither it nor its files
// compete with the page's code and data; until then such text shows in the size-adjusted fallback, which takes the
// same space. Home and the university list show only the UI's and the catalogue's text, which the UI subsets hold
// (routes/table.ts, UI_TEXT_PAGES): they do not load it.
import { afterFirstPaint } from './first-paint';

let requested = false;

/** Loads the dynamic subset's stylesheet after the first paint (once a visit; later calls do nothing). */
export function loadUserTextFont(): void {
  if (requested) return;
  requested = true;
  void afterFirstPaint().then(
    () => import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css'),
  );
}
