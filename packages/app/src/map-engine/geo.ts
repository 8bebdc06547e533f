// Map geometry shared by both map engines: Web Mercator at Kakao-like levels, bounds, marker identity.
import {
  type Bounds,
  fromWorldFraction,
  type LatLngPoint,
  MAP_MAX_LEVEL,
  MAP_MIN_LEVEL,
  MAP_ZOOM_AT_LEVEL_ZERO,
  type MarkerType,
  toWorldFraction,
} from '@jjinbbang/domain';

export interface Size {
  width: number;
  height: number;
}

/** spec 001 §9: default map centre before anything else is known. */
export const DEFAULT_CENTER: LatLngPoint = { lat: 35.154, lng: 128.1 };
/** spec 000 §9: level 5 on the main map. */
export const DEFAULT_LEVEL = 5;
/** spec 000 §9: clusters from level 3 and up. */
export const CLUSTER_MIN_LEVEL = 3;
/** spec 000 §9: nearby bounds offset 0.01 degrees. */
export const NEARBY_BOUNDS_OFFSET = 0.01;
/** spec 000 §9: markers are 40×40. */
export const MARKER_SIZE = 40;
/** Kakao Maps' level range (1 = closest). */
export const MIN_LEVEL = MAP_MIN_LEVEL;
export const MAX_LEVEL = MAP_MAX_LEVEL;
/** Markers closer than this many pixels on screen merge into one cluster (Kakao's clusterer default is 60). */
export const CLUSTER_GRID_PX = 60;

const TILE_SIZE = 256;

export function clampLevel(level: number): number {
  return Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, Math.round(level)));
}

/** Width of the whole world in screen pixels at a level. */
export function worldSize(level: number): number {
  return TILE_SIZE * 2 ** (MAP_ZOOM_AT_LEVEL_ZERO - level);
}

/** Web Mercator: a coordinate to world pixels at a level (x to the east, y to the south). */
export function project(point: LatLngPoint, level: number): { x: number; y: number } {
  const size = worldSize(level);
  const f = toWorldFraction(point);
  return { x: f.x * size, y: f.y * size };
}

/** The inverse of {@link project}. */
export function unproject(pixel: { x: number; y: number }, level: number): LatLngPoint {
  const size = worldSize(level);
  return fromWorldFraction(pixel.x / size, pixel.y / size);
}

/** Metres one screen pixel covers at a latitude and level (the scale bar's unit). */
export function metresPerPixel(lat: number, level: number): number {
  return (2 * Math.PI * 6_378_137 * Math.cos((lat * Math.PI) / 180)) / worldSize(level);
}

/** Screen position (px from the panel's top-left) of a coordinate, for a view centred on `center`. */
export function toScreen(
  point: LatLngPoint,
  center: LatLngPoint,
  level: number,
  size: Size,
): { x: number; y: number } {
  const p = project(point, level);
  const c = project(center, level);
  return { x: p.x - c.x + size.width / 2, y: p.y - c.y + size.height / 2 };
}

/** The coordinate under a screen position. */
export function fromScreen(
  screen: { x: number; y: number },
  center: LatLngPoint,
  level: number,
  size: Size,
): LatLngPoint {
  const c = project(center, level);
  return unproject({ x: c.x + screen.x - size.width / 2, y: c.y + screen.y - size.height / 2 }, level);
}

/** The centre after dragging the map content by (dx, dy) screen pixels. */
export function panBy(center: LatLngPoint, level: number, dx: number, dy: number): LatLngPoint {
  const c = project(center, level);
  return unproject({ x: c.x - dx, y: c.y - dy }, level);
}

