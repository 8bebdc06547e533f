// Account rules of spec 000 §4–§6: verification status, terms, recently viewed, who may do what. The rules on the
// verification status are in ./verification (re-exported here): every page runs them at start-up, and they need
// none of the vocabularies the terms rules read.
import type { TermsItemId } from '../enums';
import { TERMS_ITEMS } from '../enums';

export { canOpenMapLists, canReadDetails, mergeVerificationStatus, type Viewer } from './verification';

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
