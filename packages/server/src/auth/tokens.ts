import { randomUUID } from 'node:crypto';
import { WIRE_LIMITS } from '@jjinbbang/domain';
import { eq, sql } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config.ts';
import { type Db, query } from '../db/client.ts';
import { refreshTokens, users } from '../db/schema.ts';
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

/**
 * An access token of `userId` issued under the user's current token `version` (users.token_version): raising
 * the version ends it at once. Tokens issued before versions existed carry none and count as version 0.
 */
export function signAccessToken(config: Config, userId: number, version = 0): Promise<string> {
  return sign(config, 'access', String(userId), config.accessTokenTtl, { ver: version });
}

/** The token version an access token was issued under. */
export function tokenVersionOf(token: VerifiedToken): number {
  const ver = token.claims.ver;
  return typeof ver === 'number' && Number.isInteger(ver) ? ver : 0;
}

export function signSignupToken(config: Config, claims: SignupClaims): Promise<string> {
  return sign(config, 'signup', claims.kakaoId, config.signupTokenTtl, {
    nickname: claims.nickname,
    email: claims.email,
  });
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

function signRefreshToken(config: Config, userId: number, jti: string, expiresAt: Date): Promise<string> {
  const ttl = Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return sign(config, 'refresh', String(userId), ttl, {}, jti);
}

/** Issues an access token and a new current refresh token (the previous one stops working). */
export async function issueTokenPair(
  db: Db,
  config: Config,
  user: { id: number; tokenVersion: number },
): Promise<TokenPair> {
  const jti = randomUUID();
  const expiresAt = new Date(Date.now() + config.refreshTokenTtl * 1000);
  const fresh = { jti, expiresAt, previousJti: null, rotatedAt: null };
  await db
    .insert(refreshTokens)
    .values({ userId: user.id, ...fresh })
    .onConflictDoUpdate({ target: refreshTokens.userId, set: fresh });
  const [accessToken, refreshToken] = await Promise.all([
    signAccessToken(config, user.id, user.tokenVersion),
    signRefreshToken(config, user.id, jti, expiresAt),
  ]);
  return { accessToken, refreshToken };
}

export const REUSED_TOKEN = '이미 사용된 토큰이에요. 다시 로그인해 주세요.';
export const LEFT_USER_MESSAGE = '탈퇴한 유저입니다.';

/**
 * Rotates a refresh token. Only the user's current token is accepted, with one exception: the token it replaced,
 * within `config.refreshReuseGrace` seconds of the rotation, gets the same current refresh token again (two tabs
 * renewing at the same moment, or an answer lost on the way, must not sign the user out). Any other old token
 * means it leaked or was replayed: the whole family is revoked, access tokens included.
 */
export async function rotateRefreshToken(
  db: Db,
  config: Config,
  verified: VerifiedToken,
): Promise<{ userId: number } & TokenPair> {
  const userId = userIdOf(verified);
  const newJti = randomUUID();
  const expiresAt = new Date(Date.now() + config.refreshTokenTtl * 1000);
  // Compare-and-swap in one statement: of two refreshes with the same token exactly one rotates.
  const [swapped] = await query<{ token_version: number; left_at: Date | null }>(
    db,
    sql`UPDATE refresh_tokens r SET jti = ${newJti}, expires_at = ${expiresAt}, previous_jti = r.jti, rotated_at = now()
        FROM users u WHERE u.id = r.user_id AND r.user_id = ${userId} AND r.jti = ${verified.jti}
        RETURNING u.token_version, u.left_at`,
  );
  if (swapped) {
    if (swapped.left_at) {
      await revokeSessions(db, userId);
      throw new ApiError(401, LEFT_USER_MESSAGE);
    }
    const [accessToken, refreshToken] = await Promise.all([
      signAccessToken(config, userId, swapped.token_version),
      signRefreshToken(config, userId, newJti, expiresAt),
    ]);
    return { userId, accessToken, refreshToken };
  }
  const [current] = await query<{
    jti: string;
    expires_at: Date;
    token_version: number;
    left_at: Date | null;
  }>(
    db,
    sql`SELECT r.jti, r.expires_at, u.token_version, u.left_at FROM refresh_tokens r JOIN users u ON u.id = r.user_id
        WHERE r.user_id = ${userId} AND r.previous_jti = ${verified.jti}
          AND r.rotated_at > now() - make_interval(secs => ${config.refreshReuseGrace})`,
  );
  if (current && !current.left_at) {
    const [accessToken, refreshToken] = await Promise.all([
      signAccessToken(config, userId, current.token_version),
      signRefreshToken(config, userId, current.jti, new Date(current.expires_at)),
    ]);
    return { userId, accessToken, refreshToken };
  }
  await revokeSessions(db, userId);
  throw new ApiError(401, REUSED_TOKEN);
}

/**
 * Ends every session of the user at once: the refresh token goes and the token version rises, so access tokens
 * already handed out stop working on their next request (logout, leaving, a replayed refresh token).
 */
export async function revokeSessions(db: Db, userId: number): Promise<void> {
  await db.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}
