import { REVIEW_STATUS_LABELS, type ReviewStatus } from '@jjinbbang/domain';
import type { BadgeTone } from '@jjinbbang/ui';

export const REVIEW_STATUS_TONES: Record<ReviewStatus, BadgeTone> = {
  public: 'positive',
  blinded: 'warning',
  deleted: 'negative',
};

export const reviewStatusLabel = (status: ReviewStatus) => REVIEW_STATUS_LABELS[status];

/**
 * The selected span of a text as the server counts it (Unicode code points, so an emoji is one character), from
 * a text field's selection (UTF-16 units).
 */
export function codePointSpan(text: string, start: number, end: number): { start: number; end: number } {
  return { start: Array.from(text.slice(0, start)).length, end: Array.from(text.slice(0, end)).length };
}
