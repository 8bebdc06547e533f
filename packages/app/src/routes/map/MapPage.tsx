import {
  type Bounds,
  canOpenMapLists,
  type LatLngPoint,
  type ListEntry,
  type MapSortOption,
  validateSearchKeyword,
  withLiked,
} from '@jjinbbang/domain';
import { type MapFilterKind, useToast } from '@jjinbbang/ui';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { errorMessage } from '../../api/errors';
import { mapMarkers, mapNearby, mapSearch } from '../../api/queries';
import { useQuery } from '../../api/swr';
import { useLikeToggle } from '../../hooks/useLikeToggle';
import { usePagedList } from '../../hooks/usePagedList';
import { useStartLogin } from '../../hooks/useStartLogin';
import { useUniversities } from '../../hooks/useUniversities';
import {
  DEFAULT_CENTER,
  DEFAULT_LEVEL,
  idListsOf,
  type Landmark,
  type MapPoint,
  type MapViewport,
  type MarkerGroup,
  padBounds,
  pointKey,
  roundBounds,
} from '../../map-engine';
import { useSession } from '../../session/useSession';
import { DEFAULT_MAP_QUERY, links, type MapQuery, type MapSheetParam, mapQuery, patterns } from '..';
import { entryLink } from '../common/EntryCard';
import {
  DEFAULT_MAP_FILTERS,
  DEFAULT_SORT,
  filtersOfQuery,
  hasActiveFilters,
  type MapFilterState,
  queryOfFilters,
  toMapFiltersPayload,
} from './filters';
import { MapView } from './MapView';
import { parseCampusNavigation } from './navigation';
import { useMarkerTiles } from './tiles';

/** A search result is shown at this level at most, so its marker stands on its own. */
const RESULT_LEVEL = 3;

/** What the app keeps in the map's own history entries. */
interface MapHistoryState {
  /** This entry was pushed to open a sheet: closing the sheet goes back instead of adding an entry. */
  jbMapSheet?: true;
  /** Scroll of the open list when the student left for a review (issue 14 item 3). */
  jbMapListScroll?: number;
}

const historyState = (): MapHistoryState =>
  typeof window !== 'undefined' && window.history.state && typeof window.history.state === 'object'
    ? (window.history.state as MapHistoryState)
    : {};

/** Every campus as a landmark: the university and the campus name at its position. */
function landmarksOf(
  universities: readonly {
    universityName: string;
    campuses: readonly { id: number; campusName: string; latitude: number; longitude: number }[];
  }[],
): Landmark[] {
  return universities.flatMap((u) =>
    u.campuses.map((c) => ({
      key: `campus-${c.id}`,
      title: u.universityName,
      subtitle: c.campusName,
      lat: c.latitude,
      lng: c.longitude,
    })),
  );
}

const sameSpot = (a: LatLngPoint, b: LatLngPoint) =>
  Math.abs(a.lat - b.lat) < 1e-6 && Math.abs(a.lng - b.lng) < 1e-6;

/**
 * The map's container (issue 13): the address (centre, level, filters, open sheet, highlight — issue 14 item 3),
 * the tiles and lists from the API, the session's rights, and what each action does. `MapView` draws it.
 */
