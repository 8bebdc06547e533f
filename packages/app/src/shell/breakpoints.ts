// The app's widths, for the few places where a wide screen behaves differently (a side panel instead of a bottom
// sheet). Layout itself is CSS: the stylesheets' media queries use the same numbers.
/** A tablet or wider: the map's list sits beside it. */
export const TABLET_UP = '(min-width: 600px)';
/** Wide enough for the map between two columns: a picked place's own column beside the list. */
export const WIDE_DESKTOP_UP = '(min-width: 1200px)';
