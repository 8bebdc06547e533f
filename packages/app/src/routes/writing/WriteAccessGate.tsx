import { canWriteReview, type User } from '@jjinbbang/domain';
import { Button, EmptyState, PencilIcon } from '@jjinbbang/ui';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useStartLogin } from '../../hooks/useStartLogin';
import { useSession } from '../../session/useSession';
import { links } from '..';
import { PageLoading } from '../account/shared';
import { WRITE_ACCESS_COPY, type WriteAccess } from '../common/write-access';
import './writing.css';

export type { WriteAccess };

export interface WriteAccessViewProps {
  access: WriteAccess;
  /** "로그인하기" (signed out); shows a busy button while the sign-in page opens. */
  onSignIn: () => void;
  signingIn?: boolean;
  /** Why the sign-in page could not be opened. */
  signInError?: string | null;
  /** Where "학교 인증하기" / "인증 상태 보기" lead, and where "나중에 할게요" goes. */
  verifyHref: string;
  pendingHref: string;
  laterHref: string;
}

/**
 * Who may not write yet is shown the way forward — sign in, verify, or see the pending verification —
 * instead of a dead-end alert (spec 001 §5's message stays the unverified title).
 */
export function WriteAccessView({
  access,
  onSignIn,
  signingIn,
  signInError,
  verifyHref,
  pendingHref,
  laterHref,
}: WriteAccessViewProps) {
  const copy = WRITE_ACCESS_COPY[access];
  return (
    <main className="jb-writing-gate">
      <EmptyState
        icon={<PencilIcon size={48} />}
        headingLevel={1}
        title={copy.title}
        hint={copy.hint}
        action={
          <div className="jb-writing-gate-actions">
            {access === 'signedOut' ? (
              <Button size="lg" loading={signingIn} onClick={onSignIn}>
                로그인하기
              </Button>
            ) : access === 'unverified' ? (
              <Button size="lg" asChild>
                <Link href={verifyHref}>학교 인증하기</Link>
              </Button>
            ) : (
              <Button size="lg" asChild>
                <Link href={pendingHref}>인증 상태 보기</Link>
              </Button>
            )}
            <Button size="lg" variant="secondary" asChild>
              <Link href={laterHref}>나중에 할게요</Link>
            </Button>
          </div>
        }
      >
        {signInError && (
          <p className="jb-writing-message" data-tone="error" role="alert">
            {signInError}
          </p>
        )}
      </EmptyState>
    </main>
  );
}

/** spec 001 §5 / §6: only verified users write or edit reviews; the wizard gets the signed-in user. */
export function WriteAccessGate({ children }: { children: (user: User) => ReactNode }) {
  const session = useSession();
  // A session that ends mid-wizard (on another device, or in another tab) signs in and comes back to the draft.
  const login = useStartLogin({ returnHere: true });
  if (session.isLoading) return <PageLoading />;
  const user = session.user;
  if (user && session.verificationStatus && canWriteReview(session.verificationStatus).ok)
    return children(user);
  const access: WriteAccess = !user
    ? 'signedOut'
    : session.verificationStatus === 'pending'
      ? 'pending'
      : 'unverified';
  return (
    <WriteAccessView
      access={access}
      signingIn={login.busy}
      signInError={login.error}
      onSignIn={login.start}
      verifyHref={links.verifyChoice()}
      pendingHref={links.verifyNewStudent()}
      laterHref={links.myPage()}
    />
  );
}