export default function MapPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const query = useMemo(() => mapQuery.parse(search), [search]);
  const toast = useToast();
  const session = useSession();
  const universities = useUniversities();
  const login = useStartLogin({ onError: toast.show });
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

  /** Opens a sheet on its own history entry, so back closes it and stays on the map (issue 14 item 3). */
  const openSheet = useCallback(
    (sheet: MapSheetParam, patch: Partial<MapQuery> = {}) => write({ ...patch, sheet }, 'push'),
    [write],
  );
  /** Closes the top sheet: back to the entry before it when we pushed it, else the same entry without it. */
  const closeSheet = useCallback(
    (patch: Partial<MapQuery> = {}) => {
      if (Object.keys(patch).length > 0) pending.current = { ...pending.current, ...patch };
      if (leaving.current) return;
      if (historyState().jbMapSheet) {
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
    if (!patch || historyState().jbMapSheet) return;
    pending.current = null;
    write(patch);
  }, [search, write]);

  // spec 000 §4: on entry from home (or new coordinates), filters, sort, paging and lists reset once. The result
  // goes into the address, so a reload keeps what the student did after it.
  const [focusLandmark, setFocusLandmark] = useState<string | null>(null);
  const [sort, setSort] = useState<MapSortOption>(DEFAULT_SORT);
  const campusCenter = navigation?.center;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival (its key)
  useLayoutEffect(() => {
    if (!navigation || !campusCenter) return;
    setSort(DEFAULT_SORT);
    const url = `${patterns.map}${mapQuery.toSearch({ ...DEFAULT_MAP_QUERY, center: campusCenter, level: DEFAULT_LEVEL })}`;
    window.history.replaceState(null, '', url);
  }, [navigation?.key]);

  const center = query.center ?? campusCenter ?? DEFAULT_CENTER;
  const level = query.level ?? DEFAULT_LEVEL;

  const landmarks = useMemo(() => landmarksOf(universities.universities ?? []), [universities.universities]);
  // The campus the map was opened for is labelled first.
  useEffect(() => {
    if (!campusCenter) return;
    const found = landmarks.find((l) => sameSpot(l, campusCenter));
    if (found) setFocusLandmark(found.key);
  }, [campusCenter, landmarks]);

  const [viewport, setViewport] = useState<MapViewport | null>(null);
  const onViewChange = useCallback(
    (next: MapViewport) => {
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
    },
    [write],
  );

  const filters = useMemo(() => filtersOfQuery(query), [query]);
  const payloadKey = JSON.stringify(toMapFiltersPayload(filters));
  // biome-ignore lint/correctness/useExhaustiveDependencies: payloadKey stands for the payload
  const payload = useMemo(() => toMapFiltersPayload(filters), [payloadKey]);
  const tiles = useMarkerTiles(viewport, payload);
  const points = tiles.points;

  // --- Rights (spec 000 §5–6): lists, marker sheets and search need sign-in and a status other than unverified.
  const allowed = canOpenMapLists({
    isAuthenticated: session.isAuthenticated,
    verificationStatus: session.verificationStatus ?? 'unverified',
  });

  // --- Search -------------------------------------------------------------------------------------------------
  const searchKeyword = query.sheet.kind === 'search' ? query.sheet.keyword : null;
  const [searchText, setSearchText] = useState(searchKeyword ?? '');
  const [searchMessage, setSearchMessage] = useState<string | null>(null);
  const onSearch = (text: string) => {
    if (!session.isLoading && !allowed) {
      setSearchMessage(null);
      openSheet({ kind: 'login' });
      return;
    }
    // api-contract §4: at least 2 characters; the rule's message, and no call that could only fail.
    const check = validateSearchKeyword(text);
    if (!check.ok) {
      setSearchMessage(check.message);
      return;
    }
    setSearchMessage(null);
    const sheet: MapSheetParam = { kind: 'search', keyword: text.trim() };
    if (query.sheet.kind === 'search') write({ sheet });
    else openSheet(sheet);
  };

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
    const known: MapPoint | null =
      entry.kind === 'building'
        ? { id: entry.id, type: entry.isAgency ? 'AGENCY' : 'GENERAL', lat: spot.lat, lng: spot.lng }
        : null;
    const key = known ? pointKey(known) : null;
    const move = { center: spot, level: Math.min(level, RESULT_LEVEL) };
    if (key) openSheet({ kind: 'spot', keys: [key] }, { ...move, highlight: key });
    else {
      openSheet({ kind: 'none' }, { ...move, highlight: null });
      setPendingResult(spot);
    }
  };

  // --- The open list (spot, view or search) --------------------------------------------------------------------
  const sheet = query.sheet;
  const viewBounds: Bounds | null =
    sheet.kind === 'list' && viewport ? roundBounds(padBounds(viewport.bounds)) : null;
  // spec 000 §9: the list handle lists what lies in the view grown by the nearby offset.
  const viewMarkers = useQuery(viewBounds && allowed ? mapMarkers(viewBounds, payload) : null);
  const spotIds = useMemo(() => {
    if (sheet.kind === 'spot')
      return idListsOf(
        sheet.keys.map((k) => ({
          id: Number(k.slice(1)),
          type: k[0] === 'a' ? 'AGENCY' : 'GENERAL',
          lat: 0,
          lng: 0,
        })),
      );
    if (sheet.kind === 'list' && viewMarkers.data)
      return idListsOf(
        viewMarkers.data.map((m) => ({ id: m.id, type: m.type, lat: m.latitude, lng: m.longitude })),
      );
    return null;
  }, [sheet, viewMarkers.data]);

  const list = usePagedList(
    !allowed
      ? null
      : sheet.kind === 'search'
        ? mapSearch({ keyword: sheet.keyword, sortBy: sort, filters: payload })
        : spotIds
          ? mapNearby({ type: filters.viewType, sortBy: sort, ...spotIds })
          : null,
  );
  // spec 000 §4: a card's heart changes the flag and count only after the server agrees.
  const likes = useLikeToggle({
    apply: (key, liked) => list.update(key, (entry) => withLiked(entry, liked)),
  });

  // Coming back from a review: the list reopens (the address has it) at the scroll it was left at.
  const [restoreScrollTop] = useState(() => historyState().jbMapListScroll ?? null);
  const scrollTop = useRef(restoreScrollTop ?? 0);
  const openEntry = (entry: ListEntry) => {
    window.history.replaceState(
      { ...historyState(), jbMapListScroll: scrollTop.current } satisfies MapHistoryState,
      '',
    );
    navigate(entryLink(entry));
  };

  const onGroupPress = (group: MarkerGroup) => {
    if (!session.isLoading && !allowed) {
      openSheet({ kind: 'login' });
      return;
    }
    // spec 000 §5: a marker tap needs at least one building id at that spot.
    if (group.points.length === 0) return;
    openSheet({ kind: 'spot', keys: group.points.map(pointKey) });
  };

  const listProps =
    sheet.kind === 'search'
      ? {
          title: `‘${sheet.keyword}’ 검색 결과`,
          onItemPress: showResult,
          errorTitle: '검색 결과를 불러오지 못했어요',
          emptyTitle: '검색 결과가 없어요',
          emptyHint: '학교 이름(예: 경상국립대)이나 동네·도로 이름(예: 가좌동)으로 검색해 보세요.',
          emptyAction: {
            label: '다른 검색어 입력하기',
            onPress: () => {
              closeSheet();
              document.querySelector<HTMLInputElement>('.jb-map-search input')?.focus();
            },
          },
        }
      : sheet.kind === 'spot' || sheet.kind === 'list'
        ? {
            title: sheet.kind === 'list' ? '이 지역의 찐빵' : '이 위치의 찐빵',
            onItemPress: openEntry,
            errorTitle: '주변 후기를 불러오지 못했어요',
            emptyTitle:
              filters.viewType === 'REVIEW'
                ? '이 근처에는 아직 후기가 없어요'
                : '이 근처에는 아직 찐빵이 없어요',
            emptyHint: '지도를 옮기거나 필터를 바꿔 보세요.',
          }
        : null;

  // A link with a list, or a reload after signing out, shows the sign-in prompt instead of the list.
  const shownSheet: MapSheetParam =
    !session.isLoading &&
    !allowed &&
    (sheet.kind === 'spot' || sheet.kind === 'list' || sheet.kind === 'search')
      ? { kind: 'login' }
      : sheet;

  const emptyResult =
    tiles.complete && points.length === 0 && tiles.cells.length === 0 && hasActiveFilters(filters);

  return (
    <MapView
      center={center}
      level={level}
      points={points}
      cells={tiles.cells}
      landmarks={landmarks}
      focusLandmark={focusLandmark}
      selectedKeys={sheet.kind === 'spot' ? sheet.keys : undefined}
      highlightKey={query.highlight}
      onViewChange={onViewChange}
      onGroupPress={onGroupPress}
      markers={{
        loading: tiles.loading && tiles.visibleCount === 0,
        error: tiles.error ? errorMessage(tiles.error, '잠시 후 다시 시도해 주세요.') : null,
        onRetry: tiles.retry,
      }}
      emptyResult={emptyResult}
      onResetFilters={() => write(queryOfFilters(DEFAULT_MAP_FILTERS))}
      filters={filters}
      onFiltersChange={(next: MapFilterState) => closeSheet(queryOfFilters(next))}
      universities={universities.universities}
      universitiesError={
        universities.error ? errorMessage(universities.error, '잠시 후 다시 시도해 주세요.') : null
      }
      onRetryUniversities={universities.retry}
      searchText={searchText}
      onSearchTextChange={(text) => {
        setSearchText(text);
        if (searchMessage) setSearchMessage(null);
      }}
      onSearch={onSearch}
      searchMessage={searchMessage}
      sheet={shownSheet}
      onOpenFilter={(kind: MapFilterKind) => {
        if (sheet.kind === 'filter') write({ sheet: { kind: 'filter', filter: kind } });
        else openSheet({ kind: 'filter', filter: kind });
      }}
      onCloseSheet={() => closeSheet()}
      onOpenList={() =>
        !session.isLoading && !allowed ? openSheet({ kind: 'login' }) : openSheet({ kind: 'list' })
      }
      listDisabled={viewport === null}
      list={
        listProps && allowed
          ? {
              ...listProps,
              list,
              sort,
              onSortChange: setSort,
              onLikeChange: likes.toggle,
              isLikePending: likes.isPending,
              status:
                sheet.kind === 'list' && viewMarkers.error ? (
                  <p role="alert">
                    {errorMessage(viewMarkers.error, '지도에 표시할 찐빵을 불러오지 못했어요.')}
                  </p>
                ) : undefined,
              restoreScrollTop,
              onScrollTopChange: (top: number) => {
                scrollTop.current = top;
              },
            }
          : null
      }
      login={{
        signedIn: session.isAuthenticated,
        busy: login.busy,
        onLogin: login.start,
        onVerify: () => navigate(links.verifyChoice()),
      }}
    />
  );
}
