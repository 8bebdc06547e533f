// Every resource the app reads and caches, defined once: its cache key and the call that fetches it. Pages run them
// with useQuery and usePagedList; invalidation names them (QueryName). The GETs a page makes as it opens are
// requests of their own (./requests): the definition sends exactly that request, and the boot script starts it
// before the app's code arrives (boot/early.ts), so the client can take the boot script's answer.
//
// A fetcher is handed the API (./endpoints) when it runs: this module imports no client.
import {
  BOOKMARK_PAGE_SIZE,
  type BookmarkFilterType,
  type BookmarkSort,
  type Bounds,
  BUILDING_REVIEW_PAGE_SIZE,
  type ListEntry,
  type MapFilters,
  mergeVerificationStatus,
  type NearbyRequest,
  type PlaceMatchRequest,
  type PlaceSearchRequest,
  type ReviewEntry,
  type ReviewKind,
  type SearchRequest,
  type SortOption,
  UNIVERSITY_LIST_LIMIT,
  type University,
} from '@jjinbbang/domain';
import type { SWRConfiguration } from 'swr';
import type { z } from 'zod';
import { readStoredVerificationStatus, tokenStore, writeSession } from '../session/storage';
import type { WireSchemas } from './client';
import {
  type ApiGet,
  buildingCostRequest,
  buildingRequest,
  buildingReviewsRequest,
  reviewRequest,
  universitiesRequest,
  userRequest,
} from './requests';

/** The API a fetcher runs with: the client and the conversions at the edge. */
export type Api = typeof import('./endpoints');

export type QueryName =
  | 'user'
  | 'signedInDevices'
  | 'universities'
  | 'campuses'
  | 'recentReviews'
  | 'building'
  | 'buildingCost'
  | 'buildingReviews'
  | 'review'
  | 'campusCost'
  | 'bookmarks'
  | 'myReviews'
  | 'mapMarkers'
  | 'mapNearby'
  | 'mapSearch'
  | 'placeSearch'
  | 'placeMatch';

/** A cache key: the query's name, then what it depends on. */
export type QueryKey = readonly [QueryName, ...unknown[]];

/** SWR options that belong to a resource rather than to a screen. */
export type QueryOptions = Pick<SWRConfiguration, 'dedupingInterval' | 'revalidateIfStale'>;

export interface Query<T> {
  key: QueryKey;
  fetch: (api: Api) => Promise<T>;
  options?: QueryOptions;
}

/** One page as a list keeps it: its items (already in the app's form) and the total the API reports. */
export interface ListPage<T> {
  items: T[];
  /** The number of items the whole list has, when the API says (`itemNum`). */
  total?: number;
  /** The map area the list is of, when the API says (a search that names a 동). */
  area?: Bounds | null;
}

export interface PagedQuery<T> {
  key: QueryKey;
  /** spec 000 §9: a next page is asked for only after a full page. */
  pageSize: number;
  /** Page `index`, from 0 (an API counting from 1 adds one). */
  fetchPage: (api: Api, index: number) => Promise<ListPage<T>>;
  options?: QueryOptions;
}

/** What a written, changed or deleted review changes (spec 001 §4: review lists and building details reload). */
export const CHANGED_BY_REVIEW_WRITE: readonly QueryName[] = [
  'building',
  'buildingReviews',
  'review',
  'myReviews',
  'recentReviews',
  // A review's price and deposit record are part of its building's and its campus's figures.
  'buildingCost',
  'campusCost',
];

/** spec 000 §9: the review detail is cached for 5 minutes. */
const REVIEW_DETAIL_CACHE_MS = 300_000;
/** spec 000 §9: map lists stay fresh for 180 s. */
const MAP_QUERY_FRESH_MS = 180_000;
/** spec 000 §9: search and nearby lists load 10 per page. */
export const MAP_LIST_PAGE_SIZE = 10;
/** spec 000 §9: my page lists 10 reviews per page. */
export const MY_REVIEWS_PAGE_SIZE = 10;

/** spec 000 §8: a failed lookup is logged under its Korean name and rethrown, so the screen shows its own message. */
export async function logged<T>(label: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.error(label, error);
    throw error;
  }
}

export function get<S extends z.ZodType>(request: ApiGet, schema: (schemas: WireSchemas) => S) {
  return ({ client }: Api): Promise<z.output<S>> =>
    client.request(request.path, { query: request.query, auth: request.auth, schema });
}

/**
 * spec 000 §4 and 001 §7: the signed-in user. The status the app stores follows the server's (반려 with the staff's
 * rejection; a locally stored pending is kept while the server still says unverified); a 401 — the server refused
 * the tokens — removes them. Any other failure (no network, 5xx, 429) keeps them: network is not identity.
 */
