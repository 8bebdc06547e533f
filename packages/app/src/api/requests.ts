// The GETs pages make as they open, as the client sends them: the query definitions (./queries) send exactly these,
// and the boot script (boot/early.ts) starts them before the app's code arrives, so the client can take its answer.
// A module of their own so that the boot script carries these and not every query definition.
import {
  BUILDING_REVIEW_PAGE_SIZE,
  type ReviewKind,
  type SortOption,
  UNIVERSITY_LIST_LIMIT,
} from '@jjinbbang/domain';
import type { Query as SearchParams } from './url';

/** A GET as the client sends it; `auth` sends the access token, as the boot script must too for the client to take its answer. */
export interface ApiGet {
  path: string;
  query?: SearchParams;
  auth: boolean;
}

/** GET /api/v1/user. */
export const userRequest = (): ApiGet => ({ path: '/api/v1/user', auth: true });

/** GET /api/v1/user/univ: one slice of the university list (the first is all of it, up to the server's cap). */
export const universitiesRequest = (offset = 0): ApiGet => ({
  path: '/api/v1/user/univ',
  query: { offset, limit: UNIVERSITY_LIST_LIMIT },
  auth: false,
});

/** GET /api/v1/building/{id}?isAgency= (public; a token makes `liked` the viewer's). */
export const buildingRequest = (id: number, isAgency: boolean): ApiGet => ({
  path: `/api/v1/building/${id}`,
  query: { isAgency },
  auth: true,
});

/** GET /api/v1/building/{id}/cost?isAgency= (public, sent without a token). */
export const buildingCostRequest = (id: number, isAgency: boolean): ApiGet => ({
  path: `/api/v1/building/${id}/cost`,
  query: { isAgency },
  auth: false,
});

/** spec 000 §7: a building's reviews open newest first. */
export const DEFAULT_REVIEW_SORT: SortOption = 'LATEST';

/** GET /api/v1/building/{id}/review: one page of a building's reviews. */
export const buildingReviewsRequest = (
  id: number,
  isAgency: boolean,
  sort: SortOption,
  page: number,
): ApiGet => ({
  path: `/api/v1/building/${id}/review`,
  query: {
    isAgency,
    num: BUILDING_REVIEW_PAGE_SIZE,
    page,
    // spec 000 §7: RCMND sends no sortBy.
    sortBy: sort === 'RCMND' ? undefined : sort,
  },
  auth: true,
});

/** GET /api/v1/review/{id}?reviewType= */
export const reviewRequest = (id: number, reviewType: ReviewKind): ApiGet => ({
  path: `/api/v1/review/${id}`,
  query: { reviewType },
  auth: true,
});
