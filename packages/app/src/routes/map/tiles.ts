// The markers of the view, from cacheable tiles. Tiles live in one store for the whole visit,
// so a view whose tiles were seen before is drawn in the same frame the gesture ends in (no request, no wait);
// spec 000 §9 keeps map data fresh for 180 s, after which a tile is asked for again (the HTTP cache revalidates).
import {
  type Bounds,
  encodeMapFilterKey,
  type MapFilters,
  type MarkerTile,
  TILE_FRESH_SECONDS,
  type TileAddress,
  tilesCovering,
} from '@jjinbbang/domain';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { getMarkerTile } from '../../api/map';
import type { MapCell, MapPoint } from '../../map-engine';

type Entry =
  | { status: 'loading'; at: number }
  | { status: 'ready'; tile: MarkerTile; at: number }
  | { status: 'error'; error: unknown; at: number };

/** Tiles kept at most (a long visit pans a lot; the HTTP cache still holds what falls out). */
const MAX_ENTRIES = 600;

export type TileFetcher = (filterKey: string, address: TileAddress) => Promise<MarkerTile>;

export class TileStore {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  constructor(
    private readonly fetchTile: TileFetcher,
    private readonly now: () => number = Date.now,
  ) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  readonly getVersion = () => this.version;

  private emit() {
    this.version++;
    for (const listener of this.listeners) listener();
  }

  static keyOf(filterKey: string, { level, x, y }: TileAddress) {
    return `${filterKey}/${level}/${x}/${y}`;
  }

  peek(filterKey: string, address: TileAddress): Entry | undefined {
    return this.entries.get(TileStore.keyOf(filterKey, address));
  }

  /** Every marker loaded for the filters, from tiles of any level, once each. */
  allMarkers(filterKey: string): MapPoint[] {
    const seen = new Set<string>();
    const points: MapPoint[] = [];
    for (const [key, entry] of this.entries) {
      if (!key.startsWith(`${filterKey}/`) || entry.status !== 'ready' || entry.tile.kind !== 'markers')
        continue;
      for (const m of entry.tile.markers) {
        const id = `${m.type === 'AGENCY' ? 'a' : 'b'}${m.id}`;
        if (seen.has(id)) continue;
        seen.add(id);
        points.push({
          id: m.id,
          type: m.type,
          lat: m.latitude,
          lng: m.longitude,
          name: m.name,
          price: m.price ?? null,
        });
      }
    }
    return points;
  }

  /** Asks for a tile unless it is loading or fresh; a failed tile is asked again on the next call. */
  ensure(filterKey: string, address: TileAddress, force = false) {
    const key = TileStore.keyOf(filterKey, address);
    const entry = this.entries.get(key);
    const fresh = entry && this.now() - entry.at < TILE_FRESH_SECONDS * 1000;
    if (entry?.status === 'loading' || (!force && fresh && entry?.status === 'ready')) return;
    this.entries.delete(key);
    this.entries.set(key, { status: 'loading', at: this.now() });
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.fetchTile(filterKey, address).then(
      (tile) => {
        this.entries.set(key, { status: 'ready', tile, at: this.now() });
        this.emit();
      },
      (error: unknown) => {
        this.entries.set(key, { status: 'error', error, at: this.now() });
        this.emit();
      },
    );
  }
}

export const tileStore = new TileStore((filterKey, address) => getMarkerTile(filterKey, address));

export interface MarkerTiles {
  /**
   * Markers to draw: every marker loaded for these filters (the same array until a tile arrives, so the engines'
   * index is built once and every pan or zoom over loaded data is a query), or, where the view's tiles are counts,
   * the markers of its other tiles.
   */
  points: MapPoint[];
  /** Markers that lie in the view (for "nothing matches"). */
  visibleCount: number;
  cells: MapCell[];
  /** Some tile of the view is still on its way (the ones that are there are drawn already). */
  loading: boolean;
  /** A tile of the view failed. */
  error: unknown;
  /** Every tile of the view is there. */
  complete: boolean;
  retry: () => void;
}

/** The markers and counts of the tiles covering `view` at its level, for `filters`. */
export function useMarkerTiles(
  view: { level: number; bounds: Bounds } | null,
  filters: MapFilters,
  store: TileStore = tileStore,
): MarkerTiles {
  const version = useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
  const filterKey = useMemo(() => encodeMapFilterKey(filters), [filters]);
  const addresses = useMemo(() => (view ? tilesCovering(view.level, view.bounds) : []), [view]);
  const addressKey = addresses.map((a) => `${a.level}/${a.x}/${a.y}`).join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: addressKey stands for the addresses
  useEffect(() => {
    for (const address of addresses) store.ensure(filterKey, address);
  }, [filterKey, addressKey, store]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version says when the store changed
  const all = useMemo(() => store.allMarkers(filterKey), [version, filterKey, store]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version says when the store changed
  return useMemo(() => {
    const own: MapPoint[] = [];
    const cells: MapCell[] = [];
    let loading = false;
    let error: unknown = null;
    let ready = 0;
    let visibleCount = 0;
    const b = view?.bounds;
    for (const address of addresses) {
      const entry = store.peek(filterKey, address);
      if (!entry || entry.status === 'loading') loading = true;
      else if (entry.status === 'error') error = entry.error;
      else {
        ready++;
        const { tile } = entry;
        if (tile.kind === 'markers')
          for (const m of tile.markers) {
            own.push({
              id: m.id,
              type: m.type,
              lat: m.latitude,
              lng: m.longitude,
              name: m.name,
              price: m.price ?? null,
            });
            if (
              b &&
              m.latitude >= b.swLat &&
              m.latitude <= b.neLat &&
              m.longitude >= b.swLng &&
              m.longitude <= b.neLng
            )
              visibleCount++;
          }
        else
          for (const c of tile.cells) {
            cells.push({ lat: c.latitude, lng: c.longitude, count: c.count });
            visibleCount += c.count;
          }
      }
    }
    return {
      points: cells.length > 0 ? own : all,
      visibleCount,
      cells,
      loading,
      error,
      complete: addresses.length > 0 && ready === addresses.length,
      retry: () => {
        for (const address of addresses) store.ensure(filterKey, address, true);
      },
    };
  }, [version, filterKey, addressKey, store, all, view]);
}
