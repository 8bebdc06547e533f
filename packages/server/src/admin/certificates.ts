// The staff check of admission certificates (입학 증명서): the queue, one certificate with the student's others, the
// file and a picture of it, and the decision. A decision names the version the staff member saw and changes the
// row only while it is still pending at that version, in one statement: of two staff deciding together exactly
// one succeeds and the other gets 409. Approval makes the student 인증완료 with the university and campus the staff
// confirmed; rejection makes them 반려 with the reason (mailed to them), and they may upload again.
import {
  type ApproveCertificateRequest,
  CERTIFICATE_REJECT_REASON_LABELS,
  type CertificateItem,
  type CertificateRejectReason,
  type CertificateState,
  type Precheck,
  type RejectCertificateRequest,
  type VerificationRejection,
} from '@jjinbbang/domain';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../context.ts';
import { type Db, query } from '../db/client.ts';
import type { UserRow } from '../db/schema.ts';
import { ApiError, badRequest, conflict, notFound, unprocessable } from '../errors.ts';
import { toKstIso } from '../lib/time.ts';
import { type Actor, recordAudit } from './audit.ts';
import { pdfRenderingAvailable, precheckAvailable, renderPdfFirstPage } from './precheck.ts';

export const CERTIFICATE_NOT_FOUND = '입학 증명서를 찾을 수 없어요.';
export const ALREADY_DECIDED = '다른 운영진이 먼저 처리했어요. 목록을 새로 고쳐 주세요.';

interface CertificateRow extends Record<string, unknown> {
  id: number;
  status: CertificateState;
  version: number;
  user_id: number;
  nickname: string;
  email: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  mime_type: string;
  size: number;
  previous_rejections: number;
  resubmitted: boolean;
  decided_by: number | null;
  decided_by_name: string | null;
  university_id: number | null;
  university_name: string | null;
  campus_id: number | null;
  campus_name: string | null;
  reject_reason: CertificateRejectReason | null;
  reject_note: string | null;
  precheck_state: Precheck['state'];
  precheck_university_id: number | null;
  precheck_university_name: string | null;
  precheck_confidence: number | null;
  precheck_words: string[];
  precheck_text: string | null;
  precheck_at: Date | string | null;
}

const iso = (v: Date | string) => new Date(v).toISOString();

const SELECT = sql`
  SELECT c.id, c.status, c.version, c.user_id, u.nickname, u.email, c.created_at, c.decided_at, c.mime_type, c.size,
    c.decided_by, s.display_name AS decided_by_name, c.university_id, un.name AS university_name,
    c.campus_id, cp.campus_name, c.reject_reason, c.reject_note,
    c.precheck_state, c.precheck_university_id, pu.name AS precheck_university_name, c.precheck_confidence,
    c.precheck_words, c.precheck_text, c.precheck_at,
    (SELECT count(*)::int FROM certificates e
      WHERE e.user_id = c.user_id AND e.status = 'rejected' AND e.created_at < c.created_at) AS previous_rejections,
    (u.rejected_at IS NOT NULL AND u.rejected_at < c.created_at) OR EXISTS (SELECT 1 FROM certificates e
      WHERE e.user_id = c.user_id AND e.status = 'rejected' AND e.created_at < c.created_at) AS resubmitted
  FROM certificates c
  JOIN users u ON u.id = c.user_id
  LEFT JOIN staff s ON s.id = c.decided_by
  LEFT JOIN universities un ON un.id = c.university_id
  LEFT JOIN campuses cp ON cp.id = c.campus_id
  LEFT JOIN universities pu ON pu.id = c.precheck_university_id`;

function toItem(r: CertificateRow, precheckOn: boolean): CertificateItem {
  const done = r.precheck_state === 'done';
  const state: Precheck['state'] =
    !precheckOn && !done && r.precheck_state !== 'failed' ? 'off' : r.precheck_state;
  return {
    id: r.id,
    state: r.status,
    version: r.version,
    student: { id: r.user_id, nickname: r.nickname, email: r.email },
    uploadedAt: iso(r.created_at),
    waitingSeconds: Math.max(0, Math.floor((Date.now() - new Date(r.created_at).getTime()) / 1000)),
    resubmitted: r.resubmitted,
    previousRejections: r.previous_rejections,
    mimeType: r.mime_type,
    size: r.size,
    fileUrl: `/api/admin/certificates/${r.id}/file`,
    previewUrl: `/api/admin/certificates/${r.id}/preview`,
    precheck: {
      state,
      university:
        done && r.precheck_university_id !== null
          ? { id: r.precheck_university_id, name: r.precheck_university_name ?? '' }
          : null,
      confidence: done ? r.precheck_confidence : null,
      words: done ? r.precheck_words : [],
      excerpt: done ? r.precheck_text : null,
      checkedAt: done && r.precheck_at ? iso(r.precheck_at) : null,
    },
    decision:
      r.status === 'pending' || !r.decided_at
        ? null
        : {
            state: r.status,
            at: iso(r.decided_at),
            by: r.decided_by === null ? null : { id: r.decided_by, displayName: r.decided_by_name ?? '' },
            university:
              r.university_id === null ? null : { id: r.university_id, name: r.university_name ?? '' },
            campus: r.campus_id === null ? null : { id: r.campus_id, name: r.campus_name ?? '' },
            reason: r.reject_reason,
            note: r.reject_note,
          },
  };
}

