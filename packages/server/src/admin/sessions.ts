// Staff sessions: a random token in an HttpOnly cookie (SameSite=Strict, path /api/admin, Secure in production),
// its SHA-256 in `staff_sessions`. A session ends 30 minutes after its last request and 12 hours after sign-in
// whatever happens; each request moves the idle deadline in the same statement that checks it. Every write
// carries the session's CSRF token in a header (a cross-site form cannot set one).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import {
  CSRF_HEADER,
  STAFF_SESSION_ABSOLUTE_HOURS,
  STAFF_SESSION_COOKIE,
  STAFF_SESSION_IDLE_MINUTES,
  type StaffRole,
  type StaffSession,
} from '@jjinbbang/domain';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppContext } from '../context.ts';
import { type Db, query } from '../db/client.ts';
import { type StaffRow, staff, staffSessions } from '../db/schema.ts';
import type { AppRequest } from '../env.ts';
import { ApiError, forbidden, unauthorized } from '../errors.ts';
import { clientAddress } from '../lib/client.ts';
import { type Actor, recordAudit } from './audit.ts';
import { toStaff } from './staff.ts';

const SESSION_PATH = '/api/admin';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Who is calling an admin operation, as the guard found out (`c.var.staffAuth`). */
export interface StaffAuth {
  /** The member acting; null when the server's own admin token acts without naming one (CLI bootstrap). */
  actor: Actor | null;
  member: StaffRow | null;
  role: StaffRole;
  session: { tokenHash: string; csrfToken: string; expiresAt: Date; lastSeenAt: Date } | null;
}

function secureCookies(ctx: AppContext): boolean {
  return ctx.config.env === 'production' || Boolean(ctx.config.publicBaseUrl?.startsWith('https://'));
}

export function sessionView(auth: StaffAuth): StaffSession {
  if (!auth.member || !auth.session) throw unauthorized('운영진 로그인이 필요해요.');
  const idle = new Date(auth.session.lastSeenAt.getTime() + STAFF_SESSION_IDLE_MINUTES * 60_000);
  return {
    staff: toStaff(auth.member),
    csrfToken: auth.session.csrfToken,
    idleExpiresAt: new Date(Math.min(idle.getTime(), auth.session.expiresAt.getTime())).toISOString(),
    expiresAt: auth.session.expiresAt.toISOString(),
  };
}

/** Starts a session for `member`, sets its cookie and records the sign-in. */
export async function startSession(
  c: AppRequest,
  ctx: AppContext,
  member: StaffRow,
  how: 'password' | 'oidc' | 'dev',
): Promise<StaffSession> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + STAFF_SESSION_ABSOLUTE_HOURS * 3600_000);
  const address = clientAddress(c, ctx.config);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(staffSessions).values({
      tokenHash: sha256(token),
      staffId: member.id,
      csrfToken,
      expiresAt,
      address,
      lastSeenAt: now,
    });
    await tx.update(staff).set({ lastSignInAt: now }).where(eq(staff.id, member.id));
    await recordAudit(
      tx,
      { id: member.id, role: member.role },
      {
        action: 'staff.sign_in',
        targetType: 'staff',
        targetId: member.id,
        after: { how, address },
      },
    );
  });
  setCookie(c, STAFF_SESSION_COOKIE, token, {
    httpOnly: true,
    secure: secureCookies(ctx),
    sameSite: 'Strict',
    path: SESSION_PATH,
    maxAge: STAFF_SESSION_ABSOLUTE_HOURS * 3600,
  });
  return sessionView({
    actor: { id: member.id, role: member.role },
    member: { ...member, lastSignInAt: now },
    role: member.role,
    session: { tokenHash: sha256(token), csrfToken, expiresAt, lastSeenAt: now },
  });
}

export async function endSession(c: Context, ctx: AppContext, auth: StaffAuth): Promise<void> {
  if (auth.session) {
    const hash = auth.session.tokenHash;
    await ctx.db.transaction(async (tx) => {
      await tx.delete(staffSessions).where(eq(staffSessions.tokenHash, hash));
      if (auth.actor)
        await recordAudit(tx, auth.actor, {
          action: 'staff.sign_out',
          targetType: 'staff',
          targetId: auth.actor.id,
        });
    });
  }
  deleteCookie(c, STAFF_SESSION_COOKIE, { path: SESSION_PATH, secure: secureCookies(ctx) });
}

interface SessionRow extends Record<string, unknown> {
  token_hash: string;
  csrf_token: string;
  expires_at: Date | string;
  last_seen_at: Date | string;
  staff_id: number;
}

/** The session of a cookie, its idle deadline moved on; null when there is none, it ended, or its member is disabled. */
async function liveSession(db: Db, token: string): Promise<{ row: SessionRow; member: StaffRow } | null> {
  const [row] = await query<SessionRow>(
    db,
    sql`UPDATE staff_sessions SET last_seen_at = now()
        WHERE token_hash = ${sha256(token)} AND expires_at > now()
          AND last_seen_at > now() - make_interval(mins => ${STAFF_SESSION_IDLE_MINUTES})
        RETURNING token_hash, csrf_token, expires_at, last_seen_at, staff_id`,
  );
  if (!row) return null;
  const [member] = await db.select().from(staff).where(eq(staff.id, row.staff_id)).limit(1);
  if (!member || member.disabled) return null;
  return { row, member };
}

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Header of the server's own admin token (`DATA_DIR/admin-api.json`, loopback only; see ADR 0071). */
export const ADMIN_TOKEN_HEADER = 'X-Admin-Token';
/** With the admin token: the login of the staff member the CLI acts as. */
export const ADMIN_ACTOR_HEADER = 'X-Admin-Actor';

