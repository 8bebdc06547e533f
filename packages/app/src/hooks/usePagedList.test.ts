import { describe, expect, it } from 'vitest';
import { hasNextPage } from './usePagedList';

const page = (length: number, total?: number) => ({ items: Array.from({ length }, (_, i) => i), total });

describe('hasNextPage (spec 000 §9: the next page only after a full one)', () => {
  it.each([
    // bookmarks: 5 per page, no total
    [page(5), 1, 5, true],
    [page(4), 1, 5, false],
    [page(0), 1, 5, false],
    // building reviews and my reviews: the total stops the list even after a full page
    [page(10, 25), 1, 10, true],
    [page(10, 25), 2, 10, true],
    [page(5, 25), 3, 10, false],
    [page(10, 20), 2, 10, false],
    [page(10, 10), 1, 10, false],
    // a total the server over-reports never asks past a short page
    [page(3, 100), 1, 10, false],
  ])('%o after %i pages of %i → %s', (previous, loaded, size, expected) => {
    expect(hasNextPage(previous, loaded, size)).toBe(expected);
  });
});
