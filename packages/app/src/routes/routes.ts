// The app's one owner of URLs (STYLE.md "One owner per concept"): every route pattern, every link, every query
// parameter, the route table and where the bottom navigation shows. Nothing else in the monorepo writes a path
// of this app; domain and ui take them from here as values.
import {
  CONTRACT_TYPE_FILTERS,
  type ContractTypeFilter,
  HOUSING_TYPE_FILTERS,
  type HousingTypeFilter,
  isKeywordCode,
  type KeywordCode,
  MAP_MAX_LEVEL,
  MAP_MIN_LEVEL,
  MAX_FILTER_KEYWORDS,
  MONTHLY_COST_FILTER_STEPS,
  type PriceRangeValue,
  parseReviewKind,
  type ReviewKind,
  VIEW_TYPES,
  type ViewType,
  type WizardStepId,
} from '@jjinbbang/domain';
import { MAP_FILTER_KINDS, type MapFilterKind } from '@jjinbbang/ui';

// Patterns, the bottom navigation and the route table live in modules of their own, so the start-up bundle
// (main.tsx → App → table.ts) holds them without the query parsers below and the domain rules these read.
export { patterns } from './patterns';
export {
  type AppRoute,
  activeTab,
  hidesBottomNavigation,
  matchingRoute,
  NAV_TABS,
  type NavTabId,
  routeTable,
} from './table';

import { patterns } from './patterns';

const EDIT_PREFIX = (reviewId: number | string) => `/review/${reviewId}/update`;

// --- Query parameters: parsed and written with URLSearchParams only ---------------------------------------------

/** A typed query string: `parse(search)` reads it, `toSearch(value)` writes it ('' or '?a=b'). */
export interface QueryParams<T> {
  parse(search: string): T;
  toSearch(value: T): string;
}

function defineQuery<T>(
  read: (params: URLSearchParams) => T,
  write: (value: T, params: URLSearchParams) => void,
): QueryParams<T> {
  return {
    parse: (search) => read(new URLSearchParams(search)),
    toSearch: (value) => {
      const params = new URLSearchParams();
      write(value, params);
      const text = params.toString();
      return text ? `?${text}` : '';
    },
  };
}

/** spec 000 §2: `?reviewType=GENERAL|DORM|AGENCY` on review pages, GENERAL when absent or unknown. */
export const reviewQuery = defineQuery<{ reviewType: ReviewKind }>(
  (params) => ({ reviewType: parseReviewKind(params.get('reviewType')) }),
  ({ reviewType }, params) => params.set('reviewType', reviewType),
);

/** api-contract §4: an agency's page is `/building/{id}?isAgency=true` (agencies and buildings share ids). */
export const buildingQuery = defineQuery<{ isAgency: boolean }>(
  (params) => ({ isAgency: params.get('isAgency') === 'true' }),
  ({ isAgency }, params) => {
    if (isAgency) params.set('isAgency', 'true');
  },
);

/** Home with a chosen university: its campuses fill the carousel (`/?university=12`). */
export const homeQuery = defineQuery<{ universityId: number | null }>(
  (params) => ({ universityId: parseIdParam(params.get('university') ?? undefined) }),
  ({ universityId }, params) => {
    if (universityId !== null) params.set('university', String(universityId));
  },
);

/** spec 000 §4: the provider's one-time code on the return page. */
export const loginReturnQuery = defineQuery<{ code: string | null }>(
  (params) => ({ code: params.get('code') || null }),
  ({ code }, params) => {
    if (code) params.set('code', code);
  },
);

/** spec 001 §2.2: a create step opened from the confirm screen returns there (`?from=confirm`). */
export const createStepQuery = defineQuery<{ fromConfirm: boolean }>(
  (params) => ({ fromConfirm: params.get('from') === 'confirm' }),
  ({ fromConfirm }, params) => {
    if (fromConfirm) params.set('from', 'confirm');
  },
);

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
const writeRange = (range: PriceRangeValue) =>
  range.min === 0 && range.max === null ? null : `${range.min}-${range.max ?? ''}`;

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

/**
 * `/map?lat&lng&level&type&view&campus&contract&deposit&rent&mc&cost&kw&sheet&ids&q&hl`. Unknown or broken values fall
 * back to the defaults, so an edited or old link still opens a map.
 */
export const mapQuery = defineQuery<MapQuery>(
  (params) => {
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
  },
  (q, params) => {
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
  },
);
// --- Review wizard steps (spec 001 §2.1) -------------------------------------------------------------------------
// The domain's step table names steps by id; only here do they become path segments.

