import { fromWireVerification, type User, type VerificationStatus } from '@jjinbbang/domain';
import useSWR from 'swr';
import { getUser } from '../api/endpoints';
import { ApiError } from '../api/errors';
import { readSession, tokenStore } from './storage';

export interface Session {
  isAuthenticated: boolean;
  user: User | null;
  verificationStatus: VerificationStatus | null;
  isLoading: boolean;
}

/**
 * spec 000 §4 and 001 §7: with a stored access token the user is fetched (GET /api/v1/user); a 401 there
 * removes the stored tokens and the session falls back to logged out.
 */
export function useSession(): Session {
  const hasToken = Boolean(readSession('accessToken'));
  const { data, error, isLoading } = useSWR(hasToken ? 'session/user' : null, async () => {
    try {
      return await getUser();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) tokenStore.clearTokens();
      throw failure;
    }
  });
  const user = error ? null : (data ?? null);
  return {
    isAuthenticated: Boolean(user),
    user,
    verificationStatus: user ? fromWireVerification(user.univAuthentication) : null,
    isLoading: hasToken && isLoading,
  };
}
