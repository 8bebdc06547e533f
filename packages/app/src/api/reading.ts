import {
  BOOKMARK_PAGE_SIZE,
  type BookmarkFilterType,
  type BookmarkSort,
  type BookmarkTargetType,
  BUILDING_REVIEW_PAGE_SIZE,
  type ReviewKind,
  type SortOption,
} from '@jjinbbang/domain';
import { api } from './client';
import { buildingRequest, buildingReviewsRequest, reviewDetailRequest } from './requests';

// The reading calls of spec 000 §7 and api-contract §4–§5; each parses `data` with the domain's wire schema.

/** spec 000 §9: bookmark list pages hold 5 items. */
export { BOOKMARK_PAGE_SIZE, BUILDING_REVIEW_PAGE_SIZE };

export interface BookmarkListQuery {
  type: BookmarkFilterType;
  sortBy: BookmarkSort;
  page: number;
}

export function getBookmarks({ type, sortBy, page }: BookmarkListQuery) {
  return api.request('/api/v1/user/bookmark', {
    auth: true,
    query: { type, sortBy, page, size: BOOKMARK_PAGE_SIZE },
    schema: (s) => s.bookmarkListResponseSchema.shape.data,
  });
}

/** api-contract §4: sets (not toggles) the like of a review, building or agency. */
export function setBookmark(type: BookmarkTargetType, id: number, bookmark: boolean) {
  return api.request('/api/v1/user/bookmark', {
    method: 'POST',
    auth: true,
    body: { type, id, bookmark },
    schema: (s) => s.bookmarkResponseSchema.shape.data,
  });
}

export function getBuilding(id: number, isAgency: boolean) {
  const { path, query } = buildingRequest(id, isAgency);
  return api.request(path, {
    // A token makes `liked` reflect the viewer; the call itself is public.
    auth: true,
    query,
    schema: (s) => s.buildingDetailResponseSchema.shape.data,
  });
}

export interface BuildingReviewsQuery {
  id: number;
  isAgency: boolean;
  page: number;
  sort: SortOption;
}

export function getBuildingReviews({ id, isAgency, page, sort }: BuildingReviewsQuery) {
  const { path, query } = buildingReviewsRequest(id, isAgency, page, sort);
  return api.request(path, { auth: true, query, schema: (s) => s.buildingReviewsResponseSchema.shape.data });
}

export function getReviewDetail(id: number, reviewType: ReviewKind) {
  const { path, query } = reviewDetailRequest(id, reviewType);
  return api.request(path, {
    auth: true,
    query,
    schema: (s) => s.reviewDetailResponseSchema.shape.data,
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
