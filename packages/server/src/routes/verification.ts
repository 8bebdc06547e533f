import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CERTIFICATE_MAX_BYTES,
  CERTIFICATE_UPLOAD_FIELD,
  type CertificateMimeType,
  sniffCertificateType,
  toWireVerification,
  VALIDATION_MESSAGES,
} from '@jjinbbang/domain';
import {
  certificateUploadResponseSchema,
  emailCodeRequestSchema,
  emailCodeResponseSchema,
  emailCodeVerifyRequestSchema,
  emailCodeVerifyResponseSchema,
} from '@jjinbbang/domain/schemas';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { UserRow } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { query } from '../db/client.ts';
import { emailClaims, emailCodes, users } from '../db/schema.ts';
import { ApiError, badRequest, conflict, forbidden, notFound, ok, tooMany } from '../errors.ts';
import { readMultipartStream } from '../lib/multipart.ts';
import { takeQuota } from '../lib/quotas.ts';
import { takeRateLimits } from '../lib/rate-limit.ts';
import { createRouter, jsonBody, multipartBody, route } from '../lib/route.ts';
import { fieldName } from '../lib/validate.ts';
import { submitCertificate } from '../services/certificates.ts';

/** One certificate of 10 MB plus the multipart framing. */
export const CERTIFICATE_BODY_LIMIT = CERTIFICATE_MAX_BYTES + 256 * 1024;

export const EMAIL_CODE_TTL_SECONDS = 5 * 60;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
export const EMAIL_SENDS_PER_HOUR = 5;
/** spec 000 §9: the same e-mail cannot verify another account for 30 days. */
export const EMAIL_LOCK_DAYS = 30;

const ALREADY_VERIFIED = '이미 학교 인증을 마쳤어요.';
const NO_LIVE_CODE = '유효한 인증번호가 없어요. 인증번호를 다시 요청해 주세요.';
const WRONG_CODE = '인증번호가 일치하지 않아요!';
const ATTEMPTS_EXHAUSTED = '인증 시도 횟수를 초과했어요. 인증번호를 다시 요청해 주세요.';

function hashCode(userId: number, email: string, code: string): string {
  return createHash('sha256').update(`${userId}:${email}:${code}`).digest('hex');
}

/** The university whose e-mail domain (or a parent domain of it) matches, or null. */
async function universityOfEmail(db: Db, email: string): Promise<{ id: number; name: string } | null> {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const rows = await query<{ id: number; name: string }>(
    db,
    sql`SELECT u.id, u.name FROM universities u, unnest(u.email_domains) AS d
        WHERE ${domain} = lower(d) OR ${domain} LIKE '%.' || lower(d) ORDER BY length(d) DESC LIMIT 1`,
  );
  return rows[0] ?? null;
}

async function assertEmailFree(db: Db, email: string, userId: number) {
  const [claim] = await db.select().from(emailClaims).where(eq(emailClaims.email, email)).limit(1);
  if (!claim || claim.userId === userId) return;
  const lockedUntil = claim.verifiedAt.getTime() + EMAIL_LOCK_DAYS * 86_400_000;
  if (lockedUntil > Date.now()) {
    throw conflict('이 이메일은 다른 계정에서 인증에 사용되어 30일 동안 다시 사용할 수 없어요.');
  }
}

function assertNotVerified(user: UserRow) {
  if (user.status === 'verified') throw forbidden(ALREADY_VERIFIED);
}

const sendEmailCode = route({
  method: 'post',
  path: '/api/v1/auth/emailCode',
  tags: ['학교 인증'],
  summary: '학교 이메일 인증번호 발송 (5분, 한 시간에 5번)',
  description: '이미 인증한 사용자는 403이에요.',
  auth: 'user',
  request: { body: jsonBody(emailCodeRequestSchema) },
  response: emailCodeResponseSchema,
  errors: [403, 409, 429],
});

