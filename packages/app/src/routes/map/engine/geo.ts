// Map geometry shared by both map engines: Web Mercator at Kakao-like levels, bounds and clustering.
import type { Bounds, MarkerType } from '@jjinbbang/domain';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface Size {
  width: number;
  height: number;
}

/** spec 001 §9: default map centre before anything else is known. */
export const DEFAULT_CENTER: LatLng = { lat: 35.154, lng: 128.1 };
/** spec 000 §9: level 5 on the main map. */
export const DEFAULT_LEVEL = 5;
/** spec 000 §9: clusters from level 3 and up. */
export const CLUSTER_MIN_LEVEL = 3;
/** spec 000 §9: nearby bounds offset 0.01 degrees. */
export const NEARBY_BOUNDS_OFFSET = 0.01;
/** spec 000 §9: markers are 40×40. */
export const MARKER_SIZE = 40;
/** Kakao Maps' level range (1 = closest). */
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 14;
/** Markers closer than this many pixels on screen merge into one cluster (Kakao's clusterer default is 60). */
export const CLUSTER_GRID_PX = 60;

const TILE_SIZE = 256;
// Kakao level 3 shows roughly what Web Mercator zoom 17 shows; each level doubles the scale.
const ZOOM_AT_LEVEL_ZERO = 20;
const MAX_MERCATOR_LAT = 85.05112878;

export function clampLevel(level: number): number {
  return Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, Math.round(level)));
}

/** Width of the whole world in screen pixels at a level. */
export function worldSize(level: number): number {
  return TILE_SIZE * 2 ** (ZOOM_AT_LEVEL_ZERO - level);
}

/** Web Mercator: a coordinate to world pixels at a level (x to the east, y to the south). */
export function project(point: LatLng, level: number): { x: number; y: number } {
  const size = worldSize(level);
  const lat = Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, point.lat));
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((point.lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** The inverse of {@link project}. */
export function unproject(pixel: { x: number; y: number }, level: number): LatLng {
  const size = worldSize(level);
  const lng = (pixel.x / size) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * pixel.y) / size;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { lat, lng };
}

/** Screen position (px from the panel's top-left) of a coordinate, for a view centred on `center`. */
export function toScreen(point: LatLng, center: LatLng, level: number, size: Size): { x: number; y: number } {
  const p = project(point, level);
  const c = project(center, level);
  return { x: p.x - c.x + size.width / 2, y: p.y - c.y + size.height / 2 };
}

/** The coordinate under a screen position. */
export function fromScreen(
  screen: { x: number; y: number },
  center: LatLng,
  level: number,
  size: Size,
): LatLng {
  const c = project(center, level);
  return unproject({ x: c.x + screen.x - size.width / 2, y: c.y + screen.y - size.height / 2 }, level);
}

/** The centre after dragging the map content by (dx, dy) screen pixels. */
export function panBy(center: LatLng, level: number, dx: number, dy: number): LatLng {
  const c = project(center, level);
  return unproject({ x: c.x - dx, y: c.y - dy }, level);
}

/** The visible bounds of a view, as the map calls carry them (api-contract §4). */
export function boundsOf(center: LatLng, level: number, size: Size): Bounds {
  const sw = fromScreen({ x: 0, y: size.height }, center, level, size);
  const ne = fromScreen({ x: size.width, y: 0 }, center, level, size);
  return { neLat: ne.lat, neLng: ne.lng, swLat: sw.lat, swLng: sw.lng };
}

/** Bounds grown by `offset` degrees on every side (spec 000 §9: nearby bounds offset). */
export function padBounds(bounds: Bounds, offset = NEARBY_BOUNDS_OFFSET): Bounds {
  return {
    neLat: Math.min(90, bounds.neLat + offset),
    neLng: Math.min(180, bounds.neLng + offset),
    swLat: Math.max(-90, bounds.swLat - offset),
    swLng: Math.max(-180, bounds.swLng - offset),
  };
}

/** Rounds bounds so that tiny float noise does not make a new request (≈ 1 m at 5 decimals). */
export function roundBounds(bounds: Bounds, decimals = 5): Bounds {
  const f = 10 ** decimals;
  const r = (v: number) => Math.round(v * f) / f;
  return { neLat: r(bounds.neLat), neLng: r(bounds.neLng), swLat: r(bounds.swLat), swLng: r(bounds.swLng) };
}

export function containsPoint(bounds: Bounds, point: LatLng): boolean {
  return (
    point.lat >= bounds.swLat &&
    point.lat <= bounds.neLat &&
    point.lng >= bounds.swLng &&
    point.lng <= bounds.neLng
  );
}

/** A marker as the engines draw it. */
export interface MapPoint {
  id: number;
  type: MarkerType;
  lat: number;
  lng: number;
}

/** One thing drawn on the map: a single marker, or a cluster of markers close together. */
export interface MarkerGroup {
  key: string;
  lat: number;
  lng: number;
  points: MapPoint[];
}

export function pointKey(point: MapPoint): string {
  // api-contract §4: ids are unique per kind, so an agency and a building may share an id.
  return `${point.type === 'AGENCY' ? 'a' : 'b'}${point.id}`;
}

/**
 * Groups markers for drawing (spec 000 §9: clusters from level 3 up). From CLUSTER_MIN_LEVEL up, markers within
 * `gridPx` screen pixels of a cluster's first marker join it (greedy, in input order, like Kakao's clusterer);
 * below it only markers at exactly the same spot share a group. A group's position is the mean of its markers.
 */
export function clusterPoints(
  points: readonly MapPoint[],
  level: number,
  gridPx = CLUSTER_GRID_PX,
): MarkerGroup[] {
  const clustering = level >= CLUSTER_MIN_LEVEL;
  const groups: { anchor: { x: number; y: number }; points: MapPoint[] }[] = [];
  const exact = new Map<string, (typeof groups)[number]>();
  for (const point of points) {
    const pixel = project(point, level);
    if (!clustering) {
      const spot = `${point.lat},${point.lng}`;
      const found = exact.get(spot);
      if (found) found.points.push(point);
      else {
        const group = { anchor: pixel, points: [point] };
        exact.set(spot, group);
        groups.push(group);
      }
      continue;
    }
    const near = groups.find(
      (g) => Math.abs(g.anchor.x - pixel.x) <= gridPx && Math.abs(g.anchor.y - pixel.y) <= gridPx,
    );
    if (near) near.points.push(point);
    else groups.push({ anchor: pixel, points: [point] });
  }
  return groups.map((g) => {
    const lat = g.points.reduce((sum, p) => sum + p.lat, 0) / g.points.length;
    const lng = g.points.reduce((sum, p) => sum + p.lng, 0) / g.points.length;
    const first = g.points[0] as MapPoint;
    return { key: `${pointKey(first)}:${g.points.length}`, lat, lng, points: g.points };
  });
}

/** Building and agency ids of a group, as the nearby call takes them (idList / agencyIdList). */
export function idListsOf(points: readonly MapPoint[]): { idList: number[]; agencyIdList: number[] } {
  const idList: number[] = [];
  const agencyIdList: number[] = [];
  for (const p of points) (p.type === 'AGENCY' ? agencyIdList : idList).push(p.id);
  return { idList, agencyIdList };
}
