import {
  CONTRACT_TYPE_FILTERS,
  type ContractTypeFilter,
  HOUSING_TYPE_FILTERS,
  type HousingTypeFilter,
  isKeywordCode,
  type KeywordCode,
  type LatLngPoint,
  MAP_MAX_LEVEL,
  MAP_MIN_LEVEL,
  MAX_FILTER_KEYWORDS,
  MONTHLY_COST_FILTER_STEPS,
  type PriceRangeValue,
  VIEW_TYPES,
  type ViewType,
} from '@jjinbbang/domain';
import { MAP_FILTER_KINDS, type MapFilterKind } from '@jjinbbang/ui';
import { defineQuery, type QueryParams, writeQuery } from './params';
import { patterns } from './patterns';

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

/** Everything the map remembers in its address: shareable, restored on reload and on back. */
export interface MapQuery {
  center: LatLngPoint | null;
  level: number | null;
  housingType: HousingTypeFilter;
  viewType: ViewType;
  campusId: number | null;
  contractType: ContractTypeFilter;
  deposit: PriceRangeValue;
  monthlyRent: PriceRangeValue;
  inMaintenanceCost: boolean;
  /** 월 실거주비 상한: one of MONTHLY_COST_FILTER_STEPS, null for none. */
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

/** Writes the map's query parameters (the inverse of `readMapQuery`, defaults left out). */
function writeMapQuery(q: MapQuery, params: URLSearchParams): void {
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

const POINT_KEY = /^[ab][1-9]\d{0,9}$/;
const MAX_SPOT_KEYS = 300;

function oneOf<T extends string>(list: readonly T[], raw: string | null, fallback: T): T {
  return raw !== null && (list as readonly string[]).includes(raw) ? (raw as T) : fallback;
}
function finite(raw: string | null, min: number, max: number): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
}
/** '100-500' (만원), '100-' for no upper bound; absent means the full range. */
function readRange(raw: string | null): PriceRangeValue {
  const m = raw === null ? null : /^(\d{1,5})-(\d{1,5})?$/.exec(raw);
  if (!m) return { min: 0, max: null };
  const min = Number(m[1]);
  const max = m[2] === undefined ? null : Number(m[2]);
  return max !== null && max < min ? { min: 0, max: null } : { min, max };
}

/** Reads the map's query parameters; unknown or broken values fall back to the defaults. */
function readMapQuery(params: URLSearchParams): MapQuery {
  const lat = finite(params.get('lat'), -85, 85);
  const lng = finite(params.get('lng'), -180, 180);
  const level = finite(params.get('level'), MAP_MIN_LEVEL, MAP_MAX_LEVEL);
  const keywords = [...new Set((params.get('kw') ?? '').split(',').filter(isKeywordCode))].slice(
    0,
    MAX_FILTER_KEYWORDS,
  );
  const campus = finite(params.get('campus'), 1, Number.MAX_SAFE_INTEGER);
  const sheetName = params.get('sheet') ?? '';
  let sheet: MapSheetParam = { kind: 'none' };
  if (sheetName === 'list' || sheetName === 'login') sheet = { kind: sheetName };
  else if (sheetName === 'spot') {
    const keys = (params.get('ids') ?? '')
      .split(',')
      .filter((k) => POINT_KEY.test(k))
      .slice(0, MAX_SPOT_KEYS);
    if (keys.length > 0) sheet = { kind: 'spot', keys };
  } else if (sheetName === 'search') {
    const keyword = (params.get('q') ?? '').trim().slice(0, 100);
    if (keyword) sheet = { kind: 'search', keyword };
  } else if (sheetName.startsWith('filter-')) {
    const filter = sheetName.slice('filter-'.length);
    if ((MAP_FILTER_KINDS as readonly string[]).includes(filter))
      sheet = { kind: 'filter', filter: filter as MapFilterKind };
  }
  const highlight = params.get('hl');
  // Only the sheet's steps: a hand-edited bound would leave every chip unselected.
  const cost = Number(params.get('cost'));
  return {
    center: lat !== null && lng !== null ? { lat, lng } : null,
    level: level === null ? null : Math.round(level),
    housingType: oneOf(HOUSING_TYPE_FILTERS, params.get('type'), 'ALL'),
    viewType: oneOf(VIEW_TYPES, params.get('view'), 'REVIEW'),
    campusId: campus === null ? null : Math.trunc(campus),
    contractType: oneOf(CONTRACT_TYPE_FILTERS, params.get('contract'), 'ALL'),
    deposit: readRange(params.get('deposit')),
    monthlyRent: readRange(params.get('rent')),
    inMaintenanceCost: params.get('mc') === '1',
    monthlyCostMax: (MONTHLY_COST_FILTER_STEPS as readonly number[]).includes(cost) ? cost : null,
    keywords,
    sheet,
    highlight: highlight !== null && POINT_KEY.test(highlight) ? highlight : null,
  };
}

/**
 * `/map?lat&lng&level&type&view&campus&contract&deposit&rent&mc&cost&kw&sheet&ids&q&hl`. Unknown or broken values fall
 * back to the defaults, so an edited or old link still opens a map.
 */
export const mapQuery: QueryParams<MapQuery> = defineQuery(readMapQuery, writeMapQuery);

/** The map with a remembered view, filters or sheet (`links.map()` is the map as it opens). */
export function mapLink(query: Partial<MapQuery>): string {
  return `${patterns.map}${writeQuery({ ...DEFAULT_MAP_QUERY, ...query }, writeMapQuery)}`;
}
