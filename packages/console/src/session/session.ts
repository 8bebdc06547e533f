// Who is signed in, and signing in and out. The session resource is the one place the console learns it; a 401
// from any other call (the session ended while the console was open) is handled by the app (App.tsx), which
// takes the staff member to the sign-in page and back to where they were.
import type { StaffSession } from '@jjinbbang/domain';
import { adminEmptyResponseSchema, staffSessionResponseSchema } from '@jjinbbang/domain/schemas';
import { mutate } from 'swr';
import { call, rememberCsrfToken } from '../api/client';
import { ApiError } from '../api/errors';
import { queries } from '../api/queries';
import { remember, useQuery } from '../api/swr';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; session: StaffSession }
  /** The check itself failed (network, server): not the same as signed out. */
  | { status: 'error'; error: unknown; retry: () => void };

export function useStaffSession(): SessionState {
  const { data, error, isLoading, mutate: retry } = useQuery(queries.session());
  if (data) return { status: 'signedIn', session: data };
  if (error instanceof ApiError && error.status === 401) return { status: 'signedOut' };
  if (error) return { status: 'error', error, retry: () => void retry() };
  return isLoading ? { status: 'loading' } : { status: 'signedOut' };
}

async function started(session: StaffSession) {
  rememberCsrfToken(session.csrfToken);
  await remember(queries.session(), session);
  return session;
}

/** The local sign-in with login and password. */
export async function signIn(login: string, password: string) {
  return started(
    await call('/api/admin/auth/login', {
      method: 'POST',
      body: { login, password },
      schema: staffSessionResponseSchema,
      signInCall: true,
    }),
  );
}

/** Development only: sign in as one of the seeded test staff. */
export async function devSignIn(login: string) {
  return started(
    await call('/api/admin/auth/dev-login', {
      method: 'POST',
      body: { login },
      schema: staffSessionResponseSchema,
      signInCall: true,
    }),
  );
}

/** Ends the session on the server (a session that has already ended counts as ended). */
export async function signOut() {
  try {
    await call('/api/admin/auth/logout', {
      method: 'POST',
      schema: adminEmptyResponseSchema,
      signInCall: true,
    });
  } catch (failure) {
    if (!(failure instanceof ApiError && failure.status === 401)) throw failure;
  }
}

/**
 * Drops the session and every cached answer (another member may sign in next), except the ways to sign in: they
 * are the same for everyone, and the sign-in page may already be on screen, where nothing would read them again.
 */
export async function forgetSession() {
  rememberCsrfToken(null);
  const signInOptions = queries.signInOptions().key[0];
  await mutate((key) => !(Array.isArray(key) && key[0] === signInOptions), undefined, { revalidate: false });
  await mutate(queries.session().key, undefined, { revalidate: true });
}
