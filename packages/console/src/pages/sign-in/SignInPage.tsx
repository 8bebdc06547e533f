import { useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { apiUrl } from '../../api/client';
import { errorMessage, SESSION_ENDED_MESSAGE } from '../../api/errors';
import { queries } from '../../api/queries';
import { useQuery } from '../../api/swr';
import { CONSOLE_BASE, signInQuery } from '../../routes/paths';
import { devSignIn, signIn, useStaffSession } from '../../session/session';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { type SignInOptionsState, SignInView } from './SignInView';

export function SignInPage() {
  const query = signInQuery.parse(useSearch());
  const [, navigate] = useLocation();
  const session = useStaffSession();
  const options = useQuery(queries.signInOptions(), { revalidateOnFocus: false });
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle('로그인');

  if (session.status === 'signedIn') return <Redirect to={query.returnTo} replace />;

  const run = async (key: string, action: () => Promise<unknown>) => {
    setPending(key);
    setError(null);
    try {
      await action();
      navigate(query.returnTo, { replace: true });
    } catch (failure) {
      setError(errorMessage(failure));
      setPending(null);
    }
  };

  const state: SignInOptionsState = options.data
    ? { status: 'ready', ...options.data }
    : options.error
      ? { status: 'error', message: errorMessage(options.error), onRetry: () => void options.mutate() }
      : { status: 'loading' };

  return (
    <SignInView
      options={state}
      notice={query.error ?? (query.expired ? SESSION_ENDED_MESSAGE : null)}
      oidcHref={apiUrl('/api/admin/auth/oidc/start', {
        returnTo: `${CONSOLE_BASE}${query.returnTo === '/' ? '/' : query.returnTo}`,
      })}
      onSignIn={(login, password) => void run('local', () => signIn(login, password))}
      onDevSignIn={(login) => void run(login, () => devSignIn(login))}
      pending={pending}
      error={error}
    />
  );
}
