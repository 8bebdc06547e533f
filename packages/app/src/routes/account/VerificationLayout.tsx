import type { User, VerificationStatus } from '@jjinbbang/domain';
import { AppHeader } from '@jjinbbang/ui';
import type { ReactNode } from 'react';
import { useGoBack } from '../../hooks/useGoBack';
import { useStartLogin } from '../../hooks/useStartLogin';
import { useSession } from '../../session/useSession';
import { links } from '..';
import { type LoginControls, LoginPrompt } from '../common/LoginPrompt';
import { PageLoading } from './shared';
import { type AccountViewer, accountViewer } from './viewer';
import './account.css';

export interface VerificationViewer {
  user: User;
  status: VerificationStatus;
}

export interface VerificationFrameProps {
  title: string;
  viewer: AccountViewer;
  login: LoginControls;
  onBack: () => void;
  children: (viewer: VerificationViewer) => ReactNode;
}

/** Header and sign-in gate of the verification pages: only a signed-in user can verify. */
export function VerificationFrame({ title, viewer, login, onBack, children }: VerificationFrameProps) {
  return (
    <>
      <AppHeader title={title} onBack={onBack} />
      {viewer.kind === 'loading' ? (
        <PageLoading />
      ) : viewer.kind === 'member' ? (
        <div className="jb-account-page">{children({ user: viewer.user, status: viewer.status })}</div>
      ) : (
        <LoginPrompt login={login} hint="학교 인증은 로그인한 뒤에 할 수 있어요." />
      )}
    </>
  );
}

/** The frame with the session, sign-in and back (to my page when opened directly) of the running app. */
export function VerificationLayout({
  title,
  children,
}: {
  title: string;
  children: (viewer: VerificationViewer) => ReactNode;
}) {
  const session = useSession();
  const login = useStartLogin();
  const goBack = useGoBack(links.myPage());
  return (
    <VerificationFrame title={title} viewer={accountViewer(session)} login={login} onBack={goBack}>
      {children}
    </VerificationFrame>
  );
}
