import { ErrorState } from '@jjinbbang/ui';
import type * as React from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { errorMessage } from '../api/errors';
import { signInQuery } from '../routes/paths';
import { FullPageLoading } from '../shell/FullPageLoading';
import { SignedInContext } from './context';
import { useStaffSession } from './session';

/** The pages of a signed-in staff member: anyone else goes to the sign-in page, and comes back here after it. */
export function RequireSession({ children }: { children: React.ReactNode }) {
  const session = useStaffSession();
  const [location] = useLocation();
  const search = useSearch();
  if (session.status === 'loading') return <FullPageLoading />;
  if (session.status === 'signedOut') {
    return (
      <Redirect to={signInQuery.href({ returnTo: `${location}${search ? `?${search}` : ''}` })} replace />
    );
  }
  if (session.status === 'error') {
    return (
      <main className="jbc-fullPage" data-jb-root>
        <ErrorState
          title="운영 콘솔에 연결하지 못했어요"
          hint={errorMessage(session.error)}
          onRetry={session.retry}
        />
      </main>
    );
  }
  return <SignedInContext value={session.session}>{children}</SignedInContext>;
}
