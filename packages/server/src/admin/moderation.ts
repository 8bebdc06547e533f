// Moderation of reviews: the report queue grouped per review, the staff's reviews list and detail, and the
// decisions — dismiss the reports, blind (임시조치, 30 days unless upheld), unblind, uphold, delete (soft), restore,
// mask part of the text, clear prohibited-word flags. Every decision locks the review row, names the version the
// staff member saw (409 when someone decided first), recomputes the places' aggregates with the same functions
// as writes (db/aggregates.ts counts public reviews only), and appends to the audit trail — one transaction.
import {
  type AdminReviewDetail,
  type AdminReviewFilter,
  type AdminReviewSummary,
  BLIND_DAYS,
  MASK_CHARACTER,
  type MaskRequest,
  type ModeratorReviewAction,
  REVIEW_ACTION_LABELS,
  type ReportGroup,
  type ReportOutcome,
  type ReportSort,
  type ReportState,
  type ReviewStatus,
} from '@jjinbbang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { recomputePlaces } from '../db/aggregates.ts';
import { type Db, query } from '../db/client.ts';
import { conflict, notFound, unprocessable } from '../errors.ts';
import { type Actor, auditOf, recordAudit } from './audit.ts';

export const REVIEW_NOT_FOUND = '후기를 찾을 수 없어요.';
export const MOVED_ON = '다른 운영진이 먼저 처리했어요. 새로 고친 뒤 다시 확인해 주세요.';

const iso = (v: Date | string) => new Date(v).toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface SummaryRow extends Record<string, unknown> {
  id: number;
  moderation_version: number;
  kind: AdminReviewSummary['kind'];
  status: ReviewStatus;
  content: string;
  rating: number;
  building_id: number | null;
  agency_id: number | null;
  place_name: string;
  place_address: string;
  university_id: number | null;
  university_name: string | null;
  author_id: number | null;
  author_nickname: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  open_reports: number;
  flags: { word: string; at: string }[] | null;
  blinded_until: Date | string | null;
  appealed_at: Date | string | null;
  delete_reason: string | null;
  appeal_text: string | null;
  blind_reason: string | null;
}

const SUMMARY = sql`
  SELECT r.id, r.moderation_version, r.kind, r.status, r.content, r.rating, r.building_id, r.agency_id,
    COALESCE(b.name, a.name) AS place_name, COALESCE(b.address, a.address) AS place_address,
    un.id AS university_id, un.name AS university_name, r.author_id, u.nickname AS author_nickname,
    r.created_at, r.updated_at, r.blinded_until, r.appealed_at, r.delete_reason, r.appeal_text, r.blind_reason,
    (SELECT count(*)::int FROM reports p WHERE p.review_id = r.id AND p.status = 'open') AS open_reports,
    (SELECT json_agg(json_build_object('word', w.word, 'at', f.created_at) ORDER BY w.word)
       FROM review_flags f JOIN prohibited_words w ON w.id = f.word_id
       WHERE f.review_id = r.id AND f.cleared_at IS NULL AND w.enabled) AS flags
  FROM reviews r
  LEFT JOIN buildings b ON b.id = r.building_id
  LEFT JOIN agencies a ON a.id = r.agency_id
  LEFT JOIN campuses c ON c.id = COALESCE(r.campus_id, b.campus_id)
  LEFT JOIN universities un ON un.id = c.university_id
  LEFT JOIN users u ON u.id = r.author_id`;

function toSummary(r: SummaryRow): AdminReviewSummary {
  return {
    id: r.id,
    version: r.moderation_version,
    kind: r.kind,
    status: r.status,
    content: r.content,
    rating: r.rating,
    place: {
      id: (r.building_id ?? r.agency_id) as number,
      name: r.place_name,
      address: r.place_address,
      isAgency: r.agency_id !== null,
    },
    university: r.university_id === null ? null : { id: r.university_id, name: r.university_name ?? '' },
    author: r.author_id === null ? null : { id: r.author_id, nickname: r.author_nickname ?? '' },
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    openReports: r.open_reports,
    flags: (r.flags ?? []).map((f) => ({ word: f.word, at: iso(f.at) })),
    blindedUntil: isoOrNull(r.blinded_until),
    appealedAt: isoOrNull(r.appealed_at),
  };
}

