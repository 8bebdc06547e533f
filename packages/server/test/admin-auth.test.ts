// Staff sign-in and sessions: the local sign-in and its attempt limits, the session cookie's attributes, idle and
// absolute timeouts, sign-out, disabled members, the development sign-in, OpenID Connect against a fake provider,
// and the CLI both on the database and through a running server's admin API.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaff } from '../src/admin/staff.ts';
import { databaseOps, runStaffCommand, StaffUsageError, serverOps } from '../src/cli/staff-commands.ts';
import { query } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { listen } from '../src/listen.ts';
import { type FakeOidc, startFakeOidc } from './fake-oidc.ts';
import { F } from './fixture.ts';
import { type AnyJson, createTestServer, type TestServer } from './helpers.ts';
import { STAFF_PASSWORD, sessionCookie, signInStaff, staffClient } from './staff-helpers.ts';

// Every sign-in hashes or checks an argon2id password (tens of milliseconds each on a busy machine).
vi.setConfig({ testTimeout: 60_000 });

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 120_000);
afterAll(() => s?.close());

const login = (name: string, password: string, server = s) =>
  server.request('/api/admin/auth/login', { method: 'POST', json: { login: name, password } });
const clearAttempts = () => s.ctx.db.execute(sql`DELETE FROM rate_limit_events`);

