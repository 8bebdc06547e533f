import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSession } from '../src/auth/sessions.ts';
import { signSignupToken } from '../src/auth/tokens.ts';
import { query } from '../src/db/client.ts';
import { outbox, uploads, users } from '../src/db/schema.ts';
import { AUTH_LIMITS, createLocalCode } from '../src/routes/auth.ts';
import { generalBody, newBuildingCode } from './bodies.ts';
import { F } from './fixture.ts';
import { createTestServer, POSTGRES_URL, registeredBuildingRequest, type TestServer } from './helpers.ts';

/**
 * Hundreds of simultaneous requests at the limits and the aggregates, asserting exact outcomes. On PGlite (one
 * connection) the requests queue; in the `postgres` stage of `npm test` (DATABASE_URL set) they run on a pool
 * of connections at once, which is where a read-then-write race would show.
 */
const engine = POSTGRES_URL ? 'PostgreSQL' : 'PGlite';
// Hundreds of requests per test queue on one PGlite connection: 4-5 s on a quiet machine, more when the machine is
// shared. The assertions are on outcomes, not on time.
vi.setConfig({ testTimeout: 30_000 });
const REDIRECT = 'http://localhost:5173/login/kakao';

let s: TestServer;
beforeAll(async () => {
  // The photo race writes many reviews as one student; the quota itself is tested in quotas.test.ts.
  s = await createTestServer({ env: { JB_QUOTA_REVIEWS_PER_HOUR: '1000' } });
}, 120_000);
afterAll(() => s?.close());

let nextUser = 0;
async function newUsers(n: number, status: 'verified' | 'unverified') {
  const rows = await s.ctx.db
    .insert(users)
    .values(Array.from({ length: n }, () => ({ kakaoId: `race-${++nextUser}`, nickname: '경주', status })))
    .returning({ id: users.id });
  return Promise.all(rows.map(async (r) => ({ id: r.id, token: await s.token(r.id) })));
}

const verify = (token: string, emailAddress: string, authCode: string) =>
  s.call('/api/v1/auth/emailCode/verify', { method: 'POST', token, json: { emailAddress, authCode } });
const send = (token: string, emailAddress: string) =>
  s.call('/api/v1/auth/emailCode', { method: 'POST', token, json: { emailAddress } });

async function codeFor(to: string): Promise<string> {
  const res = await s.call<{ code: string }[]>(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return res.data[0]?.code ?? '';
}

/** Guesses the server compared with the stored code, as its log tells them (one line per comparison). */
function guessesEvaluated(userId: number) {
  return s.logs.filter((l) => l.msg === 'email code guess evaluated' && l.userId === userId).length;
}

const mailsTo = async (to: string) =>
  (await s.ctx.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.to, to))).length;

