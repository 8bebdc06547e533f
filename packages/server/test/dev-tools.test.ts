// The development tools (local sign-in, mail outbox) need an explicit DEV_TOOLS=on and never run beside a real
// provider: with Kakao keys and no SMTP an open outbox let anyone read a code sent to any school address.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, devToolsNotice, loadConfig } from '../src/config.ts';
import { users } from '../src/db/schema.ts';
import { createTestServer, type TestServer } from './helpers.ts';

const BASE = { DATA_DIR: '/tmp/jjinbbang-config-test', JWT_SECRET: 's'.repeat(40) };
const REDIRECT = encodeURIComponent('http://localhost:5173/login/kakao');

describe('the DEV_TOOLS switch', () => {
  it('is off unless DEV_TOOLS is exactly "on"', () => {
    expect(loadConfig({ ...BASE }).devTools).toBe(false);
    expect(loadConfig({ ...BASE, DEV_TOOLS: 'yes' }).devTools).toBe(false);
    expect(loadConfig({ ...BASE, DEV_TOOLS: '1' }).devTools).toBe(false);
    expect(loadConfig({ ...BASE, DEV_TOOLS: 'on' }).devTools).toBe(true);
    expect(loadConfig({ ...BASE, DEV_TOOLS: ' ON ' }).devTools).toBe(true);
  });

  it('is refused in production and ignored beside Kakao or SMTP', () => {
    expect(() =>
      loadConfig({ ...BASE, NODE_ENV: 'production', KAKAO_REST_API_KEY: 'k', DEV_TOOLS: 'on' }),
    ).toThrow(ConfigError);
    const kakao = loadConfig({ ...BASE, KAKAO_REST_API_KEY: 'k', DEV_TOOLS: 'on' });
    expect(kakao.devTools).toBe(false);
    expect(kakao.devToolsRefused).toMatch(/KAKAO_REST_API_KEY/);
    const smtp = loadConfig({ ...BASE, SMTP_URL: 'smtp://mail.example', DEV_TOOLS: 'on' });
    expect(smtp.devTools).toBe(false);
    expect(smtp.devToolsRefused).toMatch(/SMTP_URL/);
  });

  it('says loudly at start which tools are on, and why they are off', () => {
    const on = devToolsNotice(loadConfig({ ...BASE, DEV_TOOLS: 'on' }));
    expect(on.level).toBe('warn');
    expect(on.lines.join('\n')).toMatch(/local sign-in[\s\S]*mail outbox/);
    const refused = devToolsNotice(loadConfig({ ...BASE, KAKAO_REST_API_KEY: 'k', DEV_TOOLS: 'on' }));
    expect(refused).toMatchObject({
      level: 'warn',
      lines: [expect.stringMatching(/ignored.*KAKAO_REST_API_KEY/)],
    });
    expect(devToolsNotice(loadConfig({ ...BASE })).lines.join('\n')).toMatch(/no sign-in provider/);
  });
});

describe('without DEV_TOOLS=on', () => {
  let s: TestServer;
  let plain: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
    plain = await s.derive({ DEV_TOOLS: '' });
  }, 120_000);
  afterAll(() => s?.close());

  it('the outbox and the local sign-in page are not there, and sign-in says why it cannot start', async () => {
    expect((await plain.request('/api/dev/outbox?to=a@ganada.ac.kr')).status).toBe(404);
    expect((await plain.request(`/oauth/local/authorize?redirect_uri=${REDIRECT}`)).status).toBe(404);
    const url = await plain.call(`/api/v1/auth/login-url?redirectUri=${REDIRECT}`);
    expect(url).toMatchObject({ status: 503, message: expect.stringMatching(/로그인할 수 없어요/) });
    // The same database with DEV_TOOLS=on has both.
    expect((await s.request('/api/dev/outbox?to=a@ganada.ac.kr')).status).toBe(200);
  });
});

describe('with Kakao configured and no SMTP, even with DEV_TOOLS=on', () => {
  let s: TestServer;
  let kakao: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
    kakao = await s.derive({ KAKAO_REST_API_KEY: 'staging-key', DEV_TOOLS: 'on' });
  }, 120_000);
  afterAll(() => s?.close());

  it('no request verifies an account without the mailbox: the code is sent, and nowhere to be read', async () => {
    const [student] = await s.ctx.db
      .insert(users)
      .values({ kakaoId: 'staging-student', nickname: '스테이징', status: 'unverified' })
      .returning({ id: users.id });
    const token = await kakao.token(student?.id ?? 0);
    const to = 'someone-else@ganada.ac.kr';
    const sent = await kakao.call('/api/v1/auth/emailCode', {
      method: 'POST',
      token,
      json: { emailAddress: to },
    });
    expect(sent.status).toBe(200);
    expect(JSON.stringify(sent)).not.toMatch(/\d{6}/);
    // The mail is in the database outbox (no SMTP), but no endpoint serves it.
    expect((await kakao.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).status).toBe(404);
    expect((await kakao.request(`/oauth/local/authorize?redirect_uri=${REDIRECT}`)).status).toBe(404);
    const guess = await kakao.call('/api/v1/auth/emailCode/verify', {
      method: 'POST',
      token,
      json: { emailAddress: to, authCode: '123456' },
    });
    expect(guess.status).toBe(400);
    const [row] = await s.ctx.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, student?.id ?? 0));
    expect(row?.status).toBe('unverified');
  });
});
