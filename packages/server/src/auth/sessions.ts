// Sessions per device (decisions.md: one refresh token per signed-in device, rotated on every renewal; reusing an
// old token ends that device's session; logout ends this device; "모든 기기에서 로그아웃" ends all).
//
// Times are the server's clock (`Date.now()`), passed to the database as values, never the database's `now()`:
// tokens expire by that clock too (jose), so one clock decides everything about a session.
import { randomUUID } from 'node:crypto';
import { deviceLabel, type SignedInDevice } from '@jjinbbang/domain';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { type Db, query } from '../db/client.ts';
import { sessions, type UserRow, users } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { toKstIso } from '../lib/time.ts';
import {
  LEFT_USER_MESSAGE,
  REUSED_TOKEN,
  sessionIdOf,
  signAccessToken,
  signRefreshToken,
  type TokenPair,
  userIdOf,
  type VerifiedToken,
} from './tokens.ts';

export const SESSION_ENDED = '로그인이 만료되었어요. 다시 로그인해 주세요.';

async function pairOf(
  config: Config,
  userId: number,
  session: { id: string; jti: string; expiresAt: Date },
): Promise<TokenPair> {
  const [accessToken, refreshToken] = await Promise.all([
    signAccessToken(config, userId, session.id),
    signRefreshToken(config, userId, session.id, session.jti, session.expiresAt),
  ]);
  return { accessToken, refreshToken };
}

/** Signs `userId` in on a new device (named from its User-Agent): a session of its own, and its first tokens. */
export async function startSession(
  db: Db,
  config: Config,
  userId: number,
  userAgent: string | null | undefined,
): Promise<TokenPair> {
  const now = new Date();
  const session = {
    id: randomUUID(),
    jti: randomUUID(),
    expiresAt: new Date(now.getTime() + config.refreshTokenTtl * 1000),
  };
  await db.insert(sessions).values({
    ...session,
    userId,
    device: deviceLabel(userAgent),
    createdAt: now,
    lastUsedAt: now,
  });
  return pairOf(config, userId, session);
}

/**
 * Rotates a device's refresh token. Only the session's current token is accepted, with one exception: the token it
 * replaced, within `config.refreshReuseGrace` seconds of the rotation, gets the same current refresh token again
 * (two tabs renewing at the same moment, or an answer lost on the way, must not sign the device out). Any other
 * old token of the session means it leaked or was replayed: that session ends, its access tokens included; the
 * account's other devices stay signed in.
 */
export async function renewSession(
  db: Db,
  config: Config,
  verified: VerifiedToken,
): Promise<{ userId: number } & TokenPair> {
  const userId = userIdOf(verified);
  const sid = sessionIdOf(verified);
  const now = new Date();
  const rotated = {
    jti: randomUUID(),
    expiresAt: new Date(now.getTime() + config.refreshTokenTtl * 1000),
  };
  // Compare-and-swap in one statement: of two renewals with the same token exactly one rotates. A token from
  // before sessions existed carries no session id; its token id alone finds the session the migration made.
  const [swapped] = await query<{ id: string; left_at: Date | null }>(
    db,
    sql`UPDATE sessions s SET jti = ${rotated.jti}, previous_jti = s.jti, rotated_at = ${now},
          last_used_at = ${now}, expires_at = ${rotated.expiresAt}
        FROM users u
        WHERE u.id = s.user_id AND s.user_id = ${userId} AND s.jti = ${verified.jti} AND s.expires_at > ${now}
          AND (${sid}::text IS NULL OR s.id = ${sid})
        RETURNING s.id, u.left_at`,
  );
  if (swapped) {
    if (swapped.left_at) {
      await endSessions(db, userId);
      throw new ApiError(401, LEFT_USER_MESSAGE);
    }
    return { userId, ...(await pairOf(config, userId, { id: swapped.id, ...rotated })) };
  }
  const graceStart = new Date(now.getTime() - config.refreshReuseGrace * 1000);
  const [current] = await query<{ id: string; jti: string; expires_at: Date; left_at: Date | null }>(
    db,
    sql`SELECT s.id, s.jti, s.expires_at, u.left_at FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.user_id = ${userId} AND s.previous_jti = ${verified.jti} AND s.rotated_at > ${graceStart}
          AND s.expires_at > ${now} AND (${sid}::text IS NULL OR s.id = ${sid})`,
  );
  if (current && !current.left_at) {
    const session = { id: current.id, jti: current.jti, expiresAt: new Date(current.expires_at) };
    return { userId, ...(await pairOf(config, userId, session)) };
  }
  if (sid) {
    const ended = await db
      .delete(sessions)
      .where(and(eq(sessions.id, sid), eq(sessions.userId, userId)))
      .returning({ id: sessions.id });
    if (ended.length > 0) throw new ApiError(401, REUSED_TOKEN);
  }
  throw new ApiError(401, SESSION_ENDED);
}

/**
 * The user of a live session, or null: the guard's one query on every signed-in request. A session ended on
 * another device, by a replayed token or by leaving has no row, so its access tokens stop working at once.
 */
export async function sessionUser(db: Db, userId: number, sessionId: string): Promise<UserRow | null> {
  let statement = sessionUserStatements.get(db);
  if (!statement) {
    statement = prepareSessionUser(db);
    sessionUserStatements.set(db, statement);
  }
  const [row] = await statement.execute({ userId, sessionId, now: new Date().toISOString() });
  return row?.user ?? null;
}

/**
 * Every signed-in request reads its user this way: built once per database and sent as a named prepared
 * statement, rather than assembled by the query builder and planned by the database each time.
 */
function prepareSessionUser(db: Db) {
  return db
    .select({ user: users })
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        eq(sessions.id, sql.placeholder('sessionId')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('jb_session_user');
}

const sessionUserStatements = new WeakMap<Db, ReturnType<typeof prepareSessionUser>>();

/** Ends one device's session (logout on that device). */
export async function endSession(db: Db, userId: number, sessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)));
}

/**
 * Ends every session of the user, or every one but `except` ("다른 기기에서 모두 로그아웃"); returns how many
 * ended. Leaving the service ends them all.
 */
export async function endSessions(db: Db, userId: number, except?: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), except ? ne(sessions.id, except) : undefined))
    .returning({ id: sessions.id });
  return ended.length;
}

/** The devices signed in to the account: this one first, then the most recently used. */
export async function listSessions(db: Db, userId: number, currentId: string): Promise<SignedInDevice[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())));
  return rows
    .map((row) => ({
      id: row.id,
      device: row.device,
      signedInAt: toKstIso(row.createdAt) as string,
      lastUsedAt: toKstIso(row.lastUsedAt) as string,
      current: row.id === currentId,
      used: row.lastUsedAt.getTime(),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.used - a.used)
    .map(({ used: _used, ...device }) => device);
}
