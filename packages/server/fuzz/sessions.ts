// Signing in as a student does: the local provider's authorize page, its redirect with a code, the code exchange.
import { TEST_ACCOUNTS } from '../src/seed/index.ts';

const REDIRECT = 'http://127.0.0.1:5173/login/kakao';

export interface Session {
  accessToken: string;
  refreshToken: string;
}

async function codeFor(base: string, account: string): Promise<string> {
  const res = await fetch(`${base}/oauth/local/authorize`, {
    method: 'POST',
    body: new URLSearchParams({ redirect_uri: REDIRECT, account }),
    redirect: 'manual',
  });
  const code = new URL(res.headers.get('location') ?? '', REDIRECT).searchParams.get('code');
  if (!code) throw new Error(`local sign-in of ${account} answered ${res.status}`);
  return code;
}

async function exchange(base: string, code: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oauthProvider: 'kakao', oauthCode: code, redirectUri: REDIRECT }),
  });
  const body = (await res.json()) as { data: Record<string, string> };
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return body.data;
}

/** A seeded test account's session: 'local-verified', 'local-unverified', 'local-pending'. */
export async function signIn(base: string, kakaoId: string): Promise<Session> {
  if (!TEST_ACCOUNTS.some((a) => a.kakaoId === kakaoId)) throw new Error(`no test account ${kakaoId}`);
  const data = await exchange(base, await codeFor(base, kakaoId));
  if (!data.accessToken || !data.refreshToken) throw new Error(`${kakaoId} got no tokens`);
  return { accessToken: data.accessToken, refreshToken: data.refreshToken };
}

/** A signup token of a new social account (the step before the terms). */
export async function signupToken(base: string): Promise<string> {
  const data = await exchange(base, await codeFor(base, 'new'));
  if (!data.signupToken) throw new Error('a new account got no signup token');
  return data.signupToken;
}

/** A new account that has agreed to the terms: an unverified user nobody else uses. */
export async function throwaway(base: string): Promise<Session> {
  const res = await fetch(`${base}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await signupToken(base)}` },
  });
  const body = (await res.json()) as { data: Session };
  if (res.status !== 200) throw new Error(`signup answered ${res.status}`);
  return body.data;
}
