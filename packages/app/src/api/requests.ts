import { BUILDING_REVIEW_PAGE_SIZE, type SortOption, UNIVERSITY_LIST_LIMIT } from '@jjinbbang/domain';
import type { Query } from './url';

// The GET calls a page makes as it opens, as path and query: the endpoint functions send them, and the boot
// script starts the same ones before the app's code has arrived (boot/early.ts).

export interface RequestTarget {
  path: string;
  query?: Query;
  /** A public call the app sends without the access token (the boot script must do the same to match it). */
  anonymous?: boolean;
}

/** GET /api/v1/user (signed in). */
export const userRequest = (): RequestTarget => ({ path: '/api/v1/user' });

/**
 * How many universities one request asks for: the server's cap (`WIRE_LIMITS.universityLimit`, 500), so the whole
 * list (327 today) is one request. Should the list ever outgrow it, `getAllUniversities` reads further slices.
 */
export const UNIVERSITY_REQUEST_LIMIT = UNIVERSITY_LIST_LIMIT;

/** GET /api/v1/user/univ (public): one slice of the university list. */
export const universitiesRequest = (offset: number, limit = UNIVERSITY_REQUEST_LIMIT): RequestTarget => ({
  path: '/api/v1/user/univ',
  query: { offset, limit },
});

/** GET /api/v1/building/{id}?isAgency= */
export const buildingRequest = (id: number, isAgency: boolean): RequestTarget => ({
  path: `/api/v1/building/${id}`,
  query: { isAgency },
});

/** GET /api/v1/building/{id}/review: one page of a building's reviews. */
export const buildingReviewsRequest = (
  id: number,
  isAgency: boolean,
  page: number,
  sort: SortOption,
): RequestTarget => ({
  path: `/api/v1/building/${id}/review`,
  query: {
    isAgency,
    num: BUILDING_REVIEW_PAGE_SIZE,
    page,
    // spec 000 §7: RCMND sends no sortBy.
    sortBy: sort === 'RCMND' ? undefined : sort,
  },
});

/** GET /api/v1/building/{id}/cost?isAgency= (issue 17; public, sent without a token). */
export const placeCostRequest = (id: number, isAgency: boolean): RequestTarget => ({
  path: `/api/v1/building/${id}/cost`,
  query: { isAgency },
  anonymous: true,
});

/** GET /api/v1/review/{id}?reviewType= */
export const reviewDetailRequest = (id: number, reviewType: string): RequestTarget => ({
  path: `/api/v1/review/${id}`,
  query: { reviewType },
});
