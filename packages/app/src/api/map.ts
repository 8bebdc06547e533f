import type { Bounds, MapFilters, NearbyRequest, SearchRequest, TileAddress } from '@jjinbbang/domain';
import { api } from './client';

// The map calls of spec 000 §7 / api-contract §4. spec 000 §8: a failed map call is logged under its Korean
// name and rethrown, so the screen can show its own message.

/** spec 000 §9: search and nearby lists load 10 per page. */
export const MAP_LIST_PAGE_SIZE = 10;

async function logged<T>(label: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.error(label, error);
    throw error;
  }
}

/** POST /api/v1/map/markers (public). */
export function getMarkers(bounds: Bounds, filters: MapFilters, signal?: AbortSignal) {
  return logged('마커 조회 실패', () =>
    api.request('/api/v1/map/markers', {
      method: 'POST',
      body: { bounds, filters },
      schema: (s) => s.markersResponseSchema.shape.data,
      signal,
    }),
  );
}

/**
 * GET /api/v1/map/tiles/{filterKey}/{level}/{x}/{y} (public, cacheable): the map draws from these; a repeated
 * view is answered by the browser's HTTP cache (or a CDN) with the server's ETag.
 */
export function getMarkerTile(filterKey: string, { level, x, y }: TileAddress, signal?: AbortSignal) {
  return logged('마커 조회 실패', () =>
    api.request(`/api/v1/map/tiles/${filterKey}/${level}/${x}/${y}`, {
      schema: (s) => s.markerTileResponseSchema.shape.data,
      signal,
    }),
  );
}

/** POST /api/v1/map/markers/nearby: sent with the token when there is one (`liked` needs it). Pages start at 1. */
export function getNearby(request: NearbyRequest) {
  return logged('주변 후기 조회 실패', () =>
    api.request('/api/v1/map/markers/nearby', {
      method: 'POST',
      auth: true,
      body: request,
      schema: (s) => s.nearbyResponseSchema.shape.data,
    }),
  );
}

/** POST /api/v1/map/search. Pages start at 1. */
export function searchMap(request: SearchRequest) {
  return logged('검색 조회 실패', () =>
    api.request('/api/v1/map/search', {
      method: 'POST',
      auth: true,
      body: request,
      schema: (s) => s.searchResponseSchema.shape.data,
    }),
  );
}
