// Marker clustering shared by both engines, on supercluster.
// spec 000 §9: clusters from level 3 up on Kakao's 60 px grid. Below level 3 only markers that would actually
// overlap (closer than a 40 px marker) merge, so no two markers are ever drawn on top of each other.
import type { Bounds, LatLngPoint } from '@jjinbbang/domain';
import Supercluster, { type PointFeature } from 'supercluster';
import {
  CLUSTER_GRID_PX,
  CLUSTER_MIN_LEVEL,
  MARKER_SIZE,
  MAX_LEVEL,
  type MapPoint,
  MIN_LEVEL,
  metresPerPixel,
  pointKey,
} from './geo';

const ZOOM_AT_LEVEL_ZERO = 20;
/** supercluster's pixel space: 256 px tiles, the same world size as the engines' projection. */
const EXTENT = 256;
/** A cluster at or below this level lists its places when pressed; wider up it zooms in (as Kakao's does). */
export const LIST_CLUSTER_MAX_LEVEL = 5;
/** Leaves are read out only for clusters up to this size (a bigger one zooms in when pressed). */
const MAX_LISTED_LEAVES = 300;

/** Many markers summarised by a tile as one count at their mean position (wide levels). */
export interface MapCell {
  lat: number;
  lng: number;
  count: number;
}

/** One thing drawn on the map: a single marker, or a cluster of markers close together. */
export interface MarkerGroup {
  key: string;
  lat: number;
  lng: number;
  /** How many markers it stands for. */
  count: number;
  /** The markers it holds when known (every one for a single marker or a small cluster; none for counts). */
  points: MapPoint[];
  /** The median of its markers' prices (about it, for a large cluster), or null when none has a price. */
  price?: number | null;
}

export function isSingleMarker(group: MarkerGroup): boolean {
  return group.count === 1 && group.points.length === 1;
}

interface Props {
  count: number;
  point: MapPoint | null;
  /** Its markers' prices as a small sorted digest: value and weight pairs, flat ([v0, w0, v1, w1, …]). */
  prices: number[] | null;
}

/**
 * How many value–weight pairs a cluster's price digest keeps. Prices go in as whole 만원 (what a pin says), so
 * equal ones share a pair and the median is exact up to this many distinct prices; past it, neighbours merge
 * into their weighted mean, and merging stays cheap at any size.
 */
const PRICE_DIGEST = 64;

/** Two digests merged in order, neighbours joined while there are too many pairs. */
function mergePrices(a: number[] | null, b: number[] | null): number[] | null {
  if (!a) return b ? b.slice() : null;
  if (!b) return a;
  const merged: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const fromA = j >= b.length || (i < a.length && (a[i] as number) <= (b[j] as number));
    const src = fromA ? a : b;
    const k = fromA ? i : j;
    const last = merged.length - 2;
    // Equal prices share one pair: whole 만원 repeat a lot, so most clusters stay exact.
    if (last >= 0 && merged[last] === src[k])
      merged[last + 1] = (merged[last + 1] as number) + (src[k + 1] as number);
    else merged.push(src[k] as number, src[k + 1] as number);
    if (fromA) i += 2;
    else j += 2;
  }
  let out = merged;
  while (out.length > PRICE_DIGEST * 2) {
    const joined: number[] = [];
    for (let k = 0; k < out.length; k += 4) {
      const [v1, w1, v2, w2] = [out[k], out[k + 1], out[k + 2], out[k + 3]] as number[];
      if (v2 === undefined || w2 === undefined) joined.push(v1 as number, w1 as number);
      else
        joined.push(((v1 as number) * (w1 as number) + v2 * w2) / ((w1 as number) + w2), (w1 as number) + w2);
    }
    out = joined;
  }
  return out;
}

