import { randomBytes } from 'node:crypto';
import {
  envelopeSchema,
  leaveResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  signupResponseSchema,
  tokenRefreshResponseSchema,
  unregisterReasonRequestSchema,
  unregisterReasonResponseSchema,
} from '@jjinbbang/domain/schemas';
import { and, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { exchangeKakaoCode, kakaoAuthorizeUrl, type ProviderAccount } from '../auth/kakao.ts';
import { endSession, endSessions, renewSession, startSession } from '../auth/sessions.ts';
import { LEFT_USER_MESSAGE, signSignupToken, userIdOf } from '../auth/tokens.ts';
import { isRedirectAllowed } from '../config.ts';
import type { AppContext } from '../context.ts';
import { recomputePlaceLikes, recomputeReviewLikes } from '../db/aggregates.ts';
import type { Db } from '../db/client.ts';
import {
  agencyLikes,
  buildingLikes,
  emailCodes,
  oauthCodes,
  reviewLikes,
  unregisterReasons,
  users,
} from '../db/schema.ts';
import type { RouteRequest } from '../env.ts';
import { ApiError, badRequest, conflict, ok, unauthorized } from '../errors.ts';
import { clientAddress } from '../lib/client.ts';
import { countFailure, takeRateLimit } from '../lib/rate-limit.ts';
import { createRouter, jsonBody, route } from '../lib/route.ts';
import { fieldName } from '../lib/validate.ts';
import { withSignupNickname } from '../users/nickname.ts';

export { LEFT_USER_MESSAGE };

/**
 * Sign-in and renewal limits. The token or code is checked first; then failures count per address and successes
 * per account. One person sending junk from a campus network is answered 429 once the address's failures run
 * out, while every student there with a real token or code still signs in and renews: counting attempts per
 * address before checking them let one abuser sign a whole dormitory out. Per account the limits stay far above
 * what a person does (one renewal per half hour per device). All are atomic like every limit.
 * Sign-in limits guard the Kakao code exchange (always on in production); the local development provider hands a
 * test account to anyone who clicks, so limiting it would protect nothing and only stop QA and the end-to-end
 * journeys, which sign in many times a minute from one address.
 */
export const AUTH_LIMITS = {
  signInFailuresPerAddress: { limit: 60, windowSeconds: 600 },
  signInPerAccount: { limit: 10, windowSeconds: 600 },
  refreshFailuresPerAddress: { limit: 300, windowSeconds: 600 },
  refreshPerAccount: { limit: 30, windowSeconds: 600 },
} as const;
const SIGN_IN_TOO_OFTEN = '로그인 시도가 너무 많아요. 10분 후에 다시 시도해 주세요.';
const REFRESH_TOO_OFTEN = '로그인 연장 요청이 너무 많아요. 10분 후에 다시 시도해 주세요.';
const NO_PROVIDER = '지금은 로그인할 수 없어요. 로그인 서비스가 설정되지 않았어요.';

/**
 * A refused sign-in (a Kakao code, a signup token) from the request's address: the refusal as it was, 429 once the
 * address has failed too often.
 */
const signInFailed = (c: RouteRequest, failure: unknown) =>
  countFailure(c.var.ctx.db, failure, {
    key: `sign-in-failed:addr:${clientAddress(c, c.var.ctx.config)}`,
    ...AUTH_LIMITS.signInFailuresPerAddress,
    message: SIGN_IN_TOO_OFTEN,
  });

/** A refused renewal (a missing, junk, expired or replayed refresh token) from the request's address: likewise. */
const renewalFailed = (c: RouteRequest, failure: unknown) =>
  countFailure(c.var.ctx.db, failure, {
    key: `refresh-failed:addr:${clientAddress(c, c.var.ctx.config)}`,
    ...AUTH_LIMITS.refreshFailuresPerAddress,
    message: REFRESH_TOO_OFTEN,
  });

/**
 * The local provider is a development tool: on only with `DEV_TOOLS=on`, never in production nor when Kakao or
 * SMTP is configured (config.devTools).
 */
export function localProviderEnabled(ctx: AppContext): boolean {
  return ctx.config.devTools;
}

export function publicBase(ctx: AppContext, requestUrl: string): string {
  return ctx.config.publicBaseUrl ?? new URL(requestUrl).origin;
}

/** One-time local authorization code, consumed atomically. */
async function consumeLocalCode(db: Db, code: string, redirectUri: string): Promise<ProviderAccount> {
  const [row] = await db
    .delete(oauthCodes)
    .where(and(eq(oauthCodes.code, code), gt(oauthCodes.expiresAt, sql`now()`)))
    .returning();
  if (!row) throw unauthorized('로그인 코드가 유효하지 않거나 만료되었어요. 다시 로그인해 주세요.');
  if (row.redirectUri !== redirectUri) throw unauthorized('로그인 요청의 redirectUri가 일치하지 않아요.');
  return { kakaoId: row.kakaoId, nickname: row.nickname, email: null };
}

export async function createLocalCode(
  db: Db,
  account: { kakaoId: string; nickname: string },
  redirectUri: string,
) {
  const code = randomBytes(24).toString('base64url');
  await db.insert(oauthCodes).values({
    code,
    kakaoId: account.kakaoId,
    nickname: account.nickname,
    redirectUri,
    expiresAt: new Date(Date.now() + 5 * 60 * 1000),
  });
  return code;
}

const loginUrl = route({
  method: 'get',
  path: '/api/v1/auth/login-url',
  tags: ['로그인'],
  summary: '로그인 주소 (kakao 또는 local)',
  auth: 'none',
  request: {
    query: z.object({
      redirectUri: z.string().min(1, { error: `${fieldName(['redirectUri'])} 항목이 필요해요.` }),
    }),
  },
  response: envelopeSchema(z.object({ url: z.string(), provider: z.enum(['kakao', 'local']) })),
  errors: [503],
});

const signIn = route({
  method: 'post',
  path: '/api/v1/auth',
  tags: ['로그인'],
  summary: '소셜 로그인 코드 교환: 가입한 사용자는 토큰, 새 계정은 signupToken',
  auth: 'none',
  request: { body: jsonBody(loginRequestSchema) },
  response: loginResponseSchema,
  errors: [401, 429, 503],
});

const signUp = route({
  method: 'post',
  path: '/api/v1/auth/signup',
  tags: ['로그인'],
  summary: '회원가입 (약관 동의 완료, 본문 없음)',
  auth: 'signup',
  response: signupResponseSchema,
  errors: [409, 429],
  onGuardFailure: signInFailed,
});

const refresh = route({
  method: 'put',
  path: '/api/v1/auth/tokenRefresh',
  tags: ['로그인'],
  summary: '토큰 갱신 (기기마다 회전, 재사용하면 그 기기만 로그아웃)',
  auth: 'refresh',
  response: tokenRefreshResponseSchema,
  errors: [429],
  onGuardFailure: renewalFailed,
});

const logout = route({
  method: 'delete',
  path: '/api/v1/auth/logout',
  tags: ['로그인'],
  summary: '로그아웃 (이 기기만)',
  auth: 'user',
  response: logoutResponseSchema,
});

const leave = route({
  method: 'delete',
  path: '/api/v1/auth/user',
  tags: ['로그인'],
  summary: '회원 탈퇴 (후기는 익명으로 남고, 30일 후 삭제)',
  auth: 'user',
  response: leaveResponseSchema,
});

const leaveReason = route({
  method: 'post',
  path: '/api/v1/user/unregisterReason',
  tags: ['로그인'],
  summary: '탈퇴 사유',
  auth: 'user',
  request: { body: jsonBody(unregisterReasonRequestSchema) },
  response: unregisterReasonResponseSchema,
});

export function authRoutes(ctx: AppContext) {
  const app = createRouter();
  const { db, config } = ctx;

  app.openapi(loginUrl, (c) => {
    const { redirectUri } = c.req.valid('query');
    if (!isRedirectAllowed(config, redirectUri))
      throw badRequest(`${fieldName(['redirectUri'])} 항목이 허용된 주소가 아니에요.`);
    if (config.kakaoRestApiKey) {
      return ok(c, { url: kakaoAuthorizeUrl(config, redirectUri), provider: 'kakao' as const });
    }
    if (!localProviderEnabled(ctx)) throw new ApiError(503, NO_PROVIDER);
    const url = new URL('/oauth/local/authorize', publicBase(ctx, c.req.url));
    url.searchParams.set('redirect_uri', redirectUri);
    return ok(c, { url: url.toString(), provider: 'local' as const });
  });

  const signedInAccount = (kakaoId: string) =>
    takeRateLimit(db, {
      key: `sign-in:kakao:${kakaoId}`,
      ...AUTH_LIMITS.signInPerAccount,
      message: SIGN_IN_TOO_OFTEN,
    });

  app.openapi(signIn, async (c) => {
    const body = c.req.valid('json');
    if (!isRedirectAllowed(config, body.redirectUri)) throw unauthorized('허용되지 않은 redirectUri예요.');
    let account: ProviderAccount;
    if (config.kakaoRestApiKey) {
      if (body.oauthProvider !== 'kakao')
        throw badRequest(`${fieldName(['oauthProvider'])} 항목은 kakao여야 해요.`);
      account = await exchangeKakaoCode(config, body.oauthCode, body.redirectUri).catch((failure: unknown) =>
        signInFailed(c, failure),
      );
      await signedInAccount(account.kakaoId);
    } else if (localProviderEnabled(ctx)) {
      // Without Kakao keys the app still says "kakao": its codes come from the local provider.
      account = await consumeLocalCode(db, body.oauthCode, body.redirectUri);
    } else {
      throw new ApiError(503, NO_PROVIDER);
    }
    const [user] = await db.select().from(users).where(eq(users.kakaoId, account.kakaoId)).limit(1);
    if (user) {
      if (user.leftAt) throw unauthorized(LEFT_USER_MESSAGE);
      const tokens = await startSession(db, config, user.id, c.req.header('user-agent'));
      return ok(c, { ...tokens, email: user.email }, '로그인에 성공했어요.', loginResponseSchema);
    }
    const signupToken = await signSignupToken(config, account);
    return ok(c, { signupToken }, '회원가입이 필요해요.', loginResponseSchema);
  });

  // The signup token was verified by the guard, a refusal counted against the address (signInFailed).
  app.openapi(signUp, async (c) => {
    const verified = c.var.token;
    const kakaoId = verified.subject;
    if (config.kakaoRestApiKey) await signedInAccount(kakaoId);
    const proposed =
      typeof verified.claims.nickname === 'string' ? verified.claims.nickname.slice(0, 64) : null;
    const email = typeof verified.claims.email === 'string' ? verified.claims.email : null;
    const [existing] = await db.select().from(users).where(eq(users.kakaoId, kakaoId)).limit(1);
    if (existing?.leftAt) throw unauthorized(LEFT_USER_MESSAGE);
    if (existing) throw conflict('이미 가입된 사용자예요.');
    const inserted = await withSignupNickname(db, proposed, (nickname, nicknameKey) =>
      db
        .insert(users)
        .values({ kakaoId, nickname, nicknameKey, email, status: 'unverified' })
        .onConflictDoNothing({ target: users.kakaoId })
        .returning({ id: users.id }),
    );
    const created = inserted[0];
    if (!created) throw conflict('이미 가입된 사용자예요.');
    const tokens = await startSession(db, config, created.id, c.req.header('user-agent'));
    return ok(c, tokens, '회원가입이 완료되었어요.', signupResponseSchema);
  });

  // A missing, junk or replayed token counts against its address (the guard's refusals through renewalFailed, a
  // stranger subject or a replay here); a real one only against its account.
  app.openapi(refresh, async (c) => {
    const verified = c.var.token;
    let userId: number;
    try {
      userId = userIdOf(verified);
    } catch (failure) {
      return renewalFailed(c, failure);
    }
    await takeRateLimit(db, {
      key: `refresh:user:${userId}`,
      ...AUTH_LIMITS.refreshPerAccount,
      message: REFRESH_TOO_OFTEN,
    });
    const renewed = await renewSession(db, config, verified).catch((failure: unknown) =>
      renewalFailed(c, failure),
    );
    return ok(
      c,
      { accessToken: renewed.accessToken, refreshToken: renewed.refreshToken },
      '토큰을 갱신했어요.',
      tokenRefreshResponseSchema,
    );
  });

  // Ends this device's session only: the account's other devices stay signed in.
  app.openapi(logout, async (c) => {
    await endSession(db, c.var.user.id, c.var.sessionId);
    return ok(c, null, '로그아웃되었어요.', logoutResponseSchema);
  });

  // api-contract §2: reviews stay (anonymous), likes go (counts recomputed), purge after 30 days.
  app.openapi(leave, async (c) => {
    const user = c.var.user;
    await db.transaction(async (tx) => {
      const likedReviews = await tx
        .delete(reviewLikes)
        .where(eq(reviewLikes.userId, user.id))
        .returning({ id: reviewLikes.reviewId });
      const likedBuildings = await tx
        .delete(buildingLikes)
        .where(eq(buildingLikes.userId, user.id))
        .returning({ id: buildingLikes.buildingId });
      const likedAgencies = await tx
        .delete(agencyLikes)
        .where(eq(agencyLikes.userId, user.id))
        .returning({ id: agencyLikes.agencyId });
      await recomputeReviewLikes(
        tx,
        likedReviews.map((r) => r.id),
      );
      await recomputePlaceLikes(tx, {
        buildingIds: likedBuildings.map((r) => r.id),
        agencyIds: likedAgencies.map((r) => r.id),
      });
      await tx.delete(emailCodes).where(eq(emailCodes.userId, user.id));
      await endSessions(tx, user.id);
      await tx.update(users).set({ leftAt: new Date() }).where(eq(users.id, user.id));
    });
    return ok(c, null, '회원 탈퇴가 완료되었어요. 30일 후 계정 정보가 완전히 삭제돼요.', leaveResponseSchema);
  });

  app.openapi(leaveReason, async (c) => {
    const user = c.var.user;
    const body = c.req.valid('json');
    await db.insert(unregisterReasons).values({ userId: user.id, option: body.option });
    return ok(c, null, '탈퇴 사유가 저장되었어요.', unregisterReasonResponseSchema);
  });

  return app;
}