export async function reviewSummaries(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, AdminReviewSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await query<SummaryRow>(db, sql`${SUMMARY} WHERE r.id = ANY(${intArray(ids)})`);
  return new Map(rows.map((r) => [r.id, toSummary(r)]));
}

// --- Lists -----------------------------------------------------------------------------------------------

export async function listReviews(
  db: Db,
  q: AdminReviewFilter,
): Promise<{ items: AdminReviewSummary[]; total: number }> {
  const parts: SQL[] = [sql`true`];
  if (q.q?.trim()) parts.push(sql`r.content ILIKE ${likePattern(q.q.trim())}`);
  if (q.universityId) parts.push(sql`un.id = ${q.universityId}`);
  if (q.from) parts.push(sql`r.created_at >= (${q.from}::date)::timestamp AT TIME ZONE 'Asia/Seoul'`);
  if (q.to) parts.push(sql`r.created_at < ((${q.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Seoul')`);
  if (q.status) parts.push(sql`r.status = ${q.status}`);
  if (q.flagged === true)
    parts.push(sql`EXISTS (SELECT 1 FROM review_flags f JOIN prohibited_words w ON w.id = f.word_id
      WHERE f.review_id = r.id AND f.cleared_at IS NULL AND w.enabled)`);
  if (q.flagged === false)
    parts.push(sql`NOT EXISTS (SELECT 1 FROM review_flags f JOIN prohibited_words w ON w.id = f.word_id
      WHERE f.review_id = r.id AND f.cleared_at IS NULL AND w.enabled)`);
  if (q.appealed === true) parts.push(sql`r.status = 'blinded' AND r.appealed_at IS NOT NULL`);
  if (q.appealed === false) parts.push(sql`r.appealed_at IS NULL`);
  const where = sql.join(parts, sql` AND `);
  const from = sql`FROM reviews r
    LEFT JOIN buildings b ON b.id = r.building_id
    LEFT JOIN campuses c ON c.id = COALESCE(r.campus_id, b.campus_id)
    LEFT JOIN universities un ON un.id = c.university_id`;
  const [count] = await query<{ n: number }>(db, sql`SELECT count(*)::int AS n ${from} WHERE ${where}`);
  const ids = await query<{ id: number }>(
    db,
    sql`SELECT r.id ${from} WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT ${q.size} OFFSET ${q.page * q.size}`,
  );
  const byId = await reviewSummaries(
    db,
    ids.map((r) => r.id),
  );
  return { items: ids.flatMap((r) => byId.get(r.id) ?? []), total: count?.n ?? 0 };
}

interface GroupRow extends Record<string, unknown> {
  review_id: number;
  n: number;
  reasons: string[];
  first_at: Date | string;
  last_at: Date | string;
  outcome: ReportOutcome | null;
  closed_at: Date | string | null;
}

