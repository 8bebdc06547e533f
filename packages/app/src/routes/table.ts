import { parse as parsePattern } from 'regexparam';
import { matchRoute } from 'wouter';
import { type LazyRoute, lazyRoute } from '../shell/lazy-route';
import { patterns } from './patterns';

// --- Bottom navigation -----------------------------------------------------------------------------------------

/** The four tabs and the pages each one is current on (the full university list belongs to home). */
export const NAV_TABS = [
  {
    id: 'home',
    label: '홈',
    href: patterns.home,
    pages: [patterns.home, patterns.universities, '/campus'],
  },
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

/**
 * How wide a page lays itself out from 600 px (app.css): `phone` keeps the phone column centred (writing, sign-in,
 * verification, forms), `reading` a wider centred column, `wide` the widest centred layout (home; the building
 * page in two columns), `full` the whole window (the map).
 */
export type PageWidth = 'phone' | 'reading' | 'wide' | 'full';

export function pageWidth(pathname: string): PageWidth {
  if (pathname === patterns.map) return 'full';
  if (pathname === patterns.home || pathname === patterns.universities) return 'wide';
  if (/^\/building\/\d+\/?$/.test(pathname)) return 'wide';
  if (/^\/building\/review\/\d+\/?$/.test(pathname) || /^\/campus\/\d+\/?$/.test(pathname)) return 'reading';
  if (pathname === patterns.bookmarks || pathname === patterns.myPage) return 'reading';
  return 'phone';
}

/**
 * Pages whose text is the UI's own and the university catalogue's names, all in the UI font's subsets: the
 * dynamic subset for users' text loads there only when what they show needs it. Every other page shows what
 * users wrote.
 */
export const UI_TEXT_PAGES: readonly string[] = [patterns.home, patterns.universities];

// --- The route table -------------------------------------------------------------------------------------------

/** A route of the app: wouter path pattern and the (lazy) page component. */
export interface AppRoute {
  path: string;
  component: LazyRoute;
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
  { path: patterns.campus, component: lazyRoute(() => import('./campus/CampusPage')) },
  { path: patterns.createStep, component: lazyRoute(() => import('./writing/CreateWizardPage')) },
  { path: patterns.editReview, component: lazyRoute(() => import('./writing/EditWizardPage')) },
];

/** The route the Switch will render for `pathname` (first match in table order), if any. */
export function matchingRoute(pathname: string): AppRoute | undefined {
  return routeTable.find((route) => matchRoute(parsePattern, route.path, pathname)[0]);
}
