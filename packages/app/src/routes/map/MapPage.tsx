import './map.css';
import { type Bounds, canOpenMapLists, type ListEntry, type SortOption } from '@jjinbbang/domain';
import { useDebouncedValue } from '@jjinbbang/hooks';
import {
  ErrorState,
  FilterBar,
  HousingTypeButton,
  type MapFilterKind,
  SearchBar,
  useToast,
} from '@jjinbbang/ui';
import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { errorMessage } from '../../api/errors';
import { getMarkers, getNearby, MAP_LIST_PAGE_SIZE, searchMap } from '../../api/map';
import { useStartLogin } from '../../hooks/useStartLogin';
import { useSession } from '../../session/useSession';
import { entryLink } from '../common/EntryCard';
import { links } from '../routes';
import { MapView } from './engine/MapView';
import {
  DEFAULT_MAP_FILTERS,
  DEFAULT_SORT,
  filterBarState,
  type MapFilterState,
  toMapFiltersPayload,
} from './filters';
import {
  DEFAULT_CENTER,
  DEFAULT_LEVEL,
  idListsOf,
  type MapPoint,
  type MarkerGroup,
  padBounds,
  roundBounds,
} from './geo';
import { parseCampusNavigation } from './navigation';
import { ItemListSheet, MAP_QUERY_FRESH_MS } from './sheets/ItemListSheet';
import { LoginPromptSheet } from './sheets/LoginPromptSheet';
import { MapFilterSheets, type MapSheetFilter } from './sheets/MapFilterSheets';

/** spec 000 §4 map sheet mode: none, search, nearby, login (nearby covers a spot and the list of the view). */
type SheetMode = 'none' | 'search' | 'nearby';
type NearbyTarget = { kind: 'spot'; group: MarkerGroup } | { kind: 'view'; bounds: Bounds };

const BOUNDS_SETTLE_MS = 250;
const FILTER_KINDS: Record<MapFilterKind, MapSheetFilter> = {
  keyword: 'keyword',
  viewType: 'viewType',
  university: 'university',
  contract: 'contract',
};

