// Part of the enums (enums.ts re-exports it): the review kinds, in a module of their own because every page reads
// `?reviewType=` through them — the app's start-up bundle needs these few lines, not every vocabulary.
/** Review kind as written in URLs and in the create path (`?reviewType=`, `POST /review/{kind}`). */
export const REVIEW_KINDS = ['GENERAL', 'DORM', 'AGENCY'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
export const REVIEW_KIND_LABELS: Record<ReviewKind, string> = {
  GENERAL: '일반 건물',
  DORM: '기숙사',
  AGENCY: '공인중개사',
};

export function isReviewKind(value: unknown): value is ReviewKind {
  return typeof value === 'string' && (REVIEW_KINDS as readonly string[]).includes(value);
}

/** spec 000 §2: `?reviewType=` defaults to GENERAL when absent or unknown. */
export function parseReviewKind(value: string | null | undefined): ReviewKind {
  return isReviewKind(value) ? value : 'GENERAL';
}
