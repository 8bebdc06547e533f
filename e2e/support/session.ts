import type { APIRequestContext, Page } from '@playwright/test';

/** Seeded accounts of the local sign-in provider (packages/server/src/seed: TEST_ACCOUNTS). */
export const TEST_ACCOUNT = {
  verified: 'local-verified',
  unverified: 'local-unverified',
  pending: 'local-pending',
} as const;

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * Signs in through the real local provider over HTTP (authorize form → one-time code → POST /api/v1/auth)
 * and returns the tokens. Journeys that are not about signing in use this to start signed in.
 */
export async function signInTokens(
  request: APIRequestContext,
  baseURL: string,
  account: string,
): Promise<Tokens> {
  const redirectUri = new URL('/login/kakao', baseURL).toString();
  const authorize = await request.post(new URL('/oauth/local/authorize', baseURL).toString(), {
    form: { redirect_uri: redirectUri, state: '', account },
    maxRedirects: 0,
  });
  const location = authorize.headers().location;
  const code = location ? new URL(location).searchParams.get('code') : null;
  if (!code) throw new Error(`local sign-in did not redirect with a code (status ${authorize.status()})`);
  const login = await request.post(new URL('/api/v1/auth', baseURL).toString(), {
    data: { oauthProvider: 'kakao', oauthCode: code, redirectUri },
  });
  const body = await login.json();
  if (!body?.data?.accessToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return { accessToken: body.data.accessToken, refreshToken: body.data.refreshToken };
}

/** Stores the tokens where the app keeps its session (spec 000 §3) before any page script runs. */
export async function startSignedIn(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  account: string,
) {
  const tokens = await signInTokens(request, baseURL, account);
  await page.addInitScript((t: Tokens) => {
    if (!window.localStorage.getItem('accessToken')) {
      window.localStorage.setItem('accessToken', t.accessToken);
      window.localStorage.setItem('refreshToken', t.refreshToken);
    }
  }, tokens);
  return tokens;
}
