import { emailCodeVerifyResponseSchema } from '@jjinbbang/domain/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveCertificate, rejectCertificate } from '../src/admin/certificates.ts';
import { certificates, emailCodes, users } from '../src/db/schema.ts';
import { F } from './fixture.ts';
import { createTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 120_000);
afterAll(() => s.close());

async function newUser(kakaoId: string, status: 'unverified' | 'pending' | 'verified' = 'unverified') {
  const [row] = await s.ctx.db.insert(users).values({ kakaoId, nickname: kakaoId, status }).returning();
  if (!row) throw new Error('no user');
  return { id: row.id, token: await s.token(row.id) };
}

async function latestCode(to: string): Promise<string> {
  const res = await s.call<{ code: string | null; subject: string }[]>(
    `/api/dev/outbox?to=${encodeURIComponent(to)}`,
  );
  expect(res.status).toBe(200);
  expect(res.data[0]?.subject).toContain('인증번호');
  return res.data[0]?.code ?? '';
}

const send = (token: string, emailAddress: string) =>
  s.call('/api/v1/auth/emailCode', { method: 'POST', token, json: { emailAddress } });
const verify = (token: string, emailAddress: string, authCode: string) =>
  s.call<{ univAuthentication: string }>('/api/v1/auth/emailCode/verify', {
    method: 'POST',
    token,
    json: { emailAddress, authCode },
  });

describe('e-mail verification', () => {
  it('sends a 6-digit code to the outbox and verifies the account with its university', async () => {
    const u = await newUser('email-ok');
    const sent = await send(u.token, 'Park@GANADA.ac.kr');
    expect(sent.status).toBe(200);
    const code = await latestCode('park@ganada.ac.kr');
    expect(code).toMatch(/^\d{6}$/);
    const res = await verify(u.token, 'park@ganada.ac.kr', code);
    expect(res.status).toBe(200);
    expect(emailCodeVerifyResponseSchema.safeParse(res).success).toBe(true);
    expect(res.data.univAuthentication).toBe('인증완료');
    const me = await s.call<Record<string, unknown>>('/api/v1/user', { token: u.token });
    expect(me.data).toMatchObject({
      email: 'park@ganada.ac.kr',
      university: '가나대학교',
      univAuthentication: '인증완료',
    });
    // Once verified, both calls answer 403 with the contract's message.
    const again = await send(u.token, 'park@ganada.ac.kr');
    expect(again).toMatchObject({ status: 403, message: '이미 학교 인증을 마쳤어요.' });
    expect((await verify(u.token, 'park@ganada.ac.kr', code)).status).toBe(403);
  });

  it('accepts a sub-domain of a university domain and refuses unknown domains', async () => {
    const u = await newUser('email-domains');
    expect((await send(u.token, 'kim@mail.ganada.ac.kr')).status).toBe(200);
    const unknown = await send(u.token, 'kim@unknown.ac.kr');
    expect(unknown.status).toBe(400);
    expect(unknown.message).toContain('학교 이메일');
    expect((await send(u.token, 'kim@notganada.ac.kr')).status).toBe(400);
    expect((await send(u.token, 'not-an-email')).status).toBe(400);
  });

  it('a wrong code is 400 with the spec message; five wrong tries invalidate it (429)', async () => {
    const u = await newUser('email-wrong');
    await send(u.token, 'wrong@ganada.ac.kr');
    const code = await latestCode('wrong@ganada.ac.kr');
    const bad = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect(await verify(u.token, 'wrong@ganada.ac.kr', bad)).toMatchObject({
        status: 400,
        message: '인증번호가 일치하지 않아요!',
      });
    }
    expect((await verify(u.token, 'wrong@ganada.ac.kr', bad)).status).toBe(429);
    // The code is gone now, even the right one.
    expect((await verify(u.token, 'wrong@ganada.ac.kr', code)).status).toBe(404);
  });

  it('no live code is 404; an expired code is 404; a new code replaces the old', async () => {
    const u = await newUser('email-live');
    expect((await verify(u.token, 'live@ganada.ac.kr', '123456')).status).toBe(404);
    await send(u.token, 'live@ganada.ac.kr');
    const first = await latestCode('live@ganada.ac.kr');
    await send(u.token, 'live@ganada.ac.kr');
    const second = await latestCode('live@ganada.ac.kr');
    if (first !== second) expect((await verify(u.token, 'live@ganada.ac.kr', first)).status).toBe(400);
    await s.ctx.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.userId, u.id));
    expect((await verify(u.token, 'live@ganada.ac.kr', second)).status).toBe(404);
  });

  it('rate-limits sends to 5 per hour (429)', async () => {
    const u = await newUser('email-rate');
    for (let i = 0; i < 5; i++) expect((await send(u.token, `rate${i}@ganada.ac.kr`)).status).toBe(200);
    const sixth = await send(u.token, 'rate9@ganada.ac.kr');
    expect(sixth.status).toBe(429);
    expect(sixth.message).toContain('1시간');
  });

  it('an e-mail verified by one account is locked for others for 30 days, then released', async () => {
    const u = await newUser('email-lock');
    const { sql } = await import('drizzle-orm');
    await s.ctx.db.execute(
      sql`UPDATE email_claims SET verified_at = now() - interval '3 days' WHERE email = 'kim@ganada.ac.kr'`,
    );
    const locked = await send(u.token, 'kim@ganada.ac.kr');
    expect(locked.status).toBe(409);
    await s.ctx.db.execute(
      sql`UPDATE email_claims SET verified_at = now() - interval '31 days' WHERE email = 'kim@ganada.ac.kr'`,
    );
    expect((await send(u.token, 'kim@ganada.ac.kr')).status).toBe(200);
    const code = await latestCode('kim@ganada.ac.kr');
    expect((await verify(u.token, 'kim@ganada.ac.kr', code)).status).toBe(200);
    // The previous account no longer holds the address.
    const [previous] = await s.ctx.db.select().from(users).where(eq(users.id, F.verified));
    expect(previous?.email).toBeNull();
  });

  it('requires sign-in and valid bodies', async () => {
    expect(
      (await s.call('/api/v1/auth/emailCode', { method: 'POST', json: { emailAddress: 'a@ganada.ac.kr' } }))
        .status,
    ).toBe(401);
    const u = await newUser('email-bodies');
    const missing = await s.call('/api/v1/auth/emailCode/verify', {
      method: 'POST',
      token: u.token,
      json: { emailAddress: 'a@ganada.ac.kr' },
    });
    expect(missing.status).toBe(400);
    expect(missing.message).toContain("'authCode'");
    const letters = await verify(u.token, 'a@ganada.ac.kr', '12ab56');
    expect(letters.status).toBe(400);
  });

  it('the dev outbox needs a recipient and is gone in production', async () => {
    expect((await s.call('/api/dev/outbox')).status).toBe(400);
    const prod = await s.derive({
      NODE_ENV: 'production',
      KAKAO_REST_API_KEY: 'k',
      JWT_SECRET: 'x'.repeat(40),
    });
    expect((await prod.call('/api/dev/outbox?to=a@b.c')).status).toBe(404);
    expect((await prod.request('/oauth/local/authorize?redirect_uri=x')).status).toBe(404);
  });
});

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

