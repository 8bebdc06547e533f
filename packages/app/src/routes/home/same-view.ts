import type { CampusCardItem } from '@jjinbbang/ui';
import type { HomeViewProps } from './HomeView';

function sameCampuses(a: readonly CampusCardItem[], b: readonly CampusCardItem[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((card, i) => {
    const other = b[i] as CampusCardItem;
    return (Object.keys(card) as (keyof CampusCardItem)[]).every((key) => Object.is(card[key], other[key]));
  });
}

/**
 * Whether HomeView would draw the same page with `b` as with `a`: every value equal, the campus cards card by card
 * (they are rebuilt on every render of the data hooks); handlers by identity (HomeLive hands out stable ones that
 * call its latest render's). HomePage then keeps the props it has and HomeView is not rendered again — the session, the
 * university list and the history each settle in their own moment, and most of those moments change nothing on
 * screen (issue 16: main-thread work on `/`).
 */
export function drawsSame(a: HomeViewProps, b: HomeViewProps): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof HomeViewProps)[]);
  for (const key of keys) {
    const x = a[key];
    const y = b[key];
    if (key === 'campuses') {
      if (!sameCampuses(a.campuses, b.campuses)) return false;
    } else if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length || x.some((item, i) => !Object.is(item, y[i]))) return false;
    } else if (!Object.is(x, y)) return false;
  }
  return true;
}
