// What the offline map draws for one view: marker groups, campus landmarks with labels that never overlap,
// building names beside markers at close levels, and the scale bar. Pure and DOM-free, so the 20,000-marker
// bench measures exactly what a viewport change costs.
import type { Bounds, LatLngPoint } from '@jjinbbang/domain';
import type { MarkerGroup, MarkerIndex } from './clusters';
import { boundsOf, MARKER_SIZE, markerInside, metresPerPixel, type Size, toScreen } from './geo';

/** A campus drawn as a landmark: the university and the campus, at the campus's position. */
export interface Landmark {
  key: string;
  title: string;
  subtitle: string;
  lat: number;
  lng: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedGroup {
  group: MarkerGroup;
  x: number;
  y: number;
}

export interface PlacedLandmark {
  landmark: Landmark;
  x: number;
  y: number;
  /** Where its label goes, or null when no side has room (the landmark's dot stays). */
  label: Box | null;
}

export interface PlacedName {
  key: string;
  text: string;
  box: Box;
}

export interface ScaleBar {
  /** Width of the bar in pixels. */
  width: number;
  /** e.g. '500m', '2km'. */
  label: string;
  metres: number;
}

export interface Frame {
  bounds: Bounds;
  groups: PlacedGroup[];
  landmarks: PlacedLandmark[];
  names: PlacedName[];
  scale: ScaleBar;
}

/** Measures text in pixels for a CSS font shorthand. */
export type TextMeasure = (text: string, font: string) => number;

// Label typography: the CSS in engine.css uses the same sizes, and labels are drawn at the measured width.
export const LABEL_FONTS = {
  title: '700 13px "Pretendard Variable", Pretendard, system-ui, sans-serif',
  subtitle: '500 12px "Pretendard Variable", Pretendard, system-ui, sans-serif',
  name: '600 12px "Pretendard Variable", Pretendard, system-ui, sans-serif',
} as const;
export const LANDMARK_LABEL_HEIGHT = 36;
export const NAME_LABEL_HEIGHT = 22;
const LABEL_PADDING_X = 8;
const LANDMARK_DOT = 14;
const GAP = 6;
const EDGE = 4;
/** Building names beside markers from this level in (spec 000 §9 puts single markers below level 3). */
export const NAME_MAX_LEVEL = 3;
/** The scale bar is at most this wide. */
const SCALE_MAX_PX = 96;
/** A campus this close to the middle of the view is the anchor when the map was not opened for one. */
const ANCHOR_RADIUS_PX = 80;
/** Labels tried per view at most (a country-wide view has hundreds of campuses; the nearest win). */
const MAX_LANDMARK_LABELS = 80;

/** A width estimate from character classes (Hangul ≈ 1 em, Latin ≈ 0.6 em): for tests and the bench. */
export const estimateText: TextMeasure = (text, font) => {
  const size = Number(/(\d+)px/.exec(font)?.[1] ?? 13);
  let em = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    em += code >= 0xac00 && code <= 0xd7a3 ? 1 : code < 0x80 ? (ch === ' ' ? 0.3 : 0.6) : 0.9;
  }
  return Math.ceil(em * size);
};

/** Canvas text metrics in the browser (cached), the estimate elsewhere; never narrower than the estimate. */
export function createTextMeasure(): TextMeasure {
  const context =
    typeof document === 'undefined'
      ? null
      : document.createElement('canvas').getContext('2d', { alpha: false });
  if (!context) return estimateText;
  const cache = new Map<string, number>();
  return (text, font) => {
    const key = `${font}|${text}`;
    let width = cache.get(key);
    if (width === undefined) {
      context.font = font;
      width = Math.ceil(context.measureText(text).width) + 1;
      cache.set(key, width);
    }
    return width;
  };
}