export default function MapPage() {
  const [, navigate] = useLocation();
  const toast = useToast();
  const session = useSession();
  const navigation = parseCampusNavigation(useHistoryState<unknown>());

  const [view, setView] = useState(() => ({
    center: navigation?.center ?? DEFAULT_CENTER,
    level: DEFAULT_LEVEL,
  }));
  const [filters, setFilters] = useState<MapFilterState>(DEFAULT_MAP_FILTERS);
  const [sort, setSort] = useState<SortOption>(DEFAULT_SORT);
  const [sheet, setSheet] = useState<SheetMode>('none');
  const [nearby, setNearby] = useState<NearbyTarget | null>(null);
  const [keyword, setKeyword] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [filterSheet, setFilterSheet] = useState<MapSheetFilter | null>(null);
  const [rawBounds, setRawBounds] = useState<Bounds | null>(null);
  const login = useStartLogin({ onError: toast.show });

  // spec 000 §4: on first entry from home, or when coordinates arrive, filters, sort, paging and lists reset once.
  const [appliedNavigation, setAppliedNavigation] = useState(navigation?.key ?? null);
  if (navigation && navigation.key !== appliedNavigation) {
    setAppliedNavigation(navigation.key);
    setView({ center: navigation.center, level: DEFAULT_LEVEL });
    setFilters(DEFAULT_MAP_FILTERS);
    setSort(DEFAULT_SORT);
    setSheet('none');
    setNearby(null);
    setSearched(null);
    setKeyword('');
    setFilterSheet(null);
  }

  // spec 000 §4: back navigation closes an open sheet (leaving the route unmounts them all).
  useEffect(() => {
    const close = () => {
      setFilterSheet(null);
      setSheet('none');
    };
    window.addEventListener('popstate', close);
    return () => window.removeEventListener('popstate', close);
  }, []);

  const bounds = useDebouncedValue(rawBounds, BOUNDS_SETTLE_MS);
  const payload = useMemo(() => toMapFiltersPayload(filters), [filters]);
  const payloadKey = JSON.stringify(payload);

  const markers = useSWR(
    bounds ? ['map/markers', JSON.stringify(bounds), payloadKey] : null,
    () => getMarkers(bounds as Bounds, payload),
    { dedupingInterval: MAP_QUERY_FRESH_MS, keepPreviousData: true },
  );
  const points = useMemo<MapPoint[]>(
    () => (markers.data ?? []).map((m) => ({ id: m.id, type: m.type, lat: m.latitude, lng: m.longitude })),
    [markers.data],
  );

  // The list handle lists what lies in the view grown by the nearby offset (spec 000 §9).
  const viewBounds = nearby?.kind === 'view' ? nearby.bounds : null;
  const viewMarkers = useSWR(
    sheet === 'nearby' && viewBounds ? ['map/markers', JSON.stringify(viewBounds), payloadKey] : null,
    () => getMarkers(viewBounds as Bounds, payload),
    { dedupingInterval: MAP_QUERY_FRESH_MS },
  );
  const nearbyPoints =
    nearby?.kind === 'spot'
      ? nearby.group.points
      : (viewMarkers.data ?? []).map((m) => ({ id: m.id, type: m.type, lat: m.latitude, lng: m.longitude }));
  const ids = idListsOf(nearbyPoints);
  const nearbyReady = nearby?.kind === 'spot' || viewMarkers.data !== undefined;
  const nearbyKey = nearbyReady
    ? `${ids.idList.join(',')}|${ids.agencyIdList.join(',')}|${filters.viewType}`
    : null;

  const viewer = {
    isAuthenticated: session.isAuthenticated,
    verificationStatus: session.verificationStatus ?? 'unverified',
  };
  const allowed = canOpenMapLists(viewer);
  // A request made while the session is still loading is decided once it has loaded.
  const showNearby = sheet === 'nearby' && !session.isLoading && allowed;
  const showLogin = sheet === 'nearby' && !session.isLoading && !allowed;

  const openNearby = (target: NearbyTarget) => {
    setFilterSheet(null);
    setNearby(target);
    setSheet('nearby');
  };

  const openItem = (entry: ListEntry) => {
    setSheet('none');
    navigate(entryLink(entry));
  };

  const moveTo = (entry: ListEntry) => {
    const { location } = entry;
    if (!location) return;
    setSheet('none');
    setView((v) => ({ ...v, center: { lat: location.latitude, lng: location.longitude } }));
  };

  const bar = filterBarState(filters);

  return (
    <div className="jb-map-page">
      <h1 className="jb-visually-hidden">지도</h1>
      <div className="jb-map-top">
        <div className="jb-map-search-row">
          <HousingTypeButton
            value={filters.housingType}
            expanded={filterSheet === 'housingType'}
            onClick={() => setFilterSheet('housingType')}
          />
          <SearchBar
            className="jb-map-search"
            value={keyword}
            onValueChange={setKeyword}
            onSearch={(text) => {
              // spec 000 §5: search runs only when the keyword is non-empty (SearchBar trims and checks).
              setFilterSheet(null);
              setSearched(text);
              setSheet('search');
            }}
          />
        </div>
        <FilterBar
          active={bar.active}
          values={Object.fromEntries(Object.entries(bar.values).filter(([, v]) => v !== undefined))}
          openFilter={
            filterSheet && filterSheet !== 'housingType'
              ? ((Object.keys(FILTER_KINDS) as MapFilterKind[]).find(
                  (k) => FILTER_KINDS[k] === filterSheet,
                ) ?? null)
              : null
          }
          onFilterPress={(kind) => setFilterSheet(FILTER_KINDS[kind])}
        />
      </div>

      <MapView
        className="jb-map-canvas"
        center={view.center}
        level={view.level}
        markers={points}
        onViewChange={setView}
        onBoundsChange={(next) => {
          const rounded = roundBounds(next);
          setRawBounds((prev) => (prev && JSON.stringify(prev) === JSON.stringify(rounded) ? prev : rounded));
        }}
        onMarkerPress={(group) => openNearby({ kind: 'spot', group })}
        selectedKey={sheet === 'nearby' && nearby?.kind === 'spot' ? nearby.group.key : null}
        campusLabel={navigation?.campusName || undefined}
        campusPosition={navigation?.center}
      />

      <div className="jb-map-status">
        {markers.error ? (
          <ErrorState
            className="jb-map-error"
            layout="inline"
            headingLevel={2}
            title="지도에 표시할 찐빵을 불러오지 못했어요"
            hint={errorMessage(markers.error, '잠시 후 다시 시도해 주세요.')}
            onRetry={() => markers.mutate()}
          />
        ) : (
          <p className="jb-map-loading-line" role="status">
            {markers.isLoading || (bounds === null && rawBounds === null) ? '지도에 찐빵을 표시하는 중' : ''}
          </p>
        )}
      </div>

      <button
        type="button"
        className="jb-map-list-handle"
        aria-haspopup="dialog"
        aria-expanded={sheet === 'nearby' && nearby?.kind === 'view'}
        disabled={bounds === null}
        onClick={() => bounds && openNearby({ kind: 'view', bounds: padBounds(bounds) })}
      >
        <span className="jb-map-list-handle-bar" aria-hidden="true" />
        목록
      </button>

      <MapFilterSheets
        open={filterSheet}
        onOpenChange={setFilterSheet}
        filters={filters}
        onFiltersChange={setFilters}
      />

      <ItemListSheet
        open={showNearby}
        onOpenChange={(open) => !open && setSheet('none')}
        title={nearby?.kind === 'view' ? '이 지역의 찐빵' : '이 위치의 찐빵'}
        listKey={nearbyKey}
        fetchPage={(page, sortBy) =>
          getNearby({
            num: MAP_LIST_PAGE_SIZE,
            page,
            type: filters.viewType,
            sortBy,
            idList: ids.idList,
            agencyIdList: ids.agencyIdList,
          })
        }
        sort={sort}
        onSortChange={setSort}
        onItemPress={openItem}
        errorTitle="주변 후기를 불러오지 못했어요"
        emptyTitle={
          filters.viewType === 'REVIEW' ? '이 근처에는 아직 후기가 없어요' : '이 근처에는 아직 찐빵이 없어요'
        }
        emptyHint="지도를 옮기거나 필터를 바꿔 보세요."
        status={
          viewMarkers.error ? (
            <ErrorState
              layout="inline"
              headingLevel={3}
              title="지도에 표시할 찐빵을 불러오지 못했어요"
              onRetry={() => viewMarkers.mutate()}
            />
          ) : undefined
        }
      />

      <ItemListSheet
        open={sheet === 'search'}
        onOpenChange={(open) => !open && setSheet('none')}
        title={searched ? `‘${searched}’ 검색 결과` : '검색 결과'}
        listKey={searched ? `${searched}|${payloadKey}` : null}
        fetchPage={(page, sortBy) =>
          searchMap({ keyword: searched ?? '', num: MAP_LIST_PAGE_SIZE, page, sortBy, filters: payload })
        }
        sort={sort}
        onSortChange={setSort}
        onItemPress={moveTo}
        errorTitle="검색 결과를 불러오지 못했어요"
        emptyTitle="검색 결과가 없어요"
        emptyHint="주소나 대학교 이름으로 다시 검색해 보세요."
      />

      <LoginPromptSheet
        open={showLogin}
        onOpenChange={(open) => !open && setSheet('none')}
        signedIn={session.isAuthenticated}
        busy={login.busy}
        onLogin={login.start}
        onVerify={() => {
          setSheet('none');
          navigate(links.verifyChoice());
        }}
      />
    </div>
  );
}
