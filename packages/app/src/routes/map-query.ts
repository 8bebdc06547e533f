// Part of the routes module (routes.ts re-exports it): reading the map's address back. It checks keyword codes
// against the keyword catalogue and levels against the tile grid, so it lives apart from the links (map-address.ts):
// the catalogue and the cost steps load with the map, not with every page that links to it.
import {
  CONTRACT_TYPE_FILTERS,
  HOUSING_TYPE_FILTERS,
  isKeywordCode,
  MAP_MAX_LEVEL,
  MAP_MIN_LEVEL,
  MAX_FILTER_KEYWORDS,
  MONTHLY_COST_FILTER_STEPS,
  type PriceRangeValue,
  VIEW_TYPES,
} from '@jjinbbang/domain';
import { MAP_FILTER_KINDS, type MapFilterKind } from '@jjinbbang/ui';
import { type MapQuery, type MapSheetParam, writeMapQuery } from './map-address';
import { defineQuery, type QueryParams } from './query';

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
// Marked pure: routes.ts re-exports it, and a module whose top level only builds values is left out of the pages
// that import routes.ts without using it (home), catalogue and all.
export const mapQuery: QueryParams<MapQuery> = /* @__PURE__ */ defineQuery(readMapQuery, writeMapQuery);
