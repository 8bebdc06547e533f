import type { ReviewKind } from '@jjinbbang/domain';
import { buildingQuery, homeQuery, loginReturnQuery, reviewQuery } from './params';
import { patterns } from './patterns';

/** Every address the app links or navigates to, except the map's state (`mapLink`) and the wizard's (`wizardLinks`). */
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
