import {
  loginResponseSchema,
  signupResponseSchema,
  tokenRefreshResponseSchema,
} from '@jjinbbang/domain/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, isRedirectAllowed, loadConfig } from '../src/config.ts';
import { reviewLikes, reviews, unregisterReasons, users } from '../src/db/schema.ts';
import { housekeeping } from '../src/housekeeping.ts';
import { createLocalCode } from '../src/routes/auth.ts';
import { TEST_ACCOUNTS } from '../src/seed/index.ts';
import { F } from './fixture.ts';
import { createTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 120_000);
afterAll(() => s.close());

const REDIRECT = 'http://localhost:5173/login/kakao';
const TEST_IDS = new Set(TEST_ACCOUNTS.map((a) => a.kakaoId));
/** Config tests pass a secret so that no development secret file is written. */
const SECRET = 's'.repeat(40);

/** Drives the local authorize page like a browser: pick an account, follow the redirect, return the code. */
async function localCode(account: string, redirectUri = REDIRECT): Promise<string> {
  const form = new URLSearchParams({ redirect_uri: redirectUri, state: 'xyz', account });
  const res = await s.request('/oauth/local/authorize', {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
  expect(location.searchParams.get('state')).toBe('xyz');
  return location.searchParams.get('code') ?? '';
}

/** A login body with a fresh local code, for any server sharing the test database. */
async function loginBody(server: TestServer, kakaoId: string) {
  const code = await createLocalCode(server.ctx.db, { kakaoId, nickname: kakaoId }, REDIRECT);
  return { oauthProvider: 'kakao', oauthCode: code, redirectUri: REDIRECT };
}

async function login(account: string) {
  const code =
    TEST_IDS.has(account) || account === 'new'
      ? await localCode(account)
      : await createLocalCode(s.ctx.db, { kakaoId: account, nickname: account }, REDIRECT);
  return s.call<Record<string, string>>('/api/v1/auth', {
    method: 'POST',
    json: { oauthProvider: 'kakao', oauthCode: code, redirectUri: REDIRECT },
  });
}

describe('login url and the local provider', () => {
  it('points the app at the local provider when Kakao is not configured', async () => {
    const res = await s.call<{ url: string; provider: string }>(
      `/api/v1/auth/login-url?redirectUri=${encodeURIComponent(REDIRECT)}`,
    );
    expect(res.status).toBe(200);
    expect(res.data.provider).toBe('local');
    const url = new URL(res.data.url);
    expect(url.pathname).toBe('/oauth/local/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
  });

  it('refuses a redirect outside the allow-list', async () => {
    expect(
      (await s.call('/api/v1/auth/login-url?redirectUri=https%3A%2F%2Fevil.example%2Flogin%2Fkakao')).status,
    ).toBe(400);
    expect((await s.call('/api/v1/auth/login-url')).status).toBe(400);
  });

  it('serves a Korean authorize page with the test accounts and a new-account button', async () => {
    const res = await s.request(
      `/oauth/local/authorize?redirect_uri=${encodeURIComponent(REDIRECT)}&state=s1`,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('새 계정으로 시작하기');
    expect(html).toContain('인증된 학생');
    const bad = await s.request('/oauth/local/authorize?redirect_uri=https%3A%2F%2Fevil.example%2F');
    expect(bad.status).toBe(400);
  });

  it('uses Kakao and hides the local provider when a Kakao key is configured', async () => {
    const kakao = await s.derive({ KAKAO_REST_API_KEY: 'test-key' });
    try {
      const res = await kakao.call<{ url: string; provider: string }>(
        `/api/v1/auth/login-url?redirectUri=${encodeURIComponent(REDIRECT)}`,
      );
      expect(res.data.provider).toBe('kakao');
      expect(res.data.url).toMatch(/^https:\/\/kauth\.kakao\.com\/oauth\/authorize\?client_id=test-key/);
      expect(
        (await kakao.request(`/oauth/local/authorize?redirect_uri=${encodeURIComponent(REDIRECT)}`)).status,
      ).toBe(404);
      const local = await kakao.call('/api/v1/auth', {
        method: 'POST',
        json: { oauthProvider: 'local', oauthCode: 'x', redirectUri: REDIRECT },
      });
      expect(local.status).toBe(400);
    } finally {
      await kakao.close();
    }
  }, 120_000);
});

describe('POST /api/v1/auth', () => {
  it('signs an existing user in with tokens and e-mail', async () => {
    const res = await login('local-verified');
    expect(res.status).toBe(200);
    expect(loginResponseSchema.safeParse(res).success).toBe(true);
    expect(res.data.accessToken).toBeTruthy();
    expect(res.data.email).toBe('kim@ganada.ac.kr');
  });

  it('codes are single use and bound to their redirect URI', async () => {
    const code = await localCode('local-verified');
    const wrongRedirect = await s.call('/api/v1/auth', {
      method: 'POST',
      json: { oauthProvider: 'kakao', oauthCode: code, redirectUri: 'http://127.0.0.1:4000/login/kakao' },
    });
    expect(wrongRedirect.status).toBe(401);
    const again = await s.call('/api/v1/auth', {
      method: 'POST',
      json: { oauthProvider: 'kakao', oauthCode: code, redirectUri: REDIRECT },
    });
    expect(again.status).toBe(401);
  });

  it('refuses an unknown code and a redirect outside the allow-list with 401', async () => {
    const unknown = await s.call('/api/v1/auth', {
      method: 'POST',
      json: { oauthProvider: 'kakao', oauthCode: 'nope', redirectUri: REDIRECT },
    });
    expect(unknown.status).toBe(401);
    const evil = await s.call('/api/v1/auth', {
      method: 'POST',
      json: { oauthProvider: 'kakao', oauthCode: 'nope', redirectUri: 'https://evil.example/login/kakao' },
    });
    expect(evil.status).toBe(401);
  });

  it.each([
    [{}, "'oauthProvider'"],
    [{ oauthProvider: 'naver', oauthCode: 'a', redirectUri: REDIRECT }, "'oauthProvider'"],
    [{ oauthProvider: 'kakao', oauthCode: '', redirectUri: REDIRECT }, "'oauthCode'"],
    [{ oauthProvider: 'kakao', oauthCode: 'a', redirectUri: 'not a url' }, "'redirectUri'"],
  ])('answers 400 naming the field for %j', async (json, field) => {
    const res = await s.call('/api/v1/auth', { method: 'POST', json });
    expect(res.status).toBe(400);
    expect(res.message).toContain(field);
  });
});

describe('signup', () => {
  it('a new account gets a signup token, signs up as unverified, and cannot sign up twice', async () => {
    const res = await login('new');
    expect(res.status).toBe(200);
    expect(res.data.signupToken).toBeTruthy();
    expect(res.data.accessToken).toBeUndefined();
    const signup = await s.call<{ accessToken: string }>('/api/v1/auth/signup', {
      method: 'POST',
      token: res.data.signupToken,
    });
    expect(signup.status).toBe(200);
    expect(signupResponseSchema.safeParse(signup).success).toBe(true);
    const me = await s.call<{ univAuthentication: string }>('/api/v1/user', {
      token: signup.data.accessToken,
    });
    expect(me.data.univAuthentication).toBe('미인증');
    const twice = await s.call('/api/v1/auth/signup', { method: 'POST', token: res.data.signupToken });
    expect(twice.status).toBe(409);
  });

  it('only a signup token opens signup', async () => {
    expect((await s.call('/api/v1/auth/signup', { method: 'POST' })).status).toBe(401);
    const access = await s.token(F.verified);
    expect((await s.call('/api/v1/auth/signup', { method: 'POST', token: access })).status).toBe(401);
    expect((await s.call('/api/v1/auth/signup', { method: 'POST', token: 'garbage' })).status).toBe(401);
  });

  it('a signup token is not an access token', async () => {
    const res = await login('new');
    expect((await s.call('/api/v1/user', { token: res.data.signupToken })).status).toBe(401);
  });
});

describe('refresh tokens', () => {
  it("rotate on every refresh and reject reuse of an old one (which also ends the device's current one)", async () => {
    const first = await login('local-pending');
    const r1 = await s.call<{ accessToken: string; refreshToken: string }>('/api/v1/auth/tokenRefresh', {
      method: 'PUT',
      token: first.data.refreshToken,
    });
    expect(r1.status).toBe(200);
    expect(tokenRefreshResponseSchema.safeParse(r1).success).toBe(true);
    expect(r1.data.refreshToken).not.toBe(first.data.refreshToken);
    const r2 = await s.call<{ refreshToken: string }>('/api/v1/auth/tokenRefresh', {
      method: 'PUT',
      token: r1.data.refreshToken,
    });
    expect(r2.status).toBe(200);
    // Reusing the first token: refused, and the family is revoked.
    const reuse = await s.call('/api/v1/auth/tokenRefresh', {
      method: 'PUT',
      token: first.data.refreshToken,
    });
    expect(reuse.status).toBe(401);
    const afterReuse = await s.call('/api/v1/auth/tokenRefresh', {
      method: 'PUT',
      token: r2.data.refreshToken,
    });
    expect(afterReuse.status).toBe(401);
  });

  it('an access token cannot refresh, and a missing token is 401', async () => {
    const first = await login('local-pending');
    expect(
      (await s.call('/api/v1/auth/tokenRefresh', { method: 'PUT', token: first.data.accessToken })).status,
    ).toBe(401);
    expect((await s.call('/api/v1/auth/tokenRefresh', { method: 'PUT' })).status).toBe(401);
  });

  it('two tabs renewing with the same token at once both stay signed in, on one new refresh token', async () => {
    const first = await login('local-unverified');
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        s.call<{ accessToken: string; refreshToken: string }>('/api/v1/auth/tokenRefresh', {
          method: 'PUT',
          token: first.data.refreshToken,
        }),
      ),
    );
    expect([a?.status, b?.status]).toEqual([200, 200]);
    const { verifyToken } = await import('../src/auth/tokens.ts');
    const jtiA = (await verifyToken(s.config, a?.data.refreshToken ?? '', 'refresh')).jti;
    const jtiB = (await verifyToken(s.config, b?.data.refreshToken ?? '', 'refresh')).jti;
    expect(jtiA).toBe(jtiB);
    // The new refresh token renews as usual; both access tokens work.
    for (const r of [a, b])
      expect((await s.call('/api/v1/user', { token: r?.data.accessToken })).status).toBe(200);
    expect(
      (await s.call('/api/v1/auth/tokenRefresh', { method: 'PUT', token: a?.data.refreshToken })).status,
    ).toBe(200);
  });

  it("an old refresh token after the grace window ends the device's session, access tokens included", async () => {
    const strict = await s.derive({ REFRESH_REUSE_GRACE: '0' });
    const first = await strict.call<{ accessToken: string; refreshToken: string }>('/api/v1/auth', {
      method: 'POST',
      json: await loginBody(strict, 'local-pending'),
    });
    const renewed = await strict.call<{ accessToken: string; refreshToken: string }>(
      '/api/v1/auth/tokenRefresh',
      {
        method: 'PUT',
        token: first.data.refreshToken,
      },
    );
    expect(renewed.status).toBe(200);
    expect((await strict.call('/api/v1/user', { token: renewed.data.accessToken })).status).toBe(200);
    const replay = await strict.call('/api/v1/auth/tokenRefresh', {
      method: 'PUT',
      token: first.data.refreshToken,
    });
    expect(replay).toMatchObject({ status: 401, message: '이미 사용된 토큰이에요. 다시 로그인해 주세요.' });
    // Revoked at once: the access token issued a moment ago and the newest refresh token end together.
    expect((await strict.call('/api/v1/user', { token: renewed.data.accessToken })).status).toBe(401);
    expect(
      (await strict.call('/api/v1/auth/tokenRefresh', { method: 'PUT', token: renewed.data.refreshToken }))
        .status,
    ).toBe(401);
  });

  it('expired tokens are refused', async () => {
    const short = await s.derive({ REFRESH_TOKEN_TTL: '1', ACCESS_TOKEN_TTL: '1' });
    try {
      const [user] = await short.ctx.db
        .insert(users)
        .values({ kakaoId: 'local-short', nickname: 'n' })
        .returning();
      const { startSession } = await import('../src/auth/sessions.ts');
      const pair = await startSession(short.ctx.db, short.config, user?.id ?? 0, 'vitest');
      await new Promise((r) => setTimeout(r, 2100));
      const me = await short.call('/api/v1/user', { token: pair.accessToken });
      expect(me.status).toBe(401);
      expect(me.message).toContain('만료');
      expect(
        (await short.call('/api/v1/auth/tokenRefresh', { method: 'PUT', token: pair.refreshToken })).status,
      ).toBe(401);
    } finally {
      await short.close();
    }
  }, 120_000);
});

describe('logout', () => {
  it("ends this device's refresh token and access token at once", async () => {
    const session = await login('local-verified');
    expect((await s.call('/api/v1/user', { token: session.data.accessToken })).status).toBe(200);
    const out = await s.call('/api/v1/auth/logout', { method: 'DELETE', token: session.data.accessToken });
    expect(out.status).toBe(200);
    // Not 30 minutes later: the very next request with the same access token is refused.
    expect((await s.call('/api/v1/user', { token: session.data.accessToken })).status).toBe(401);
    expect(
      (await s.call('/api/v1/auth/tokenRefresh', { method: 'PUT', token: session.data.refreshToken })).status,
    ).toBe(401);
    expect((await s.call('/api/v1/auth/logout', { method: 'DELETE' })).status).toBe(401);
  });
});

describe('leaving the service', () => {
  it('records the reason, keeps reviews, removes likes, refuses sign-in during the grace period, purges after 30 days', async () => {
    const [victim] = await s.ctx.db
      .insert(users)
      .values({ kakaoId: 'local-leaver', nickname: '떠나는 찐빵', status: 'verified' })
      .returning();
    const id = victim?.id ?? 0;
    const token = await s.token(id);
    // Like a review and write one, so both effects can be observed.
    expect(
      (
        await s.call('/api/v1/user/bookmark', {
          method: 'POST',
          token,
          json: { type: 'review', id: F.reviewGeneral3, bookmark: true },
        })
      ).status,
    ).toBe(200);
    const [before] = await s.ctx.db.select().from(reviews).where(eq(reviews.id, F.reviewGeneral3));
    expect(before?.likeCount).toBe(1);
    await s.ctx.db.update(reviews).set({ authorId: id }).where(eq(reviews.id, F.reviewAgency));

    const reason = await s.call('/api/v1/user/unregisterReason', {
      method: 'POST',
      token,
      json: { option: 3 },
    });
    expect(reason.status).toBe(200);
    expect(
      (await s.call('/api/v1/user/unregisterReason', { method: 'POST', token, json: { option: 7 } })).status,
    ).toBe(400);
    const reasons = await s.ctx.db.select().from(unregisterReasons).where(eq(unregisterReasons.userId, id));
    expect(reasons.map((r) => r.option)).toEqual([3]);

    const session = await login('local-leaver');
    const leave = await s.call('/api/v1/auth/user', { method: 'DELETE', token });
    expect(leave.status).toBe(200);
    expect(leave.message).toContain('탈퇴');
    const [after] = await s.ctx.db.select().from(reviews).where(eq(reviews.id, F.reviewGeneral3));
    expect(after?.likeCount).toBe(0);
    expect(await s.ctx.db.select().from(reviewLikes).where(eq(reviewLikes.userId, id))).toEqual([]);
    // Tokens stop working, sign-in is refused with the contract's message.
    expect((await s.call('/api/v1/user', { token })).status).toBe(401);
    expect((await s.call('/api/v1/user', { token: session.data.accessToken })).status).toBe(401);
    expect(
      (await s.call('/api/v1/auth/tokenRefresh', { method: 'PUT', token: session.data.refreshToken })).status,
    ).toBe(401);
    const again = await login('local-leaver');
    expect(again).toMatchObject({ status: 401, message: '탈퇴한 계정이에요.' });

    // 31 days later the account is purged; the review stays, anonymous.
    await s.ctx.db
      .update(users)
      .set({ leftAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(users.id, id));
    const { purgedUsers } = await housekeeping(s.ctx);
    expect(purgedUsers).toBe(1);
    const [kept] = await s.ctx.db.select().from(reviews).where(eq(reviews.id, F.reviewAgency));
    expect(kept?.authorId).toBeNull();
    const fresh = await login('local-leaver');
    expect(fresh.data.signupToken).toBeTruthy();
  });
});

describe('configuration', () => {
  it('refuses production without Kakao keys or without a JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', KAKAO_REST_API_KEY: 'k' })).toThrow(/JWT_SECRET/);
    const prod = loadConfig({ NODE_ENV: 'production', KAKAO_REST_API_KEY: 'k', JWT_SECRET: 'x'.repeat(40) });
    expect(prod.oauthRedirectAllowlist).toEqual([]);
    expect(prod.validateResponses).toBe(false);
  });

  it('matches the development allow-list on any localhost port only for /login/kakao', () => {
    const dev = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: '/tmp/jjinbbang-config-test',
      JWT_SECRET: SECRET,
    });
    expect(isRedirectAllowed(dev, 'http://localhost:5173/login/kakao')).toBe(true);
    expect(isRedirectAllowed(dev, 'http://127.0.0.1:4173/login/kakao?x=1')).toBe(true);
    expect(isRedirectAllowed(dev, 'http://localhost:5173/other')).toBe(false);
    expect(isRedirectAllowed(dev, 'http://localhost.evil.com:5173/login/kakao')).toBe(false);
    expect(isRedirectAllowed(dev, 'http://user@localhost:5173/login/kakao')).toBe(false);
    const custom = loadConfig({
      OAUTH_REDIRECT_ALLOWLIST: 'https://jjinbbang.example/login/kakao',
      DATA_DIR: '/tmp/jjinbbang-config-test',
      JWT_SECRET: SECRET,
    });
    expect(isRedirectAllowed(custom, 'https://jjinbbang.example/login/kakao')).toBe(true);
    expect(isRedirectAllowed(custom, 'http://localhost:5173/login/kakao')).toBe(false);
  });

  it('parses durations', () => {
    const c = loadConfig({
      ACCESS_TOKEN_TTL: '15m',
      REFRESH_TOKEN_TTL: '7d',
      SIGNUP_TOKEN_TTL: '600',
      DATA_DIR: '/tmp/jjinbbang-config-test',
      JWT_SECRET: SECRET,
    });
    expect([c.accessTokenTtl, c.refreshTokenTtl, c.signupTokenTtl]).toEqual([900, 604800, 600]);
    expect(() =>
      loadConfig({ ACCESS_TOKEN_TTL: 'soon', DATA_DIR: '/tmp/jjinbbang-config-test', JWT_SECRET: SECRET }),
    ).toThrow(ConfigError);
  });
});
