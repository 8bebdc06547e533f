// Staff members: created by an admin (or `npm run admin -- staff add`), never deleted — disabled instead, so the
// audit trail keeps naming them. Passwords are argon2id hashes (@node-rs/argon2, its default parameters: 19 MiB,
// 2 passes, OWASP's recommendation), computed on libuv's thread pool, off the event loop.

import {
  type CreateStaffRequest,
  isValidStaffLogin,
  type Staff,
  type StaffRole,
  type UpdateStaffRequest,
} from '@jjinbbang/domain';
import { hash, verify } from '@node-rs/argon2';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type StaffRow, staff, staffSessions } from '../db/schema.ts';
import { conflict, notFound } from '../errors.ts';
import { type Actor, recordAudit } from './audit.ts';

export const STAFF_NOT_FOUND = '운영진을 찾을 수 없어요.';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash to compare with when the login does not exist, so a wrong login costs as long as a wrong password. */
let decoy: Promise<string> | null = null;

export async function checkPassword(row: StaffRow | null, password: string): Promise<boolean> {
  if (!row?.passwordHash) {
    decoy ??= hash('not-a-password-of-anyone');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(row.passwordHash, password).catch(() => false);
}

export function toStaff(row: StaffRow): Staff {
  return {
    id: row.id,
    login: row.login,
    displayName: row.displayName,
    role: row.role,
    disabled: row.disabled,
    oidcSubject: row.oidcSubject,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

/** What the audit trail keeps of a member (never the hash). */
const auditView = (row: StaffRow) => ({
  login: row.login,
  displayName: row.displayName,
  role: row.role,
  disabled: row.disabled,
  email: row.email,
});

export async function findStaffByLogin(db: Db, login: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(staff.login, login.toLowerCase())).limit(1);
  return row ?? null;
}

export async function listStaff(db: Db): Promise<Staff[]> {
  const rows = await db.select().from(staff).orderBy(asc(staff.id));
  return rows.map(toStaff);
}

export async function createStaff(
  db: Db,
  actor: Actor | null,
  input: CreateStaffRequest & { passwordHash?: string },
): Promise<Staff> {
  const login = input.login.toLowerCase();
  if (!isValidStaffLogin(login)) throw conflict('아이디 형식이 올바르지 않아요.');
  const passwordHash = input.passwordHash ?? (input.password ? await hashPassword(input.password) : null);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({
        login,
        displayName: input.displayName,
        role: input.role,
        passwordHash,
        email: input.email?.toLowerCase() ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('이미 있는 아이디나 이메일이에요.');
    await recordAudit(tx, actor, {
      action: 'staff.create',
      targetType: 'staff',
      targetId: row.id,
      after: auditView(row),
    });
    return toStaff(row);
  });
}

export async function updateStaff(
  db: Db,
  actor: Actor | null,
  id: number,
  change: UpdateStaffRequest & { password?: string },
): Promise<Staff> {
  const passwordHash = change.password ? await hashPassword(change.password) : undefined;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
    if (!before) throw notFound(STAFF_NOT_FOUND);
    if (actor && actor.id === id && (change.disabled === true || (change.role && change.role !== 'admin')))
      throw conflict('내 계정의 권한을 낮추거나 사용 중지할 수는 없어요. 다른 관리자에게 부탁해 주세요.');
    const set: Partial<typeof staff.$inferInsert> = {};
    if (change.displayName !== undefined) set.displayName = change.displayName;
    if (change.role !== undefined) set.role = change.role;
    if (change.disabled !== undefined) set.disabled = change.disabled;
    if (change.email !== undefined) set.email = change.email?.toLowerCase() ?? null;
    if (passwordHash) set.passwordHash = passwordHash;
    if (Object.keys(set).length === 0) return toStaff(before);
    let after: StaffRow | undefined;
    try {
      [after] = await tx.update(staff).set(set).where(eq(staff.id, id)).returning();
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw conflict('다른 운영진이 쓰는 이메일이에요.');
      throw err;
    }
    if (!after) throw notFound(STAFF_NOT_FOUND);
    // A disabled member's sessions end at once.
    if (after.disabled) await endSessionsOf(tx, id);
    await recordAudit(tx, actor, {
      action: 'staff.update',
      targetType: 'staff',
      targetId: id,
      before: auditView(before),
      after: { ...auditView(after), ...(passwordHash ? { passwordChanged: true } : {}) },
    });
    return toStaff(after);
  });
}

async function endSessionsOf(db: Db, staffId: number) {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

/** Seeded test staff of development (DEV_TOOLS): the console's sign-in page offers them. */
export const DEV_STAFF: readonly { login: string; displayName: string; role: StaffRole }[] = [
  { login: 'moderator', displayName: '운영자', role: 'moderator' },
  { login: 'admin', displayName: '관리자', role: 'admin' },
];

/** Creates the development staff when missing (no password: they sign in only through the dev sign-in). */
export async function ensureDevStaff(db: Db): Promise<void> {
  for (const member of DEV_STAFF) {
    await db
      .insert(staff)
      .values({ ...member, passwordHash: null })
      .onConflictDoNothing();
  }
}
