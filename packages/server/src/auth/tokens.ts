import { randomUUID } from 'node:crypto';
import { WIRE_LIMITS } from '@jjinbbang/domain';
import { eq, sql } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { refreshTokens } from '../db/schema.ts';
import { ApiError } from '../errors.ts';

export type TokenKind = 'access' | 'refresh' | 'signup';

export interface SignupClaims {
  kakaoId: string;
  nickname: string;
  email: string | null;
}

const ISSUER = 'jjinbbang';

async function sign(
  config: Config,
  kind: TokenKind,
  subject: string,
  ttl: number,
  extra: Record<string, unknown> = {},
  jti: string = randomUUID(),
): Promise<string> {
  return new SignJWT({ ...extra, typ: kind })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(subject)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
    .sign(config.jwtSecret);
}

export interface VerifiedToken {
  subject: string;
  jti: string;
  claims: Record<string, unknown>;
}

const INVALID_TOKEN = '유효하지 않은 토큰이에요.';

/**
 * The user id an access or refresh token names. A token signed with our secret but whose subject is not a row id
 * (words, empty, past 2³¹−1) is refused like any invalid token: never passed on to a query.
 */
export function userIdOf(token: VerifiedToken): number {
  if (!/^[1-9]\d{0,9}$/.test(token.subject)) throw new ApiError(401, INVALID_TOKEN);
  const id = Number(token.subject);
  if (id > WIRE_LIMITS.id) throw new ApiError(401, INVALID_TOKEN);
  return id;
}

/** Verifies a token of the expected kind; every failure is a 401 with a Korean message. */
export async function verifyToken(config: Config, token: string, kind: TokenKind): Promise<VerifiedToken> {
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, { issuer: ISSUER, algorithms: ['HS256'] });
    if (payload.typ !== kind || typeof payload.sub !== 'string' || typeof payload.jti !== 'string') {
      throw new ApiError(401, INVALID_TOKEN);
    }
    return { subject: payload.sub, jti: payload.jti, claims: payload };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (err instanceof errors.JWTExpired)
      throw new ApiError(401, '토큰이 만료되었어요. 다시 로그인해 주세요.');
    throw new ApiError(401, INVALID_TOKEN);
  }
}

export function signAccessToken(config: Config, userId: number): Promise<string> {
  return sign(config, 'access', String(userId), config.accessTokenTtl);
}

export function signSignupToken(config: Config, claims: SignupClaims): Promise<string> {
  return sign(config, 'signup', claims.kakaoId, config.signupTokenTtl, {
    nickname: claims.nickname,
    email: claims.email,
  });
}

/** Issues an access token and a new current refresh token (the previous one stops working). */
export async function issueTokenPair(
  db: Db,
  config: Config,
  userId: number,
): Promise<{ accessToken: string; refreshToken: string }> {
  const jti = randomUUID();
  const expiresAt = new Date(Date.now() + config.refreshTokenTtl * 1000);
  await db
    .insert(refreshTokens)
    .values({ userId, jti, expiresAt })
    .onConflictDoUpdate({ target: refreshTokens.userId, set: { jti, expiresAt } });
  const [accessToken, refreshToken] = await Promise.all([
    signAccessToken(config, userId),
    sign(config, 'refresh', String(userId), config.refreshTokenTtl, {}, jti),
  ]);
  return { accessToken, refreshToken };
}

/**
 * Rotates a refresh token. Only the user's current token is accepted; presenting an older one means it
 * leaked or was replayed, so the current one is revoked too and the user must sign in again.
 */
export async function rotateRefreshToken(
  db: Db,
  config: Config,
  token: string,
): Promise<{ userId: number; accessToken: string; refreshToken: string }> {
  const verified = await verifyToken(config, token, 'refresh');
  const userId = userIdOf(verified);
  const newJti = randomUUID();
  const expiresAt = new Date(Date.now() + config.refreshTokenTtl * 1000);
  // Compare-and-swap in one statement so two concurrent refreshes cannot both succeed.
  const swapped = await db
    .update(refreshTokens)
    .set({ jti: newJti, expiresAt })
    .where(sql`${refreshTokens.userId} = ${userId} AND ${refreshTokens.jti} = ${verified.jti}`)
    .returning({ userId: refreshTokens.userId });
  if (swapped.length === 0) {
    await db.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
    throw new ApiError(401, '이미 사용된 토큰이에요. 다시 로그인해 주세요.');
  }
  const [accessToken, refreshToken] = await Promise.all([
    signAccessToken(config, userId),
    sign(config, 'refresh', String(userId), config.refreshTokenTtl, {}, newJti),
  ]);
  return { userId, accessToken, refreshToken };
}

export async function revokeRefreshToken(db: Db, userId: number): Promise<void> {
  await db.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
}
