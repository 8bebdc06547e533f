import { mergeVerificationStatus, type User, type VerificationStatus } from '@jjinbbang/domain';
import { useEffect } from 'react';
import { ApiError, canRetry } from '../api/errors';
import * as queries from '../api/queries';
import { useQuery } from '../api/swr';
import { readSession, readStoredVerificationStatus } from './storage';
import { startSessionSync, useSessionEpoch } from './sync';

/**
 * Where the session stands. Network is not identity: only the server refusing the stored tokens signs out.
 * - `signedOut`: no tokens on this browser (or the server refused them);
 * - `checking`: tokens are stored and the server is being asked who they belong to;
 * - `signedIn`: the server said (what it said last, while a new answer is on its way or did not come);
 * - `unconfirmed`: tokens are stored but the server could not be asked (no network, 5xx, 429): the app keeps
 *   asking, with backoff, and shows what it can — never a sign-in prompt.
 */
export type SessionStatus = 'signedOut' | 'checking' | 'signedIn' | 'unconfirmed';

export interface Session {
  status: SessionStatus;
  isAuthenticated: boolean;
  user: User | null;
  verificationStatus: VerificationStatus | null;
  /** Checking or unconfirmed: who is signed in is not known yet, so nothing may ask to sign in. */
  isLoading: boolean;
}

/** The wait before asking again after a check that got no answer: 1, 2, 4, 8 s, then every 15 s (±20 %). */
export function sessionRetryDelay(retryCount: number, retryAfterSeconds: number | null): number {
  if (retryAfterSeconds !== null) return retryAfterSeconds * 1000;
  const base = Math.min(1000 * 2 ** Math.max(0, retryCount - 1), 15_000);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/** Whether a failed check means the session is over (the server refused the tokens), not that it was not asked. */
function endsSession(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * spec 000 §4 and 001 §7: with stored tokens the user is fetched (queries.user); a 401 there (the renewal was
 * refused) removes the stored tokens and the session is signed out. The status is the server's (반려 when it sends
 * the staff's rejection), except that a locally stored pending is kept while the server still says unverified. A
 * check that got no answer is tried again with backoff (Retry-After for a 429), when the tab comes back into view and
 * when the network returns; other tabs' sign-in, sign-out and verification reach this one through session/sync.ts.
 */
export function useSession(): Session {
  useEffect(startSessionSync, []);
  useSessionEpoch();
  const hasToken = Boolean(readSession('accessToken') || readSession('refreshToken'));
  const { data, error } = useQuery(hasToken ? queries.user() : null, {
    revalidateOnFocus: true,
    focusThrottleInterval: 2000,
    shouldRetryOnError: true,
    onErrorRetry: (failure, _key, _config, revalidate, { retryCount }) => {
      if (endsSession(failure) || !canRetry(failure)) return;
      const retryAfter = failure instanceof ApiError ? failure.retryAfter : null;
      setTimeout(() => void revalidate({ retryCount }), sessionRetryDelay(retryCount, retryAfter));
    },
  });
  const refused = endsSession(error);
  const user = hasToken && !refused ? (data ?? null) : null;
  const status: SessionStatus =
    !hasToken || refused ? 'signedOut' : user ? 'signedIn' : error ? 'unconfirmed' : 'checking';
  return {
    status,
    isAuthenticated: Boolean(user),
    user,
    verificationStatus: user
      ? mergeVerificationStatus(readStoredVerificationStatus(), user.univAuthentication, user.rejection)
      : null,
    isLoading: status === 'checking' || status === 'unconfirmed',
  };
}