/** The visible bounds of a view, as the map calls carry them (api-contract §4). */
export function boundsOf(center: LatLngPoint, level: number, size: Size): Bounds {
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

export function containsPoint(bounds: Bounds, point: LatLngPoint): boolean {
  return (
    point.lat >= bounds.swLat &&
    point.lat <= bounds.neLat &&
    point.lng >= bounds.swLng &&
    point.lng <= bounds.neLng
  );
}

/** A marker as the engines draw it (from a tile: the place's name comes with it). */
export interface MapPoint {
  id: number;
  type: MarkerType;
  lat: number;
  lng: number;
  /** The place's name, drawn beside its marker at close levels and read as its accessible name. */
  name?: string;
  /** What its pin says, 만원 (the tile's price: median 월 실거주비, or 보증금 under 전세); null when too few leases. */
  price?: number | null;
}

export function pointKey(point: Pick<MapPoint, 'id' | 'type'>): string {
  // api-contract §4: ids are unique per kind, so an agency and a building may share an id.
  return `${point.type === 'AGENCY' ? 'a' : 'b'}${point.id}`;
}

/** Building and agency ids of a group, as the nearby call takes them (idList / agencyIdList). */
export function idListsOf(points: readonly MapPoint[]): { idList: number[]; agencyIdList: number[] } {
  const idList: number[] = [];
  const agencyIdList: number[] = [];
  for (const p of points) (p.type === 'AGENCY' ? agencyIdList : idList).push(p.id);
  return { idList, agencyIdList };
}

/**
 * Edges of the map panel the screen lays something over (the phone's list handle), in pixels: the map's centre
 * is the centre of what is left, and markers are drawn only inside it.
 */
export interface MapInsets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}
export const NO_INSETS: MapInsets = { top: 0, right: 0, bottom: 0, left: 0 };

/** The centre of the whole panel when `center` is the centre of the part the insets leave. */
export function panelCenterOf(center: LatLngPoint, level: number, insets: MapInsets): LatLngPoint {
  const dx = (insets.left - insets.right) / 2;
  const dy = (insets.top - insets.bottom) / 2;
  return dx === 0 && dy === 0 ? center : panBy(center, level, dx, dy);
}

/** The inverse of {@link panelCenterOf}: the centre of what is seen, from the panel's. */
export function seenCenterOf(panelCenter: LatLngPoint, level: number, insets: MapInsets): LatLngPoint {
  const dx = (insets.right - insets.left) / 2;
  const dy = (insets.bottom - insets.top) / 2;
  return dx === 0 && dy === 0 ? panelCenter : panBy(panelCenter, level, dx, dy);
}

/** How far above its spot a pin and its price reach, and how far a marker reaches to either side. */
const PIN_REACH_UP = MARKER_SIZE + 18;
const MARKER_REACH_SIDE = MARKER_SIZE / 2 + 8;

/**
 * The centre and level that show every point of `bounds` whole (pins included) in a view of `size`: the
 * closest level where it fits, no closer than the level clusters start at.
 */
export function fitView(bounds: Bounds, size: Size): { center: LatLngPoint; level: number } {
  const sw = toWorldFraction({ lat: bounds.swLat, lng: bounds.swLng });
  const ne = toWorldFraction({ lat: bounds.neLat, lng: bounds.neLng });
  const width = Math.max(1, size.width - 2 * MARKER_REACH_SIDE);
  const height = Math.max(1, size.height - PIN_REACH_UP - MARKER_REACH_SIDE);
  const fx = Math.max(Math.abs(ne.x - sw.x), 1e-12);
  const fy = Math.max(Math.abs(sw.y - ne.y), 1e-12);
  // worldSize(level) · span ≤ room, with worldSize(level) = 256 · 2^(Z0 − level)
  const scale = Math.min(width / fx, height / fy) / TILE_SIZE;
  const level = Math.max(CLUSTER_MIN_LEVEL, clampLevel(Math.ceil(MAP_ZOOM_AT_LEVEL_ZERO - Math.log2(scale))));
  // The pins reach up from their spots: the box's middle sits a little below the view's.
  const middle = fromWorldFraction((sw.x + ne.x) / 2, (sw.y + ne.y) / 2);
  return { center: panBy(middle, level, 0, (PIN_REACH_UP - MARKER_REACH_SIDE) / 2), level };
}

/**
 * Whether the marker of a group drawn at (x, y) can be seen and pressed in `area`: whole from top to bottom (pins
 * point at their spot from above), since the top and bottom of a phone's map border bars a cut pin would seem to
 * hide under; across, its middle inside, as a marker half out at the screen's side says there is more that way.
 */
export function markerInside(
  group: { count: number },
  x: number,
  y: number,
  area: { x: number; y: number; width: number; height: number },
): boolean {
  const up = group.count > 1 ? MARKER_REACH_SIDE : PIN_REACH_UP;
  const down = group.count > 1 ? MARKER_REACH_SIDE : 0;
  return x >= area.x && x <= area.x + area.width && y - up >= area.y && y + down <= area.y + area.height;
}