describe('local sign-in', () => {
  it('sets an HttpOnly, SameSite=Strict cookie on /api/admin and answers the staff member and a CSRF token', async () => {
    await createStaff(s.ctx.db, null, {
      login: 'kim',
      displayName: '김운영',
      role: 'moderator',
      password: STAFF_PASSWORD,
    });
    const res = await login('kim', STAFF_PASSWORD);
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^jb_staff=[\w-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/admin');
    expect(cookie).not.toContain('Secure');
    const body = (await res.json()) as AnyJson;
    expect(body.data.staff).toMatchObject({ login: 'kim', displayName: '김운영', role: 'moderator' });
    expect(body.data.csrfToken.length).toBeGreaterThan(20);
    const secure = await s.derive({ PUBLIC_BASE_URL: 'https://api.example.com' });
    expect((await login('kim', STAFF_PASSWORD, secure)).headers.get('set-cookie')).toContain('Secure');
  });

  it('says the same for a wrong login and a wrong password; limits failures per login, then per address', async () => {
    await clearAttempts();
    const wrongLogin = await login('nobody', 'whatever-password');
    const wrongPassword = await login('kim', 'whatever-password');
    expect([wrongLogin.status, wrongPassword.status]).toEqual([401, 401]);
    expect(((await wrongLogin.json()) as AnyJson).message).toBe(
      ((await wrongPassword.json()) as AnyJson).message,
    );
    for (let i = 0; i < 4; i++) expect((await login('kim', 'still-wrong-pw')).status).toBe(401);
    const locked = await login('kim', STAFF_PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another login from the same address is not locked by kim's failures…
    await createStaff(s.ctx.db, null, {
      login: 'lee',
      displayName: '이운영',
      role: 'moderator',
      password: STAFF_PASSWORD,
    });
    expect((await login('lee', STAFF_PASSWORD)).status).toBe(200);
    // …until the address has used up its failures (20 in 15 minutes), whatever the logins.
    for (let i = 0; i < 14; i++) expect((await login(`guess-${i}`, 'whatever-password')).status).toBe(401);
    expect((await login('lee', STAFF_PASSWORD)).status).toBe(429);
    await clearAttempts();
  });
});

describe('sessions', () => {
  it('ends after 30 minutes without a request and 12 hours after sign-in; a request moves the idle deadline', async () => {
    const a = await signInStaff(s, 'moderator');
    const first = await a.call<AnyJson>('/api/admin/auth/session');
    expect(first.status).toBe(200);
    expect(Date.parse(first.data.expiresAt) - Date.now()).toBeGreaterThan(11.9 * 3600_000);
    await s.ctx.db.execute(sql`UPDATE staff_sessions SET last_seen_at = now() - interval '29 minutes'`);
    expect((await a.call('/api/admin/dashboard')).status).toBe(200);
    await s.ctx.db.execute(
      sql`UPDATE staff_sessions SET last_seen_at = now() - interval '31 minutes' WHERE staff_id = ${a.id}`,
    );
    const idle = await a.call('/api/admin/dashboard');
    expect(idle).toMatchObject({ status: 401, message: '로그인이 끝났어요. 다시 로그인해 주세요.' });

    const b = await signInStaff(s, 'moderator');
    await s.ctx.db.execute(
      sql`UPDATE staff_sessions SET expires_at = now() - interval '1 second' WHERE staff_id = ${b.id}`,
    );
    expect((await b.call('/api/admin/dashboard')).status).toBe(401);
  });

  it('signs out, and a disabled member is out at once and cannot sign in', async () => {
    const a = await signInStaff(s, 'moderator', 'leaving');
    const out = await a.request('/api/admin/auth/logout', { method: 'POST' });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/jb_staff=;.*Max-Age=0/);
    expect((await a.call('/api/admin/auth/session')).status).toBe(401);

    const admin = await signInStaff(s, 'admin');
    const b = await signInStaff(s, 'moderator', 'disabled-one');
    const off = await admin.call(`/api/admin/staff/${b.id}`, { method: 'PATCH', json: { disabled: true } });
    expect(off.status).toBe(200);
    expect((await b.call('/api/admin/auth/session')).status).toBe(401);
    expect((await login('disabled-one', STAFF_PASSWORD)).status).toBe(401);
    const self = await admin.call(`/api/admin/staff/${admin.id}`, {
      method: 'PATCH',
      json: { role: 'moderator' },
    });
    expect(self.status).toBe(409);
    const audit = await admin.call<AnyJson>(`/api/admin/audit?targetType=staff&targetId=${b.id}`);
    expect(audit.data.items.map((e: AnyJson) => e.action)).toEqual(
      expect.arrayContaining(['staff.create', 'staff.sign_in', 'staff.update']),
    );
  });
});

describe('development sign-in', () => {
  it('offers the seeded 운영자 and 관리자 while the local student sign-in exists, and nowhere else', async () => {
    const options = await s.call<AnyJson>('/api/admin/auth/options');
    expect(options.data).toMatchObject({ local: true, oidc: { enabled: false } });
    expect(options.data.devStaff).toEqual([
      { login: 'moderator', displayName: '운영자', role: 'moderator' },
      { login: 'admin', displayName: '관리자', role: 'admin' },
    ]);
    const res = await s.request('/api/admin/auth/dev-login', { method: 'POST', json: { login: 'admin' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AnyJson).data.staff.role).toBe('admin');

    const real = await s.derive({ KAKAO_REST_API_KEY: 'real-key' });
    expect((await real.call<AnyJson>('/api/admin/auth/options')).data.devStaff).toEqual([]);
    expect(
      (await real.request('/api/admin/auth/dev-login', { method: 'POST', json: { login: 'admin' } })).status,
    ).toBe(404);
  });
});

describe('OpenID Connect (fake provider)', () => {
  let oidc: FakeOidc;
  let server: TestServer;
  beforeAll(async () => {
    oidc = await startFakeOidc();
    server = await s.derive({
      ADMIN_OIDC_ISSUER: oidc.issuer,
      ADMIN_OIDC_CLIENT_ID: oidc.clientId,
      ADMIN_OIDC_CLIENT_SECRET: oidc.clientSecret,
      ADMIN_OIDC_REDIRECT_URI: 'http://127.0.0.1:9/api/admin/auth/oidc/callback',
      ADMIN_OIDC_ROLE_CLAIM: 'groups',
      ADMIN_OIDC_ADMIN_VALUES: 'jjinbbang-admins',
      ADMIN_OIDC_MODERATOR_VALUES: 'jjinbbang-moderators',
    });
  });
  afterAll(() => oidc?.close());

  /** The browser's trip: start → provider → callback. Returns the callback's answer. */
  async function signIn(returnTo = '/console/certificates') {
    const start = await server.request(`/api/admin/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`);
    expect(start.status).toBe(302);
    const back = await oidc.authorize(start.headers.get('location') ?? '');
    return server.request(`${back.pathname}${back.search}`);
  }

  it('signs in a member bound by verified e-mail, then by subject, and returns to the console', async () => {
    const options = await server.call<AnyJson>('/api/admin/auth/options');
    expect(options.data).toMatchObject({
      local: false,
      oidc: { enabled: true, label: '회사 계정으로 로그인' },
    });
    expect((await login('kim', STAFF_PASSWORD, server)).status).toBe(404);
    const member = await createStaff(s.ctx.db, null, {
      login: 'park',
      displayName: '박운영',
      role: 'moderator',
      email: 'park@corp.example',
    });
    oidc.signInAs({ sub: 'corp-123', email: 'PARK@corp.example', email_verified: true, name: '박운영' });
    const res = await signIn();
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/console/certificates');
    const client = staffClient(server, member.id, 'park', sessionCookie(res), '');
    const session = await client.call<AnyJson>('/api/admin/auth/session');
    expect(session.data.staff).toMatchObject({ login: 'park', oidcSubject: 'corp-123', role: 'moderator' });

    // An unverified e-mail binds nothing; the subject bound above still does.
    oidc.signInAs({ sub: 'corp-123', email: 'park@corp.example', email_verified: false });
    expect((await signIn()).headers.get('location')).toBe('/console/certificates');
  });

  it('creates a member from the role claim and keeps the role in step with the provider', async () => {
    oidc.signInAs({
      sub: 'corp-777',
      email: 'choi@corp.example',
      email_verified: true,
      name: '최관리',
      groups: ['jjinbbang-admins'],
    });
    const res = await signIn('/console/');
    expect(res.status).toBe(302);
    const [row] = await query<{ login: string; role: string; email: string }>(
      s.ctx.db,
      sql`SELECT login, role, email FROM staff WHERE oidc_subject = 'corp-777'`,
    );
    expect(row).toEqual({ login: 'choi', role: 'admin', email: 'choi@corp.example' });
    oidc.signInAs({
      sub: 'corp-777',
      email: 'choi@corp.example',
      email_verified: true,
      groups: ['jjinbbang-moderators'],
    });
    await signIn();
    const [after] = await query<{ role: string }>(
      s.ctx.db,
      sql`SELECT role FROM staff WHERE oidc_subject = 'corp-777'`,
    );
    expect(after?.role).toBe('moderator');
  });

  it('refuses strangers, replayed states and open redirects', async () => {
    oidc.signInAs({ sub: 'stranger', email: 'who@else.example', email_verified: true, groups: ['students'] });
    const res = await signIn();
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '', 'http://x');
    expect(location.pathname).toBe('/console/');
    expect(location.searchParams.get('signInError')).toBe(
      '운영진으로 등록되지 않은 계정이에요. 관리자에게 등록을 요청해 주세요.',
    );
    expect(res.headers.get('set-cookie')).toBeNull();

    const start = await server.request('/api/admin/auth/oidc/start');
    oidc.signInAs({ sub: 'corp-123', email: 'park@corp.example', email_verified: true });
    const back = await oidc.authorize(start.headers.get('location') ?? '');
    expect((await server.request(`${back.pathname}${back.search}`)).headers.get('set-cookie')).toContain(
      'jb_staff=',
    );
    const replay = await server.request(`${back.pathname}${back.search}`);
    expect(
      new URL(replay.headers.get('location') ?? '', 'http://x').searchParams.get('signInError'),
    ).toContain('만료');
    expect((await server.request('/api/admin/auth/oidc/start?returnTo=//evil.example')).status).toBe(400);
  });
});

describe('npm run admin -- staff … (CLI)', () => {
  const run = async (ops: ReturnType<typeof databaseOps>, args: string[], password = 'a long password') => {
    const lines: string[] = [];
    const code = await runStaffCommand(args, {
      ops,
      out: (l) => lines.push(l),
      readPassword: async () => `${password}\n`,
    });
    return { code, text: lines.join('\n') };
  };

  it('adds staff with the password from standard input, lists and disables them, on the database', async () => {
    const ops = databaseOps(s.ctx);
    expect(await run(ops, ['staff', 'add', 'Jung', '--role', 'admin', '--name', '정관리'])).toEqual({
      code: 0,
      text: 'Added admin jung (정관리) via the database.',
    });
    expect((await login('jung', 'a long password')).status).toBe(200);
    await expect(run(ops, ['staff', 'add', 'short', '--role', 'admin'], 'short')).rejects.toBeInstanceOf(
      StaffUsageError,
    );
    await expect(run(ops, ['staff', 'add', 'x1', '--role', 'owner'])).rejects.toBeInstanceOf(StaffUsageError);
    expect((await run(ops, ['staff', 'list'])).text).toContain('jung  정관리  admin');
    expect((await run(ops, ['staff', 'disable', 'jung'])).text).toBe('jung: disabled (sessions ended).');
    expect((await login('jung', 'a long password')).status).toBe(401);
  });

  it('decides through a running server’s admin API with its local token (loopback only), as the named member', async () => {
    s.ctx.adminToken = 'local-admin-token-for-the-test';
    const http = await new Promise<ReturnType<typeof listen>>((resolve) => {
      const srv = listen(s.app.fetch, { port: 0, host: '127.0.0.1', tls: null }, () => resolve(srv));
    });
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    try {
      const ops = serverOps({ url, token: 'local-admin-token-for-the-test', pid: process.pid });
      expect((await run(ops, ['staff', 'add', 'cli-mod', '--role', 'moderator'])).text).toBe(
        'Added moderator cli-mod (cli-mod) via the server.',
      );
      const [user] = await s.ctx.db
        .insert(users)
        .values({ kakaoId: 'cli-student', nickname: 'cli', status: 'unverified' })
        .returning();
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a])]),
        'c.pdf',
      );
      await s.request('/api/v1/certificates/admission/verify', {
        method: 'POST',
        token: await s.token(user?.id ?? 0),
        body: form,
      });
      const [cert] = await query<{ id: number }>(
        s.ctx.db,
        sql`SELECT id FROM certificates WHERE user_id = ${user?.id ?? 0}`,
      );
      await expect(
        run(ops, ['certificates', 'approve', String(cert?.id), '--university', '1', '--campus', '11']),
      ).rejects.toThrow('--as');
      const approved = await run(ops, [
        'certificates',
        'approve',
        String(cert?.id),
        '--university',
        String(F.univA),
        '--campus',
        String(F.campusA1),
        '--as',
        'cli-mod',
      ]);
      expect(approved.text).toBe(`Certificate ${cert?.id} approved: 가나대학교 서울캠퍼스.`);
      const audit = await query<{ login: string }>(
        s.ctx.db,
        sql`SELECT s.login FROM audit_log a JOIN staff s ON s.id = a.actor_id WHERE a.action = 'certificate.approve' AND a.target_id = ${String(cert?.id)}`,
      );
      expect(audit).toEqual([{ login: 'cli-mod' }]);

      const wrong = serverOps({ url, token: 'not-the-token', pid: process.pid });
      await expect(run(wrong, ['staff', 'list'])).rejects.toThrow('운영진 로그인이 필요해요.');
      // The token counts only from this machine's own address, never through a proxy.
      const proxied = await fetch(new URL('/api/admin/staff', url), {
        headers: { 'x-admin-token': 'local-admin-token-for-the-test', 'x-forwarded-for': '203.0.113.9' },
      });
      expect(proxied.status).toBe(401);
      const inProcess = await s.request('/api/admin/staff', {
        headers: { 'x-admin-token': 'local-admin-token-for-the-test' },
      });
      expect(inProcess.status).toBe(401);
    } finally {
      s.ctx.adminToken = null;
      await new Promise((resolve) => http.close(resolve));
    }
  });
});
