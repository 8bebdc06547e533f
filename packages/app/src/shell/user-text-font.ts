// Pretendard for what users write (review text, building names, nicknames): the package's dynamic subset, whose
// stylesheet declares many `unicode-range` faces. It loads once the UI font is on (fonts.ts), or every glyph would
// fall through to it and fetch its files. Home and the university list show only the UI's and the catalogue's text,
// which the UI subsets hold (routes/table.ts, UI_TEXT_PAGES): they do not load it.
let requested = false;

/** Loads the dynamic subset's stylesheet once the UI font is on (once a visit; later calls do nothing). */
export function loadUserTextFont(): void {
  if (requested) return;
  requested = true;
  void import('./fonts')
    .then((fonts) => fonts.uiFontsOn)
    .then(() => import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css'));
}
