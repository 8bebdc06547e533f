import './map.css';
import type { LatLngPoint, University } from '@jjinbbang/domain';
import {
  createStorageKey,
  DEFAULT_STORAGE_NAMESPACE,
  getLocalStorage,
  useMediaQuery,
} from '@jjinbbang/hooks';
import {
  Button,
  EmptyState,
  ErrorState,
  FilterBar,
  HousingTypeButton,
  type MapFilterKind,
  PaneSplitter,
  SearchBar,
} from '@jjinbbang/ui';
import {
  type CSSProperties,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { Link } from 'wouter';
import {
  type Landmark,
  type MapCell,
  MapEngine,
  type MapEngineProps,
  type MapPoint,
  type MapViewport,
  type MarkerGroup,
  NO_INSETS,
} from '../../map-engine';
import { TABLET_UP, WIDE_DESKTOP_UP } from '../../shell/breakpoints';
import { useAfterLargestPaint } from '../../shell/largest-paint';
import { lazyComponent } from '../../shell/lazy-route';
import { links, type MapSheetParam } from '..';
import { filterBarState, type MapFilterState, universityNameOf } from './filters';
import type { LoginPromptSheetProps } from './sheets/LoginPromptSheet';
import type { MapFilterSheetsProps } from './sheets/MapFilterSheets';
import type { MapDetailPanelProps, MapListPaneNoticeProps, MapListPaneProps } from './sheets/MapListPane';
import type { MapListSheetProps } from './sheets/MapListSheet';
import { createTappedFilter, type TappedFilter } from './sheets/tapped-filter';

// The filter sheets (their chips, range sliders, radio groups and university picker) are not on the map's first
// screen: they load after its largest paint, or when a filter opens before that.
const LazyFilterSheets = lazyComponent<MapFilterSheetsProps>(() =>
  import('./sheets/MapFilterSheets').then((m) => ({ default: m.MapFilterSheets })),
);
// The list's sheet and the sign-in prompt are not on a phone's first screen: they load once its largest paint has
// settled, or as they open. The list beside the map from 600 px is, and a wide screen starts loading it as the
// page's code runs.
const MapListSheet = lazyComponent<MapListSheetProps>(() =>
  import('./sheets/MapListSheet').then((m) => ({ default: m.MapListSheet })),
);
const LoginPromptSheet = lazyComponent<LoginPromptSheetProps>(() =>
  import('./sheets/LoginPromptSheet').then((m) => ({ default: m.LoginPromptSheet })),
);
const pane = () => import('./sheets/MapListPane');
const MapListPane = lazyComponent<MapListPaneProps>(() => pane().then((m) => ({ default: m.MapListPane })));
const MapListPaneNotice = lazyComponent<MapListPaneNoticeProps>(() =>
  pane().then((m) => ({ default: m.MapListPaneNotice })),
);
const MapDetailPanel = lazyComponent<MapDetailPanelProps>(() =>
  pane().then((m) => ({ default: m.MapDetailPanel })),
);
/** Loads the code of what a screen from 600 px shows beside the map (also for stories that widen their viewport). */
export const preloadWidePane = () =>
  Promise.all([MapListPane, MapListPaneNotice, MapDetailPanel].map((part) => part.preload()));
if (globalThis.matchMedia?.(TABLET_UP).matches) void preloadWidePane();

/** Renders with the filter a tap has just opened, ahead of the address (see tapped-filter.ts): the chips show it
 * as open in the tap's own frame, and the sheets open on it. */
function WithTappedFilter({
  tapped,
  open,
  children,
}: {
  tapped: TappedFilter;
  open: MapFilterKind | null;
  children: (open: MapFilterKind | null) => ReactNode;
}) {
  return children(useSyncExternalStore(tapped.subscribe, tapped.get, tapped.get) ?? open);
}

/** The list a sheet shows (spot, view or search), with everything it needs to draw and page: the list sheet's own
 * props, less what the view decides (whether it is open, where it is portalled). */
export type MapListProps = Omit<MapListSheetProps, 'open' | 'onOpenChange' | 'container' | 'title'> & {
  title: string;
};

export interface MapViewProps {
  center: LatLngPoint;
  level: number;
  points: readonly MapPoint[];
  cells: readonly MapCell[];
  landmarks: readonly Landmark[];
  focusLandmark?: string | null;
  selectedKeys?: readonly string[];
  highlightKey?: string | null;
  onViewChange: (view: MapViewport) => void;
  onGroupPress: (group: MarkerGroup) => void;
  /** Draws the map; the real engine by default (stories may pass the offline one explicitly). */
  renderEngine?: (props: MapEngineProps) => ReactNode;

  /** Markers of the view: loading (first tiles), failed, or there. */
  markers: { loading: boolean; error: string | null; onRetry: () => void };
  /** Every tile of the view is there and none matched the active filters. */
  emptyResult: boolean;
  onResetFilters: () => void;

  filters: MapFilterState;
  onFiltersChange: (filters: MapFilterState) => void;
  universities: readonly University[] | undefined;
  universitiesError?: string | null;
  onRetryUniversities?: () => void;

  searchText: string;
  onSearchTextChange: (text: string) => void;
  onSearch: (keyword: string) => void;
  /** A message under the search bar (e.g. the 2-character rule), or null. */
  searchMessage: string | null;

  /** The open sheet (the address keeps it). */
  sheet: MapSheetParam;
  onOpenFilter: (kind: MapFilterKind) => void;
  onCloseSheet: () => void;
  /** The list handle: lists what lies in the view. */
  onOpenList: () => void;
  listDisabled?: boolean;
  /**
   * The list of the open spot, view or search sheet; null when none is open. On a phone it is a bottom sheet; from
   * 600 px a view or search list fills the pane beside the map and a spot's list the side panel.
   */
  list: MapListProps | null;
  /** From 600 px, what the pane beside the map lists while no view or search sheet is open (what lies in the view). */
  paneList?: MapListProps | null;
  /** The visitor may not see lists: from 600 px the pane says why and offers sign-in (or verification). */
  listRefused?: boolean;
  login: { signedIn: boolean; busy?: boolean; onLogin: () => void; onVerify: () => void };
  /** Where sheets are portalled (a story's root); document.body by default. */
  overlayContainer?: HTMLElement | null;
}

/**
 * The map screen as plain props: the top bar (type button, search, filter bar), the map, its status,
 * the list handle and every sheet. `MapPage` feeds it from the address, SWR and the session.
 */
export function MapView({
  center,
  level,
  points,
  cells,
  landmarks,
  focusLandmark = null,
  selectedKeys,
  highlightKey = null,
  onViewChange,
  onGroupPress,
  renderEngine = (props) => <MapEngine {...props} />,
  markers,
  emptyResult,
  onResetFilters,
  filters,
  onFiltersChange,
  universities,
  universitiesError = null,
  onRetryUniversities,
  searchText,
  onSearchTextChange,
  onSearch,
  searchMessage,
  sheet,
  onOpenFilter,
  onCloseSheet,
  onOpenList,
  listDisabled = false,
  list,
  paneList = null,
  listRefused = false,
  login,
  overlayContainer,
}: MapViewProps) {
  const wide = useMediaQuery(TABLET_UP);
  // 600–1199 px: a picked place's panel takes the list pane's place (from 1200 px it has a column of its own).
  const threeColumns = useMediaQuery(WIDE_DESKTOP_UP);
  const [page, setPage] = useState<HTMLDivElement | null>(null);
  // On a phone the list handle lies over the map's bottom edge: the map centres and draws markers above it.
  const [handle, setHandle] = useState<HTMLButtonElement | null>(null);
  const handleHeight = useHeight(wide ? null : handle);
  const insets = useMemo(() => ({ ...NO_INSETS, bottom: handleHeight }), [handleHeight]);
  const pane = usePaneWidth(page);
  const openFilter = sheet.kind === 'filter' ? sheet.filter : null;
  const painted = useAfterLargestPaint();
  const [tapped] = useState(createTappedFilter);
  useEffect(() => () => tapped.clear(), [tapped]);
  // The sign-in prompt mounts as it first opens and stays, so that it closes with its animation; its code loads once
  // the largest paint has settled.
  const [loginMounted, setLoginMounted] = useState(false);
  if (sheet.kind === 'login' && !loginMounted) setLoginMounted(true);
  useEffect(() => {
    if (painted) void LoginPromptSheet.preload();
  }, [painted]);
  // From a closed map, a tap opens its sheet before the address changes (see tapped-filter.ts). Before the sheets
  // are there, or from another filter sheet, the address opens it.
  const tapFilter = (kind: MapFilterKind) => {
    if (!painted || openFilter !== null) onOpenFilter(kind);
    else tapped.open(kind, () => onOpenFilter(kind));
  };
  const bar = filterBarState(filters, universityNameOf(filters.campusId, universities ?? []));
  const listOpen = sheet.kind === 'list' || sheet.kind === 'spot' || sheet.kind === 'search';
  const viewOrSearch = sheet.kind === 'list' || sheet.kind === 'search';
  const shownPaneList = viewOrSearch ? list : paneList;

  return (
    <div
      ref={setPage}
      className="jb-map-page"
      style={{ '--jb-map-pane-width': `${pane.width}px` } as CSSProperties}
    >
      <h1 className="jb-visually-hidden">지도</h1>
      <div className="jb-map-top">
        <div className="jb-map-search-row">
          <WithTappedFilter tapped={tapped} open={openFilter}>
            {(open) => (
              <HousingTypeButton
                value={filters.housingType}
                expanded={open === 'housingType'}
                onClick={() => tapFilter('housingType')}
              />
            )}
          </WithTappedFilter>
          <SearchBar
            className="jb-map-search"
            // at 360 px beside '하숙집/고시원' a text button would squeeze the placeholder: the magnifier submits
            submit="icon"
            value={searchText}
            onValueChange={onSearchTextChange}
            onSearch={onSearch}
            inputProps={{ 'aria-describedby': searchMessage ? 'jb-map-search-message' : undefined }}
          />
        </div>
        {searchMessage && (
          <p id="jb-map-search-message" className="jb-map-search-message" role="alert">
            {searchMessage}
          </p>
        )}
        <WithTappedFilter tapped={tapped} open={openFilter}>
          {(open) => (
            <FilterBar
              className="jb-map-filter-bar"
              active={bar.active}
              values={Object.fromEntries(Object.entries(bar.values).filter(([, v]) => v !== undefined))}
              openFilter={open}
              onFilterPress={tapFilter}
            />
          )}
        </WithTappedFilter>
        {filters.campusId !== null && (
          // With a university chosen, its campus page answers "기숙사 vs 자취?".
          <Link className="jb-map-campus-link" href={links.campus(filters.campusId)}>
            {bar.values.university ? `${bar.values.university} ` : ''}기숙사 vs 자취 비교
          </Link>
        )}
      </div>

      {wide && (
        <Suspense fallback={null}>
          {shownPaneList ? (
            <MapListPane
              id="jb-map-pane"
              {...shownPaneList}
              covered={!threeColumns && sheet.kind === 'spot' && list !== null}
            />
          ) : (
            <MapListPaneNotice id="jb-map-pane" title="이 지역의 찐빵">
              {listRefused && (
                <div className="jb-map-pane-notice">
                  <p>
                    {login.signedIn
                      ? '학교 인증을 마치면 이 지역의 찐 후기를 목록으로 볼 수 있어요.'
                      : '로그인하고 학교 인증을 마치면 이 지역의 찐 후기를 목록으로 볼 수 있어요.'}
                  </p>
                  {login.signedIn ? (
                    <Button onClick={login.onVerify}>학교 인증하러 가기</Button>
                  ) : (
                    <Button loading={login.busy} onClick={login.onLogin}>
                      로그인하기
                    </Button>
                  )}
                </div>
              )}
            </MapListPaneNotice>
          )}
        </Suspense>
      )}
      {wide && (
        <PaneSplitter
          className="jb-map-splitter"
          controls="jb-map-pane"
          value={pane.width}
          min={pane.min}
          max={pane.max}
          onValueChange={pane.setWidth}
        />
      )}

      {renderEngine({
        className: 'jb-map-canvas',
        center,
        level,
        points,
        cells,
        landmarks,
        focusLandmark,
        selectedKeys,
        highlightKey,
        priceMode: filters.contract.contractType,
        insets,
        onViewChange,
        onGroupPress,
      })}

      <div className="jb-map-status">
        {markers.error ? (
          <ErrorState
            className="jb-map-error"
            layout="inline"
            headingLevel={2}
            title="지도에 표시할 찐빵을 불러오지 못했어요"
            hint={markers.error}
            onRetry={markers.onRetry}
          />
        ) : emptyResult ? (
          <EmptyState
            className="jb-map-empty"
            layout="inline"
            headingLevel={2}
            title="조건에 맞는 찐빵이 없어요"
            hint="필터를 줄이거나 지도를 옮겨 보세요."
            action={
              <Button variant="secondary" onClick={onResetFilters}>
                필터 초기화
              </Button>
            }
          />
        ) : (
          <p className="jb-map-loading-line" role="status">
            {markers.loading ? '지도에 찐빵을 표시하는 중' : ''}
          </p>
        )}
      </div>

      {!wide && (
        <button
          ref={setHandle}
          type="button"
          className="jb-map-list-handle"
          aria-haspopup="dialog"
          aria-expanded={sheet.kind === 'list'}
          disabled={listDisabled}
          onClick={onOpenList}
        >
          <span className="jb-map-list-handle-bar" aria-hidden="true" />
          목록
        </button>
      )}

      {(painted || openFilter !== null) && (
        <Suspense fallback={null}>
          <WithTappedFilter tapped={tapped} open={openFilter}>
            {(open) => (
              <LazyFilterSheets
                open={open}
                onOpenChange={(kind) => {
                  if (kind) return onOpenFilter(kind);
                  tapped.clear();
                  onCloseSheet();
                }}
                filters={filters}
                onFiltersChange={onFiltersChange}
                universities={universities}
                universitiesError={universitiesError}
                onRetryUniversities={onRetryUniversities}
                container={overlayContainer}
              />
            )}
          </WithTappedFilter>
        </Suspense>
      )}

      {/* One boundary each: a part that is still loading must not hide another that is open. */}
      {list && wide && (
        <Suspense fallback={null}>
          <MapDetailPanel {...list} open={sheet.kind === 'spot'} onClose={onCloseSheet} container={page} />
        </Suspense>
      )}
      {list && !wide && (painted || listOpen) && (
        <Suspense fallback={null}>
          <MapListSheet
            {...list}
            open={listOpen}
            onOpenChange={(open) => !open && onCloseSheet()}
            container={overlayContainer}
          />
        </Suspense>
      )}
      {loginMounted && (
        <Suspense fallback={null}>
          <LoginPromptSheet
            open={sheet.kind === 'login'}
            onOpenChange={(open) => !open && onCloseSheet()}
            signedIn={login.signedIn}
            busy={login.busy}
            onLogin={login.onLogin}
            onVerify={login.onVerify}
            container={overlayContainer}
          />
        </Suspense>
      )}
    </div>
  );
}

/** An element's height as it changes (0 without one). */
function useHeight(element: HTMLElement | null): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (!element) {
      setHeight(0);
      return;
    }
    const measure = () => setHeight(Math.round(element.getBoundingClientRect().height));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return height;
}