/** A nice round distance (1, 2 or 5 × 10ⁿ m) that fits the bar's width. */
export function scaleBarOf(lat: number, level: number): ScaleBar {
  const mpp = metresPerPixel(lat, level);
  const max = SCALE_MAX_PX * mpp;
  let metres = 1;
  for (let p = 10 ** Math.floor(Math.log10(max)); ; ) {
    const candidate = [5, 2, 1].map((f) => f * p).find((v) => v <= max);
    if (candidate) {
      metres = candidate;
      break;
    }
    p /= 10;
  }
  return {
    metres,
    width: Math.round(metres / mpp),
    label: metres >= 1000 ? `${metres / 1000}km` : `${metres}m`,
  };
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Boxes bucketed on a coarse grid, so each test looks at a handful of neighbours. */
class Occupancy {
  private readonly cells = new Map<number, Box[]>();
  private static readonly CELL = 64;
  private keysOf(box: Box): number[] {
    const c = Occupancy.CELL;
    const keys: number[] = [];
    for (let gx = Math.floor(box.x / c); gx <= Math.floor((box.x + box.width) / c); gx++)
      for (let gy = Math.floor(box.y / c); gy <= Math.floor((box.y + box.height) / c); gy++)
        keys.push((gx + 1024) * 4096 + gy + 1024);
    return keys;
  }
  add(box: Box) {
    for (const key of this.keysOf(box)) {
      const list = this.cells.get(key);
      if (list) list.push(box);
      else this.cells.set(key, [box]);
    }
  }
  free(box: Box): boolean {
    for (const key of this.keysOf(box))
      for (const other of this.cells.get(key) ?? []) if (overlaps(box, other)) return false;
    return true;
  }
  /** The area of `box` that what was added covers (each added box counted once). */
  coveredArea(box: Box): number {
    const seen = new Set<Box>();
    let area = 0;
    for (const key of this.keysOf(box))
      for (const other of this.cells.get(key) ?? []) {
        if (seen.has(other)) continue;
        seen.add(other);
        area += intersectionArea(box, other);
      }
    return area;
  }
}

function intersectionArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The candidate the markers cover least (the first of equals, so an uncrowded label keeps the right side). */
function leastCovered(candidates: readonly Box[], occupied: Occupancy): Box | undefined {
  let best: Box | undefined;
  let bestArea = Number.POSITIVE_INFINITY;
  for (const box of candidates) {
    const area = occupied.coveredArea(box);
    if (area < bestArea) {
      best = box;
      bestArea = area;
    }
    if (area === 0) break;
  }
  return best;
}

/** The screen box a group takes: a pin stands on its spot, a cluster bubble is centred on it. */
export function groupBox(group: MarkerGroup, x: number, y: number): Box {
  if (group.count === 1)
    return { x: x - MARKER_SIZE / 2, y: y - MARKER_SIZE, width: MARKER_SIZE, height: MARKER_SIZE };
  const size = MARKER_SIZE + 4;
  return { x: x - size / 2, y: y - size / 2, width: size, height: size };
}

export interface FrameInput {
  center: LatLngPoint;
  level: number;
  size: Size;
  index: MarkerIndex | null;
  landmarks: readonly Landmark[];
  /** The landmark the map was opened for: labelled first. */
  focusLandmark?: string | null;
  /** The marker whose name wins over others (a search result, the pressed marker). */
  priorityKey?: string | null;
  measure?: TextMeasure;
  /** Screen areas covered by the map's own controls (scale bar, zoom buttons, notes): labels keep out. */
  reserved?: readonly Box[];
  /**
   * Where a marker can be seen and pressed (the panel less what the screen lays over it); markers reaching
   * out of it, or under one of the map's controls (`covered`), are not drawn. The whole panel by default.
   */
  markerArea?: Box;
  /** The map's controls laid over it (zoom buttons, scale bar): no marker is drawn under them. */
  covered?: readonly Box[];
}

/** The map's own controls over the panel's top corners: the scale bar (left) and the zoom buttons (right). */
export function controlCorners(size: Size): Box[] {
  return [
    { x: 0, y: 0, width: 124, height: 48 },
    { x: size.width - 64, y: 0, width: 64, height: 112 },
  ];
}

/** Where the engines draw their controls over the map, for a panel of `size`. */
export function controlAreas(size: Size): Box[] {
  return [
    ...controlCorners(size),
    // the offline note and whatever the screen lays over the bottom edge (the list handle)
    { x: 0, y: size.height - 112, width: size.width, height: 112 },
  ];
}

export function computeFrame({
  center,
  level,
  size,
  index,
  landmarks,
  focusLandmark = null,
  priorityKey = null,
  measure = estimateText,
  reserved = [],
  markerArea,
  covered = [],
}: FrameInput): Frame {
  const bounds = boundsOf(center, level, size);
  const inView = (x: number, y: number, margin: number) =>
    x > -margin && y > -margin && x < size.width + margin && y < size.height + margin;
  const fits = (box: Box) =>
    box.x >= EDGE &&
    box.y >= EDGE &&
    box.x + box.width <= size.width - EDGE &&
    box.y + box.height <= size.height - EDGE;

  // Markers first: they are what the student taps, so labels keep clear of them.
  const occupied = new Occupancy();
  for (const box of reserved) occupied.add(box);
  const groups: PlacedGroup[] = [];
  const padded = padBy(bounds, size, MARKER_SIZE);
  for (const group of index?.groups(padded, level) ?? []) {
    const { x, y } = toScreen(group, center, level, size);
    if (!inView(x, y, MARKER_SIZE)) continue;
    if (markerArea && !markerInside(group, x, y, markerArea)) continue;
    const box = groupBox(group, x, y);
    if (covered.some((c) => overlaps(box, c))) continue;
    groups.push({ group, x, y });
    occupied.add(groupBox(group, x, y));
  }

  const visibleLandmarks: PlacedLandmark[] = [];
  for (const landmark of landmarks) {
    const { x, y } = toScreen(landmark, center, level, size);
    if (!inView(x, y, LANDMARK_DOT)) continue;
    visibleLandmarks.push({ landmark, x, y, label: null });
    occupied.add({
      x: x - LANDMARK_DOT / 2,
      y: y - LANDMARK_DOT / 2,
      width: LANDMARK_DOT,
      height: LANDMARK_DOT,
    });
  }
  const mid = { x: size.width / 2, y: size.height / 2 };
  // Without a campus the map was opened for, the one the view is centred on (if any) is the anchor.
  const anchor =
    focusLandmark ??
    visibleLandmarks
      .filter((l) => Math.hypot(l.x - mid.x, l.y - mid.y) <= ANCHOR_RADIUS_PX)
      .sort((a, b) => Math.hypot(a.x - mid.x, a.y - mid.y) - Math.hypot(b.x - mid.x, b.y - mid.y))[0]
      ?.landmark.key ??
    null;
  const byPriority = [...visibleLandmarks].sort((a, b) => {
    if (a.landmark.key === anchor) return -1;
    if (b.landmark.key === anchor) return 1;
    return Math.hypot(a.x - mid.x, a.y - mid.y) - Math.hypot(b.x - mid.x, b.y - mid.y);
  });
  // The campus the map was opened for is the student's anchor: its label may lie over markers (drawn beneath
  // them), never over another label or a control — on the side where markers cover the least of it, so it stays
  // readable where a campus is crowded (level 6 around a big campus).
  const labelsOnly = new Occupancy();
  for (const box of reserved) labelsOnly.add(box);
  for (const placed of byPriority.slice(0, MAX_LANDMARK_LABELS)) {
    const { title, subtitle } = placed.landmark;
    const width =
      Math.max(measure(title, LABEL_FONTS.title), measure(subtitle, LABEL_FONTS.subtitle)) +
      2 * LABEL_PADDING_X;
    const h = LANDMARK_LABEL_HEIGHT;
    const r = LANDMARK_DOT / 2 + GAP / 2;
    const candidates: Box[] = [
      { x: placed.x + r, y: placed.y - h / 2, width, height: h },
      { x: placed.x - r - width, y: placed.y - h / 2, width, height: h },
      { x: placed.x - width / 2, y: placed.y + r, width, height: h },
      { x: placed.x - width / 2, y: placed.y - r - h, width, height: h },
    ];
    const focus = placed.landmark.key === anchor;
    const box = focus
      ? leastCovered(
          candidates.filter((c) => fits(c) && labelsOnly.free(c)),
          occupied,
        )
      : candidates.find((c) => fits(c) && occupied.free(c));
    if (box) {
      placed.label = box;
      occupied.add(box);
      labelsOnly.add(box);
    }
  }

  const names: PlacedName[] = [];
  if (level <= NAME_MAX_LEVEL) {
    const singles = groups
      .filter((g) => g.group.count === 1 && g.group.points[0]?.name)
      .sort((a, b) => {
        if (a.group.key === priorityKey) return -1;
        if (b.group.key === priorityKey) return 1;
        return Math.hypot(a.x - mid.x, a.y - mid.y) - Math.hypot(b.x - mid.x, b.y - mid.y);
      });
    for (const { group, x, y } of singles) {
      const text = group.points[0]?.name ?? '';
      const width = measure(text, LABEL_FONTS.name) + 2 * LABEL_PADDING_X;
      const top = y - MARKER_SIZE / 2 - NAME_LABEL_HEIGHT / 2;
      const candidates: Box[] = [
        { x: x + MARKER_SIZE / 2 + 2, y: top, width, height: NAME_LABEL_HEIGHT },
        { x: x - MARKER_SIZE / 2 - 2 - width, y: top, width, height: NAME_LABEL_HEIGHT },
      ];
      const box = candidates.find((c) => fits(c) && occupied.free(c));
      if (box) {
        names.push({ key: group.key, text, box });
        occupied.add(box);
      }
    }
  }

  return { bounds, groups, landmarks: visibleLandmarks, names, scale: scaleBarOf(center.lat, level) };
}

/** Bounds grown by `px` screen pixels on every side. */
function padBy(bounds: Bounds, size: Size, px: number): Bounds {
  const degLng = ((bounds.neLng - bounds.swLng) / size.width) * px;
  const degLat = ((bounds.neLat - bounds.swLat) / size.height) * px;
  return {
    neLat: Math.min(90, bounds.neLat + degLat),
    neLng: Math.min(180, bounds.neLng + degLng),
    swLat: Math.max(-90, bounds.swLat - degLat),
    swLng: Math.max(-180, bounds.swLng - degLng),
  };
}