/** The socket's own address (never X-Forwarded-For: a proxy on this machine would make every caller local). */
function fromLoopback(c: AppRequest): boolean {
  // A request forwarded by a proxy on this machine comes from the loopback address but not from this machine.
  if (c.req.header('x-forwarded-for') || c.req.header('forwarded')) return false;
  try {
    const address = getConnInfo(c).remote.address ?? '';
    return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
  } catch {
    return false;
  }
}

/**
 * The guard of every `/api/admin` operation but sign-in: 401 without a live session, 403 for a student's token
 * (students are never staff), 403 for a write without the session's CSRF token and for a moderator on an admin's
 * operation.
 */
export async function requireStaff(
  c: AppRequest,
  ctx: AppContext,
  role: StaffRole | null,
): Promise<StaffAuth> {
  const auth = await resolveStaff(c, ctx);
  if (role === 'admin' && auth.role !== 'admin') throw forbidden('관리자만 할 수 있어요.');
  return auth;
}

async function resolveStaff(c: AppRequest, ctx: AppContext): Promise<StaffAuth> {
  const token = getCookie(c, STAFF_SESSION_COOKIE);
  if (!token) {
    const adminToken = c.req.header(ADMIN_TOKEN_HEADER);
    if (adminToken && ctx.adminToken && sameSecret(adminToken, ctx.adminToken) && fromLoopback(c))
      return adminTokenAuth(c, ctx);
    if (c.req.header('authorization'))
      throw forbidden('운영진만 이용할 수 있어요. 학생 계정으로는 운영 도구를 쓸 수 없어요.');
    throw unauthorized('운영진 로그인이 필요해요.');
  }
  const live = await liveSession(ctx.db, token);
  if (!live) throw unauthorized('로그인이 끝났어요. 다시 로그인해 주세요.');
  const { row, member } = live;
  if (!READS.has(c.req.method)) {
    const sent = c.req.header(CSRF_HEADER);
    if (!sent || !sameSecret(sent, row.csrf_token))
      throw forbidden('보안 토큰(CSRF)이 없거나 맞지 않아요. 화면을 새로 고친 뒤 다시 시도해 주세요.');
  }
  return {
    actor: { id: member.id, role: member.role },
    member,
    role: member.role,
    session: {
      tokenHash: row.token_hash,
      csrfToken: row.csrf_token,
      expiresAt: new Date(row.expires_at),
      lastSeenAt: new Date(row.last_seen_at),
    },
  };
}

async function adminTokenAuth(c: AppRequest, ctx: AppContext): Promise<StaffAuth> {
  const login = c.req.header(ADMIN_ACTOR_HEADER);
  if (!login) return { actor: null, member: null, role: 'admin', session: null };
  const [member] = await ctx.db.select().from(staff).where(eq(staff.login, login.toLowerCase())).limit(1);
  if (!member || member.disabled) throw forbidden(`'${login}' 운영진이 없거나 사용 중지됐어요.`);
  return { actor: { id: member.id, role: member.role }, member, role: member.role, session: null };
}

// --- Sign-in attempts ----------------------------------------------------------------------------------------

/** Failed sign-ins allowed in 15 minutes, per login and per address (a campus office shares one address). */
export const SIGN_IN_FAILURES = { perLogin: 5, perAddress: 20, windowSeconds: 15 * 60 } as const;

/**
 * Reserves one attempt of `login` from `address` (429 when either has used up its failures): the reservation is
 * counted like a failure while the password is checked, so attempts arriving together cannot pass the limit, and
 * it is given back when the password was right.
 */
export async function reserveSignIn(db: Db, login: string, address: string): Promise<() => Promise<void>> {
  const keys = [
    { key: `staff-sign-in:login:${login}`, limit: SIGN_IN_FAILURES.perLogin },
    { key: `staff-sign-in:addr:${address}`, limit: SIGN_IN_FAILURES.perAddress },
  ];
  const ids = await db.transaction(async (tx) => {
    for (const { key } of [...keys].sort((a, b) => a.key.localeCompare(b.key)))
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`rate:${key}`}, 0))`);
    for (const { key, limit } of keys) {
      const [row] = await query<{ n: number; wait: number | null }>(
        tx,
        sql`SELECT count(*)::int AS n,
              ceil(extract(epoch FROM min(at) + make_interval(secs => ${SIGN_IN_FAILURES.windowSeconds}) - now()))::int AS wait
            FROM rate_limit_events
            WHERE key = ${key} AND at > now() - make_interval(secs => ${SIGN_IN_FAILURES.windowSeconds})`,
      );
      if ((row?.n ?? 0) >= limit) {
        const minutes = Math.max(1, Math.ceil((row?.wait ?? SIGN_IN_FAILURES.windowSeconds) / 60));
        throw new ApiError(429, `로그인 실패가 너무 많아요. ${minutes}분 후에 다시 시도해 주세요.`, {
          'retry-after': String(Math.max(1, row?.wait ?? SIGN_IN_FAILURES.windowSeconds)),
        });
      }
    }
    const inserted: number[] = [];
    for (const { key } of keys) {
      const [row] = await query<{ id: number }>(
        tx,
        sql`INSERT INTO rate_limit_events (key) VALUES (${key}) RETURNING id`,
      );
      if (row) inserted.push(row.id);
    }
    return inserted;
  });
  return async () => {
    await db.execute(sql`DELETE FROM rate_limit_events WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`);
  };
}
