// The map's viewport-change cost: 20,000 markers, the work a pan or zoom to an already-loaded
// view does — building the level's supercluster index for the visible tiles' markers, querying the view and
// laying out markers, campus labels and building names. `npm run bench:map` prints it against its budget.
import { MarkerIndex } from './clusters';
import { computeFrame, estimateText, type Landmark } from './frame';
import type { MapPoint, Size } from './geo';

/** Budget per viewport change: one frame at 60 Hz. */
export const VIEWPORT_BUDGET_MS = 16;

export interface MapBenchResult {
  name: string;
  markers: number;
  /** Median over the runs, in milliseconds. */
  medianMs: number;
  p95Ms: number;
  budgetMs: number;
  ok: boolean;
  /** Building the indexes for all levels once, when the markers arrive (not per viewport change). */
  indexMs: number;
  /** Markers and clusters drawn per view, on average (what the layout placed). */
  groupsPerView: number;
}

/** A deterministic pseudo-random generator (mulberry32), so every run measures the same data. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` markers spread over a city of ~20 km (Busan), denser towards campuses as real data is. */
export function syntheticMarkers(count: number, seed = 7): MapPoint[] {
  const next = random(seed);
  const hubs = Array.from({ length: 12 }, () => ({ lat: 35.05 + next() * 0.2, lng: 128.95 + next() * 0.2 }));
  return Array.from({ length: count }, (_, i) => {
    const hub = hubs[i % hubs.length] as { lat: number; lng: number };
    const r = next() ** 2 * 0.04;
    const a = next() * Math.PI * 2;
    return {
      id: i + 1,
      type: i % 17 === 0 ? 'AGENCY' : i % 11 === 0 ? 'DORMITORY' : 'GENERAL',
      lat: hub.lat + Math.sin(a) * r,
      lng: hub.lng + Math.cos(a) * r,
      name: `빌라 ${i + 1}호`,
      // Most places have enough priced leases for their pin to say a price, as the seeded map does.
      price: i % 3 === 0 ? null : 25 + Math.round(next() * 45),
    };
  });
}

function landmarksNear(count: number): Landmark[] {
  const next = random(11);
  return Array.from({ length: count }, (_, i) => ({
    key: `campus-${i}`,
    title: `부산${i}대학교`,
    subtitle: '부산캠퍼스',
    lat: 35.05 + next() * 0.2,
    lng: 128.95 + next() * 0.2,
  }));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;

/**
 * Measures viewport changes over 20,000 loaded markers: each run moves to a new centre and level (levels 1–8) and
 * computes what is drawn (supercluster query, leaves of small clusters, markers, campus labels, building names).
 * Building the index happens once when tiles arrive; its cost is reported beside (`indexMs`).
 */
export function benchMapViewport({
  markers = 20_000,
  runs = 140,
  size = { width: 390, height: 700 } as Size,
} = {}): MapBenchResult {
  const points = syntheticMarkers(markers);
  const landmarks = landmarksNear(40);
  const next = random(3);
  const times: number[] = [];
  let drawn = 0;
  const built = performance.now();
  const index = new MarkerIndex(points).prepare(2).prepare(5);
  const indexMs = performance.now() - built;
  // Warm-up: let the JIT compile the paths measured below.
  for (let i = 0; i < 10; i++)
    computeFrame({ center: { lat: 35.15, lng: 129.05 }, level: 1 + (i % 8), size, index, landmarks });
  // Views where the markers are: around the data's own points, at levels 2–8 (a street to a city).
  for (let i = 0; i < runs; i++) {
    const level = 2 + (i % 7);
    const near = points[Math.floor(next() * points.length)] as MapPoint;
    const center = { lat: near.lat + (next() - 0.5) * 0.01, lng: near.lng + (next() - 0.5) * 0.01 };
    const started = performance.now();
    const frame = computeFrame({ center, level, size, index, landmarks, measure: estimateText });
    times.push(performance.now() - started);
    drawn += frame.groups.length;
  }
  times.sort((a, b) => a - b);
  const medianMs = percentile(times, 0.5);
  return {
    name: `지도 뷰포트 변경 (마커 ${markers.toLocaleString('en-US')}개)`,
    markers,
    medianMs,
    p95Ms: percentile(times, 0.95),
    budgetMs: VIEWPORT_BUDGET_MS,
    ok: percentile(times, 0.95) <= VIEWPORT_BUDGET_MS,
    indexMs,
    groupsPerView: drawn / runs,
  };
}
