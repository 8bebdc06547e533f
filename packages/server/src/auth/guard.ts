import type { Context } from 'hono';
import type { AppContext } from '../context.ts';
import type { UserRow } from '../db/schema.ts';
import type { AppRequest } from '../env.ts';
import { ApiError } from '../errors.ts';
import { sessionUser } from './sessions.ts';
import { sessionIdOf, userIdOf, verifyToken } from './tokens.ts';

export type { UserRow };

export function bearer(c: Context): string | null {
  const header = c.req.header('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** The signed-in user or null; an invalid or expired token is still a 401 (the client renews it). */
export async function optionalUser(c: AppRequest, ctx: AppContext): Promise<UserRow | null> {
  const cached = c.get('user');
  if (cached !== undefined) return cached;
  const token = bearer(c);
  let user: UserRow | null = null;
  if (token) {
    const verified = await verifyToken(ctx.config, token, 'access');
    const id = userIdOf(verified);
    const sessionId = sessionIdOf(verified);
    // One read per signed-in request, as before sessions: the user row joined with the device's session. A logout,
    // "다른 기기에서 모두 로그아웃", a leave or a replayed refresh token deletes the session, which ends this token at
    // once instead of when it expires. Tokens from before sessions carry none: the client renews them.
    user = sessionId ? await sessionUser(ctx.db, id, sessionId) : null;
    if (!sessionId || !user || user.leftAt)
      throw new ApiError(401, '로그인 정보가 유효하지 않아요. 다시 로그인해 주세요.');
    // Handlers of signed-in routes read it as `c.var.sessionId` (lib/route.ts): logout and the device list.
    c.set('sessionId', sessionId);
  }
  c.set('user', user);
  return user;
}

export async function requireUser(c: AppRequest, ctx: AppContext): Promise<UserRow> {
  const user = await optionalUser(c, ctx);
  if (!user) throw new ApiError(401, '로그인이 필요해요.');
  return user;
}

/** spec 000 §6: reading details, writing and bookmarking need a verified student. */
export async function requireVerified(c: AppRequest, ctx: AppContext): Promise<UserRow> {
  const user = await requireUser(c, ctx);
  if (user.status !== 'verified') throw new ApiError(403, '학교 인증을 완료한 사용자만 이용할 수 있어요.');
  return user;
}
