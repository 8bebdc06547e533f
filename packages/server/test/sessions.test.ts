// Sessions per device (decisions.md): every device stays signed in, one device's logout or replayed token ends
// that device only, "모든 기기에서 로그아웃" ends all. Runs on PGlite in the unit stage and on PostgreSQL in the
// postgres stage (node packages/server/scripts/test-postgres.mjs test/sessions.test.ts).
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSession } from '../src/auth/sessions.ts';
import { sessionIdOf, verifyToken } from '../src/auth/tokens.ts';
import { sessions, users } from '../src/db/schema.ts';
import { createLocalCode } from '../src/routes/auth.ts';
import { createTestServer, POSTGRES_URL, TEST_SECRET, type TestServer } from './helpers.ts';

const engine = POSTGRES_URL ? 'PostgreSQL' : 'PGlite';
const REDIRECT = 'http://localhost:5173/login/kakao';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 120_000);
afterAll(() => s?.close());
afterEach(() => {
  vi.useRealTimers();
});

interface Device {
  accessToken: string;
  refreshToken: string;
}

let nextAccount = 0;
/** A new account of its own (tests never share one), signed up as unverified. */
async function newAccount(): Promise<string> {
  const kakaoId = `device-${++nextAccount}-${Date.now()}`;
  await s.ctx.db.insert(users).values({ kakaoId, nickname: '기기', status: 'verified' });
  return kakaoId;
}

/** Signs `kakaoId` in from a browser with `userAgent`, as the app does after the provider's redirect. */
async function signIn(kakaoId: string, userAgent: string): Promise<Device> {
  const code = await createLocalCode(s.ctx.db, { kakaoId, nickname: kakaoId }, REDIRECT);
  const res = await s.call<Device>('/api/v1/auth', {
    method: 'POST',
    json: { oauthProvider: 'kakao', oauthCode: code, redirectUri: REDIRECT },
    headers: { 'user-agent': userAgent },
  });
  expect(res.status).toBe(200);
  return { accessToken: res.data.accessToken, refreshToken: res.data.refreshToken };
}

const me = (device: Device) => s.call('/api/v1/user', { token: device.accessToken });
const renew = (refreshToken: string) =>
  s.call<Device>('/api/v1/auth/tokenRefresh', { method: 'PUT', token: refreshToken });

/** What the app does: call with the access token; on a 401 renew once and call again. */
async function use(device: Device): Promise<{ device: Device; renewed: boolean }> {
  const first = await me(device);
  if (first.status === 200) return { device, renewed: false };
  expect(first.status).toBe(401);
  const renewed = await renew(device.refreshToken);
  expect(renewed).toMatchObject({ status: 200 });
  const next = { accessToken: renewed.data.accessToken, refreshToken: renewed.data.refreshToken };
  expect((await me(next)).status).toBe(200);
  return { device: next, renewed: true };
}

