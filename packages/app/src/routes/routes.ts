// The app's one owner of URLs (STYLE.md "One owner per concept"): every route pattern, every link, every query
// parameter, the route table and where the bottom navigation shows. Nothing else in the monorepo writes a path
// of this app; domain and ui take them from here as values.
import {
  parseReviewKind,
  type ReviewDraft,
  type ReviewKind,
  WIZARD_STEP_IDS,
  type WizardStepId,
} from '@jjinbbang/domain';
import type { ComponentType } from 'react';
import { lazyRoute } from '../shell/lazy-route';

// --- Patterns (spec 000 §2 and 001 §2.1) ----------------------------------------------------------------------

/** wouter patterns of every page. */
export const patterns = {
  home: '/',
  map: '/map',
  bookmarks: '/heart',
  myPage: '/mypage',
  myAccount: '/myaccount',
  /** Every university (home shows the first few and links here). */
  universities: '/universities',
  /** spec 000 §4: the sign-in provider sends the user back here with `?code=`. */
  loginReturn: '/login/kakao',
  /** spec 000 §4: the terms modal of a new account. */
  authTerms: '/auth/kakao',
  verifyChoice: '/auth/student/verify',
  verifyNewStudent: '/auth/student/new',
  verifyCurrentStudent: '/auth/student/current',
  verifyEmailCode: '/auth/student/email-verification',
  building: '/building/:buildingId',
  review: '/building/review/:reviewId',
  reviewReport: '/building/review/:reviewId/report',
  /** spec 001 §2.1: the create wizard, one segment per step. */
  createStep: '/review/:step',
  /** spec 001 §2.1: the edit hub and its sub-steps (`contract/price` has two segments). */
  editReview: '/review/:reviewId/update/*?',
} as const;

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
  pros: 'filter-ad',
  cons: 'filter-disad',
  content: 'content',
  dormitoryInfo: 'dormitory',
  dormitoryConditions: 'dormitory-conditions',
  dormitoryAmenities: 'dormitory-amenities',
};

const EDIT_SEGMENTS = new Set(Object.values(EDIT_STEP_SEGMENTS));

// --- Links -----------------------------------------------------------------------------------------------------

/** Every address the app links or navigates to. */
export const links = {
  home: (query: { universityId: number | null } = { universityId: null }) =>
    `${patterns.home}${homeQuery.toSearch(query)}`,
  universities: () => patterns.universities,
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

/** The create step named by `/review/:step`, or null for an unknown segment. */
export function parseCreateStep(raw: string | undefined): WizardStepId | null {
  return WIZARD_STEP_IDS.find((step) => CREATE_STEP_SEGMENTS[step] === raw) ?? null;
}

/**
 * The review and sub-step segment of an edit address (`/review/{id}/update[/segment]`; `segment` null for the
 * hub), or null when it is not one.
 */
export function matchEditRoute(pathname: string): { reviewId: number; segment: string | null } | null {
  const match = /^\/review\/([^/]+)\/update(?:\/(.+?))?\/?$/.exec(pathname);
  const reviewId = parseIdParam(match?.[1]);
  if (!match || reviewId === null) return null;
  const segment = match[2];
  if (segment === undefined) return { reviewId, segment: null };
  return EDIT_SEGMENTS.has(segment) ? { reviewId, segment } : null;
}

/** The edit step of a segment: `contract/price` is the price screen of the draft's contract type. */
export function editStepOfSegment(
  segment: string,
  draft: Pick<ReviewDraft, 'contractType'>,
): WizardStepId | null {
  if (segment === EDIT_STEP_SEGMENTS.jeonsePrice) {
    return draft.contractType === 'DEPOSIT_RENT' ? 'jeonsePrice' : 'wolsePrice';
  }
  return WIZARD_STEP_IDS.find((step) => EDIT_STEP_SEGMENTS[step] === segment) ?? null;
}

// --- Bottom navigation -----------------------------------------------------------------------------------------

/** The four tabs and the pages each one is current on (the full university list belongs to home). */
export const NAV_TABS = [
  { id: 'home', label: '홈', href: patterns.home, pages: [patterns.home, patterns.universities] },
  { id: 'bookmarks', label: '관심목록', href: patterns.bookmarks, pages: [patterns.bookmarks] },
  { id: 'map', label: '지도', href: patterns.map, pages: [patterns.map] },
  { id: 'myPage', label: '나의 찐빵', href: patterns.myPage, pages: [patterns.myPage] },
] as const;
export type NavTabId = (typeof NAV_TABS)[number]['id'];

const startsWithSegment = (pathname: string, prefix: string) =>
  pathname === prefix || (prefix !== '/' && pathname.startsWith(`${prefix}/`));

/** The tab of the page at `pathname`, if it is one of the four. */
export function activeTab(pathname: string): NavTabId | undefined {
  return NAV_TABS.find((tab) => tab.pages.some((page) => startsWithSegment(pathname, page)))?.id;
}

/**
 * spec 000 §2: no bottom navigation on /auth/*, /myaccount, /review/*, building and report pages. The sign-in
 * return page /login/kakao is only a redirect, so it shows none either.
 */
export function hidesBottomNavigation(pathname: string): boolean {
  return (
    pathname.startsWith('/auth/') ||
    pathname.startsWith('/login/') ||
    startsWithSegment(pathname, patterns.myAccount) ||
    pathname.startsWith('/review/') ||
    pathname.startsWith('/building/')
  );
}

// --- The route table -------------------------------------------------------------------------------------------

/** A route of the app: wouter path pattern and the (lazy) page component. */
export interface AppRoute {
  path: string;
  component: ComponentType;
}

// spec 000 §4: /login/kakao (provider return) and /auth/kakao (terms modal) share one page.
const AuthPage = lazyRoute(() => import('./account/AuthPage'));

/** In match order: wouter's Switch renders the first match, so the more specific review paths come first. */
export const routeTable: readonly AppRoute[] = [
  { path: patterns.home, component: lazyRoute(() => import('./home/HomePage')) },
  { path: patterns.universities, component: lazyRoute(() => import('./home/UniversitiesPage')) },
  { path: patterns.map, component: lazyRoute(() => import('./map/MapPage')) },
  { path: patterns.bookmarks, component: lazyRoute(() => import('./reading/BookmarksPage')) },
  { path: patterns.myPage, component: lazyRoute(() => import('./account/MyPage')) },
  { path: patterns.myAccount, component: lazyRoute(() => import('./account/MyAccountPage')) },
  { path: patterns.loginReturn, component: AuthPage },
  { path: patterns.authTerms, component: AuthPage },
  { path: patterns.verifyChoice, component: lazyRoute(() => import('./account/VerifyChoicePage')) },
  { path: patterns.verifyNewStudent, component: lazyRoute(() => import('./account/NewStudentPage')) },
  { path: patterns.verifyCurrentStudent, component: lazyRoute(() => import('./account/CurrentStudentPage')) },
  { path: patterns.verifyEmailCode, component: lazyRoute(() => import('./account/EmailVerificationPage')) },
  { path: patterns.reviewReport, component: lazyRoute(() => import('./reading/ReportPage')) },
  { path: patterns.review, component: lazyRoute(() => import('./reading/ReviewDetailPage')) },
  { path: patterns.building, component: lazyRoute(() => import('./reading/BuildingDetailPage')) },
  { path: patterns.createStep, component: lazyRoute(() => import('./writing/CreateWizardPage')) },
  { path: patterns.editReview, component: lazyRoute(() => import('./writing/EditWizardPage')) },
];
