// The app's one owner of URLs (STYLE.md "One owner per concept"): every route pattern, every link, every query
// parameter, the route table and where the bottom navigation shows. Nothing else in the monorepo writes a path
// of this app; domain and ui take them from here as values.
import { parseReviewKind, type ReviewKind } from '@jjinbbang/domain';
import { defineQuery } from './query';

// Patterns, the bottom navigation and the route table live in modules of their own, so the start-up bundle
// (main.tsx → App → table.ts) holds them without the query parsers below and the domain rules these read. The
// map's address is split the same way: a link with a view, filters or a sheet is written by `mapLink`
// (map-address.ts; `links.map()` is the plain map, so the pages that only link to it do not carry the writer);
// only the map page reads it back (map-query.ts, with the keyword catalogue and the cost steps it checks against).
// The review wizard's addresses are `wizardLinks` (wizard-links.ts), read back by wizard-paths.ts.
export { DEFAULT_MAP_QUERY, type MapQuery, type MapSheetParam, mapLink } from './map-address';
export { mapQuery } from './map-query';
export { patterns } from './patterns';
export type { QueryParams } from './query';
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

// --- Query parameters: parsed and written with URLSearchParams only ---------------------------------------------

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

// --- Links -----------------------------------------------------------------------------------------------------

/** Every address the app links or navigates to. */
export const links = {
  home: (query: { universityId: number | null } = { universityId: null }) =>
    `${patterns.home}${homeQuery.toSearch(query)}`,
  universities: () => patterns.universities,
  /** The map as it opens; with a remembered view, filters or sheet: `mapLink(query)`. */
  map: () => patterns.map,
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
