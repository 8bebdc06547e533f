// The markers of POST /api/v1/map/markers, assembled from cached grid cells (issue 16 item 6). A phone's view is a
// box anywhere, so whole answers rarely repeat; the cells under it do, for every client looking at the same campus.
// A cell holds the markers of one CELL_DEG × CELL_DEG square for one set of filters, each already in its wire JSON,
// so an answer is a bounds check and a string join. Cells are computed on first use (all missing cells of a box in
// one query) and dropped with every data change (lib/read-cache.ts).
import type { MapFilters } from '@jjinbbang/domain';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { ReadCache } from '../lib/read-cache.ts';

/**
 * Cell size in degrees: about 550 m × 450 m in Korea, so a phone's view at map level 5 spans 4–5 × 6–7 cells. Small
 * cells fetch little beyond the first box that asks for them (embedded PGlite answers one query at a time).
 */
export const CELL_DEG = 0.005;
/** Larger boxes (zoomed far out) are answered by one query instead: thousands of cells would cost more than it. */
export const MAX_BOX_CELLS = 192;
/** Markers kept in all cells together (about 150 bytes each). */
const MAX_CACHED_MARKERS = 300_000;
/** Margin of the fetch box, in degrees, so rounding never leaves a point of a missing cell outside the query. */
const EDGE = 1e-9;

export interface Box {
  swLat: number;
  swLng: number;
  neLat: number;
  neLng: number;
}

interface Marker {
  lat: number;
  lng: number;
  json: string;
}

interface MarkerRow {
  id: number;
  type: string;
  latitude: number;
  longitude: number;
  hasReview: boolean;
}

/**
 * `select(filters, box)`: the per-kind SELECTs (id, type, latitude, longitude, "hasReview") of the places
 * matching `filters` inside `box`, or an empty list when the filters exclude every kind.
 */
export function markerCells(ctx: AppContext, select: (filters: MapFilters, box: Box) => SQL[]) {
  const cells = new ReadCache<Marker[]>(ctx.database.changes, {
    maxEntries: 100_000,
    maxWeight: MAX_CACHED_MARKERS,
    weigh: (markers) => markers.length,
  });

  /** The cache keys of the cells under `box` and each key's row and column; null when the box is too large. */
  function cellsUnder(box: Box, filters: MapFilters) {
    const row0 = Math.floor(box.swLat / CELL_DEG);
    const row1 = Math.floor(box.neLat / CELL_DEG);
    const col0 = Math.floor(box.swLng / CELL_DEG);
    const col1 = Math.floor(box.neLng / CELL_DEG);
    if ((row1 - row0 + 1) * (col1 - col0 + 1) > MAX_BOX_CELLS) return null;
    // The filters as parsed: any field (today's or one added later) tells cells apart. An absent cost bound is
    // the same filter as a null one (the wire schema), so both share cells.
    const filterKey = JSON.stringify({ ...filters, monthlyCostMax: filters.monthlyCostMax ?? null });
    const keys: string[] = [];
    const at = new Map<string, [number, number]>();
    for (let r = row0; r <= row1; r++) {
      for (let c = col0; c <= col1; c++) {
        const key = `${filterKey}|${r}|${c}`;
        keys.push(key);
        at.set(key, [r, c]);
      }
    }
    return { keys, at };
  }

  /** The cells of `keys`, from the cache or computed (all missing ones in one query). */
  function loadCells(keys: string[], at: Map<string, [number, number]>, filters: MapFilters) {
    return cells.getMany(keys, async (missing) => {
      const wanted = new Map<string, Marker[]>();
      let r0 = Number.POSITIVE_INFINITY;
      let r1 = Number.NEGATIVE_INFINITY;
      let c0 = Number.POSITIVE_INFINITY;
      let c1 = Number.NEGATIVE_INFINITY;
      for (const key of missing) {
        const [r, c] = at.get(key) as [number, number];
        wanted.set(`${r}|${c}`, []);
        r0 = Math.min(r0, r);
        r1 = Math.max(r1, r);
        c0 = Math.min(c0, c);
        c1 = Math.max(c1, c);
      }
      const parts = select(filters, {
        swLat: r0 * CELL_DEG - EDGE,
        neLat: (r1 + 1) * CELL_DEG + EDGE,
        swLng: c0 * CELL_DEG - EDGE,
        neLng: (c1 + 1) * CELL_DEG + EDGE,
      });
      if (parts.length > 0) {
        const rows = await ctx.database.read<MarkerRow>(sql.join(parts, sql` UNION ALL `));
        for (const m of rows) {
          const cell = wanted.get(
            `${Math.floor(m.latitude / CELL_DEG)}|${Math.floor(m.longitude / CELL_DEG)}`,
          );
          cell?.push({
            lat: m.latitude,
            lng: m.longitude,
            json: JSON.stringify({
              id: m.id,
              type: m.type,
              latitude: m.latitude,
              longitude: m.longitude,
              hasReview: m.hasReview,
            }),
          });
        }
      }
      const out = new Map<string, Marker[]>();
      for (const key of missing) {
        const [r, c] = at.get(key) as [number, number];
        out.set(key, wanted.get(`${r}|${c}`) ?? []);
      }
      return out;
    });
  }

  /** The markers JSON array inside `box` (inclusive edges), at most `limit`; null when the box is too large. */
  async function markersJson(box: Box, filters: MapFilters, limit: number): Promise<string | null> {
    const under = cellsUnder(box, filters);
    if (!under) return null;
    const found = await loadCells(under.keys, under.at, filters);
    const parts: string[] = [];
    collect: for (const key of under.keys) {
      for (const m of found.get(key) ?? []) {
        if (m.lat < box.swLat || m.lat > box.neLat || m.lng < box.swLng || m.lng > box.neLng) continue;
        parts.push(m.json);
        if (parts.length >= limit) break collect;
      }
    }
    return `[${parts.join(',')}]`;
  }

  /**
   * Computes the cells under `boxes` for `filters` before anyone asks (server start-up). One box per turn
   * (lib/turns.ts), so a request arriving meanwhile waits for at most one box's query; a request that needs a
   * cell being computed shares that computation. Nothing is kept while the data version is not trusted, so it
   * first waits for that (PostgreSQL's listening connection).
   */
  async function warm(filters: MapFilters, boxes: readonly Box[]): Promise<void> {
    for (const box of boxes) {
      const under = cellsUnder(box, filters);
      if (!under) continue;
      await ctx.database.changes.whenTrusted();
      await ctx.turns.take();
      await loadCells(under.keys, under.at, filters);
    }
  }

  /** Cells and markers kept now (for the warm-up's log and tests). */
  const cached = () => ({ cells: cells.size, markers: cells.weight });

  return { markersJson, warm, cached };
}
