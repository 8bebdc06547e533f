import {
  type Bounds,
  isDongName,
  type LatLngPoint,
  type ListEntry,
  type University,
  validateSearchKeyword,
} from '@jjinbbang/domain';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_LEVEL, fitView, type MapPoint, pointKey } from '../../map-engine';
import type { MapQuery, MapSheetParam } from '..';
import { campusOfKeyword } from './search-area';
import { type MapAddress, sameSpot } from './useMapAddress';

/** A search result is shown at this level at most, so its marker stands on its own. */
const RESULT_LEVEL = 3;

/**
 * The map's search box and its results: the text, the rule's message, the search sheet, and what picking a result
 * does (the map moves there and opens that place's sheet). `refused`: the visitor may not search and is asked to
 * sign in (or verify) instead.
 */
export function useMapSearch({
  address,
  points,
  refused,
  universities,
}: {
  address: MapAddress;
  /**
   * The universities with their campuses: a keyword naming one moves the map to its campus. Undefined while they
   * load: a search made meanwhile moves the map when they come.
   */
  universities?: readonly University[];
  /** The markers drawn now: a picked review is found among them by its spot. */
  points: readonly MapPoint[];
  refused: boolean;
}) {
  const { query, level, write, openSheet } = address;
  const [text, setText] = useState(query.sheet.kind === 'search' ? query.sheet.keyword : '');
  const [message, setMessage] = useState<string | null>(null);
  /** A 동 just searched: the map goes to its area once the answer names it (not again on a reload or back). */
  const awaitingArea = useRef<string | null>(null);
  /** A keyword searched before the universities came: it may name a campus to go to once they are here. */
  const [awaitingCampus, setAwaitingCampus] = useState<string | null>(null);

  const search = (keyword: string) => {
    if (refused) {
      setMessage(null);
      openSheet({ kind: 'login' });
      return;
    }
    // api-contract §4: at least 2 characters; the rule's message, and no call that could only fail.
    const check = validateSearchKeyword(keyword);
    if (!check.ok) {
      setMessage(check.message);
      return;
    }
    setMessage(null);
    const sheet: MapSheetParam = { kind: 'search', keyword: keyword.trim() };
    // A campus the keyword names: the map goes there as the results come, so the list and the map agree.
    const campus = universities ? campusOfKeyword(keyword.trim(), universities) : null;
    setAwaitingCampus(universities ? null : keyword.trim());
    awaitingArea.current = !campus && isDongName(keyword.trim()) ? keyword.trim() : null;
    const move: Partial<MapQuery> = campus ? { center: campus, level: DEFAULT_LEVEL, highlight: null } : {};
    if (query.sheet.kind === 'search') write({ ...move, sheet });
    else openSheet(sheet, move);
  };

  // The universities came after the search: the campus it named, if its results are still open, in their entry.
  useEffect(() => {
    if (!awaitingCampus || !universities) return;
    setAwaitingCampus(null);
    if (query.sheet.kind !== 'search' || query.sheet.keyword !== awaitingCampus) return;
    const campus = campusOfKeyword(awaitingCampus, universities);
    if (campus) write({ center: campus, level: DEFAULT_LEVEL, highlight: null });
  }, [awaitingCampus, universities, query.sheet, write]);

  // A search result that is a review knows its spot, not its building: the marker at that spot is found once its
  // tile is there, then highlighted and its sheet opened.
  const [pendingResult, setPendingResult] = useState<LatLngPoint | null>(null);
  useEffect(() => {
    if (!pendingResult) return;
    const found = points.find((p) => sameSpot(p, pendingResult));
    if (!found) return;
    setPendingResult(null);
    write({ highlight: pointKey(found), sheet: { kind: 'spot', keys: [pointKey(found)] } });
  }, [pendingResult, points, write]);

  const showResult = (entry: ListEntry) => {
    const { location } = entry;
    if (!location) return;
    const spot = { lat: location.latitude, lng: location.longitude };
    const key =
      entry.kind === 'building'
        ? pointKey({ id: entry.id, type: entry.isAgency ? 'AGENCY' : 'GENERAL' })
        : null;
    const move = { center: spot, level: Math.min(level, RESULT_LEVEL) };
    if (key) openSheet({ kind: 'spot', keys: [key] }, { ...move, highlight: key });
    else {
      openSheet({ kind: 'none' }, { ...move, highlight: null });
      setPendingResult(spot);
    }
  };

  /**
   * The search's answer named the area of a 동: the map shows it whole in what the student sees of the map, in
   * the history entry of the results (back returns to where the map was).
   */
  const showArea = (keyword: string, area: Bounds) => {
    if (awaitingArea.current !== keyword) return;
    awaitingArea.current = null;
    const view = address.viewport;
    if (!view) return;
    const fit = fitView(area, view.visibleSize ?? view.size);
    write({ center: fit.center, level: fit.level, highlight: null });
  };

  return {
    text,
    showArea,
    onTextChange: (next: string) => {
      setText(next);
      if (message) setMessage(null);
    },
    onSearch: search,
    message,
    showResult,
  };
}
