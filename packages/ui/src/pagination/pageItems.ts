/** One slot of a page list: a page number (1-based) or a gap standing for the pages left out. */
export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The pages to show around `page` out of `pageCount`: the first and last `boundaryCount` pages, `siblingCount`
 * pages either side of the current one, and a gap where pages are left out. The list keeps the same length
 * while the current page moves (a gap only replaces two or more pages), so the buttons under the pointer do not
 * jump between clicks.
 */
export function pageItems(page: number, pageCount: number, siblingCount = 1, boundaryCount = 1): PageItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  // boundaries + siblings + current + two gaps
  const slots = 2 * boundaryCount + 2 * siblingCount + 3;
  if (count <= slots) return range(1, count);

  const startPages = range(1, boundaryCount);
  const endPages = range(count - boundaryCount + 1, count);
  // The window of siblings, pushed inwards near either end so the list length stays `slots`.
  const siblingsStart = Math.max(
    Math.min(current - siblingCount, count - boundaryCount - 2 * siblingCount - 1),
    boundaryCount + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(current + siblingCount, boundaryCount + 2 * siblingCount + 2),
    count - boundaryCount - 1,
  );
  return [
    ...startPages,
    siblingsStart > boundaryCount + 2 ? 'gap-start' : boundaryCount + 1,
    ...range(siblingsStart, siblingsEnd),
    siblingsEnd < count - boundaryCount - 1 ? 'gap-end' : count - boundaryCount,
    ...endPages,
  ];
}
