import type { LatLngPoint } from '@jjinbbang/domain';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { DEFAULT_CENTER, DEFAULT_LEVEL, type MapViewport } from '../../map-engine';
import { afterNextPaint } from '../../shell/next-paint';
import { DEFAULT_MAP_QUERY, type MapQuery, type MapSheetParam, mapQuery, patterns } from '..';
import { parseCampusNavigation } from './navigation';

/** What the app keeps in the map's own history entries. */
interface MapHistoryState {
  /** This entry was pushed to open a sheet: closing the sheet goes back instead of adding an entry. */
  jbMapSheet?: true;
  /** Scroll of the open list (or, on a wide screen, the side panel's) when the student left for a review. */
  jbMapListScroll?: number;
  /** Scroll of the pane beside a wide map when the student left for a review. */
  jbMapPaneScroll?: number;
}

export type ListScrollKey = 'sheet' | 'pane';
export const LIST_SCROLL_STATE = {
  sheet: 'jbMapListScroll',
  pane: 'jbMapPaneScroll',
} as const satisfies Record<ListScrollKey, keyof MapHistoryState>;

export const mapHistoryState = (): MapHistoryState =>
  typeof window !== 'undefined' && window.history.state && typeof window.history.state === 'object'
    ? (window.history.state as MapHistoryState)
    : {};

/** Keeps the open list's scroll in the current history entry, for the way back from a review. */
export function rememberListScroll(scrollTop: number, list: ListScrollKey = 'sheet'): void {
  window.history.replaceState(
    { ...mapHistoryState(), [LIST_SCROLL_STATE[list]]: scrollTop } satisfies MapHistoryState,
    '',
  );
}

export const sameSpot = (a: LatLngPoint, b: LatLngPoint) =>
  Math.abs(a.lat - b.lat) < 1e-6 && Math.abs(a.lng - b.lng) < 1e-6;

export type MapAddress = ReturnType<typeof useMapAddress>;

/**
 * The map's address (routes/map.ts): centre, level, filters, the open sheet and the highlight, so a link is
 * shareable and a reload restores it. Every sheet opens on a history entry of its own, so back closes the top sheet
 * and stays on the map. spec 000 §4: on arrival from a campus card the map resets once, into the address, so a
 * reload keeps what the student did after it.
 */
export function useMapAddress({ onCampusArrival }: { onCampusArrival: () => void }) {
  const search = useSearch();
  const query = useMemo(() => mapQuery.parse(search), [search]);
  const navigation = parseCampusNavigation(useHistoryState<unknown>());
  const latest = useRef(query);
  latest.current = query;
  /** A change to apply once a pushed sheet entry has been left with back. */
  const pending = useRef<Partial<MapQuery> | null>(null);
  /** A back is on its way (a sheet's apply and its own close both ask to close: go back once). */
  const leaving = useRef(false);

  const write = useCallback((patch: Partial<MapQuery>, mode: 'push' | 'replace' = 'replace') => {
    // On top of the address as it is now (a render may not have caught up with the last write yet).
    const current = mapQuery.parse(window.location.search);
    const url = `${patterns.map}${mapQuery.toSearch({ ...current, ...patch })}`;
    if (url === `${window.location.pathname}${window.location.search}`) return;
    if (mode === 'push') window.history.pushState({ jbMapSheet: true } satisfies MapHistoryState, '', url);
    else window.history.replaceState(window.history.state, '', url);
  }, []);

  /** Opens a sheet on its own history entry. */
  const openSheet = useCallback(
    (sheet: MapSheetParam, patch: Partial<MapQuery> = {}) => write({ ...patch, sheet }, 'push'),
    [write],
  );
  /** Closes the top sheet: back to the entry before it when we pushed it, else the same entry without it. */
  const closeSheet = useCallback(
    (patch: Partial<MapQuery> = {}) => {
      if (Object.keys(patch).length > 0) pending.current = { ...pending.current, ...patch };
      if (leaving.current) return;
      if (mapHistoryState().jbMapSheet) {
        leaving.current = true;
        window.history.back();
      } else {
        const next = { ...pending.current, sheet: { kind: 'none' } as const };
        pending.current = null;
        write(next);
      }
    },
    [write],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address changed (back arrived)
  useEffect(() => {
    leaving.current = false;
    const patch = pending.current;
    if (!patch || mapHistoryState().jbMapSheet) return;
    pending.current = null;
    write(patch);
  }, [search, write]);

  const campusCenter = navigation?.center;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival (its key)
  useLayoutEffect(() => {
    if (!navigation || !campusCenter) return;
    onCampusArrival();
    const url = `${patterns.map}${mapQuery.toSearch({ ...DEFAULT_MAP_QUERY, center: campusCenter, level: DEFAULT_LEVEL })}`;
    window.history.replaceState(null, '', url);
  }, [navigation?.key]);

  const [viewport, setViewport] = useState<MapViewport | null>(null);
  // The engine has drawn the new view; what the page does about it (the address, the tiles, the lists) waits until
  // that frame is on screen, so a zoom or a pan paints at once. Only the latest view is acted on.
  const cancelView = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelView.current?.(), []);
  const onViewChange = useCallback(
    (next: MapViewport) => {
      cancelView.current?.();
      cancelView.current = afterNextPaint(() => {
        cancelView.current = null;
        setViewport((prev) =>
          prev &&
          prev.level === next.level &&
          sameSpot(prev.center, next.center) &&
          prev.size.width === next.size.width &&
          prev.size.height === next.size.height
            ? prev
            : next,
        );
        const q = latest.current;
        const moved = !q.center || !sameSpot(q.center, next.center) || q.level !== next.level;
        if (moved && (q.center || next.level !== DEFAULT_LEVEL || !sameSpot(next.center, DEFAULT_CENTER)))
          write({ center: next.center, level: next.level });
      });
    },
    [write],
  );

  return {
    query,
    center: query.center ?? campusCenter ?? DEFAULT_CENTER,
    level: query.level ?? DEFAULT_LEVEL,
    /** Where the campus card that opened the map stands. */
    campusCenter,
    /** The view as the engine last reported it (null until it has drawn). */
    viewport,
    onViewChange,
    write,
    openSheet,
    closeSheet,
  };
}
