// Account rules of spec 000 §4–§6: verification status, terms, recently viewed, who may do what.
import type { TermsItemId, VerificationStatus, WireVerificationStatus } from '../enums';
import { fromWireVerification, TERMS_ITEMS } from '../enums';

/**
 * spec 000 §4: the server's status wins, except that a locally stored pending is kept while the server still
 * says unverified (the certificate is uploaded; the staff check has not run yet).
 */
export function mergeVerificationStatus(
  local: VerificationStatus | null | undefined,
  server: WireVerificationStatus,
): VerificationStatus {
  const fromServer = fromWireVerification(server);
  if (local === 'pending' && fromServer === 'unverified') return 'pending';
  return fromServer;
}

export type TermsState = Record<TermsItemId, boolean>;

export function emptyTermsState(): TermsState {
  return { age: false, service: false, privacy: false };
}

/** spec 000 §5: "agree all" is checked exactly when every item is. */
export function isAllTermsAgreed(state: TermsState): boolean {
  return TERMS_ITEMS.every((item) => state[item.id]);
}

/** spec 000 §5: confirm is enabled only when the three required items are checked. */
export function canConfirmTerms(state: TermsState): boolean {
  return TERMS_ITEMS.filter((item) => item.required).every((item) => state[item.id]);
}

/** spec 000 §5: "agree all" toggles every item. */
export function toggleAllTerms(state: TermsState): TermsState {
  const next = !isAllTermsAgreed(state);
  return { age: next, service: next, privacy: next };
}

export function toggleTerm(state: TermsState, id: TermsItemId): TermsState {
  return { ...state, [id]: !state[id] };
}

/** spec 000 §3 / §9: at most 5 recently viewed review ids. */
export const RECENTLY_VIEWED_MAX = 5;

export interface Viewer {
  isAuthenticated: boolean;
  verificationStatus: VerificationStatus;
}

/** spec 000 §5: marker taps and the list need sign-in and a status other than unverified. */
export function canOpenMapLists(viewer: Viewer): boolean {
  return viewer.isAuthenticated && viewer.verificationStatus !== 'unverified';
}

/** spec 000 §6: building and review details are for signed-in, verified users. */
export function canReadDetails(viewer: Viewer): boolean {
  return viewer.isAuthenticated && viewer.verificationStatus === 'verified';
}

/** spec 000 §6: the author (user id equals authorId) sees edit and delete instead of report. */
export function isReviewAuthor(
  userId: number | null | undefined,
  authorId: number | null | undefined,
): boolean {
  return (
    userId !== null &&
    userId !== undefined &&
    authorId !== null &&
    authorId !== undefined &&
    userId === authorId
  );
}