const verifyEmailCode = route({
  method: 'post',
  path: '/api/v1/auth/emailCode/verify',
  tags: ['학교 인증'],
  summary: '인증번호 확인 (한 번호에 5번까지)',
  auth: 'user',
  request: { body: jsonBody(emailCodeVerifyRequestSchema) },
  response: emailCodeVerifyResponseSchema,
  errors: [403, 404, 409, 429],
});

const uploadCertificate = route({
  method: 'post',
  path: '/api/v1/certificates/admission/verify',
  tags: ['학교 인증'],
  summary: '재학 증명서 제출 → 인증 대기',
  auth: 'user',
  request: {
    body: multipartBody({
      description: '파일 하나, 내용으로 판단해요.',
      properties: {
        [CERTIFICATE_UPLOAD_FIELD]: {
          type: 'string',
          format: 'binary',
          description: 'PDF, JPEG 또는 PNG, 10MB 이하',
        },
      },
      required: [CERTIFICATE_UPLOAD_FIELD],
    }),
  },
  response: certificateUploadResponseSchema,
  errors: [403, 429],
});

export function verificationRoutes(ctx: AppContext) {
  const app = createRouter();
  const { db } = ctx;

  app.openapi(sendEmailCode, async (c) => {
    const user = c.var.user;
    assertNotVerified(user);
    const body = c.req.valid('json');
    const email = body.emailAddress.trim().toLowerCase();
    const university = await universityOfEmail(db, email);
    if (!university) throw badRequest('등록된 대학교의 학교 이메일만 사용할 수 있어요.');
    await assertEmailFree(db, email, user.id);
    await takeRateLimits(db, [
      {
        key: `email-send:user:${user.id}`,
        limit: EMAIL_SENDS_PER_HOUR,
        windowSeconds: 3600,
        message: '인증번호 요청이 너무 많아요. 1시간 후에 다시 시도해 주세요.',
      },
      {
        key: `email-send:to:${email}`,
        limit: EMAIL_SENDS_PER_HOUR,
        windowSeconds: 3600,
        message: '이 이메일로 보낸 인증번호가 너무 많아요. 1시간 후에 다시 시도해 주세요.',
      },
    ]);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const values = {
      email,
      codeHash: hashCode(user.id, email, code),
      attempts: 0,
      expiresAt: new Date(Date.now() + EMAIL_CODE_TTL_SECONDS * 1000),
      createdAt: new Date(),
    };
    // A new code replaces the old one.
    await db
      .insert(emailCodes)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: emailCodes.userId, set: values });
    await ctx.mailer.send({
      to: email,
      subject: '[찐빵] 학교 이메일 인증번호',
      text: `안녕하세요, 찐빵이에요.\n\n학교 이메일 인증번호는 ${code} 이에요.\n5분 안에 입력해 주세요.\n\n요청하지 않으셨다면 이 메일을 무시해 주세요.`,
    });
    return ok(c, null, '인증번호를 보냈어요. 5분 안에 입력해 주세요.', emailCodeResponseSchema);
  });

  app.openapi(verifyEmailCode, async (c) => {
    const user = c.var.user;
    assertNotVerified(user);
    const body = c.req.valid('json');
    const email = body.emailAddress.trim().toLowerCase();
    // One statement claims one of the code's 5 guesses: concurrent calls queue on the row, and once 5 are
    // claimed no further guess is compared at all, however many arrive at once.
    const [claimed] = await query<{ code_hash: string; attempts: number }>(
      db,
      sql`UPDATE email_codes SET attempts = attempts + 1
          WHERE user_id = ${user.id} AND email = ${email} AND expires_at > now()
            AND attempts < ${EMAIL_CODE_MAX_ATTEMPTS}
          RETURNING code_hash, attempts`,
    );
    if (!claimed) {
      const [live] = await db
        .select({ attempts: emailCodes.attempts })
        .from(emailCodes)
        .where(
          and(
            eq(emailCodes.userId, user.id),
            eq(emailCodes.email, email),
            gt(emailCodes.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      if (!live) throw notFound(NO_LIVE_CODE);
      throw tooMany(ATTEMPTS_EXHAUSTED);
    }
    const expected = Buffer.from(claimed.code_hash, 'hex');
    const actual = Buffer.from(hashCode(user.id, email, body.authCode), 'hex');
    const correct = timingSafeEqual(expected, actual);
    ctx.logger.info({ userId: user.id, attempt: claimed.attempts, correct }, 'email code guess evaluated');
    if (!correct) {
      if (claimed.attempts >= EMAIL_CODE_MAX_ATTEMPTS) {
        // The code is spent (api-contract §3); only this code: a newer one sent meanwhile stays.
        await db
          .delete(emailCodes)
          .where(and(eq(emailCodes.userId, user.id), eq(emailCodes.codeHash, claimed.code_hash)));
        throw tooMany(`${WRONG_CODE} ${ATTEMPTS_EXHAUSTED}`);
      }
      throw badRequest(WRONG_CODE);
    }
    const university = await universityOfEmail(db, email);
    if (!university) throw badRequest('등록된 대학교의 학교 이메일만 사용할 수 있어요.');
    await db.transaction(async (tx) => {
      // The code is used once: of two right guesses arriving together only one gets here.
      const consumed = await tx
        .delete(emailCodes)
        .where(and(eq(emailCodes.userId, user.id), eq(emailCodes.codeHash, claimed.code_hash)))
        .returning({ userId: emailCodes.userId });
      if (consumed.length === 0) throw notFound(NO_LIVE_CODE);
      await assertEmailFree(tx, email, user.id);
      // Verifying a new account releases the previous holder of this e-mail (spec 000 §9).
      await tx.execute(sql`UPDATE users SET email = NULL WHERE lower(email) = ${email} AND id <> ${user.id}`);
      await tx
        .insert(emailClaims)
        .values({ email, userId: user.id, verifiedAt: new Date() })
        .onConflictDoUpdate({ target: emailClaims.email, set: { userId: user.id, verifiedAt: new Date() } });
      await tx
        .update(users)
        .set({ status: 'verified', email, universityId: university.id })
        .where(eq(users.id, user.id));
    });
    return ok(
      c,
      { univAuthentication: toWireVerification('verified') },
      '학교 인증이 완료되었어요.',
      emailCodeVerifyResponseSchema,
    );
  });

  app.openapi(uploadCertificate, async (c) => {
    const user = c.var.user;
    assertNotVerified(user);
    const received: { bytes: Buffer; mimeType: CertificateMimeType }[] = [];
    await readMultipartStream(
      c,
      {
        fileBytes: CERTIFICATE_MAX_BYTES,
        files: 1,
        requestBytes: CERTIFICATE_BODY_LIMIT,
        kind: 'certificate',
      },
      {
        fileTooLarge: () => VALIDATION_MESSAGES.certificateSize,
        tooManyFiles: '재학 증명서는 한 파일만 올려 주세요.',
        requestTooLarge: VALIDATION_MESSAGES.certificateSize,
      },
      async (file) => {
        if (file.field !== CERTIFICATE_UPLOAD_FIELD) return;
        if (file.bytes.length === 0) throw badRequest('빈 파일은 업로드할 수 없어요.');
        const mimeType = sniffCertificateType(file.bytes);
        if (!mimeType) throw new ApiError(415, VALIDATION_MESSAGES.certificateType);
        received.push({ bytes: file.bytes, mimeType });
      },
    );
    const [upload] = received;
    if (!upload) throw badRequest(`${fieldName([CERTIFICATE_UPLOAD_FIELD])} 항목에 파일이 필요해요.`);
    await takeQuota(ctx, 'certificateUploads', user.id);
    await submitCertificate(ctx, user.id, upload);
    return ok(
      c,
      { univAuthentication: toWireVerification('pending') },
      '재학 증명서가 접수되었어요. 확인까지 약 7일이 걸려요.',
      certificateUploadResponseSchema,
    );
  });

  return app;
}
