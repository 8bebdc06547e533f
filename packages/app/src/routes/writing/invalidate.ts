import type { ScopedMutator } from 'swr';

/** SWR keys (first tuple element, or part of an infinite-list key) whose data a written review changes. */
const REVIEW_CACHE_NAMES = [
  'building',
  'building-reviews',
  'review',
  'my-reviews',
  'recent-reviews',
  // issue 17: a review's price and deposit record change its building's and its campus's figures.
  'building-cost',
  'campus-cost',
];

export function touchesReviews(key: unknown): boolean {
  if (Array.isArray(key)) return REVIEW_CACHE_NAMES.includes(String(key[0]));
  // useSWRInfinite stores its pages under a serialised string key.
  return typeof key === 'string' && REVIEW_CACHE_NAMES.some((name) => key.includes(`"${name}"`));
}

/** spec 001 §4: after a review is written, changed or deleted the review lists and building details reload. */
export function invalidateReviewCaches(mutate: ScopedMutator): void {
  void mutate(touchesReviews, undefined, { revalidate: true });
}
