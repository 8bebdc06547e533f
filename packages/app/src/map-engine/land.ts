import type { LatLngPoint } from '@jjinbbang/domain';
// Land and coastline for the offline map at wide levels: Natural Earth 1:10m land clipped to
// the seas around Korea (scripts/korea-land.mjs), loaded on first use so the map's start-up never pays for it.
import { useEffect, useState } from 'react';
import { project, type Size } from './geo';

/** Land is drawn from this level out: closer in, 1:10m coastlines are off by more than a few pixels. */
export const LAND_MIN_LEVEL = 9;

export interface LandData {
  bbox: [number, number, number, number];
  /** Rings as flat [lng, lat, lng, lat, …] lists. */
  rings: number[][];
}

let loaded: LandData | null = null;
let loading: Promise<LandData> | null = null;

export function loadLand(): Promise<LandData> {
  loading ??= import('./korea-land.json').then((module) => {
    loaded = (module.default ?? module) as unknown as LandData;
    return loaded;
  });
  return loading;
}

/** The land outline once it is needed (`wanted`) and loaded; null before. */
export function useLand(wanted: boolean): LandData | null {
  const [land, setLand] = useState<LandData | null>(loaded);
  useEffect(() => {
    if (!wanted || land) return;
    let live = true;
    loadLand().then(
      (data) => live && setLand(data),
      (error: unknown) => console.error('지도 해안선을 불러오지 못했어요', error),
    );
    return () => {
      live = false;
    };
  }, [wanted, land]);
  return land;
}

export interface LandPaths {
  /** Filled land. */
  fill: string;
  /** Coastline only: the clipping box's edges are left out. */
  coast: string;
}

const MIN_STEP_PX = 0.75;

/** SVG paths of the land in screen pixels for a view (points closer than a pixel apart are dropped). */
export function landPaths(land: LandData, center: LatLngPoint, level: number, size: Size): LandPaths {
  const c = project(center, level);
  const ox = size.width / 2 - c.x;
  const oy = size.height / 2 - c.y;
  const [west, south, east, north] = land.bbox;
  const onEdge = (lng: number, lat: number) => lng === west || lng === east || lat === south || lat === north;
  let fill = '';
  let coast = '';
  for (const ring of land.rings) {
    let px = Number.NaN;
    let py = Number.NaN;
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    const pts: number[] = [];
    for (let i = 0; i < ring.length; i += 2) {
      const lng = ring[i] as number;
      const lat = ring[i + 1] as number;
      const p = project({ lat, lng }, level);
      const x = p.x + ox;
      const y = p.y + oy;
      if (Math.abs(x - px) < MIN_STEP_PX && Math.abs(y - py) < MIN_STEP_PX && i + 2 < ring.length) continue;
      pts.push(x, y, onEdge(lng, lat) ? 1 : 0);
      px = x;
      py = y;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
    if (pts.length < 9 || maxX < 0 || maxY < 0 || minX > size.width || minY > size.height) continue;
    let ringPath = '';
    let coastPath = '';
    let penDown = false;
    for (let i = 0; i < pts.length; i += 3) {
      const x = (pts[i] as number).toFixed(1);
      const y = (pts[i + 1] as number).toFixed(1);
      ringPath += `${i === 0 ? 'M' : 'L'}${x} ${y}`;
      // A coast segment joins two points that are not both on the clipping box.
      const edge = pts[i + 2] === 1;
      const prevEdge = i > 0 && pts[i - 1] === 1;
      if (i > 0 && !(edge && prevEdge)) {
        coastPath += `${penDown ? 'L' : `M${(pts[i - 3] as number).toFixed(1)} ${(pts[i - 2] as number).toFixed(1)}L`}${x} ${y}`;
        penDown = true;
      } else penDown = false;
    }
    fill += `${ringPath}Z`;
    coast += coastPath;
  }
  return { fill, coast };
}