function upload(token: string | undefined, file: Blob | null, name = 'certificate.pdf') {
  const form = new FormData();
  if (file) form.append('file', file, name);
  return s.call<{ univAuthentication: string }>('/api/v1/certificates/admission/verify', {
    method: 'POST',
    token,
    body: form,
  });
}

describe('admission certificate', () => {
  it('stores a PDF (judged by content, not name), sets pending, and the staff decide', async () => {
    const u = await newUser('cert-ok');
    const res = await upload(u.token, new Blob([PDF], { type: 'image/png' }), 'looks-like.png');
    expect(res.status).toBe(200);
    expect(res.data.univAuthentication).toBe('인증대기');
    const [row] = await s.ctx.db.select().from(certificates).where(eq(certificates.userId, u.id));
    expect(row?.mimeType).toBe('application/pdf');
    expect(await s.ctx.storage.get(row?.fileKey ?? '')).not.toBeNull();
    // Certificates are private: never served over /files.
    expect((await s.request(`/files/${row?.fileKey}`)).status).toBe(404);
    const id = row?.id ?? 0;
    const approve = { version: row?.version ?? 0, universityId: F.univA, campusId: F.campusA1 };
    await approveCertificate(s.ctx, null, id, approve);
    const me = await s.call<{ univAuthentication: string }>('/api/v1/user', { token: u.token });
    expect(me.data.univAuthentication).toBe('인증완료');
    // A second decision on the same version is refused: it was decided already.
    await expect(approveCertificate(s.ctx, null, id, approve)).rejects.toMatchObject({ status: 409 });
  });

  it('a rejected certificate puts the user back to unverified; re-upload works', async () => {
    const u = await newUser('cert-reject');
    expect((await upload(u.token, new Blob([PNG]), 'scan.png')).status).toBe(200);
    const [row] = await s.ctx.db.select().from(certificates).where(eq(certificates.userId, u.id));
    await rejectCertificate(s.ctx, null, row?.id ?? 0, { version: row?.version ?? 0, reason: 'unreadable' });
    const me = await s.call<{ univAuthentication: string; rejection: { reason: string } | null }>(
      '/api/v1/user',
      { token: u.token },
    );
    expect(me.data.univAuthentication).toBe('미인증');
    expect(me.data.rejection?.reason).toBe('unreadable');
    expect((await upload(u.token, new Blob([PNG]), 'scan.png')).status).toBe(200);
  });

  it('refuses other content with 415 and files over 10 MB with 413', async () => {
    const u = await newUser('cert-bad');
    const text = await upload(u.token, new Blob(['hello, not a pdf']), 'fake.pdf');
    expect(text).toMatchObject({ status: 415, message: 'PDF나 이미지 파일만 올릴 수 있어요.' });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    const tooBig = await upload(u.token, new Blob([big]), 'big.pdf');
    expect(tooBig.status).toBe(413);
    expect((await upload(u.token, null)).status).toBe(400);
    const json = await s.call('/api/v1/certificates/admission/verify', {
      method: 'POST',
      token: u.token,
      json: { file: 'x' },
    });
    expect(json.status).toBe(415);
  });

  it('guests get 401, verified users 403', async () => {
    expect((await upload(undefined, new Blob([PDF]))).status).toBe(401);
    const v = await newUser('cert-verified', 'verified');
    expect((await upload(v.token, new Blob([PDF]))).status).toBe(403);
  });
});