const PANE_MIN = 260;
const PANE_DEFAULT = 320;
/** The map keeps at least this much of the width beside the pane. */
const MAP_MIN = 280;
/** Where the pane's width is kept between visits (a number of pixels). */
export const PANE_WIDTH_KEY = createStorageKey(DEFAULT_STORAGE_NAMESPACE, 'mapPaneWidth');

/** The width kept from an earlier visit, or the default; whatever it is, a number the pane can take. */
function storedPaneWidth(): number {
  const stored = Number(getLocalStorage()?.getItem(PANE_WIDTH_KEY) ?? Number.NaN);
  return Number.isFinite(stored) && stored > 0 ? Math.round(stored) : PANE_DEFAULT;
}

/**
 * The width of the list pane (600–1023 px, where the student can change it), kept within the page. The student's
 * width is kept in local storage, so a reload or a visit to another page finds the map as it was left; a width
 * kept from a wider window is clamped to this one.
 */
function usePaneWidth(page: HTMLElement | null) {
  const [width, setWidth] = useState(storedPaneWidth);
  const [pageWidth, setPageWidth] = useState<number | null>(null);
  useEffect(() => {
    if (!page || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setPageWidth(page.clientWidth));
    observer.observe(page);
    setPageWidth(page.clientWidth);
    return () => observer.disconnect();
  }, [page]);
  const max = Math.max(PANE_MIN, (pageWidth ?? PANE_MIN + MAP_MIN) - MAP_MIN);
  const change = (next: number) => {
    setWidth(next);
    try {
      getLocalStorage()?.setItem(PANE_WIDTH_KEY, String(Math.round(next)));
    } catch {
      // storage full or blocked: the width holds for this visit
    }
  };
  return { width: Math.min(max, Math.max(PANE_MIN, width)), min: PANE_MIN, max, setWidth: change };
}
