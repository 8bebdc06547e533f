// The markers of POST /api/v1/map/markers, assembled from cached grid cells (issue 16 item 6). A phone's view is a
// box anywhere, so whole answers rarely repeat; the cells under it do, for every client looking at the same campus.
// A cell holds the markers of one CELL_DEG × CELL_DEG square for one set of filters, already as the answer's bytes,
// so an answer is a bounds check and a few byte copies. Cells are computed on first use (all missing cells of a box
// in one query) and dropped with every data change (lib/read-cache.ts).
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
/** Sets of filters remembered by number for the cell keys. */
const MAX_FILTER_IDS = 10_000;
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

/**
 * One cell's markers in query order: their positions, and their wire JSON back to back as UTF-8, each followed by a
 * comma, so markers next to each other in a cell are one copy into the answer. Typed arrays and one buffer per cell
 * rather than an object and a string per marker: the cells hold hundreds of thousands of markers, and the garbage
 * collector walks every object they keep.
 */
export interface Cell {
  lat: Float64Array;
  lng: Float64Array;
  /** Where each marker's JSON and its comma end in `bytes`. */
  ends: Uint32Array;
  bytes: Buffer;
}

const EMPTY_ARRAY = Buffer.from('[]');

export interface MarkerRow {
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
  const cells = new ReadCache<Cell>(ctx.database.changes, {
    maxEntries: 100_000,
    maxWeight: MAX_CACHED_MARKERS,
    weigh: (cell) => cell.ends.length,
  });

  // Cell keys name their filters by a number: a box looks up a few dozen cells, and a key holding the filters' JSON
  // would be hashed and compared in full for each. A number is never given to other filters (ids only grow), so
  // forgetting the numbers only leaves the cells under the old ones to age out of the cache.
  const filterIds = new Map<string, number>();
  let nextFilterId = 0;
  const filterIdOf = (filterKey: string) => {
    let id = filterIds.get(filterKey);
    if (id === undefined) {
      if (filterIds.size >= MAX_FILTER_IDS) filterIds.clear();
      id = nextFilterId++;
      filterIds.set(filterKey, id);
    }
    return id;
  };

  /**
   * The cache keys of the cells under `box`, row by row (south to north, each west to east), with the first row
   * and column and the row length; null when the box is too large.
   */
  function cellsUnder(box: Box, filters: MapFilters) {
    const row0 = Math.floor(box.swLat / CELL_DEG);
    const row1 = Math.floor(box.neLat / CELL_DEG);
    const col0 = Math.floor(box.swLng / CELL_DEG);
    const col1 = Math.floor(box.neLng / CELL_DEG);
    const width = col1 - col0 + 1;
    if ((row1 - row0 + 1) * width > MAX_BOX_CELLS) return null;
    // The filters as parsed: any field (today's or one added later) tells cells apart. An absent cost bound is
    // the same filter as a null one (the wire schema), so both share cells.
    const filterKey = JSON.stringify({ ...filters, monthlyCostMax: filters.monthlyCostMax ?? null });
    const filterId = filterIdOf(filterKey);
    const keys: string[] = [];
    for (let r = row0; r <= row1; r++) {
      for (let c = col0; c <= col1; c++) keys.push(`${filterId}|${r}|${c}`);
    }
    return { keys, row0, col0, width };
  }

  /** The cells of `under`, from the cache or computed (all missing ones in one query). */
  function loadCells(under: NonNullable<ReturnType<typeof cellsUnder>>, filters: MapFilters) {
    const { keys, row0, col0, width } = under;
    return cells.getMany(keys, async (missing) => {
      const index = new Map(keys.map((key, i) => [key, i]));
      const at = (key: string): [number, number] => {
        const i = index.get(key) as number;
        return [row0 + Math.floor(i / width), col0 + (i % width)];
      };
      const wanted = new Map<string, MarkerRow[]>();
      let r0 = Number.POSITIVE_INFINITY;
      let r1 = Number.NEGATIVE_INFINITY;
      let c0 = Number.POSITIVE_INFINITY;
      let c1 = Number.NEGATIVE_INFINITY;
      for (const key of missing) {
        const [r, c] = at(key);
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
          cell?.push(m);
        }
      }
      const out = new Map<string, Cell>();
      for (const key of missing) {
        const [r, c] = at(key);
        out.set(key, toCell(wanted.get(`${r}|${c}`) ?? []));
      }
      return out;
    });
  }

  /**
   * The markers inside `box` (inclusive edges), at most `limit`, as the bytes of their JSON array; null when the
   * box is too large.
   */
  async function markersJson(box: Box, filters: MapFilters, limit: number): Promise<Buffer | null> {
    const under = cellsUnder(box, filters);
    if (!under) return null;
    const found = await loadCells(under, filters);
    // Runs of neighbouring markers inside the box: cell, first and last marker (a whole cell is one run).
    const runs: [Cell, number, number][] = [];
    let count = 0;
    let length = 0;
    collect: for (const key of under.keys) {
      const cell = found.get(key);
      if (!cell) continue;
      let first = -1;
      for (let i = 0; i < cell.ends.length; i++) {
        const lat = cell.lat[i] as number;
        const lng = cell.lng[i] as number;
        const inside = lat >= box.swLat && lat <= box.neLat && lng >= box.swLng && lng <= box.neLng;
        if (inside && first < 0) first = i;
        if (!inside && first >= 0) {
          length += runLength(cell, first, i - 1);
          runs.push([cell, first, i - 1]);
          first = -1;
        }
        if (inside && ++count >= limit) {
          length += runLength(cell, first, i);
          runs.push([cell, first, i]);
          break collect;
        }
      }
      if (first >= 0) {
        length += runLength(cell, first, cell.ends.length - 1);
        runs.push([cell, first, cell.ends.length - 1]);
      }
    }
    if (runs.length === 0) return EMPTY_ARRAY;
    // `[`, the runs, and the last run's trailing comma turned into `]`.
    const out = Buffer.allocUnsafe(1 + length);
    out[0] = 0x5b;
    let at = 1;
    for (const [cell, first, last] of runs) {
      at += cell.bytes.copy(out, at, first === 0 ? 0 : cell.ends[first - 1], cell.ends[last]);
    }
    out[at - 1] = 0x5d;
    return out;
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
      await loadCells(under, filters);
    }
  }

  /** Cells and markers kept now (for the warm-up's log and tests). */
  const cached = () => ({ cells: cells.size, markers: cells.weight });

  return { markersJson, warm, cached };
}

/** The bytes of markers `first` to `last` of `cell` (their JSON and commas). */
const runLength = (cell: Cell, first: number, last: number) =>
  (cell.ends[last] as number) - (first === 0 ? 0 : (cell.ends[first - 1] as number));

/** A cell of `rows`, in their order. */
export function toCell(rows: readonly MarkerRow[]): Cell {
  const lat = new Float64Array(rows.length);
  const lng = new Float64Array(rows.length);
  const ends = new Uint32Array(rows.length);
  const parts: string[] = [];
  let end = 0;
  rows.forEach((m, i) => {
    lat[i] = m.latitude;
    lng[i] = m.longitude;
    const json = `${JSON.stringify({
      id: m.id,
      type: m.type,
      latitude: m.latitude,
      longitude: m.longitude,
      hasReview: m.hasReview,
    })},`;
    parts.push(json);
    end += Buffer.byteLength(json);
    ends[i] = end;
  });
  return { lat, lng, ends, bytes: Buffer.from(parts.join('')) };
}