describe(`sessions per device (${engine})`, () => {
  it('a phone and a laptop both stay signed in over 2 hours of renewals', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start);
    const account = await newAccount();
    let phone = await signIn(account, PHONE);
    let laptop = await signIn(account, LAPTOP);
    let renewals = 0;
    // Every 7 minutes for 2 hours one of the two is used, the other a moment later: access tokens live 30
    // minutes, so each device renews several times, in between the other's renewals.
    for (let minute = 7; minute <= 120; minute += 7) {
      vi.setSystemTime(start + minute * 60_000);
      const p = await use(phone);
      phone = p.device;
      vi.setSystemTime(start + minute * 60_000 + 45_000);
      const l = await use(laptop);
      laptop = l.device;
      renewals += Number(p.renewed) + Number(l.renewed);
    }
    expect(renewals).toBeGreaterThanOrEqual(6);
    expect((await me(phone)).status).toBe(200);
    expect((await me(laptop)).status).toBe(200);
  });

  it('a second sign-in of the same account does not sign the first device out', async () => {
    const account = await newAccount();
    const phone = await signIn(account, PHONE);
    const laptop = await signIn(account, LAPTOP);
    expect((await renew(phone.refreshToken)).status).toBe(200);
    expect((await renew(laptop.refreshToken)).status).toBe(200);
    expect((await me(laptop)).status).toBe(200);
  });

  it('logout on one device leaves the other signed in', async () => {
    const account = await newAccount();
    const phone = await signIn(account, PHONE);
    const laptop = await signIn(account, LAPTOP);
    expect(
      (await s.call('/api/v1/auth/logout', { method: 'DELETE', token: laptop.accessToken })).status,
    ).toBe(200);
    // The laptop's tokens end at once …
    expect((await me(laptop)).status).toBe(401);
    expect((await renew(laptop.refreshToken)).status).toBe(401);
    // … the phone's do not.
    expect((await me(phone)).status).toBe(200);
    expect((await renew(phone.refreshToken)).status).toBe(200);
  });

  it("a session past its expiry lets no access token in, while the account's other session stays", async () => {
    const account = await newAccount();
    const phone = await signIn(account, PHONE);
    const laptop = await signIn(account, LAPTOP);
    expect((await me(laptop)).status).toBe(200);
    const sessionId = sessionIdOf(await verifyToken(s.config, laptop.accessToken, 'access')) as string;
    await s.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionId));
    // The laptop's access token itself is still within its lifetime: the session's expiry ends it.
    expect((await me(laptop)).status).toBe(401);
    expect((await me(phone)).status).toBe(200);
  });

  it('lists the devices, this one first and marked, with when each was last used', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start);
    const account = await newAccount();
    const phone = await signIn(account, PHONE);
    vi.setSystemTime(start + 60_000);
    const laptop = await signIn(account, LAPTOP);
    vi.setSystemTime(start + 5 * 60_000);
    const renewed = await renew(phone.refreshToken);
    const list = await s.call<{
      sessions: { device: string; current: boolean; lastUsedAt: string; signedInAt: string }[];
    }>('/api/v1/auth/sessions', { token: laptop.accessToken });
    expect(list.status).toBe(200);
    expect(list.data.sessions.map((x) => [x.device, x.current])).toEqual([
      ['Windows · Edge', true],
      ['iPhone · Safari', false],
    ]);
    const [, phoneRow] = list.data.sessions;
    expect(Date.parse(phoneRow?.lastUsedAt ?? '') - Date.parse(phoneRow?.signedInAt ?? '')).toBe(5 * 60_000);
    // The phone sees itself first.
    const fromPhone = await s.call<{ sessions: { device: string; current: boolean }[] }>(
      '/api/v1/auth/sessions',
      { token: renewed.data.accessToken },
    );
    expect(fromPhone.data.sessions[0]).toMatchObject({ device: 'iPhone · Safari', current: true });
    expect((await s.call('/api/v1/auth/sessions')).status).toBe(401);
  });

  it('"다른 기기에서 모두 로그아웃" ends every other device and keeps this one', async () => {
    const account = await newAccount();
    const phone = await signIn(account, PHONE);
    const laptop = await signIn(account, LAPTOP);
    const tablet = await signIn(account, PHONE);
    const out = await s.call<{ ended: number }>('/api/v1/auth/sessions?scope=others', {
      method: 'DELETE',
      token: phone.accessToken,
    });
    expect(out).toMatchObject({
      status: 200,
      data: { ended: 2 },
      message: '다른 기기에서 모두 로그아웃했어요.',
    });
    for (const other of [laptop, tablet]) {
      expect((await me(other)).status).toBe(401);
      expect((await renew(other.refreshToken)).status).toBe(401);
    }
    expect((await me(phone)).status).toBe(200);
    expect((await renew(phone.refreshToken)).status).toBe(200);
  });

  it('"모든 기기에서 로그아웃" ends both devices, the asking one included', async () => {
    const account = await newAccount();
    const phone = await signIn(account, PHONE);
    const laptop = await signIn(account, LAPTOP);
    const out = await s.call<{ ended: number }>('/api/v1/auth/sessions?scope=all', {
      method: 'DELETE',
      token: laptop.accessToken,
    });
    expect(out).toMatchObject({ status: 200, data: { ended: 2 } });
    for (const device of [phone, laptop]) {
      expect((await me(device)).status).toBe(401);
      expect((await renew(device.refreshToken)).status).toBe(401);
    }
    // The scope is checked once the caller is known (the route's guard runs first): a device signed in again.
    const again = await signIn(account, PHONE);
    const bad = await s.call('/api/v1/auth/sessions?scope=mine', {
      method: 'DELETE',
      token: again.accessToken,
    });
    expect(bad.status).toBe(400);
  });

  it('a replayed refresh token ends its own device only', async () => {
    const strict = await s.derive({ REFRESH_REUSE_GRACE: '0' });
    const account = await newAccount();
    const phone = await signIn(account, PHONE);
    const laptop = await signIn(account, LAPTOP);
    const renewed = await strict.call<Device>('/api/v1/auth/tokenRefresh', {
      method: 'PUT',
      token: phone.refreshToken,
    });
    expect(renewed.status).toBe(200);
    // The phone's old refresh token comes back (stolen, or replayed): the phone's session ends …
    const replay = await strict.call('/api/v1/auth/tokenRefresh', {
      method: 'PUT',
      token: phone.refreshToken,
    });
    expect(replay).toMatchObject({ status: 401, message: '이미 사용된 토큰이에요. 다시 로그인해 주세요.' });
    expect((await strict.call('/api/v1/user', { token: renewed.data.accessToken })).status).toBe(401);
    expect(
      (await strict.call('/api/v1/auth/tokenRefresh', { method: 'PUT', token: renewed.data.refreshToken }))
        .status,
    ).toBe(401);
    // … the laptop stays signed in and renews.
    expect((await me(laptop)).status).toBe(200);
    expect((await renew(laptop.refreshToken)).status).toBe(200);
  });

  it('leaving the service ends every device', async () => {
    const account = await newAccount();
    const phone = await signIn(account, PHONE);
    const laptop = await signIn(account, LAPTOP);
    expect((await s.call('/api/v1/auth/user', { method: 'DELETE', token: phone.accessToken })).status).toBe(
      200,
    );
    expect((await me(laptop)).status).toBe(401);
    expect((await renew(laptop.refreshToken)).status).toBe(401);
  });
});