/** `/review/{segment}` of each create-wizard step. */
export const CREATE_STEP_SEGMENTS: Record<WizardStepId, string> = {
  type: 'type',
  addressEntry: 'input-address',
  pin: 'address',
  dormitoryInfo: 'dormitory',
  dormitoryConditions: 'dormitory-conditions',
  dormitoryAmenities: 'dormitory-amenities',
  floor: 'floor',
  agency: 'agency',
  addressResult: 'result',
  contractType: 'price',
  jeonsePrice: 'jeonse',
  wolsePrice: 'wolse',
  depositReturn: 'deposit-return',
  photos: 'room-info',
  pros: 'filter-ad',
  cons: 'filter-disad',
  content: 'content',
  confirm: 'confirm',
};

/** `/review/{id}/update/{segment}` of each step the edit flow opens; both price screens are `contract/price`. */
export const EDIT_STEP_SEGMENTS: Partial<Record<WizardStepId, string>> = {
  type: 'type',
  addressEntry: 'input-address',
  pin: 'address',
  floor: 'floor',
  contractType: 'contract',
  jeonsePrice: 'contract/price',
  wolsePrice: 'contract/price',
  depositReturn: 'deposit-return',
  pros: 'filter-ad',
  cons: 'filter-disad',
  content: 'content',
  dormitoryInfo: 'dormitory',
  dormitoryConditions: 'dormitory-conditions',
  dormitoryAmenities: 'dormitory-amenities',
};

// --- Links -----------------------------------------------------------------------------------------------------

/** Every address the app links or navigates to. */
export const links = {
  home: (query: { universityId: number | null } = { universityId: null }) =>
    `${patterns.home}${homeQuery.toSearch(query)}`,
  universities: () => patterns.universities,
  /** The map, optionally with a remembered view, filters and sheet (`mapQuery`). */
  map: (query?: Partial<MapQuery>) =>
    `${patterns.map}${query ? mapQuery.toSearch({ ...DEFAULT_MAP_QUERY, ...query }) : ''}`,
  bookmarks: () => patterns.bookmarks,
  myPage: () => patterns.myPage,
  myAccount: () => patterns.myAccount,
  loginReturn: (query: { code: string | null } = { code: null }) =>
    `${patterns.loginReturn}${loginReturnQuery.toSearch(query)}`,
  authTerms: () => patterns.authTerms,
  verifyChoice: () => patterns.verifyChoice,
  verifyNewStudent: () => patterns.verifyNewStudent,
  verifyCurrentStudent: () => patterns.verifyCurrentStudent,
  verifyEmailCode: () => patterns.verifyEmailCode,
  building: (id: number, { isAgency = false }: { isAgency?: boolean } = {}) =>
    `/building/${id}${buildingQuery.toSearch({ isAgency })}`,
  campus: (id: number) => `/campus/${id}`,
  review: (id: number, reviewType: ReviewKind = 'GENERAL') =>
    `/building/review/${id}${reviewQuery.toSearch({ reviewType })}`,
  reviewReport: (id: number, reviewType: ReviewKind = 'GENERAL') =>
    `/building/review/${id}/report${reviewQuery.toSearch({ reviewType })}`,
  createStep: (step: WizardStepId, { fromConfirm = false }: { fromConfirm?: boolean } = {}) =>
    `/review/${CREATE_STEP_SEGMENTS[step]}${createStepQuery.toSearch({ fromConfirm })}`,
  /** The edit hub (`step` 'hub') or one of its sub-steps: the only place `/review/{id}/update` is built. */
  editReview: (id: number, reviewType: ReviewKind, step: WizardStepId | 'hub' = 'hub') => {
    const segment = step === 'hub' ? undefined : EDIT_STEP_SEGMENTS[step];
    return `${EDIT_PREFIX(id)}${segment ? `/${segment}` : ''}${reviewQuery.toSearch({ reviewType })}`;
  },
} as const;

/** spec 000 §2: the verification prompt leads to verification when signed in, otherwise to my page (sign-in). */
export function verificationTarget(isAuthenticated: boolean): string {
  return isAuthenticated ? links.verifyChoice() : links.myPage();
}

// --- Route parameters ------------------------------------------------------------------------------------------

/** A positive integer route parameter (`:reviewId`, `:buildingId`), or null. */
export function parseIdParam(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
