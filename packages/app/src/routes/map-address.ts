// Part of the routes module (routes.ts re-exports it): what the map keeps in its address, and how a link writes
// it (`mapLink`). Reading an address back (map-query.ts) checks keyword codes against the catalogue and levels against the
// tile grid; writing needs neither, so every page that links to the map (home among them) holds only this half.
import type {
  ContractTypeFilter,
  HousingTypeFilter,
  KeywordCode,
  PriceRangeValue,
  ViewType,
} from '@jjinbbang/domain';
import type { MapFilterKind } from '@jjinbbang/ui';
import { patterns } from './patterns';
import { writeQuery } from './query';

/** The sheet open over the map (spec 000 §4 map sheet mode), as the URL keeps it. */
export type MapSheetParam =
  | { kind: 'none' }
  /** The list handle: what lies in the view. */
  | { kind: 'list' }
  /** A pressed marker or cluster: its places, by point key ('b12' building, 'a3' agency). */
  | { kind: 'spot'; keys: string[] }
  | { kind: 'search'; keyword: string }
  | { kind: 'filter'; filter: MapFilterKind }
  /** The sign-in (or verification) prompt a guest gets for lists and search. */
  | { kind: 'login' };

/** Everything the map remembers in its address (issue 14 item 3): shareable, restored on reload and on back. */
export interface MapQuery {
  center: { lat: number; lng: number } | null;
  level: number | null;
  housingType: HousingTypeFilter;
  viewType: ViewType;
  campusId: number | null;
  contractType: ContractTypeFilter;
  deposit: PriceRangeValue;
  monthlyRent: PriceRangeValue;
  inMaintenanceCost: boolean;
  /** 월 실거주비 상한 (issue 17): one of MONTHLY_COST_FILTER_STEPS, null for none. */
  monthlyCostMax: number | null;
  keywords: KeywordCode[];
  sheet: MapSheetParam;
  /** The marker picked from the search results, drawn highlighted. */
  highlight: string | null;
}

export const DEFAULT_MAP_QUERY: MapQuery = {
  center: null,
  level: null,
  housingType: 'ALL',
  viewType: 'REVIEW',
  campusId: null,
  contractType: 'ALL',
  deposit: { min: 0, max: null },
  monthlyRent: { min: 0, max: null },
  inMaintenanceCost: false,
  monthlyCostMax: null,
  keywords: [],
  sheet: { kind: 'none' },
  highlight: null,
};

const writeRange = (range: PriceRangeValue) =>
  range.min === 0 && range.max === null ? null : `${range.min}-${range.max ?? ''}`;

/** Writes the map's query parameters (the inverse of `mapQuery.parse`, defaults left out). */
export function writeMapQuery(q: MapQuery, params: URLSearchParams): void {
  if (q.center) {
    // ~1 m is plenty: shorter links, and tiny float noise does not make a new history entry.
    params.set('lat', q.center.lat.toFixed(5));
    params.set('lng', q.center.lng.toFixed(5));
  }
  if (q.level !== null) params.set('level', String(q.level));
  if (q.housingType !== 'ALL') params.set('type', q.housingType);
  if (q.viewType !== 'REVIEW') params.set('view', q.viewType);
  if (q.campusId !== null) params.set('campus', String(q.campusId));
  if (q.contractType !== 'ALL') params.set('contract', q.contractType);
  const deposit = writeRange(q.deposit);
  if (deposit) params.set('deposit', deposit);
  const rent = writeRange(q.monthlyRent);
  if (rent) params.set('rent', rent);
  if (q.inMaintenanceCost) params.set('mc', '1');
  if (q.monthlyCostMax !== null) params.set('cost', String(q.monthlyCostMax));
  if (q.keywords.length > 0) params.set('kw', q.keywords.join(','));
  const { sheet } = q;
  if (sheet.kind === 'list' || sheet.kind === 'login') params.set('sheet', sheet.kind);
  else if (sheet.kind === 'spot') {
    params.set('sheet', 'spot');
    params.set('ids', sheet.keys.join(','));
  } else if (sheet.kind === 'search') {
    params.set('sheet', 'search');
    params.set('q', sheet.keyword);
  } else if (sheet.kind === 'filter') params.set('sheet', `filter-${sheet.filter}`);
  if (q.highlight) params.set('hl', q.highlight);
}

/** The map with a remembered view, filters or sheet (`links.map()` is the map as it opens). */
export function mapLink(query: Partial<MapQuery>): string {
  return `${patterns.map}${writeQuery({ ...DEFAULT_MAP_QUERY, ...query }, writeMapQuery)}`;
}