/**
 * A page of certificates in one state. Pending: the newest certificate of each student who has not left, oldest
 * first (the longest wait at the top). Decided: newest decision first.
 */
export async function listCertificates(
  db: Db,
  q: { state: CertificateState; page: number; size: number },
): Promise<{ items: CertificateItem[]; total: number; precheckAvailable: boolean }> {
  const live = sql`c.status = ${q.state} AND u.left_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM certificates n WHERE n.user_id = c.user_id AND n.created_at > c.created_at
                    AND n.status = ${q.state})`;
  const order = q.state === 'pending' ? sql`c.created_at, c.id` : sql`c.decided_at DESC, c.id DESC`;
  const [count] = await query<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM certificates c JOIN users u ON u.id = c.user_id WHERE ${live}`,
  );
  const rows = await query<CertificateRow>(
    db,
    sql`${SELECT} WHERE ${live} ORDER BY ${order} LIMIT ${q.size} OFFSET ${q.page * q.size}`,
  );
  const on = await precheckAvailable();
  return { items: rows.map((r) => toItem(r, on)), total: count?.n ?? 0, precheckAvailable: on };
}

async function loadOne(db: Db, id: number): Promise<CertificateRow | null> {
  const [row] = await query<CertificateRow>(db, sql`${SELECT} WHERE c.id = ${id}`);
  return row ?? null;
}

export async function certificateDetail(db: Db, id: number) {
  const row = await loadOne(db, id);
  if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
  const on = await precheckAvailable();
  const others = await query<CertificateRow>(
    db,
    sql`${SELECT} WHERE c.user_id = ${row.user_id} AND c.id <> ${id} ORDER BY c.created_at DESC, c.id DESC LIMIT 20`,
  );
  return {
    ...toItem(row, on),
    history: others.map((r) => {
      const { precheck: _, ...rest } = toItem(r, on);
      return rest;
    }),
  };
}

/** What the audit trail keeps of a decision. */
const decisionView = (r: CertificateRow) => ({
  status: r.status,
  version: r.version,
  userId: r.user_id,
  universityId: r.university_id,
  campusId: r.campus_id,
  rejectReason: r.reject_reason,
  rejectNote: r.reject_note,
});

/** Marks the certificate decided if it is still pending at `version`; 404 or 409 otherwise. */
async function claimDecision(
  tx: Db,
  id: number,
  version: number,
  set: ReturnType<typeof sql>,
): Promise<{ before: CertificateRow; userId: number }> {
  const before = await loadOne(tx, id);
  if (!before) throw notFound(CERTIFICATE_NOT_FOUND);
  const [claimed] = await query<{ user_id: number }>(
    tx,
    sql`UPDATE certificates SET status = ${set}, version = version + 1, decided_at = now()
        WHERE id = ${id} AND status = 'pending' AND version = ${version} RETURNING user_id`,
  );
  if (!claimed) throw conflict(ALREADY_DECIDED);
  return { before, userId: claimed.user_id };
}

export async function approveCertificate(
  ctx: AppContext,
  actor: Actor | null,
  id: number,
  input: ApproveCertificateRequest,
): Promise<CertificateItem> {
  const on = await precheckAvailable();
  const row = await ctx.db.transaction(async (tx) => {
    const [campus] = await query<{ university_id: number }>(
      tx,
      sql`SELECT university_id FROM campuses WHERE id = ${input.campusId}`,
    );
    if (!campus || campus.university_id !== input.universityId)
      throw badRequest('캠퍼스가 고른 대학교의 캠퍼스가 아니에요.');
    const { before, userId } = await claimDecision(tx, id, input.version, sql`'approved'`);
    await tx.execute(
      sql`UPDATE certificates SET decided_by = ${actor?.id ?? null}, university_id = ${input.universityId},
            campus_id = ${input.campusId}, reject_reason = NULL, reject_note = NULL WHERE id = ${id}`,
    );
    await tx.execute(
      sql`UPDATE users SET status = 'verified', university_id = ${input.universityId},
            reject_reason = NULL, reject_note = NULL, rejected_at = NULL
          WHERE id = ${userId} AND left_at IS NULL`,
    );
    const after = (await loadOne(tx, id)) as CertificateRow;
    await recordAudit(tx, actor, {
      action: 'certificate.approve',
      targetType: 'certificate',
      targetId: id,
      before: decisionView(before),
      after: decisionView(after),
    });
    return after;
  });
  return toItem(row, on);
}

export async function rejectCertificate(
  ctx: AppContext,
  actor: Actor | null,
  id: number,
  input: RejectCertificateRequest,
): Promise<CertificateItem> {
  const on = await precheckAvailable();
  const note = input.note?.length ? input.note : null;
  const { row, mailTo } = await ctx.db.transaction(async (tx) => {
    const { before, userId } = await claimDecision(tx, id, input.version, sql`'rejected'`);
    await tx.execute(
      sql`UPDATE certificates SET decided_by = ${actor?.id ?? null}, reject_reason = ${input.reason},
            reject_note = ${note} WHERE id = ${id}`,
    );
    // A student who meanwhile verified by school e-mail stays verified; one still waiting becomes 반려.
    const [user] = await query<{ email: string | null }>(
      tx,
      sql`UPDATE users SET status = 'rejected', reject_reason = ${input.reason}, reject_note = ${note},
            rejected_at = now()
          WHERE id = ${userId} AND left_at IS NULL AND status = 'pending' RETURNING email`,
    );
    const after = (await loadOne(tx, id)) as CertificateRow;
    await recordAudit(tx, actor, {
      action: 'certificate.reject',
      targetType: 'certificate',
      targetId: id,
      reason: [CERTIFICATE_REJECT_REASON_LABELS[input.reason], note].filter(Boolean).join(' — '),
      before: decisionView(before),
      after: decisionView(after),
    });
    return { row: after, mailTo: user?.email ?? null };
  });
  if (mailTo) {
    const label = CERTIFICATE_REJECT_REASON_LABELS[input.reason];
    await ctx.mailer
      .send({
        to: mailTo,
        subject: '[찐빵] 입학 증명서를 다시 올려 주세요',
        text: `안녕하세요, 찐빵이에요.\n\n올려 주신 입학 증명서를 확인했는데, 이번에는 인증해 드리지 못했어요.\n\n사유: ${label}${note ? `\n${note}` : ''}\n\n찐빵 앱의 학교 인증 화면에서 증명서를 다시 올려 주시면 바로 다시 확인할게요.`,
      })
      .catch((err) => ctx.logger.error({ err, certificateId: id }, 'could not mail a certificate rejection'));
  }
  return toItem(row, on);
}

// --- The file and its picture ---------------------------------------------------------------------------

export interface CertificateFile {
  bytes: Uint8Array;
  mimeType: string;
}

async function fileOf(ctx: AppContext, id: number): Promise<{ bytes: Uint8Array; mimeType: string }> {
  const [row] = await query<{ file_key: string; mime_type: string }>(
    ctx.db,
    sql`SELECT file_key, mime_type FROM certificates WHERE id = ${id}`,
  );
  if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
  const file = await ctx.storage.get(row.file_key);
  if (!file) throw notFound('입학 증명서 파일이 없어요. 보관 기간이 지나 지워졌을 수 있어요.');
  return { bytes: file.bytes, mimeType: row.mime_type };
}

export const certificateFile = fileOf;

/** Rendered first pages, so paging through the queue does not start pdftoppm again (a few MB at most). */
const previews = new LRUCache<number, Promise<Buffer>>({ max: 40 });
let rendering = 0;
const RENDERING_MAX = 2;

/** A picture of the certificate: an image as it is, a PDF's first page as PNG (pdftoppm, a child process). */
export async function certificatePreview(ctx: AppContext, id: number): Promise<CertificateFile> {
  const file = await fileOf(ctx, id);
  if (file.mimeType !== 'application/pdf') return file;
  if (!(await pdfRenderingAvailable()))
    throw new ApiError(
      415,
      'PDF 미리보기 도구(pdftoppm)가 서버에 없어요. 원본 파일을 내려받아 확인해 주세요.',
    );
  let page = previews.get(id);
  if (!page) {
    if (rendering >= RENDERING_MAX)
      throw new ApiError(429, 'PDF 미리보기를 만드는 중이에요. 잠시 후 다시 시도해 주세요.', {
        'retry-after': '2',
      });
    rendering++;
    page = renderPdfFirstPage(file.bytes, 150).finally(() => {
      rendering--;
    });
    previews.set(id, page);
    page.catch(() => previews.delete(id));
  }
  try {
    return { bytes: await page, mimeType: 'image/png' };
  } catch (err) {
    ctx.logger.warn({ err, certificateId: id }, 'could not render a certificate PDF');
    throw unprocessable('PDF의 첫 페이지를 그릴 수 없어요. 원본 파일을 내려받아 확인해 주세요.');
  }
}

/** 반려 as `GET /api/v1/user` tells the student (null unless the staff's rejection stands). */
export function rejectionOf(user: UserRow): VerificationRejection | null {
  if (user.status !== 'rejected' || !user.rejectReason) return null;
  return {
    reason: user.rejectReason,
    label: CERTIFICATE_REJECT_REASON_LABELS[user.rejectReason],
    note: user.rejectNote,
    rejectedAt: toKstIso(user.rejectedAt ?? new Date()) as string,
  };
}
