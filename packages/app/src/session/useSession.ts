import { mergeVerificationStatus, type User, type VerificationStatus } from '@jjinbbang/domain';
import * as queries from '../api/queries';
import { useQuery } from '../api/swr';
import { readSession, readStoredVerificationStatus } from './storage';

export interface Session {
  isAuthenticated: boolean;
  user: User | null;
  verificationStatus: VerificationStatus | null;
  isLoading: boolean;
}

/**
 * spec 000 §4 and 001 §7: with a stored access token the user is fetched (GET /api/v1/user); when that fails the
 * session is a guest's. The status is the server's, except that a locally stored pending is kept while the server
 * still says unverified.
 */
export function useSession(): Session {
  const hasToken = Boolean(readSession('accessToken'));
  const { data, error, isLoading } = useQuery(hasToken ? queries.user() : null);
  const user = hasToken && !error ? (data ?? null) : null;
  return {
    isAuthenticated: Boolean(user),
    user,
    verificationStatus: user
      ? mergeVerificationStatus(readStoredVerificationStatus(), user.univAuthentication)
      : null,
    isLoading: hasToken && isLoading,
  };
}
