import { canReadDetails } from '@jjinbbang/domain';
import { readSession, readStoredVerificationStatus } from '../../session/storage';
import type { Session } from '../../session/useSession';

export type DetailAccess = 'checking' | 'allowed' | 'gated';

/** spec 000 §6: details are for signed-in, verified users; everyone else sees the verification prompt. */
export function detailAccess(session: Session): DetailAccess {
  if (session.isLoading) return 'checking';
  const allowed = canReadDetails({
    isAuthenticated: session.isAuthenticated,
    verificationStatus: session.verificationStatus ?? 'unverified',
  });
  return allowed ? 'allowed' : 'gated';
}

/**
 * While the session is being confirmed: whether the status stored on this browser's last visit lets it read
 * details. The boot script has asked for a review's detail on these grounds (src/boot/early.ts); the page asks on
 * the same, so it takes that answer at once instead of after the session (the server checks the rights either
 * way, and a session that turns out not to allow it still gets the verification sheet).
 */
export function storedDetailAccess(): boolean {
  return canReadDetails({
    isAuthenticated: Boolean(readSession('accessToken')),
    verificationStatus: readStoredVerificationStatus() ?? 'unverified',
  });
}
