import { useToast } from '@jjinbbang/ui';
import type * as React from 'react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { errorMessage } from '../api/errors';
import { queries } from '../api/queries';
import { refreshAll, useQuery } from '../api/swr';
import { patterns } from '../routes/paths';
import { useSignedIn } from '../session/context';
import { forgetSession, signOut } from '../session/session';
import { ConsoleFrame, type NavId } from './ConsoleFrame';
import { useDocumentTitle } from './useDocumentTitle';

/** The queue counts refresh while the console is open, so a new certificate or report shows in the navigation. */
const COUNTS_REFRESH_MS = 60_000;

export interface ShellProps {
  active: NavId | null;
  title: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}

/** The frame of every signed-in page (container): the staff member, the queue counts, signing out. */
export function Shell({ active, title, actions, children }: ShellProps) {
  const session = useSignedIn();
  const dashboard = useQuery(queries.dashboard(), { refreshInterval: COUNTS_REFRESH_MS });
  const [, navigate] = useLocation();
  const toast = useToast();
  const [signingOut, setSigningOut] = useState(false);
  useDocumentTitle(title);
  const queues = dashboard.data?.queues;
  return (
    <ConsoleFrame
      active={active}
      title={title}
      staff={session.staff}
      counts={
        queues
          ? {
              certificates: queues.certificates.count,
              reports: queues.reports.count,
              reviews: queues.appeals.count + queues.flagged.count,
            }
          : null
      }
      actions={actions}
      signingOut={signingOut}
      onRefresh={() => void refreshAll()}
      onSignOut={async () => {
        setSigningOut(true);
        try {
          await signOut();
        } catch (failure) {
          toast.show({ message: errorMessage(failure), tone: 'negative' });
          setSigningOut(false);
          return;
        }
        navigate(patterns.signIn, { replace: true });
        await forgetSession();
        toast.show({ message: '로그아웃했어요.', tone: 'neutral' });
      }}
    >
      {children}
    </ConsoleFrame>
  );
}
