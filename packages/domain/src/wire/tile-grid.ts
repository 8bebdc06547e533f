// Map marker tiles: the markers of the map as cacheable GET tiles, keyed by
// level/x/y plus a filter key, so a CDN or the browser's HTTP cache can answer a repeated view.
// Shared by the app (which tiles to ask for) and the server (what a tile holds). Zod-free.
import type { Bounds, MapFilters } from './reading';

/** Kakao Maps' level range (1 = closest). */
export const MAP_MIN_LEVEL = 1;
export const MAP_MAX_LEVEL = 14;
/** Kakao level 3 shows what Web Mercator zoom 17 shows; each level up halves the scale. */
export const MAP_ZOOM_AT_LEVEL_ZERO = 20;
/** A tile spans this many screen pixels at its own level: a phone screen needs at most 2 × 2 of them. */
export const TILE_SPAN_PX = 1024;
/** From this level on a tile answers counts per cell instead of single markers (a city or more on screen). */
export const TILE_CELLS_FROM_LEVEL = 9;
/** A tile with more markers than this answers counts per cell too. */
export const TILE_MARKER_LIMIT = 3000;
/** Cells per tile side when a tile answers counts (32 px cells, under the 60 px cluster grid). */
export const TILE_CELL_GRID = 32;
/** spec 000 §9: map queries are fresh for 180000 ms; tiles are cached as long. */
export const TILE_FRESH_SECONDS = 180;
/** A filter key longer than this is refused (no real filter comes near it). */
export const MAX_FILTER_KEY_LENGTH = 1024;
/** A filter key's characters: base64url without padding, so the key is one path segment as it is. */
export const FILTER_KEY_PATTERN = /^[A-Za-z0-9_-]+$/;

const MAX_MERCATOR_LAT = 85.05112878;

export interface LatLngPoint {
  lat: number;
  lng: number;
}

/** Web Mercator: a coordinate as a fraction of the world (x east, y south), both in [0, 1]. */
export function toWorldFraction(point: LatLngPoint): { x: number; y: number } {
  const lat = Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, point.lat));
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: (point.lng + 180) / 360,
    y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI),
  };
}

/** The inverse of {@link toWorldFraction}. */
export function fromWorldFraction(x: number, y: number): LatLngPoint {
  const n = Math.PI - 2 * Math.PI * y;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: x * 360 - 180 };
}

/** Tiles per axis at a level (16 at level 14, 131072 at level 1). */
export function tilesPerAxis(level: number): number {
  return 2 ** (MAP_ZOOM_AT_LEVEL_ZERO + 8 - level) / TILE_SPAN_PX;
}

export function isTileLevel(level: number): boolean {
  return Number.isInteger(level) && level >= MAP_MIN_LEVEL && level <= MAP_MAX_LEVEL;
}

export interface TileAddress {
  level: number;
  x: number;
  y: number;
}

export function isTileAddress({ level, x, y }: TileAddress): boolean {
  if (!isTileLevel(level)) return false;
  const n = tilesPerAxis(level);
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < n && y < n;
}

/** The area a tile covers. */
export function tileBounds({ level, x, y }: TileAddress): Bounds {
  const n = tilesPerAxis(level);
  const nw = fromWorldFraction(x / n, y / n);
  const se = fromWorldFraction((x + 1) / n, (y + 1) / n);
  return { neLat: nw.lat, neLng: se.lng, swLat: se.lat, swLng: nw.lng };
}

/** The tiles of a level that together cover `bounds`, nearest to the centre first. */
export function tilesCovering(level: number, bounds: Bounds): TileAddress[] {
  const n = tilesPerAxis(level);
  const nw = toWorldFraction({ lat: bounds.neLat, lng: bounds.swLng });
  const se = toWorldFraction({ lat: bounds.swLat, lng: bounds.neLng });
  const clamp = (v: number) => Math.min(n - 1, Math.max(0, Math.floor(v * n)));
  const [x0, x1, y0, y1] = [clamp(nw.x), clamp(se.x), clamp(nw.y), clamp(se.y)];
  const cx = ((nw.x + se.x) / 2) * n - 0.5;
  const cy = ((nw.y + se.y) / 2) * n - 0.5;
  const tiles: TileAddress[] = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) tiles.push({ level, x, y });
  return tiles.sort((a, b) => Math.hypot(a.x - cx, a.y - cy) - Math.hypot(b.x - cx, b.y - cy));
}

// --- Filter key ------------------------------------------------------------------------------------------------

/** The same filters in one canonical order: equal filters give equal keys, so equal tiles share a cache entry. */
function canonicalFilters(f: MapFilters): MapFilters {
  const sorted = <T>(list: readonly T[] | null) => (list === null ? null : [...list].sort());
  return {
    viewType: f.viewType,
    buildType: (f.buildType as string[]).includes('ALL')
      ? ['ALL']
      : (sorted(f.buildType as never[]) as MapFilters['buildType']),
    contractType: f.contractType,
    campus: f.campus === null ? null : [...f.campus].sort((a, b) => a - b),
    depositMin: f.depositMin,
    depositMax: f.depositMax,
    monthlyRentMin: f.monthlyRentMin,
    monthlyRentMax: f.monthlyRentMax,
    inMaintenanceCost: f.inMaintenanceCost,
    reviewKeyword: sorted(f.reviewKeyword) as MapFilters['reviewKeyword'],
    // Written only when it bounds anything, so the key of every filter set without it stays what it
    // was (tiles cached under it stay valid, and a client from before it still sends canonical keys).
    ...(f.monthlyCostMax === null || f.monthlyCostMax === undefined
      ? {}
      : { monthlyCostMax: f.monthlyCostMax }),
  };
}

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (key: string) => atob(key.replace(/-/g, '+').replace(/_/g, '/'));

/**
 * The filter part of a tile address: the canonical filters, URL-safe. Reversible on purpose, so any server (or a
 * CDN's origin) reads the filters back from the address alone, with no state shared between requests.
 */
export function encodeMapFilterKey(filters: MapFilters): string {
  return toBase64Url(JSON.stringify(canonicalFilters(filters)));
}

/** The filters of a key as untrusted JSON (the server validates them with the markers call's schema), or null. */
export function decodeMapFilterKey(key: string): unknown {
  if (key.length > MAX_FILTER_KEY_LENGTH || !FILTER_KEY_PATTERN.test(key)) return null;
  try {
    return JSON.parse(fromBase64Url(key));
  } catch {
    return null;
  }
}

/** True when `key` is the canonical key of the filters it holds (the server redirects nothing: it refuses). */
export function isCanonicalFilterKey(key: string, filters: MapFilters): boolean {
  return encodeMapFilterKey(filters) === key;
}
