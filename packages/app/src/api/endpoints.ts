import {
  campusListResponseSchema,
  recentReviewsResponseSchema,
  universityListResponseSchema,
  userResponseSchema,
} from '@jjinbbang/domain/schemas';
import { api } from './client';

// One function per call of the spec's call tables; each parses `data` with the domain's wire schema.

/** spec 001 §7: GET /api/v1/user/univ, public, 15 per page. */
export const UNIVERSITY_PAGE_SIZE = 15;

export function getUniversities(offset: number, limit = UNIVERSITY_PAGE_SIZE) {
  return api.request('/api/v1/user/univ', {
    query: { offset, limit },
    schema: universityListResponseSchema.shape.data,
  });
}

export function getCampuses(universityName: string) {
  return api.request('/api/v1/user/univ/campus', {
    query: { universityName },
    schema: campusListResponseSchema.shape.data,
  });
}

export function getUser() {
  return api.request('/api/v1/user', { auth: true, schema: userResponseSchema.shape.data });
}

/** spec 000 §7: recently viewed reviews, ids from the local list (≤ 5, order kept). */
export function getRecentReviews(reviewIds: readonly number[]) {
  return api.request('/api/v1/user/recentReview', {
    auth: true,
    query: { reviewIds },
    schema: recentReviewsResponseSchema.shape.data,
  });
}
