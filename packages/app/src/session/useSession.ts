import { mergeVerificationStatus, type User, type VerificationStatus } from '@jjinbbang/domain';
import { ApiError } from '../api/errors';
import { loadEndpoints } from '../api/load-endpoints';
import { useSWR } from '../api/swr';
import { readSession, readStoredVerificationStatus, tokenStore, writeSession } from './storage';

/** SWR key of the signed-in user; `mutate(SESSION_SWR_KEY)` after sign-in, sign-out or verification. */
export const SESSION_SWR_KEY = 'session/user';

export interface Session {
  isAuthenticated: boolean;
  user: User | null;
  verificationStatus: VerificationStatus | null;
  isLoading: boolean;
}

/**
 * spec 000 §4 and 001 §7: with a stored access token the user is fetched (GET /api/v1/user); a 401 there
 * removes the stored tokens and the session falls back to logged out. The status is the server's (반려 when it
 * sends the staff's rejection), except that a locally stored pending is kept while the server still says
 * unverified.
 */
export function useSession(): Session {
  const hasToken = Boolean(readSession('accessToken'));
  const { data, error, isLoading } = useSWR(hasToken ? SESSION_SWR_KEY : null, async () => {
    try {
      const user = await (await loadEndpoints()).getUser();
      const status = mergeVerificationStatus(
        readStoredVerificationStatus(),
        user.univAuthentication,
        user.rejection,
      );
      writeSession('verificationStatus', status);
      if (user.email) writeSession('email', user.email);
      return user;
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) tokenStore.clearTokens();
      throw failure;
    }
  });
  const user = hasToken && !error ? (data ?? null) : null;
  return {
    isAuthenticated: Boolean(user),
    user,
    verificationStatus: user
      ? mergeVerificationStatus(readStoredVerificationStatus(), user.univAuthentication, user.rejection)
      : null,
    isLoading: hasToken && isLoading,
  };
}
