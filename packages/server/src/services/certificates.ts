import { randomUUID } from 'node:crypto';
import type { CertificateMimeType } from '@jjinbbang/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { query } from '../db/client.ts';
import { certificates, users } from '../db/schema.ts';
import { extensionOf } from '../lib/sniff.ts';

/**
 * How long a decided certificate (approved or rejected) is kept: long enough to answer a student's question about
 * the decision, no longer — it shows a student's name, school and often more. Policy in docs/adr and the README.
 */
export const DECIDED_CERTIFICATE_KEEP_DAYS = 30;

/**
 * Stores a student's certificate and marks them pending. One certificate waits per student: a new upload replaces
 * the one still waiting (the staff decide on the newest anyway), so uploading again never piles up files.
 */
export async function submitCertificate(
  ctx: AppContext,
  userId: number,
  upload: { bytes: Uint8Array; mimeType: CertificateMimeType },
): Promise<void> {
  const key = `certificates/${randomUUID()}.${extensionOf(upload.mimeType)}`;
  await ctx.storage.put(key, upload.bytes, upload.mimeType);
  const replaced = await ctx.db.transaction(async (tx) => {
    const waiting = await tx
      .delete(certificates)
      .where(and(eq(certificates.userId, userId), eq(certificates.status, 'pending')))
      .returning({ fileKey: certificates.fileKey });
    await tx
      .insert(certificates)
      .values({ userId, fileKey: key, mimeType: upload.mimeType, size: upload.bytes.length });
    await tx.update(users).set({ status: 'pending' }).where(eq(users.id, userId));
    return waiting.map((w) => w.fileKey);
  });
  await deleteCertificateFiles(ctx, replaced);
}

/**
 * The certificates policy, run by housekeeping: a decided certificate goes (file and row)
 * DECIDED_CERTIFICATE_KEEP_DAYS after its decision, and every certificate of a student who left goes at once.
 */
export async function sweepCertificates(ctx: AppContext): Promise<{ deleted: number }> {
  const gone = await query<{ file_key: string }>(
    ctx.db,
    sql`DELETE FROM certificates c USING users u
        WHERE u.id = c.user_id
          AND (u.left_at IS NOT NULL
            OR (c.status <> 'pending' AND c.decided_at < now() - make_interval(days => ${DECIDED_CERTIFICATE_KEEP_DAYS})))
        RETURNING c.file_key`,
  );
  await deleteCertificateFiles(
    ctx,
    gone.map((g) => g.file_key),
  );
  if (gone.length > 0) ctx.logger.info({ count: gone.length }, 'deleted certificates past their keeping');
  return { deleted: gone.length };
}

async function deleteCertificateFiles(ctx: AppContext, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await ctx.storage
      .delete(key)
      .catch((err) => ctx.logger.warn({ err, key }, 'could not delete a certificate file'));
  }
}

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
