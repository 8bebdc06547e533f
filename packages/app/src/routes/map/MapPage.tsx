import { canOpenMapLists, type MapSortOption } from '@jjinbbang/domain';
import { useMediaQuery } from '@jjinbbang/hooks';
import { type MapFilterKind, useToast } from '@jjinbbang/ui';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { errorMessage } from '../../api/errors';
import { useStartLogin } from '../../hooks/useStartLogin';
import { useUniversities } from '../../hooks/useUniversities';
import { type MarkerGroup, pointKey } from '../../map-engine';
import { useSession } from '../../session/useSession';
import { TABLET_UP } from '../../shell/breakpoints';
import { links, type MapSheetParam } from '..';
import {
  DEFAULT_MAP_FILTERS,
  DEFAULT_SORT,
  filtersOfQuery,
  hasActiveFilters,
  queryOfFilters,
  toMapFiltersPayload,
} from './filters';
import { useCampusLandmarks } from './landmarks';
import { MapView } from './MapView';
import { useMarkerTiles } from './tiles';
import { useMapAddress } from './useMapAddress';
import { useMapList } from './useMapList';
import { useMapSearch } from './useMapSearch';

const TRY_AGAIN = '잠시 후 다시 시도해 주세요.';

/** `/map`: the address, the markers, the search and the open list, with the session's rights, for MapView. */
export default function MapPage() {
  const [, navigate] = useLocation();
  const toast = useToast();
  const session = useSession();
  const universities = useUniversities();
  const login = useStartLogin({ onError: toast.show });
  const [sort, setSort] = useState<MapSortOption>(DEFAULT_SORT);
  // spec 000 §4: arriving from a campus card resets the filters, the sort and the lists once.
  const address = useMapAddress({ onCampusArrival: () => setSort(DEFAULT_SORT) });
  const { query, write, openSheet, closeSheet } = address;
  const { landmarks, focusLandmark } = useCampusLandmarks(universities.universities, address.campusCenter);

  const filters = useMemo(() => filtersOfQuery(query), [query]);
  const payloadKey = JSON.stringify(toMapFiltersPayload(filters));
  // biome-ignore lint/correctness/useExhaustiveDependencies: payloadKey stands for the payload
  const payload = useMemo(() => toMapFiltersPayload(filters), [payloadKey]);
  const tiles = useMarkerTiles(address.viewport, payload);

  // spec 000 §5–6: lists, marker sheets and search need sign-in and a status other than unverified; a visitor
  // without that right is asked to sign in (or verify) instead.
  const allowed = canOpenMapLists({
    isAuthenticated: session.isAuthenticated,
    verificationStatus: session.verificationStatus ?? 'unverified',
  });
  const refused = !session.isLoading && !allowed;
  const search = useMapSearch({
    address,
    points: tiles.points,
    refused,
    universities: universities.universities,
  });
  const sheet = query.sheet;
  const list = useMapList({
    address,
    allowed,
    filters,
    payload,
    sort,
    onSortChange: setSort,
    onSearchResult: search.showResult,
    onSearchArea: search.showArea,
  });
  // From 600 px the pane beside the map always lists the view, unless the open sheet is a view or search list
  // (then `list` is the pane's).
  const wide = useMediaQuery(TABLET_UP);
  const paneList = useMapList({
    address,
    sheet: wide && sheet.kind !== 'list' && sheet.kind !== 'search' ? { kind: 'list' } : { kind: 'none' },
    scroll: 'pane',
    allowed,
    filters,
    payload,
    sort,
    onSortChange: setSort,
    onSearchResult: search.showResult,
  });

  const onGroupPress = (group: MarkerGroup) => {
    if (refused) openSheet({ kind: 'login' });
    // spec 000 §5: a marker tap needs at least one building id at that spot.
    else if (group.points.length > 0) openSheet({ kind: 'spot', keys: group.points.map(pointKey) });
  };
  // A link with a list, or a reload after signing out, shows the sign-in prompt instead of the list.
  const shownSheet: MapSheetParam =
    refused && (sheet.kind === 'spot' || sheet.kind === 'list' || sheet.kind === 'search')
      ? { kind: 'login' }
      : sheet;

  return (
    <MapView
      center={address.center}
      level={address.level}
      points={tiles.points}
      cells={tiles.cells}
      landmarks={landmarks}
      focusLandmark={focusLandmark}
      selectedKeys={sheet.kind === 'spot' ? sheet.keys : undefined}
      highlightKey={query.highlight}
      onViewChange={address.onViewChange}
      onGroupPress={onGroupPress}
      markers={{
        loading: tiles.loading && tiles.visibleCount === 0,
        error: tiles.error ? errorMessage(tiles.error, TRY_AGAIN) : null,
        onRetry: tiles.retry,
      }}
      emptyResult={
        tiles.complete && tiles.points.length === 0 && tiles.cells.length === 0 && hasActiveFilters(filters)
      }
      onResetFilters={() => write(queryOfFilters(DEFAULT_MAP_FILTERS))}
      filters={filters}
      onFiltersChange={(next) => closeSheet(queryOfFilters(next))}
      universities={universities.universities}
      universitiesError={universities.error ? errorMessage(universities.error, TRY_AGAIN) : null}
      onRetryUniversities={universities.retry}
      searchText={search.text}
      onSearchTextChange={search.onTextChange}
      onSearch={search.onSearch}
      searchMessage={search.message}
      sheet={shownSheet}
      onOpenFilter={(kind: MapFilterKind) =>
        sheet.kind === 'filter'
          ? write({ sheet: { kind: 'filter', filter: kind } })
          : openSheet({ kind: 'filter', filter: kind })
      }
      onCloseSheet={() => closeSheet()}
      onOpenList={() => openSheet(refused ? { kind: 'login' } : { kind: 'list' })}
      listDisabled={address.viewport === null}
      list={list}
      paneList={paneList}
      listRefused={refused}
      login={{
        signedIn: session.isAuthenticated,
        busy: login.busy,
        onLogin: login.start,
        onVerify: () => navigate(links.verifyChoice()),
      }}
    />
  );
}
