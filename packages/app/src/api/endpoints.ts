import type { University } from '@jjinbbang/domain';
import { api } from './client';
import { UNIVERSITY_REQUEST_LIMIT, universitiesRequest, userRequest } from './requests';

// One function per call of the spec's call tables; each parses `data` with the domain's wire schema.

export { UNIVERSITY_REQUEST_LIMIT };

/** GET /api/v1/user/univ (public), one slice. */
export function getUniversities(offset: number, limit = UNIVERSITY_REQUEST_LIMIT) {
  const { path, query } = universitiesRequest(offset, limit);
  return api.request(path, { query, schema: (s) => s.universityListResponseSchema.shape.data });
}

/** The whole university list: slices of UNIVERSITY_REQUEST_LIMIT until a short one (normally one request). */
export async function getAllUniversities(): Promise<University[]> {
  const all: University[] = [];
  for (let offset = 0; ; offset += UNIVERSITY_REQUEST_LIMIT) {
    const slice = await getUniversities(offset);
    all.push(...slice);
    if (slice.length < UNIVERSITY_REQUEST_LIMIT) return all;
  }
}

export function getCampuses(universityName: string) {
  return api.request('/api/v1/user/univ/campus', {
    query: { universityName },
    schema: (s) => s.campusListResponseSchema.shape.data,
  });
}

export function getUser() {
  return api.request(userRequest().path, { auth: true, schema: (s) => s.userResponseSchema.shape.data });
}

/** spec 000 §7: recently viewed reviews, ids from the local list (≤ 5, order kept). */
export function getRecentReviews(reviewIds: readonly number[]) {
  return api.request('/api/v1/user/recentReview', {
    auth: true,
    query: { reviewIds },
    schema: (s) => s.recentReviewsResponseSchema.shape.data,
  });
}
