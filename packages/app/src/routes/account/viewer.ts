import type { User, VerificationStatus } from '@jjinbbang/domain';
import type { Session } from '../../session/useSession';

/** Who is looking at an account page: the session is loading, a guest, or a signed-in member. */
export type AccountViewer =
  | { kind: 'loading' }
  | { kind: 'guest' }
  | { kind: 'member'; user: User; status: VerificationStatus };

export function accountViewer(session: Session): AccountViewer {
  if (session.isLoading) return { kind: 'loading' };
  if (session.user && session.verificationStatus)
    return { kind: 'member', user: session.user, status: session.verificationStatus };
  return { kind: 'guest' };
}
