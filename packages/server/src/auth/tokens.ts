import { randomUUID } from 'node:crypto';
import { WIRE_LIMITS } from '@jjinbbang/domain';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config.ts';
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
    // A token without an expiry would be good for ever: every token we sign has one, so one without is forged
    // or from a leaked secret's misuse, and is refused.
    const { payload } = await jwtVerify(token, config.jwtSecret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
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

/** An access token of `userId` for the session (signed-in device) `sessionId`. */
export function signAccessToken(config: Config, userId: number, sessionId: string): Promise<string> {
  return sign(config, 'access', String(userId), config.accessTokenTtl, { sid: sessionId });
}

/** A refresh token of the session `sessionId`: its `jti` is the session's current one. */
export function signRefreshToken(
  config: Config,
  userId: number,
  sessionId: string,
  jti: string,
  expiresAt: Date,
): Promise<string> {
  const ttl = Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return sign(config, 'refresh', String(userId), ttl, { sid: sessionId }, jti);
}

/**
 * The session (signed-in device) a token belongs to, or null for a token without one: refresh tokens handed out
 * before sessions existed, whose session the migration made is found by the token id instead.
 */
export function sessionIdOf(token: VerifiedToken): string | null {
  const sid = token.claims.sid;
  return typeof sid === 'string' && sid.length > 0 && sid.length <= 64 ? sid : null;
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

export const REUSED_TOKEN = '이미 사용된 토큰이에요. 다시 로그인해 주세요.';
export const LEFT_USER_MESSAGE = '탈퇴한 계정이에요.';
