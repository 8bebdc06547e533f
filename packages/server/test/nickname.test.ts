import { NICKNAME_MESSAGES as M, nicknameProblem } from '@jjinbbang/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addWord } from '../src/admin/words.ts';
import { users } from '../src/db/schema.ts';
import { createLocalCode } from '../src/routes/auth.ts';
import { createTestServer, POSTGRES_URL, type TestServer } from './helpers.ts';

// Nicknames: changed in 나의 찐빵 (2–12 characters, unique, no dictionary word, a few a day) and made up at sign-up.
const engine = POSTGRES_URL ? 'PostgreSQL' : 'PGlite';
vi.setConfig({ testTimeout: 30_000 });

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 120_000);
afterAll(() => s?.close());

let next = 0;
async function newUsers(n: number, nickname = '옛 이름') {
  const rows = await s.ctx.db
    .insert(users)
    .values(
      Array.from({ length: n }, () => ({ kakaoId: `nick-${++next}`, nickname, status: 'verified' as const })),
    )
    .returning({ id: users.id });
  return Promise.all(rows.map(async (r) => ({ id: r.id, token: await s.token(r.id) })));
}
const change = (token: string, nickname: unknown) =>
  s.call<{ nickname: string }>('/api/v1/user/nickname', { method: 'PATCH', token, json: { nickname } });
const nicknameOf = async (id: number) =>
  (await s.ctx.db.select({ n: users.nickname }).from(users).where(eq(users.id, id)))[0]?.n;

describe('PATCH /api/v1/user/nickname', () => {
  it('stores the cleaned name; the profile shows it', async () => {
    const [u] = await newUsers(1);
    const res = await change(u?.token ?? '', '  말랑한   호빵  ');
    expect(res).toMatchObject({ status: 200, data: { nickname: '말랑한 호빵' } });
    const me = await s.call<{ nickname: string }>('/api/v1/user', { token: u?.token });
    expect(me.data.nickname).toBe('말랑한 호빵');
  });

  it('refuses a bad name at the edge with its Korean reason, never a 500', async () => {
    const [u] = await newUsers(1);
    const token = u?.token ?? '';
    expect(await change(token, '빵')).toMatchObject({ status: 400, message: M.tooShort });
    expect(await change(token, '가'.repeat(13))).toMatchObject({ status: 400, message: M.tooLong });
    expect(await change(token, 'x'.repeat(100_000))).toMatchObject({ status: 400 });
    expect(await change(token, '찐빵<script>')).toMatchObject({ status: 400, message: M.characters });
    expect((await change(token, 12)).status).toBe(400);
    expect((await change(token, null)).status).toBe(400);
    expect(await nicknameOf(u?.id ?? 0)).toBe('옛 이름');
  });

  it('refuses a word of the staff dictionary, however it is spaced', async () => {
    await addWord(s.ctx.db, null, '나쁜말');
    const [u] = await newUsers(1);
    expect(await change(u?.token ?? '', '나 쁜 말 01')).toMatchObject({ status: 400, message: M.prohibited });
  });

  it('one name, one student: 409 in Korean, spacing and case included; older names count too', async () => {
    const [a, b] = await newUsers(2);
    expect((await change(a?.token ?? '', '든든한 만두 11')).status).toBe(200);
    expect(await change(b?.token ?? '', '든든한만두11')).toMatchObject({ status: 409, message: M.taken });
    const [older] = await newUsers(1, '진주 토박이');
    expect(older).toBeDefined();
    expect(await change(b?.token ?? '', '진주토박이')).toMatchObject({ status: 409, message: M.taken });
    // a student may respell their own name
    expect((await change(a?.token ?? '', '든든한만두11')).status).toBe(200);
  });

  it('a few changes a day, then 429 in Korean', async () => {
    const [u] = await newUsers(1);
    const token = u?.token ?? '';
    for (const name of ['첫째 이름', '둘째 이름', '셋째 이름'])
      expect((await change(token, name)).status).toBe(200);
    const refused = await change(token, '넷째 이름');
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(/하루에 \d+번까지/);
  });

  it('needs a signed-in student', async () => {
    expect(
      (await s.call('/api/v1/user/nickname', { method: 'PATCH', json: { nickname: '포근한 찐빵' } })).status,
    ).toBe(401);
  });
});

describe(`the same nickname asked for at once (${engine})`, () => {
  it('exactly one of 50 students gets it; the others hear 409', async () => {
    const students = await newUsers(50);
    const results = await Promise.all(students.map((u) => change(u.token, '반짝이는 유등 77')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(49);
    const holders = await s.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.nickname, '반짝이는 유등 77'));
    expect(holders).toHaveLength(1);
  });
});

describe('sign-up nicknames', () => {
  const REDIRECT = 'http://localhost:5173/login/kakao';
  async function signUp(kakaoId: string, nickname: string) {
    const code = await createLocalCode(s.ctx.db, { kakaoId, nickname }, REDIRECT);
    const login = await s.call<{ signupToken: string }>('/api/v1/auth', {
      method: 'POST',
      json: { oauthProvider: 'kakao', oauthCode: code, redirectUri: REDIRECT },
    });
    const signup = await s.call<{ accessToken: string }>('/api/v1/auth/signup', {
      method: 'POST',
      token: login.data.signupToken,
    });
    expect(signup.status).toBe(200);
    return (await s.call<{ nickname: string }>('/api/v1/user', { token: signup.data.accessToken })).data
      .nickname;
  }

  it('an account without a usable profile name gets a friendly generated one, not debug output', async () => {
    for (const [i, given] of ['', '빵', '나쁜말 했어', '새 찐빵 347f!'].entries()) {
      const nickname = await signUp(`signup-gen-${i}`, given);
      expect(nickname).toMatch(/^[가-힣]+ [가-힣]+ \d{2,3}$/);
      expect(nicknameProblem(nickname)).toBeNull();
    }
  });

  it('keeps a usable profile name while it is free, and makes one up once it is taken', async () => {
    expect(await signUp('signup-keep-1', '진주 새내기')).toBe('진주 새내기');
    expect(await signUp('signup-keep-2', '진주 새내기')).toMatch(/^[가-힣]+ [가-힣]+ \d{2,3}$/);
  });
});