/** The weighted median of a digest: the value where half the weight lies on each side. */
export function medianOfDigest(digest: readonly number[] | null): number | null {
  if (!digest || digest.length === 0) return null;
  let total = 0;
  for (let k = 1; k < digest.length; k += 2) total += digest[k] as number;
  let seen = 0;
  for (let k = 0; k < digest.length; k += 2) {
    seen += digest[k + 1] as number;
    if (seen * 2 > total) return digest[k] as number;
    // Exactly half below: the mean of this value and the next, as a median of an even count is.
    if (seen * 2 === total) return ((digest[k] as number) + (digest[k + 2] as number)) / 2;
  }
  return digest[digest.length - 2] as number;
}

const pricesOf = (point: MapPoint): number[] | null =>
  typeof point.price === 'number' ? [Math.round(point.price), 1] : null;

/** Cluster radius in screen pixels at a level. */
export function clusterRadius(level: number): number {
  return level >= CLUSTER_MIN_LEVEL ? CLUSTER_GRID_PX : MARKER_SIZE;
}

const zoomOf = (level: number) => ZOOM_AT_LEVEL_ZERO - level;

type Index = Supercluster<Props, Props>;

function buildIndex(
  features: PointFeature<Props>[],
  minZoom: number,
  maxZoom: number,
  radius: number,
): Index {
  return new Supercluster<Props, Props>({
    minZoom,
    maxZoom,
    radius,
    extent: EXTENT,
    map: (props) => ({ count: props.count, point: null, prices: props.prices }),
    reduce: (acc, props) => {
      acc.count += props.count;
      acc.prices = mergePrices(acc.prices, props.prices);
    },
  }).load(features);
}

/**
 * Markers (and counts per cell) indexed for fast viewport queries. Markers alone get one index for every level,
 * built when data arrives, so a pan or zoom over loaded data is only a query (`npm run bench:map`). With counts
 * (wide levels) the index is per level: counts belong to the level their tiles were made for.
 */
export class MarkerIndex {
  readonly size: number;
  private readonly features: PointFeature<Props>[];
  private readonly hasCells: boolean;
  private readonly built = new Map<string, Index>();

  constructor(points: readonly MapPoint[], cells: readonly MapCell[] = []) {
    const features: PointFeature<Props>[] = [];
    for (const point of points)
      features.push({
        type: 'Feature',
        properties: { count: 1, point, prices: pricesOf(point) },
        geometry: { type: 'Point', coordinates: [point.lng, point.lat] },
      });
    for (const cell of cells)
      features.push({
        type: 'Feature',
        properties: { count: cell.count, point: null, prices: null },
        geometry: { type: 'Point', coordinates: [cell.lng, cell.lat] },
      });
    this.features = features;
    this.hasCells = cells.length > 0;
    this.size = features.length;
  }

  /** Builds what `level` needs now, so the first query of a view does not pay for it. */
  prepare(level: number): this {
    this.indexFor(level);
    return this;
  }

  private indexFor(level: number): Index {
    const zoom = zoomOf(level);
    // Levels from 3 up share the 60 px grid, levels 1–2 the 40 px overlap rule (spec 000 §9).
    const key = this.hasCells ? `z${zoom}` : level >= CLUSTER_MIN_LEVEL ? 'wide' : 'close';
    let index = this.built.get(key);
    if (!index) {
      index = this.hasCells
        ? buildIndex(this.features, zoom, zoom, clusterRadius(level))
        : key === 'wide'
          ? buildIndex(this.features, zoomOf(MAX_LEVEL), zoomOf(CLUSTER_MIN_LEVEL), CLUSTER_GRID_PX)
          : buildIndex(this.features, zoomOf(CLUSTER_MIN_LEVEL - 1), zoomOf(MIN_LEVEL), MARKER_SIZE);
      this.built.set(key, index);
    }
    return index;
  }