/** Reports grouped per review: 접수 (open reports) or 처리완료 (closed ones), by count, oldest or newest. */
export async function listReportGroups(
  db: Db,
  q: { state: ReportState; sort: ReportSort; page: number; size: number },
): Promise<{ items: ReportGroup[]; total: number }> {
  const order =
    q.sort === 'count'
      ? sql`n DESC, first_at, review_id`
      : q.sort === 'oldest'
        ? sql`first_at, review_id`
        : sql`last_at DESC, review_id DESC`;
  const groups = sql`SELECT review_id, count(*)::int AS n,
      (array_agg(reason ORDER BY created_at DESC, id DESC))[1:5] AS reasons,
      min(created_at) AS first_at, max(created_at) AS last_at,
      (array_agg(outcome ORDER BY closed_at DESC NULLS LAST, id DESC))[1] AS outcome, max(closed_at) AS closed_at
    FROM reports WHERE status = ${q.state} GROUP BY review_id`;
  const [count] = await query<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (${groups}) g`);
  const rows = await query<GroupRow>(
    db,
    sql`SELECT * FROM (${groups}) g ORDER BY ${order} LIMIT ${q.size} OFFSET ${q.page * q.size}`,
  );
  const summaries = await reviewSummaries(
    db,
    rows.map((r) => r.review_id),
  );
  return {
    items: rows.flatMap((r) => {
      const review = summaries.get(r.review_id);
      if (!review) return [];
      return [
        {
          review,
          count: r.n,
          reasons: r.reasons,
          firstReportedAt: iso(r.first_at),
          lastReportedAt: iso(r.last_at),
          outcome: q.state === 'closed' ? r.outcome : null,
          closedAt: q.state === 'closed' ? isoOrNull(r.closed_at) : null,
        },
      ];
    }),
    total: count?.n ?? 0,
  };
}

// --- One review ------------------------------------------------------------------------------------------

interface MaskRow extends Record<string, unknown> {
  id: number;
  start: number;
  end: number;
  reason: AdminReviewDetail['masks'][number]['reason'];
  note: string | null;
  original: string;
  staff_id: number | null;
  staff_name: string | null;
  created_at: Date | string;
}

async function masksOf(db: Db, reviewId: number): Promise<MaskRow[]> {
  return query<MaskRow>(
    db,
    sql`SELECT m.id, m.start, m."end", m.reason, m.note, m.original, m.staff_id, s.display_name AS staff_name,
          m.created_at
        FROM review_masks m LEFT JOIN staff s ON s.id = m.staff_id WHERE m.review_id = ${reviewId}
        ORDER BY m.start`,
  );
}

/** Positions are counted in characters (code points), as people select text. */
const chars = (text: string) => Array.from(text);

function unmasked(content: string, masks: readonly MaskRow[]): string {
  const text = chars(content);
  for (const m of masks) text.splice(m.start, m.end - m.start, ...chars(m.original));
  return text.join('');
}

export async function reviewDetail(db: Db, id: number): Promise<AdminReviewDetail> {
  const [row] = await query<SummaryRow>(db, sql`${SUMMARY} WHERE r.id = ${id}`);
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  const masks = await masksOf(db, id);
  const reports = await query<{
    id: number;
    reason: string;
    reporter_id: number | null;
    nickname: string | null;
    status: ReportState;
    outcome: ReportOutcome | null;
    created_at: Date | string;
    closed_at: Date | string | null;
  }>(
    db,
    sql`SELECT p.id, p.reason, p.reporter_id, u.nickname, p.status, p.outcome, p.created_at, p.closed_at
        FROM reports p LEFT JOIN users u ON u.id = p.reporter_id WHERE p.review_id = ${id}
        ORDER BY p.created_at DESC, p.id DESC`,
  );
  return {
    ...toSummary(row),
    originalContent: unmasked(row.content, masks),
    masks: masks.map((m) => ({
      id: m.id,
      start: m.start,
      end: m.end,
      reason: m.reason,
      note: m.note,
      original: m.original,
      by: m.staff_id === null ? null : { id: m.staff_id, displayName: m.staff_name ?? '' },
      at: iso(m.created_at),
    })),
    reports: reports.map((p) => ({
      id: p.id,
      reason: p.reason,
      reporter: p.reporter_id === null ? null : { id: p.reporter_id, nickname: p.nickname ?? '' },
      state: p.status,
      outcome: p.outcome,
      createdAt: iso(p.created_at),
      closedAt: isoOrNull(p.closed_at),
    })),
    history: await auditOf(db, 'review', id),
    deleteReason: row.delete_reason,
    appealText: row.appeal_text,
  };
}

// --- Decisions -------------------------------------------------------------------------------------------

interface LockedReview extends Record<string, unknown> {
  id: number;
  status: ReviewStatus;
  moderation_version: number;
  building_id: number | null;
  agency_id: number | null;
  author_id: number | null;
  content: string;
  blinded_until: Date | string | null;
  appealed_at: Date | string | null;
}

/** Locks the review for the decision and checks the version the staff member saw. */
async function lockReview(tx: Db, id: number, version: number): Promise<LockedReview> {
  const [row] = await query<LockedReview>(
    tx,
    sql`SELECT id, status, moderation_version, building_id, agency_id, author_id, content, blinded_until, appealed_at
        FROM reviews WHERE id = ${id} FOR UPDATE`,
  );
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  if (row.moderation_version !== version) throw conflict(MOVED_ON);
  return row;
}

const placesOf = (r: LockedReview) => ({
  buildingIds: r.building_id === null ? [] : [r.building_id],
  agencyIds: r.agency_id === null ? [] : [r.agency_id],
});

/** What the audit trail keeps of a review's moderation state. */
const stateView = (r: {
  status: ReviewStatus;
  blinded_until: Date | string | null;
  appealed_at?: Date | string | null;
}) => ({
  status: r.status,
  blindedUntil: isoOrNull(r.blinded_until),
  appealedAt: isoOrNull(r.appealed_at ?? null),
});

async function closeReports(tx: Db, reviewId: number, actor: Actor | null, outcome: ReportOutcome) {
  const closed = await query<{ id: number }>(
    tx,
    sql`UPDATE reports SET status = 'closed', outcome = ${outcome}, closed_at = now(), closed_by = ${actor?.id ?? null}
        WHERE review_id = ${reviewId} AND status = 'open' RETURNING id`,
  );
  return closed.map((r) => r.id);
}

type Action = ModeratorReviewAction | 'restore';

const AUDIT_ACTION = {
  dismiss: 'review.dismiss',
  blind: 'review.blind',
  unblind: 'review.unblind',
  uphold: 'review.uphold',
  delete: 'review.delete',
  restore: 'review.restore',
  clear_flags: 'review.clear_flags',
} as const;

/**
 * Takes a staff decision on review `id`. Returns the review as staff now see it. The author is mailed when their
 * review is blinded or deleted (outside the transaction: a mail server's hiccup does not undo a decision).
 */
export async function actOnReview(
  ctx: AppContext,
  actor: Actor | null,
  id: number,
  input: { action: Action; version: number; reason?: string },
): Promise<AdminReviewSummary> {
  const reason = input.reason?.trim() || null;
  const { mail } = await ctx.db.transaction(async (tx) => {
    const before = await lockReview(tx, id, input.version);
    let set: SQL | null = null;
    let reportsClosed: number[] = [];
    const refuse = (message: string) => {
      throw conflict(message);
    };
    switch (input.action) {
      case 'dismiss': {
        reportsClosed = await closeReports(tx, id, actor, 'dismissed');
        if (reportsClosed.length === 0) refuse('처리할 신고가 없어요.');
        break;
      }
      case 'blind':
        if (before.status !== 'public') refuse('공개 중인 후기만 임시 조치할 수 있어요.');
        set = sql`status = 'blinded', blinded_at = now(), blinded_until = now() + make_interval(days => ${BLIND_DAYS}),
          blind_reason = ${reason}, appealed_at = NULL, appeal_text = NULL`;
        reportsClosed = await closeReports(tx, id, actor, 'blinded');
        break;
      case 'unblind':
        if (before.status !== 'blinded') refuse('임시 조치된 후기가 아니에요.');
        set = sql`status = 'public', blinded_at = NULL, blinded_until = NULL, blind_reason = NULL,
          appealed_at = NULL, appeal_text = NULL`;
        break;
      case 'uphold':
        if (before.status !== 'blinded') refuse('임시 조치된 후기가 아니에요.');
        if (before.blinded_until === null && before.appealed_at === null)
          refuse('이미 유지하기로 한 임시 조치예요.');
        set = sql`blinded_until = NULL, appealed_at = NULL`;
        break;
      case 'delete':
        if (before.status === 'deleted') refuse('이미 삭제된 후기예요.');
        set = sql`status = 'deleted', deleted_at = now(), delete_reason = ${reason}, blinded_until = NULL,
          appealed_at = NULL`;
        reportsClosed = await closeReports(tx, id, actor, 'deleted');
        break;
      case 'restore':
        if (before.status !== 'deleted') refuse('삭제된 후기가 아니에요.');
        set = sql`status = 'public', deleted_at = NULL, delete_reason = NULL, blinded_at = NULL, blinded_until = NULL,
          blind_reason = NULL`;
        break;
      case 'clear_flags': {
        const cleared = await query<{ word_id: number }>(
          tx,
          sql`UPDATE review_flags SET cleared_at = now(), cleared_by = ${actor?.id ?? null}
              WHERE review_id = ${id} AND cleared_at IS NULL RETURNING word_id`,
        );
        if (cleared.length === 0) refuse('확인할 금칙어 표시가 없어요.');
        break;
      }
    }
    const [after] = await query<LockedReview>(
      tx,
      sql`UPDATE reviews SET moderation_version = moderation_version + 1${set ? sql`, ${set}` : sql``}
          WHERE id = ${id}
          RETURNING id, status, moderation_version, building_id, agency_id, author_id, content, blinded_until, appealed_at`,
    );
    if (!after) throw notFound(REVIEW_NOT_FOUND);
    if (before.status !== after.status) await recomputePlaces(tx, placesOf(after));
    await recordAudit(tx, actor, {
      action: AUDIT_ACTION[input.action],
      targetType: 'review',
      targetId: id,
      reason,
      before: stateView(before),
      after: { ...stateView(after), ...(reportsClosed.length ? { reportsClosed } : {}) },
    });
    const mail =
      (input.action === 'blind' || input.action === 'delete') && after.author_id !== null
        ? { authorId: after.author_id, action: input.action }
        : null;
    return { mail };
  });
  if (mail) await tellAuthor(ctx, mail.authorId, mail.action, reason, id);
  const summary = (await reviewSummaries(ctx.db, [id])).get(id);
  if (!summary) throw notFound(REVIEW_NOT_FOUND);
  return summary;
}

async function tellAuthor(
  ctx: AppContext,
  authorId: number,
  action: 'blind' | 'delete',
  reason: string | null,
  reviewId: number,
) {
  const [author] = await query<{ email: string | null }>(
    ctx.db,
    sql`SELECT email FROM users WHERE id = ${authorId} AND left_at IS NULL`,
  );
  if (!author?.email) return;
  const text =
    action === 'blind'
      ? `안녕하세요, 찐빵이에요.\n\n작성하신 후기가 신고되어 ${BLIND_DAYS}일 동안 다른 학생들에게 보이지 않도록 임시 조치했어요.\n\n사유: ${reason ?? REVIEW_ACTION_LABELS.blind}\n\n후기 화면에서 검토를 요청하실 수 있어요. 운영진이 다시 확인해 드릴게요.`
      : `안녕하세요, 찐빵이에요.\n\n작성하신 후기를 운영 정책에 따라 삭제했어요.\n\n사유: ${reason ?? REVIEW_ACTION_LABELS.delete}\n\n궁금한 점이 있으시면 이 메일에 답장해 주세요.`;
  await ctx.mailer
    .send({
      to: author.email,
      subject: action === 'blind' ? '[찐빵] 후기가 임시 조치되었어요' : '[찐빵] 후기가 삭제되었어요',
      text,
    })
    .catch((err) => ctx.logger.error({ err, reviewId }, 'could not mail a moderation notice'));
}

/** Masks characters [start, end) of the text: stored as ●, the original kept for staff and for lifting it. */
export async function maskReview(
  ctx: AppContext,
  actor: Actor | null,
  id: number,
  input: MaskRequest,
): Promise<AdminReviewDetail> {
  await ctx.db.transaction(async (tx) => {
    const review = await lockReview(tx, id, input.version);
    const text = chars(review.content);
    if (input.end > text.length) throw unprocessable(`가릴 부분이 후기의 길이(${text.length}자)를 넘어요.`);
    const masks = await masksOf(tx, id);
    if (masks.some((m) => input.start < m.end && m.start < input.end))
      throw conflict('이미 가린 부분과 겹쳐요. 그 가림을 먼저 풀어 주세요.');
    const original = text.slice(input.start, input.end).join('');
    if (original.trim() === '') throw unprocessable('공백만 가릴 수는 없어요.');
    text.splice(input.start, input.end - input.start, ...MASK_CHARACTER.repeat(input.end - input.start));
    await tx.execute(
      sql`UPDATE reviews SET content = ${text.join('')}, moderation_version = moderation_version + 1 WHERE id = ${id}`,
    );
    const note = input.note?.length ? input.note : null;
    const [mask] = await query<{ id: number }>(
      tx,
      sql`INSERT INTO review_masks (review_id, start, "end", reason, note, original, staff_id)
          VALUES (${id}, ${input.start}, ${input.end}, ${input.reason}, ${note}, ${original}, ${actor?.id ?? null})
          RETURNING id`,
    );
    await recordAudit(tx, actor, {
      action: 'review.mask',
      targetType: 'review',
      targetId: id,
      reason: note,
      after: { maskId: mask?.id, start: input.start, end: input.end, reason: input.reason, original },
    });
  });
  return reviewDetail(ctx.db, id);
}

export async function unmaskReview(
  ctx: AppContext,
  actor: Actor | null,
  id: number,
  maskId: number,
  version: number,
): Promise<AdminReviewDetail> {
  await ctx.db.transaction(async (tx) => {
    const review = await lockReview(tx, id, version);
    const [mask] = (await masksOf(tx, id)).filter((m) => m.id === maskId);
    if (!mask) throw notFound('가린 부분을 찾을 수 없어요.');
    const text = chars(review.content);
    text.splice(mask.start, mask.end - mask.start, ...chars(mask.original));
    await tx.execute(
      sql`UPDATE reviews SET content = ${text.join('')}, moderation_version = moderation_version + 1 WHERE id = ${id}`,
    );
    await tx.execute(sql`DELETE FROM review_masks WHERE id = ${maskId}`);
    await recordAudit(tx, actor, {
      action: 'review.unmask',
      targetType: 'review',
      targetId: id,
      before: { maskId, start: mask.start, end: mask.end, reason: mask.reason, original: mask.original },
    });
  });
  return reviewDetail(ctx.db, id);
}

// --- The author's side and the clock ---------------------------------------------------------------------

/** The author asks staff to look at their blinded review again (once per blind). */
export async function appealBlind(
  db: Db,
  userId: number,
  reviewId: number,
  message: string | null,
): Promise<void> {
  const [row] = await query<{ author_id: number | null; status: ReviewStatus; appealed_at: Date | null }>(
    db,
    sql`SELECT author_id, status, appealed_at FROM reviews WHERE id = ${reviewId}`,
  );
  if (!row || row.author_id !== userId) throw notFound('해당 후기를 찾을 수 없어요.');
  if (row.status !== 'blinded') throw conflict('임시 조치된 후기만 검토를 요청할 수 있어요.');
  const [claimed] = await query<{ id: number }>(
    db,
    sql`UPDATE reviews SET appealed_at = now(), appeal_text = ${message}
        WHERE id = ${reviewId} AND status = 'blinded' AND appealed_at IS NULL AND blinded_until IS NOT NULL
        RETURNING id`,
  );
  if (!claimed)
    throw conflict(
      row.appealed_at
        ? '이미 검토를 요청했어요. 운영진이 확인하고 있어요.'
        : '운영진이 검토를 마치고 임시 조치를 유지하기로 했어요.',
    );
}

/**
 * A blind ends by itself after BLIND_DAYS unless staff upheld it (정보통신망법 제44조의2): the review is public
 * again, its places recounted, the audit trail says the service did it. Run by housekeeping; rows are claimed
 * with SKIP LOCKED so instances running it together do each review once.
 */
export async function expireBlinds(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await query<LockedReview>(
      tx,
      sql`SELECT id, status, moderation_version, building_id, agency_id, author_id, content, blinded_until, appealed_at
          FROM reviews WHERE status = 'blinded' AND blinded_until IS NOT NULL AND blinded_until <= now()
          ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 500`,
    );
    if (due.length === 0) return 0;
    await tx.execute(
      sql`UPDATE reviews SET status = 'public', blinded_at = NULL, blinded_until = NULL, blind_reason = NULL,
            appealed_at = NULL, appeal_text = NULL, moderation_version = moderation_version + 1
          WHERE id = ANY(${intArray(due.map((r) => r.id))})`,
    );
    await recomputePlaces(tx, {
      buildingIds: due.flatMap((r) => (r.building_id === null ? [] : [r.building_id])),
      agencyIds: due.flatMap((r) => (r.agency_id === null ? [] : [r.agency_id])),
    });
    for (const r of due) {
      await recordAudit(tx, null, {
        action: 'review.blind_expired',
        targetType: 'review',
        targetId: r.id,
        before: stateView(r),
        after: { status: 'public', blindedUntil: null, appealedAt: null },
      });
    }
    return due.length;
  });
}
