import type { TileAddress } from '@jjinbbang/domain';
import { api } from './client';
import { logged } from './queries';

/**
 * GET /api/v1/map/tiles/{filterKey}/{level}/{x}/{y} (public, cacheable): the map draws from these; a repeated
 * view is answered by the browser's HTTP cache (or a CDN) with the server's ETag. The map keeps tiles in a store
 * of its own (routes/map/tiles.ts), not in SWR.
 */
export function getMarkerTile(filterKey: string, { level, x, y }: TileAddress, signal?: AbortSignal) {
  return logged('마커 조회 실패', () =>
    api.request(`/api/v1/map/tiles/${filterKey}/${level}/${x}/${y}`, {
      schema: (s) => s.markerTileResponseSchema.shape.data,
      signal,
    }),
  );
}