  /** The groups drawn inside `bounds` at `level` (markers on the edge included). */
  groups(bounds: Bounds, level: number): MarkerGroup[] {
    const index = this.indexFor(level);
    const features = index.getClusters(
      [bounds.swLng, bounds.swLat, bounds.neLng, bounds.neLat],
      zoomOf(level),
    );
    const groups: MarkerGroup[] = [];
    for (const feature of features) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const props = feature.properties;
      if (!('cluster' in props) || !props.cluster) {
        const point = (props as Props).point;
        if (point)
          groups.push({
            key: pointKey(point),
            lat,
            lng,
            count: 1,
            points: [point],
            price: point.price ?? null,
          });
        else
          groups.push({
            key: cellKey(lat, lng, props.count),
            lat,
            lng,
            count: props.count,
            points: [],
            price: null,
          });
        continue;
      }
      const count = (props as Props).count;
      const id = props.cluster_id;
      // Its first marker names it (stable while the cluster holds the same markers); the rest are read only when
      // asked for (a press, a selection), so a viewport change never walks every cluster's leaves.
      const first = index.getLeaves(id, 1)[0]?.properties.point ?? null;
      let leaves: MapPoint[] | null = null;
      const group = {
        key: first ? `${pointKey(first)}+${count}` : cellKey(lat, lng, count),
        lat,
        lng,
        count,
        price: medianOfDigest((props as Props).prices),
      } as MarkerGroup;
      Object.defineProperty(group, 'points', {
        enumerable: true,
        get: () => {
          if (leaves === null) {
            const all =
              props.point_count <= MAX_LISTED_LEAVES
                ? index
                    .getLeaves(id, MAX_LISTED_LEAVES)
                    .map((leaf) => leaf.properties.point)
                    .filter((p): p is MapPoint => p !== null)
                : [];
            // A cluster with counts from tiles, or too big to list, has no known places.
            leaves = all.length === count ? all : [];
          }
          return leaves;
        },
      });
      groups.push(group);
    }
    return groups;
  }
}

const cellKey = (lat: number, lng: number, count: number) => `n${lat.toFixed(5)},${lng.toFixed(5)}+${count}`;

/** What pressing a group does: list its places, or zoom in on it until it splits. */
export type GroupPress =
  | { kind: 'list'; group: MarkerGroup }
  | { kind: 'zoom'; center: LatLngPoint; level: number };

/**
 * A single marker lists its place (spec 000 §2: a marker opens the sheet of its spot). A cluster lists its places
 * at neighbourhood levels or when its markers share one spot; wider up it zooms in to where it splits, as Kakao's
 * clusterer does on a click. A count from a tile always zooms (its places are not known yet).
 */
export function pressOf(group: MarkerGroup, level: number, minLevel = 1): GroupPress {
  const known = group.points.length === group.count && group.count > 0;
  if (known && (group.count === 1 || level <= LIST_CLUSTER_MAX_LEVEL)) return { kind: 'list', group };
  const span = known ? spanOf(group.points) : 0;
  if (known && span === 0) return { kind: 'list', group };
  // Each level in doubles the distances; zoom until the spread is wider than the cluster radius.
  let target = level - 1;
  if (known) {
    const metres = span;
    while (target > minLevel && metres / metresPerPixel(group.lat, target) < clusterRadius(target)) target--;
  } else target = Math.max(minLevel, level - 2);
  return { kind: 'zoom', center: { lat: group.lat, lng: group.lng }, level: Math.max(minLevel, target) };
}

/** The largest distance in metres between the markers' bounding corners (0 when all share one spot). */
function spanOf(points: readonly MapPoint[]): number {
  let [s, w, n, e] = [90, 180, -90, -180];
  for (const p of points) {
    s = Math.min(s, p.lat);
    n = Math.max(n, p.lat);
    w = Math.min(w, p.lng);
    e = Math.max(e, p.lng);
  }
  const mLat = (n - s) * 111_320;
  const mLng = (e - w) * 111_320 * Math.cos((((n + s) / 2) * Math.PI) / 180);
  return Math.hypot(mLat, mLng);
}