describe(`tokens (${engine})`, () => {
  /** A token signed with the server's secret, as an attacker holding it (or an old server) would make one. */
  const forge = (
    kind: 'access' | 'refresh',
    userId: number,
    claims: Record<string, unknown>,
    expiry?: string,
  ) => {
    const jwt = new SignJWT({ typ: kind, ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('jjinbbang')
      .setSubject(String(userId))
      .setJti(typeof claims.jti === 'string' ? claims.jti : 'forged')
      .setIssuedAt();
    return (expiry ? jwt.setExpirationTime(expiry) : jwt).sign(TEST_SECRET);
  };

  async function accountWithSession() {
    const kakaoId = await newAccount();
    const [user] = await s.ctx.db.select({ id: users.id }).from(users).where(eq(users.kakaoId, kakaoId));
    const userId = user?.id ?? 0;
    const pair = await startSession(s.ctx.db, s.config, userId, 'vitest');
    return { userId, refresh: await verifyToken(s.config, pair.refreshToken, 'refresh') };
  }

  it('an access token without an expiry is refused, however well signed', async () => {
    const { userId, refresh } = await accountWithSession();
    const sid = refresh.claims.sid;
    expect((await s.call('/api/v1/user', { token: await forge('access', userId, { sid }) })).status).toBe(
      401,
    );
    // The same token with an expiry is accepted: the expiry alone made the difference.
    expect(
      (await s.call('/api/v1/user', { token: await forge('access', userId, { sid }, '10m') })).status,
    ).toBe(200);
  });

  it('an access token without a session (from before sessions) is refused, so the app renews it', async () => {
    const { userId } = await accountWithSession();
    expect(
      (await s.call('/api/v1/user', { token: await forge('access', userId, { ver: 0 }, '10m') })).status,
    ).toBe(401);
  });

  it('a refresh token from before sessions (no session id) still renews, into a token of its session', async () => {
    const { userId, refresh } = await accountWithSession();
    // The same token id without `sid`, as refresh tokens were signed before (the migration kept their ids).
    const legacy = await forge('refresh', userId, { jti: refresh.jti }, '1d');
    const renewed = await renew(legacy);
    expect(renewed.status).toBe(200);
    expect((await me(renewed.data)).status).toBe(200);
    expect((await verifyToken(s.config, renewed.data.refreshToken, 'refresh')).claims.sid).toBe(
      refresh.claims.sid,
    );
  });
});
