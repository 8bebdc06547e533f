import type { TokenPair, User, VerificationStatus } from '@jjinbbang/domain';
import * as queries from '../api/queries';
import { mutate } from '../api/swr';
import { clearUserDrafts } from '../routes/writing/drafts';
import { clearSession, tokenStore, writeSession } from './storage';
import { announceSessionChange } from './sync';

/** Stores a signed-in session (spec 000 §4 steps 2–3) and refetches the user. */
export async function storeSignedIn(
  tokens: TokenPair,
  options: { email?: string | null; verificationStatus?: VerificationStatus; firstLogin?: boolean } = {},
): Promise<void> {
  tokenStore.setTokens(tokens.accessToken, tokens.refreshToken);
  writeSession('signupToken', null);
  writeSession('email', options.email ?? null);
  // A status left over from another account must not carry over; the server's answer fills it in.
  writeSession('verificationStatus', options.verificationStatus ?? null);
  writeSession('isFirstLogin', options.firstLogin ? 'true' : 'false');
  announceSessionChange('signedIn');
  await mutate(queries.user().key);
}

/** Records a status change the user just caused (certificate upload, e-mail code) and refetches the user. */
export async function storeVerificationStatus(status: VerificationStatus): Promise<void> {
  writeSession('verificationStatus', status);
  announceSessionChange('verification');
  await mutate(queries.user().key);
}

/** Logout, leaving the service, a cancelled signup: every stored value goes and the session is a guest's. */
export async function resetSession(): Promise<void> {
  // The leaving user's review drafts and draft photos go too (every draft, if the user is unknown).
  let userId: number | null = null;
  await mutate<User>(
    queries.user().key,
    (current) => {
      userId = current?.id ?? null;
      return current;
    },
    { revalidate: false },
  );
  await clearUserDrafts(userId);
  clearSession();
  announceSessionChange('signedOut');
  await mutate(queries.user().key, undefined, { revalidate: false });
}

/**
 * A sign-in or signup that did not finish: the stored tokens and values go. Drafts are not touched here: with nobody
 * signed in, useDraftsAtRest removes every draft (ADR 0096).
 */
export async function abandonSignIn(): Promise<void> {
  clearSession();
  announceSessionChange('signedOut');
  await mutate(queries.user().key, undefined, { revalidate: false });
}
