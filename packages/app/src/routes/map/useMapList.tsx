import {
  type Bounds,
  type ListEntry,
  type MapFilters,
  type MapSortOption,
  withLiked,
} from '@jjinbbang/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { errorMessage } from '../../api/errors';
import * as queries from '../../api/queries';
import { useQuery } from '../../api/swr';
import { useLikeToggle } from '../../hooks/useLikeToggle';
import { usePagedList } from '../../hooks/usePagedList';
import { idListsOf, type MapViewport, padBounds, roundBounds } from '../../map-engine';
import type { MapSheetParam } from '..';
import type { MapFilterState } from './filters';
import type { MapListProps } from './MapView';
import {
  LIST_SCROLL_STATE,
  type ListScrollKey,
  type MapAddress,
  mapHistoryState,
  rememberListScroll,
} from './useMapAddress';

/** The places of a spot sheet, by the point keys the address keeps ('b12' building, 'a3' agency). */
function spotIdsOf(keys: readonly string[]) {
  return idListsOf(
    keys.map((k) => ({ id: Number(k.slice(1)), type: k[0] === 'a' ? 'AGENCY' : 'GENERAL', lat: 0, lng: 0 })),
  );
}

/** The list of what the open sheet shows: the search results, a marker's places or what lies in the view. */
function useSheetList(
  sheet: MapSheetParam,
  viewport: MapViewport | null,
  {
    allowed,
    filters,
    payload,
    sort,
  }: { allowed: boolean; filters: MapFilterState; payload: MapFilters; sort: MapSortOption },
) {
  // spec 000 §9: the list handle lists what lies in the view grown by the nearby offset.
  const viewBounds: Bounds | null =
    sheet.kind === 'list' && viewport ? roundBounds(padBounds(viewport.bounds)) : null;
  const viewMarkers = useQuery(viewBounds && allowed ? queries.mapMarkers(viewBounds, payload) : null);
  const spotIds = useMemo(() => {
    if (sheet.kind === 'spot') return spotIdsOf(sheet.keys);
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
        ? queries.mapSearch({ keyword: sheet.keyword, sortBy: sort, filters: payload })
        : spotIds
          ? queries.mapNearby({ type: filters.viewType, sortBy: sort, ...spotIds, filters: payload })
          : null,
  );
  return { list, viewMarkersError: sheet.kind === 'list' ? viewMarkers.error : null };
}

/**
 * The open sheet's list (spec 000 §4 map sheet mode) with its titles, sort, likes and scroll: what MapView's list
 * sheet draws, or null when no list is open or the visitor may not see one.
 */
export function useMapList({
  address,
  sheet = address.query.sheet,
  scroll = 'sheet',
  allowed,
  filters,
  payload,
  sort,
  onSortChange,
  onSearchResult,
  onSearchArea,
}: {
  address: MapAddress;
  /** The list to show: the open sheet's by default (the pane beside a wide map lists the view while none is open). */
  sheet?: MapSheetParam;
  /** Which remembered scroll is this list's: the sheet's (or side panel's), or the pane's beside a wide map. */
  scroll?: ListScrollKey;
  allowed: boolean;
  filters: MapFilterState;
  payload: MapFilters;
  /** spec 000 §4: a new sort is a new list, from page 1. */
  sort: MapSortOption;
  onSortChange: (sort: MapSortOption) => void;
  /** Picking a search result: the map goes there. */
  onSearchResult: (entry: ListEntry) => void;
  /** A search's answer named the area of a 동: the map may go there. */
  onSearchArea?: (keyword: string, area: Bounds) => void;
}): MapListProps | null {
  const [, _navigate] = useLocation();
  const { list, viewMarkersError } = useSheetList(sheet, address.viewport, {
    allowed,
    filters,
    payload,
    sort,
  });
  const { area } = list;
  const searched = sheet.kind === 'search' ? sheet.keyword : null;
  const areaHandler = useRef(onSearchArea);
  areaHandler.current = onSearchArea;
  useEffect(() => {
    if (area && searched !== null) areaHandler.current?.(searched, area);
  }, [area, searched]);

  // spec 000 §4: a card's heart changes the flag and count only after the server agrees.
  const likes = useLikeToggle({
    apply: (key, liked) => list.update(key, (entry) => withLiked(entry, liked)),
  });

  // Coming back from a review: the list reopens (the address has it) at the scroll it was left at.
  const [restoreScrollTop] = useState(() => mapHistoryState()[LIST_SCROLL_STATE[scroll]] ?? null);
  const scrollTop = useRef(restoreScrollTop ?? 0);

  const shown =
    sheet.kind === 'search'
      ? {
          title: `‘${sheet.keyword}’ 검색 결과`,
          onItemPress: onSearchResult,
          errorTitle: '검색 결과를 불러오지 못했어요',
          emptyTitle: '검색 결과가 없어요',
          emptyHint: '학교 이름(예: 경상국립대)이나 동네·도로 이름(예: 가좌동)으로 검색해 보세요.',
          emptyAction: {
            label: '다른 검색어 입력하기',
            onPress: () => {
              address.closeSheet();
              document.querySelector<HTMLInputElement>('.jb-map-search input')?.focus();
            },
          },
        }
      : sheet.kind === 'spot' || sheet.kind === 'list'
        ? {
            title: sheet.kind === 'list' ? '이 지역의 찐빵' : '이 위치의 찐빵',
            // Cards are links (a new tab, a long press): the list remembers its scroll as one is followed.
            onItemPress: undefined,
            onItemFollow: () => rememberListScroll(scrollTop.current, scroll),
            errorTitle: '주변 후기를 불러오지 못했어요',
            emptyTitle:
              filters.viewType === 'REVIEW'
                ? '이 근처에는 아직 후기가 없어요'
                : '이 근처에는 아직 찐빵이 없어요',
            emptyHint: '지도를 옮기거나 필터를 바꿔 보세요.',
          }
        : null;

  return shown && allowed
    ? {
        ...shown,
        list,
        sort,
        onSortChange,
        onLikeChange: likes.toggle,
        status: viewMarkersError ? (
          <p role="alert">{errorMessage(viewMarkersError, '지도에 표시할 찐빵을 불러오지 못했어요.')}</p>
        ) : undefined,
        restoreScrollTop,
        onScrollTopChange: (top: number) => {
          scrollTop.current = top;
        },
      }
    : null;
}
