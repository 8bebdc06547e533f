import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { certificates, users } from '../db/schema.ts';

export interface PendingUser {
  userId: number;
  nickname: string;
  /** null for a pending user without an uploaded file (e.g. the seeded 인증 대기 test account). */
  certificateId: number | null;
  fileKey: string | null;
  mimeType: string | null;
  size: number | null;
  uploadedAt: Date;
}

/** Users waiting for the staff check, oldest first, with their newest pending certificate if any. */
export async function listPendingCertificates(db: Db): Promise<PendingUser[]> {
  const withFiles = await db
    .select({
      userId: certificates.userId,
      nickname: users.nickname,
      certificateId: certificates.id,
      fileKey: certificates.fileKey,
      mimeType: certificates.mimeType,
      size: certificates.size,
      uploadedAt: certificates.createdAt,
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(and(eq(certificates.status, 'pending'), isNull(users.leftAt)))
    .orderBy(asc(certificates.createdAt));
  const listed = new Set(withFiles.map((r) => r.userId));
  const pendingUsers = await db
    .select({ userId: users.id, nickname: users.nickname, uploadedAt: users.createdAt })
    .from(users)
    .where(and(eq(users.status, 'pending'), isNull(users.leftAt)))
    .orderBy(asc(users.createdAt));
  const withoutFiles = pendingUsers
    .filter((u) => !listed.has(u.userId))
    .map((u) => ({ ...u, certificateId: null, fileKey: null, mimeType: null, size: null }));
  return [...withFiles, ...withoutFiles];
}

/**
 * Decides a pending user: their pending certificates become approved/rejected and the user verified/unverified.
 * Returns false when the user is not waiting for a decision.
 */
export async function decideCertificate(db: Db, userId: number, approve: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ status: users.status, leftAt: users.leftAt })
      .from(users)
      .where(eq(users.id, userId));
    const [pending] = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(and(eq(certificates.userId, userId), eq(certificates.status, 'pending')))
      .orderBy(desc(certificates.createdAt))
      .limit(1);
    if (!user || user.leftAt || (!pending && user.status !== 'pending')) return false;
    await tx
      .update(certificates)
      .set({ status: approve ? 'approved' : 'rejected', decidedAt: new Date() })
      .where(and(eq(certificates.userId, userId), eq(certificates.status, 'pending')));
    await tx
      .update(users)
      .set({ status: approve ? 'verified' : 'unverified' })
      .where(eq(users.id, userId));
    return true;
  });
}
