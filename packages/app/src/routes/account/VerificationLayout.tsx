import type { User, VerificationStatus } from '@jjinbbang/domain';
import { AppHeader } from '@jjinbbang/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../../session/useSession';
import { links } from '../routes';
import { LoginPrompt, PageLoading } from './shared';
import './account.css';

export interface VerificationViewer {
  user: User;
  status: VerificationStatus;
}

/** Header and sign-in gate shared by the verification pages; only a signed-in user can verify. */
export function VerificationLayout({
  title,
  children,
}: {
  title: string;
  children: (viewer: VerificationViewer) => ReactNode;
}) {
  const [, navigate] = useLocation();
  const session = useSession();
  return (
    <>
      <AppHeader
        title={title}
        onBack={() => (window.history.length > 1 ? window.history.back() : navigate(links.myPage()))}
      />
      {session.isLoading ? (
        <PageLoading />
      ) : session.user && session.verificationStatus ? (
        <div className="jb-account-page">
          {children({ user: session.user, status: session.verificationStatus })}
        </div>
      ) : (
        <LoginPrompt hint="학교 인증은 로그인한 뒤에 할 수 있어요." />
      )}
    </>
  );
}