describe(`limits under 300 simultaneous requests (${engine})`, () => {
  it('evaluates at most 5 guesses of one code; the right code after that is refused', async () => {
    const [u] = await newUsers(1, 'unverified');
    if (!u) throw new Error('no user');
    const to = 'burst@ganada.ac.kr';
    expect((await send(u.token, to)).status).toBe(200);
    const code = await codeFor(to);
    const wrong = code === '000000' ? '111111' : '000000';
    const results = await Promise.all(Array.from({ length: 300 }, () => verify(u.token, to, wrong)));
    expect(guessesEvaluated(u.id)).toBe(5);
    expect(results.filter((r) => r.status === 400)).toHaveLength(4);
    expect(results.filter((r) => /일치하지 않아요/.test(r.message))).toHaveLength(5);
    expect(results.every((r) => [400, 404, 429].includes(r.status))).toBe(true);
    const right = await verify(u.token, to, code);
    expect([404, 429]).toContain(right.status);
    const [row] = await s.ctx.db.select({ status: users.status }).from(users).where(eq(users.id, u.id));
    expect(row?.status).toBe('unverified');
    console.info(`[race ${engine}] 300 wrong guesses at once: ${guessesEvaluated(u.id)} evaluated`);
  });

  it('a right code hidden in a burst of 100 is only accepted if it is one of the first 5 guesses', async () => {
    let verified = 0;
    for (let burst = 0; burst < 6; burst++) {
      const [u] = await newUsers(1, 'unverified');
      if (!u) throw new Error('no user');
      const to = `hidden${burst}@ganada.ac.kr`;
      await send(u.token, to);
      const code = await codeFor(to);
      const wrong = code === '000000' ? '111111' : '000000';
      const at = 20 + burst * 12;
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) => verify(u.token, to, i === at ? code : wrong)),
      );
      const ok = results.filter((r) => r.status === 200).length;
      expect(guessesEvaluated(u.id)).toBeLessThanOrEqual(5);
      // Accepted only as one of the first 5 guesses compared: never after 5 wrong ones.
      if (ok === 1) expect(results.filter((r) => r.status === 400).length).toBeLessThan(5);
      expect(ok).toBeLessThanOrEqual(1);
      const [row] = await s.ctx.db.select({ status: users.status }).from(users).where(eq(users.id, u.id));
      expect(row?.status).toBe(ok === 1 ? 'verified' : 'unverified');
      verified += ok;
    }
    console.info(`[race ${engine}] right code hidden in 6 bursts of 100: verified in ${verified} of 6`);
  });

  it('sends at most 5 mails an hour to one user, whatever arrives at once', async () => {
    const [u] = await newUsers(1, 'unverified');
    if (!u) throw new Error('no user');
    const to = 'flood@ganada.ac.kr';
    const results = await Promise.all(Array.from({ length: 300 }, () => send(u.token, to)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(295);
    expect(await mailsTo(to)).toBe(5);
    console.info(`[race ${engine}] 300 sends at once: ${await mailsTo(to)} mails`);
  });

  it('sends at most 5 mails an hour to one address, from however many accounts', async () => {
    const many = await newUsers(30, 'unverified');
    const to = 'shared@ganada.ac.kr';
    const results = await Promise.all(
      many.flatMap((u) => Array.from({ length: 10 }, () => send(u.token, to))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(await mailsTo(to)).toBe(5);
  });
});

describe(`sign-in and renewal limits under concurrency (${engine})`, () => {
  it('300 renewals of one account at once: exactly 30 go through, the rest wait (429, Retry-After)', async () => {
    const [u] = await newUsers(1, 'unverified');
    if (!u) throw new Error('no user');
    const behindProxy = await s.derive({ TRUST_PROXY: '1' });
    const pair = await startSession(s.ctx.db, s.config, u.id, 'vitest');
    const results = await Promise.all(
      Array.from({ length: 300 }, () =>
        behindProxy.request('/api/v1/auth/tokenRefresh', {
          method: 'PUT',
          token: pair.refreshToken,
          headers: { 'x-forwarded-for': '203.0.113.7' },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(AUTH_LIMITS.refreshPerAccount.limit);
    expect(statuses.filter((x) => x === 429)).toHaveLength(300 - AUTH_LIMITS.refreshPerAccount.limit);
    const refused = results.find((r) => r.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    console.info(
      `[race ${engine}] 300 renewals at once: ${statuses.filter((x) => x === 200).length} renewed`,
    );
  });

  it('Kakao sign-in: 10 per account; a campus address lets every real student in, junk codes get 429', async () => {
    // Kakao answers from a stand-in: the code names the Kakao account it signs in; a "junk" code is refused.
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      if (url === 'https://kauth.kakao.com/oauth/token') {
        const code = new URLSearchParams(String(init?.body)).get('code') ?? '';
        if (code.startsWith('junk')) return Response.json({ error: 'invalid_grant' }, { status: 400 });
        return Response.json({ access_token: code });
      }
      if (url === 'https://kapi.kakao.com/v2/user/me') {
        const code = new Headers(init?.headers).get('authorization')?.replace('Bearer ', '') ?? '';
        return Response.json({ id: code.replace(/#\d+$/, ''), properties: { nickname: '카카오' } });
      }
      throw new Error(`unexpected request to ${url}`);
    });
    try {
      const kakao = await s.derive({ TRUST_PROXY: '1', KAKAO_REST_API_KEY: 'race-key' });
      const [u] = await newUsers(1, 'verified');
      const [row] = await s.ctx.db
        .select({ kakaoId: users.kakaoId })
        .from(users)
        .where(eq(users.id, u?.id ?? 0));
      const signIn = (address: string, code: string) =>
        kakao.request('/api/v1/auth', {
          method: 'POST',
          json: { oauthProvider: 'kakao', oauthCode: code, redirectUri: REDIRECT },
          headers: { 'x-forwarded-for': address },
        });
      const sameAccount = await Promise.all(
        Array.from({ length: 100 }, (_, i) => signIn('198.51.100.1', `${row?.kakaoId}#${i}`)),
      );
      expect(sameAccount.filter((r) => r.status === 200)).toHaveLength(AUTH_LIMITS.signInPerAccount.limit);
      expect(sameAccount.filter((r) => r.status === 429)).toHaveLength(
        100 - AUTH_LIMITS.signInPerAccount.limit,
      );
      // One dormitory behind one address: 100 students sign in at once, every one of them gets in.
      const campus = await Promise.all(
        Array.from({ length: 100 }, (_, i) => signIn('198.51.100.2', `kakao-campus-${i}`)),
      );
      expect(campus.filter((r) => r.status === 200)).toHaveLength(100);
      // One abuser at that address: junk codes fail, then get 429 once the address has failed 60 times …
      const junk = await Promise.all(
        Array.from({ length: 100 }, (_, i) => signIn('198.51.100.2', `junk-${i}`)),
      );
      const limit = AUTH_LIMITS.signInFailuresPerAddress.limit;
      expect(junk.filter((r) => r.status === 401)).toHaveLength(limit);
      expect(junk.filter((r) => r.status === 429)).toHaveLength(100 - limit);
      // … and a real student there still signs in.
      expect((await signIn('198.51.100.2', 'kakao-campus-late')).status).toBe(200);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('300 junk renewals from one address do not stop a real student there from renewing', async () => {
    const [u] = await newUsers(1, 'verified');
    if (!u) throw new Error('no user');
    const behindProxy = await s.derive({ TRUST_PROXY: '1' });
    const pair = await startSession(s.ctx.db, s.config, u.id, 'vitest');
    const renew = (token: string | undefined) =>
      behindProxy.request('/api/v1/auth/tokenRefresh', {
        method: 'PUT',
        token,
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
    // Junk, none at all, or the wrong kind: the route's guard refuses each one, and each one counts.
    const refused = (i: number) => [`junk-${i}`, undefined, u.token][i % 3];
    const junk = await Promise.all(Array.from({ length: 320 }, (_, i) => renew(refused(i))));
    const limit = AUTH_LIMITS.refreshFailuresPerAddress.limit;
    expect(junk.filter((r) => r.status === 401)).toHaveLength(limit);
    expect(junk.filter((r) => r.status === 429)).toHaveLength(320 - limit);
    const real = await renew(pair.refreshToken);
    expect(real.status).toBe(200);
  });

  it('refused signup tokens count as failed sign-ins of their address; a real signup from it goes through', async () => {
    const behindProxy = await s.derive({ TRUST_PROXY: '1' });
    const signUp = (token: string | undefined) =>
      behindProxy.request('/api/v1/auth/signup', {
        method: 'POST',
        token,
        headers: { 'x-forwarded-for': '203.0.113.11' },
      });
    const [u] = await newUsers(1, 'unverified');
    const refused = [undefined, 'junk', u?.token];
    const junk = await Promise.all(Array.from({ length: 90 }, (_, i) => signUp(refused[i % 3])));
    const limit = AUTH_LIMITS.signInFailuresPerAddress.limit;
    expect(junk.filter((r) => r.status === 401)).toHaveLength(limit);
    expect(junk.filter((r) => r.status === 429)).toHaveLength(90 - limit);
    const real = await signSignupToken(s.config, {
      kakaoId: 'race-signup',
      nickname: '새 찐빵',
      email: null,
    });
    expect((await signUp(real)).status).toBe(200);
  });

  it('the local development provider is not limited: it hands test accounts to anyone who clicks', async () => {
    const [u] = await newUsers(1, 'verified');
    const [row] = await s.ctx.db
      .select({ kakaoId: users.kakaoId })
      .from(users)
      .where(eq(users.id, u?.id ?? 0));
    const codes = await Promise.all(
      Array.from({ length: 70 }, () =>
        createLocalCode(s.ctx.db, { kakaoId: row?.kakaoId ?? '', nickname: 'n' }, REDIRECT),
      ),
    );
    const results = await Promise.all(
      codes.map((code) =>
        s.request('/api/v1/auth', {
          method: 'POST',
          json: { oauthProvider: 'kakao', oauthCode: code, redirectUri: REDIRECT },
        }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
  });
});

describe(`aggregates under concurrent writes (${engine})`, () => {
  it('20 reviews of one building at once: review count, rating, photos and keywords equal the rows', async () => {
    const writers = await newUsers(20, 'verified');
    await s.ctx.db.insert(uploads).values(
      writers.flatMap((w) =>
        ['a', 'b'].map((x) => ({
          key: `reviews/race-${w.id}-${x}.png`,
          ownerId: w.id,
          mimeType: 'image/png',
          size: 1,
        })),
      ),
    );
    const [before] = await query<{ review_count: number }>(
      s.ctx.db,
      sql`SELECT review_count FROM buildings WHERE id = ${F.buildingRoom}`,
    );
    const building = await registeredBuildingRequest(s.ctx.db, F.buildingRoom);
    const results = await Promise.all(
      writers.map((w, i) =>
        s.call('/api/v1/review/GENERAL', {
          method: 'POST',
          token: w.token,
          json: generalBody([`/files/reviews/race-${w.id}-a.png`, `/files/reviews/race-${w.id}-b.png`], {
            generalReview: { ...generalBody([]).generalReview, rating: (i % 5) + 1 },
            buildingRequest: building,
          }),
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(writers.map(() => 200));
    const [after] = await query<{
      review_count: number;
      rating: number;
      image_count: number;
      keyword_counts: Record<string, number>;
      rows: number;
      avg: number;
      imgs: number;
      kw: number;
    }>(
      s.ctx.db,
      sql`SELECT b.review_count, b.rating, b.image_count, b.keyword_counts,
            (SELECT count(*)::int FROM reviews r WHERE r.building_id = b.id) AS rows,
            (SELECT round(avg(rating)::numeric, 2)::float8 FROM reviews r WHERE r.building_id = b.id) AS avg,
            (SELECT sum(image_count)::int FROM reviews r WHERE r.building_id = b.id) AS imgs,
            (SELECT count(*)::int FROM reviews r, unnest(r.positive) p WHERE r.building_id = b.id AND p = 'PO_BD_LO_01') AS kw
          FROM buildings b WHERE b.id = ${F.buildingRoom}`,
    );
    expect(after?.review_count).toBe((before?.review_count ?? 0) + 20);
    expect(after?.review_count).toBe(after?.rows);
    expect(after?.rating).toBe(after?.avg);
    expect(after?.image_count).toBe(after?.imgs);
    expect(after?.keyword_counts.PO_BD_LO_01).toBe(after?.kw);
    console.info(
      `[race ${engine}] 20 reviews at once: reviewCount ${before?.review_count} → ${after?.review_count} (rows ${after?.rows})`,
    );
  });

  it('20 likes of one review at once, then 10 unlikes at once: the like count equals the likes', async () => {
    const fans = await newUsers(20, 'verified');
    const like = (token: string, bookmark: boolean) =>
      s.call('/api/v1/user/bookmark', {
        method: 'POST',
        token,
        json: { type: 'review', id: F.reviewGeneral2, bookmark },
      });
    const count = async () =>
      (
        await query<{ like_count: number; rows: number }>(
          s.ctx.db,
          sql`SELECT like_count, (SELECT count(*)::int FROM review_likes l WHERE l.review_id = r.id) AS rows
              FROM reviews r WHERE r.id = ${F.reviewGeneral2}`,
        )
      )[0];
    const start = (await count())?.rows ?? 0;
    const liked = await Promise.all(fans.map((f) => like(f.token, true)));
    expect(liked.every((r) => r.status === 200)).toBe(true);
    const afterLikes = await count();
    expect(afterLikes).toEqual({ like_count: start + 20, rows: start + 20 });
    await Promise.all(fans.slice(0, 10).flatMap((f) => [like(f.token, false), like(f.token, false)]));
    expect(await count()).toEqual({ like_count: start + 10, rows: start + 10 });
    console.info(`[race ${engine}] 20 likes at once: likeCount ${start} → ${afterLikes?.like_count}`);
  });

  it('20 likes of one building at once', async () => {
    const fans = await newUsers(20, 'verified');
    await Promise.all(
      fans.map((f) =>
        s.call('/api/v1/user/bookmark', {
          method: 'POST',
          token: f.token,
          json: { type: 'building', id: F.buildingHouse, bookmark: true },
        }),
      ),
    );
    const [row] = await query<{ like_count: number; rows: number }>(
      s.ctx.db,
      sql`SELECT like_count, (SELECT count(*)::int FROM building_likes l WHERE l.building_id = b.id) AS rows
          FROM buildings b WHERE b.id = ${F.buildingHouse}`,
    );
    expect(row?.like_count).toBe(row?.rows);
    expect(row?.rows).toBeGreaterThanOrEqual(20);
  });
});

describe(`photos under concurrent writes (${engine})`, () => {
  it('an edit dropping a photo while a new review uses it: the photo the new review got always exists', async () => {
    const ROUNDS = 30;
    const [writer] = await newUsers(1, 'verified');
    if (!writer) throw new Error('no user');
    const write = (method: 'POST' | 'PUT', path: string, urls: string[], label?: string) =>
      s.call<{ reviewId: number }>(path, {
        method,
        token: writer.token,
        json: generalBody(urls, {
          buildingRequest: label
            ? { ...generalBody([]).buildingRequest, buildingCode: newBuildingCode(label) }
            : undefined,
        }),
      });
    let kept = 0;
    let refused = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // A general review needs at least 2 photos: A has x and y; the edit keeps y, adds z and drops x, which B
      // (with w) uses at the same moment.
      const form = new FormData();
      form.append('category', 'review');
      for (let i = 0; i < 4; i++) {
        const photo = await sharp({
          create: { width: 24, height: 24, channels: 3, background: { r: round * 8, g: i * 60, b: 90 } },
        })
          .png()
          .toBuffer();
        form.append('files', new Blob([new Uint8Array(photo)]), `race-${i}.png`);
      }
      const upload = await s.call<{ urls: string[] }>('/api/v1/images', {
        method: 'POST',
        token: writer.token,
        body: form,
      });
      const [x = '', y = '', z = '', w = ''] = upload.data.urls;
      const key = x.replace('/files/', '');
      const first = await write('POST', '/api/v1/review/GENERAL', [x, y], `PHOTO-RACE-A-${round}`);
      expect(first).toMatchObject({ status: 200 });
      // Which one starts first, and how far behind the other follows, changes from round to round.
      const later = <T>(run: () => Promise<T>) =>
        new Promise<T>((resolve, reject) => setTimeout(() => run().then(resolve, reject), round % 4));
      const editing = () => write('PUT', `/api/v1/review/${first.data.reviewId}`, [y, z]);
      const creating = () => write('POST', '/api/v1/review/GENERAL', [x, w], `PHOTO-RACE-B-${round}`);
      const [edit, second] =
        round % 2 === 0
          ? await Promise.all([editing(), later(creating)])
          : await Promise.all([later(editing), creating()]);
      expect(edit.status).toBe(200);
      const used = await query<{ n: number }>(
        s.ctx.db,
        sql`SELECT count(*)::int AS n FROM review_images WHERE key = ${key}`,
      );
      const row = await s.ctx.db.select().from(uploads).where(eq(uploads.key, key));
      const file = await s.ctx.storage.get(key);
      if (second.status === 200) {
        kept++;
        expect(used[0]?.n).toBe(1);
        expect(row).toHaveLength(1);
        expect(file).not.toBeNull();
      } else {
        refused++;
        expect(second).toMatchObject({
          status: 400,
          message: expect.stringContaining('업로드한 사진이어야 해요'),
        });
        expect(used[0]?.n).toBe(0);
        expect(row).toHaveLength(0);
        expect(file).toBeNull();
      }
    }
    console.info(
      `[race ${engine}] ${ROUNDS} rounds of an edit dropping a photo while a new review uses it: ` +
        `the new review kept it ${kept} times (file present each time), was refused ${refused} times`,
    );
  }, 240_000);
});