export function user() {
  return {
    key: ['user'],
    fetch: async (api) => {
      try {
        const found = await get(userRequest(), (s) => s.userResponseSchema.shape.data)(api);
        writeSession(
          'verificationStatus',
          mergeVerificationStatus(readStoredVerificationStatus(), found.univAuthentication, found.rejection),
        );
        if (found.email) writeSession('email', found.email);
        return found;
      } catch (failure) {
        if (failure instanceof api.ApiError && failure.status === 401) tokenStore.clearTokens();
        throw failure;
      }
    },
    // Who is signed in changes through this app's own actions, which ask again, in another tab (session/sync.ts),
    // or elsewhere, which the check on coming back into view finds: a screen that opens does not ask, so moving on
    // sends no request in the tap.
    options: { revalidateIfStale: false },
  } satisfies Query<unknown>;
}

/** GET /api/v1/auth/sessions: the devices signed in to this account, this one first. */
export function signedInDevices() {
  return {
    key: ['signedInDevices'],
    fetch: async (api) =>
      (
        await get(
          { path: '/api/v1/auth/sessions', auth: true },
          (s) => s.sessionListResponseSchema.shape.data,
        )(api)
      ).sessions,
  } satisfies Query<unknown>;
}

/** Every university with its campuses: one request up to the server's cap, further slices after it. */
export function universities(): Query<University[]> {
  return {
    key: ['universities'],
    fetch: async (api) => {
      const all: University[] = [];
      for (let offset = 0; ; offset += UNIVERSITY_LIST_LIMIT) {
        const request = universitiesRequest(offset);
        const slice = await get(request, (s) => s.universityListResponseSchema.shape.data)(api);
        all.push(...slice);
        if (slice.length < UNIVERSITY_LIST_LIMIT) return all;
      }
    },
    // The list changes with a deploy, not within a visit.
    options: { revalidateIfStale: false },
  };
}

/** The campuses of one university (the signed-in student's, on home). */
export function campuses(universityName: string) {
  return {
    key: ['campuses', universityName],
    fetch: get(
      { path: '/api/v1/user/univ/campus', query: { universityName }, auth: false },
      (s) => s.campusListResponseSchema.shape.data,
    ),
  } satisfies Query<unknown>;
}

/** spec 000 §7: recently viewed reviews, by the ids the browser keeps (at most 5, order kept). */
export function recentReviews(reviewIds: readonly number[]): Query<ReviewEntry[]> {
  const request: ApiGet = { path: '/api/v1/user/recentReview', query: { reviewIds }, auth: true };
  return {
    key: ['recentReviews', ...reviewIds],
    fetch: async (api) =>
      (await get(request, (s) => s.recentReviewsResponseSchema.shape.data)(api)).map(api.reviewEntryOf),
  };
}

/** `/building/{id}`: the building or agency, its photos and keywords. */
export function building(id: number, isAgency: boolean) {
  return {
    key: ['building', id, isAgency],
    fetch: (api) =>
      logged('건물 상세 조회 실패', async () => {
        const request = buildingRequest(id, isAgency);
        const wire = await get(request, (s) => s.buildingDetailResponseSchema.shape.data)(api);
        return {
          building: api.buildingEntryOf(wire),
          images: wire.reviewImages.imageUrl.map((url) => api.assetUrl(url)),
          keywords: wire.keywords,
        };
      }),
  } satisfies Query<unknown>;
}

/** 월 실거주비 and 보증금 반환 기록 of a building or agency. */
export function buildingCost(id: number, isAgency: boolean) {
  return {
    key: ['buildingCost', id, isAgency],
    fetch: get(buildingCostRequest(id, isAgency), (s) => s.placeCostResponseSchema.shape.data),
  } satisfies Query<unknown>;
}

/** A building's reviews, 10 per page. */
export function buildingReviews(id: number, isAgency: boolean, sort: SortOption): PagedQuery<ReviewEntry> {
  return {
    key: ['buildingReviews', id, isAgency, sort],
    pageSize: BUILDING_REVIEW_PAGE_SIZE,
    fetchPage: (api, index) =>
      logged('후기 목록 조회 실패', async () => {
        const request = buildingReviewsRequest(id, isAgency, sort, index);
        const wire = await get(request, (s) => s.buildingReviewsResponseSchema.shape.data)(api);
        return { items: wire.items.map(api.reviewEntryOf), total: wire.itemNum };
      }),
  };
}

/** A review as the wire has it: the review page draws it, the edit wizard makes its draft from it. */
export function review(id: number, reviewType: ReviewKind) {
  return {
    key: ['review', id, reviewType],
    fetch: (api) =>
      logged('후기 상세 조회 실패', () =>
        get(reviewRequest(id, reviewType), (s) => s.reviewDetailResponseSchema.shape.data)(api),
      ),
    options: { dedupingInterval: REVIEW_DETAIL_CACHE_MS },
  } satisfies Query<unknown>;
}

/** 기숙사 vs 자취 of one campus (public). */
export function campusCost(id: number) {
  return {
    key: ['campusCost', id],
    fetch: get(
      { path: `/api/v1/campus/${id}/cost`, auth: false },
      (s) => s.campusCostResponseSchema.shape.data,
    ),
  } satisfies Query<unknown>;
}

