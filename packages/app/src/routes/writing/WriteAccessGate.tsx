import { canWriteReview, type User, VALIDATION_MESSAGES } from '@jjinbbang/domain';
import { Button, EmptyState, PencilIcon } from '@jjinbbang/ui';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useStartLogin } from '../../hooks/useStartLogin';
import { useSession } from '../../session/useSession';
import { links } from '..';
import { PageLoading } from '../account/shared';
import './writing.css';

export type WriteAccess = 'signedOut' | 'unverified' | 'pending';

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

const COPY: Record<WriteAccess, { title: string; hint: string }> = {
  signedOut: {
    title: '로그인하고 후기를 남겨 주세요',
    hint: '찐빵의 후기는 학교 인증을 마친 학생만 쓸 수 있어요. 로그인한 뒤 학교를 인증하면 바로 쓸 수 있어요.',
  },
  unverified: {
    title: VALIDATION_MESSAGES.writeNeedsVerification,
    hint: '다니는 학교를 인증하면 바로 후기를 쓸 수 있어요. 재학생은 학교 이메일로, 신입생은 입학 증명서로 인증해요.',
  },
  pending: {
    title: '입학 증명서를 확인하고 있어요',
    hint: '보통 7일 안에 확인이 끝나요. 끝나면 바로 후기를 쓸 수 있어요. 파일을 잘못 보냈다면 다시 올려 주세요.',
  },
};

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
  const copy = COPY[access];
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
  const login = useStartLogin();
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
