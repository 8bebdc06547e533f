import { describe, expect, it } from 'vitest';
import {
  canConfirmTerms,
  canOpenMapLists,
  canReadDetails,
  emptyTermsState,
  isAllTermsAgreed,
  isReviewAuthor,
  mergeVerificationStatus,
  toggleAllTerms,
  toggleTerm,
} from './account';

describe('verification status (spec 000 §4)', () => {
  it.each([
    [null, '인증완료', 'verified'],
    [null, '인증대기', 'pending'],
    [null, '미인증', 'unverified'],
    ['pending', '미인증', 'pending'],
    ['pending', '인증완료', 'verified'],
    ['verified', '미인증', 'unverified'],
    ['unverified', '인증대기', 'pending'],
  ] as const)('local %s + server %s → %s', (local, server, status) => {
    expect(mergeVerificationStatus(local, server)).toBe(status);
  });
});

describe('terms (spec 000 §5)', () => {
  it('agree all toggles every item and is checked exactly when all are', () => {
    const all = toggleAllTerms(emptyTermsState());
    expect(all).toEqual({ age: true, service: true, privacy: true });
    expect(isAllTermsAgreed(all)).toBe(true);
    expect(toggleAllTerms(all)).toEqual(emptyTermsState());
    const two = toggleTerm(toggleTerm(emptyTermsState(), 'age'), 'service');
    expect(isAllTermsAgreed(two)).toBe(false);
    expect(canConfirmTerms(two)).toBe(false);
    expect(toggleAllTerms(two)).toEqual(all);
    expect(canConfirmTerms(toggleTerm(two, 'privacy'))).toBe(true);
  });
});

describe('permissions (spec 000 §5, §6)', () => {
  it.each([
    [false, 'unverified', false, false],
    [true, 'unverified', false, false],
    [true, 'pending', true, false],
    [true, 'verified', true, true],
  ] as const)(
    'signed in %s, %s: lists %s, details %s',
    (isAuthenticated, verificationStatus, lists, details) => {
      expect(canOpenMapLists({ isAuthenticated, verificationStatus })).toBe(lists);
      expect(canReadDetails({ isAuthenticated, verificationStatus })).toBe(details);
    },
  );

  it('author', () => {
    expect(isReviewAuthor(3, 3)).toBe(true);
    expect(isReviewAuthor(3, null)).toBe(false);
    expect(isReviewAuthor(null, null)).toBe(false);
  });
});
