import type { BookmarkTargetType } from '@jjinbbang/domain';
import { api } from './client';

// The reading actions of spec 000 §7 and api-contract §4–§5 (what they read is in queries.ts).

/** api-contract §4: sets (not toggles) the like of a review, building or agency. */
export function setBookmark(type: BookmarkTargetType, id: number, bookmark: boolean) {
  return api.request('/api/v1/user/bookmark', {
    method: 'POST',
    auth: true,
    body: { type, id, bookmark },
    schema: (s) => s.bookmarkResponseSchema.shape.data,
  });
}

export function deleteReview(id: number) {
  return api.request(`/api/v1/review/${id}`, {
    method: 'DELETE',
    auth: true,
    schema: (s) => s.deleteReviewResponseSchema.shape.data,
  });
}

/** decisions.md: the report text goes to POST /api/v1/review/{id}/report. */
/** The author of a blinded review (임시조치) asks staff to look at it again, with an optional message. */
export function appealReview(id: number, message: string) {
  return api.request(`/api/v1/review/${id}/appeal`, {
    method: 'POST',
    auth: true,
    body: message ? { message } : {},
    schema: (s) => s.appealResponseSchema.shape.data,
  });
}

export function reportReview(id: number, reason: string) {
  return api.request(`/api/v1/review/${id}/report`, {
    method: 'POST',
    auth: true,
    body: { reason },
    schema: (s) => s.reportResponseSchema.shape.data,
  });
}