/** spec 000 §9: the signed-in user's bookmarks, 5 per page. */
export function bookmarks(type: BookmarkFilterType, sortBy: BookmarkSort): PagedQuery<ListEntry> {
  return {
    key: ['bookmarks', type, sortBy],
    pageSize: BOOKMARK_PAGE_SIZE,
    fetchPage: async (api, page) => {
      const request: ApiGet = {
        path: '/api/v1/user/bookmark',
        query: { type, sortBy, page, size: BOOKMARK_PAGE_SIZE },
        auth: true,
      };
      return {
        items: (await get(request, (s) => s.bookmarkListResponseSchema.shape.data)(api)).map(api.listEntryOf),
      };
    },
  };
}

/** My reviews, newest first; spec 000 §8: a 404 is an empty list. */
export function myReviews(): PagedQuery<ReviewEntry> {
  return {
    key: ['myReviews'],
    pageSize: MY_REVIEWS_PAGE_SIZE,
    fetchPage: async (api, page) => {
      const request: ApiGet = {
        path: '/api/v1/user/review',
        query: { page, size: MY_REVIEWS_PAGE_SIZE, orderby: 'latest' },
        auth: true,
      };
      try {
        const wire = await get(request, (s) => s.myReviewsResponseSchema.shape.data)(api);
        return { items: wire.reviews.map(api.reviewEntryOf), total: wire.itemNum };
      } catch (error) {
        if (error instanceof api.ApiError && error.status === 404) return { items: [], total: 0 };
        throw error;
      }
    },
  };
}

/** POST /api/v1/map/markers: what lies in a view (the list handle's list starts from it). */
export function mapMarkers(bounds: Bounds, filters: MapFilters) {
  return {
    key: ['mapMarkers', bounds, filters],
    fetch: ({ client }) =>
      logged('마커 조회 실패', () =>
        client.request('/api/v1/map/markers', {
          method: 'POST',
          body: { bounds, filters },
          schema: (s) => s.markersResponseSchema.shape.data,
        }),
      ),
    options: { dedupingInterval: MAP_QUERY_FRESH_MS },
  } satisfies Query<unknown>;
}

/** POST /api/v1/map/markers/nearby: the places of a marker, a cluster or the view (pages from 1). */
export function mapNearby(request: Omit<NearbyRequest, 'page' | 'num'>): PagedQuery<ListEntry> {
  return {
    key: ['mapNearby', request],
    pageSize: MAP_LIST_PAGE_SIZE,
    fetchPage: ({ client, listEntryOf }, index) =>
      logged('주변 후기 조회 실패', async () => {
        const page = await client.request('/api/v1/map/markers/nearby', {
          method: 'POST',
          // `liked` needs the token when there is one.
          auth: true,
          body: { ...request, num: MAP_LIST_PAGE_SIZE, page: index + 1 },
          schema: (s) => s.nearbyResponseSchema.shape.data,
        });
        return { items: page.items.map(listEntryOf), total: page.itemNum };
      }),
    options: { dedupingInterval: MAP_QUERY_FRESH_MS },
  };
}

/** POST /api/v1/map/search (pages from 1). */
export function mapSearch(request: Omit<SearchRequest, 'page' | 'num'>): PagedQuery<ListEntry> {
  return {
    key: ['mapSearch', request],
    pageSize: MAP_LIST_PAGE_SIZE,
    fetchPage: ({ client, listEntryOf }, index) =>
      logged('검색 조회 실패', async () => {
        const page = await client.request('/api/v1/map/search', {
          method: 'POST',
          auth: true,
          body: { ...request, num: MAP_LIST_PAGE_SIZE, page: index + 1 },
          schema: (s) => s.searchResponseSchema.shape.data,
        });
        return { items: page.items.map(listEntryOf), total: page.itemNum, area: page.area ?? null };
      }),
    options: { dedupingInterval: MAP_QUERY_FRESH_MS },
  };
}

/** POST /api/v1/place/match: which registered place a typed new-place address names (the save would join it). */
export function placeMatch(request: PlaceMatchRequest) {
  return {
    key: ['placeMatch', request],
    fetch: ({ client }) =>
      client.request('/api/v1/place/match', {
        method: 'POST',
        body: request,
        schema: (s) => s.placeMatchResponseSchema.shape.data,
      }),
  } satisfies Query<unknown>;
}

/** POST /api/v1/place/search: our own places of the review's kind, nearest first. */
export function placeSearch(request: PlaceSearchRequest) {
  return {
    key: ['placeSearch', request],
    fetch: async ({ client }) =>
      (
        await client.request('/api/v1/place/search', {
          method: 'POST',
          body: request,
          schema: (s) => s.placeSearchResponseSchema.shape.data,
        })
      ).items,
  } satisfies Query<unknown>;
}
