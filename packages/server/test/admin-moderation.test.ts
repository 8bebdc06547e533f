// Reports and moderation through the admin API: the queue grouped per review, dismiss (the reporter may report
// again), 임시조치 (hidden from everyone but the author, who sees the notice and may appeal; back after 30 days
// unless upheld), delete and restore, masks, prohibited-word flags, counts following every decision, the audit
// trail and its CSV.
import type { AdminReviewDetail, AdminReviewSummary, ReportGroup } from '@jjinbbang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireBlinds } from '../src/admin/moderation.ts';
import { query } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { agencyBody, CONTENT } from './bodies.ts';
import { F } from './fixture.ts';
import { type AnyJson, createTestServer, type TestServer } from './helpers.ts';
import { type StaffClient, signInStaff } from './staff-helpers.ts';

let s: TestServer;
let moderator: StaffClient;
let admin: StaffClient;
let author: string;
let other: string;
let reporter2: string;

beforeAll(async () => {
  s = await createTestServer();
  moderator = await signInStaff(s, 'moderator');
  admin = await signInStaff(s, 'admin');
  author = await s.token(F.verified);
  other = await s.token(F.verified2);
  const [row] = await s.ctx.db
    .insert(users)
    .values({ kakaoId: 'reporter-2', nickname: '신고자', status: 'verified', universityId: F.univA })
    .returning();
  reporter2 = await s.token(row?.id ?? 0);
}, 120_000);
afterAll(() => s?.close());

const report = (id: number, token: string, reason = '허위 내용이에요') =>
  s.call(`/api/v1/review/${id}/report`, { method: 'POST', token, json: { reason } });
const review = (id: number) => moderator.call<AdminReviewDetail>(`/api/admin/reviews/${id}`);
const act = async (id: number, action: string, reason?: string, who = moderator) => {
  const { data } = await review(id);
  return who.call<AdminReviewSummary>(`/api/admin/reviews/${id}/actions`, {
    method: 'POST',
    json: { action, version: data.version, ...(reason ? { reason } : {}) },
  });
};
async function place(id: number = F.buildingRoom) {
  const [row] = await query<{
    review_count: number;
    rating: number | null;
    keyword_counts: Record<string, number>;
  }>(s.ctx.db, sql`SELECT review_count, rating, keyword_counts FROM buildings WHERE id = ${id}`);
  return row;
}
const buildingReviews = async (token: string) =>
  (await s.call<AnyJson>(`/api/v1/building/${F.buildingRoom}/review?isAgency=false&num=10&page=0`, { token }))
    .data;

describe('reports grouped per review', () => {
  it('groups open reports per review with count, reasons and first/last; dismissing lets reporters report again', async () => {
    expect((await report(F.reviewGeneral1, other, '광고 같아요')).status).toBe(200);
    expect((await report(F.reviewGeneral1, reporter2, '욕설이 있어요')).status).toBe(200);
    expect((await report(F.reviewGeneral1, other)).status).toBe(409);
    const open = await moderator.call<{ items: ReportGroup[] }>('/api/admin/reports?state=open&sort=count');
    const group = open.data.items.find((g) => g.review.id === F.reviewGeneral1) as ReportGroup;
    expect(group).toMatchObject({ count: 2, reasons: ['욕설이 있어요', '광고 같아요'], outcome: null });
    expect(group.review.openReports).toBe(2);
    expect(Date.parse(group.firstReportedAt)).toBeLessThanOrEqual(Date.parse(group.lastReportedAt));

    const dismissed = await act(F.reviewGeneral1, 'dismiss');
    expect(dismissed.status).toBe(200);
    expect(dismissed.data).toMatchObject({ status: 'public', openReports: 0 });
    const closed = await moderator.call<{ items: ReportGroup[] }>('/api/admin/reports?state=closed');
    expect(closed.data.items.find((g) => g.review.id === F.reviewGeneral1)).toMatchObject({
      count: 2,
      outcome: 'dismissed',
    });
    // Before: "이미 신고한 후기예요…" for ever. A dismissed report no longer blocks a new one.
    const detail = await s.call<{ reportedByMe: boolean }>(`/api/v1/review/${F.reviewGeneral1}`, {
      token: other,
    });
    expect(detail.data.reportedByMe).toBe(false);
    expect((await report(F.reviewGeneral1, other, '다시 봐 주세요')).status).toBe(200);
    expect((await act(F.reviewGeneral1, 'dismiss')).status).toBe(200);
    expect((await act(F.reviewGeneral1, 'dismiss')).status).toBe(409);
  });

  it('a decision on a version someone already moved on is 409', async () => {
    const { data } = await review(F.reviewGeneral3);
    expect((await report(F.reviewGeneral3, other)).status).toBe(200);
    const first = await moderator.call(`/api/admin/reviews/${F.reviewGeneral3}/actions`, {
      method: 'POST',
      json: { action: 'dismiss', version: data.version },
    });
    const second = await admin.call(`/api/admin/reviews/${F.reviewGeneral3}/actions`, {
      method: 'POST',
      json: { action: 'blind', version: data.version, reason: '신고 누적' },
    });
    expect([first.status, second.status]).toEqual([200, 409]);
  });
});

describe('임시조치 (blind)', () => {
  it('hides the review from everyone but its author, who sees the notice; counts follow; unblind restores them', async () => {
    const before = await place();
    expect(before?.review_count).toBe(2);
    expect((await report(F.reviewGeneral1, other)).status).toBe(200);
    const noReason = await act(F.reviewGeneral1, 'blind');
    expect(noReason.status).toBe(400);
    const blinded = await act(F.reviewGeneral1, 'blind', '명예훼손 신고 (정보통신망법 제44조의2)');
    expect(blinded.status).toBe(200);
    expect(blinded.data.status).toBe('blinded');
    expect(Date.parse(blinded.data.blindedUntil ?? '') - Date.now()).toBeGreaterThan(29 * 86_400_000);
    // The place's figures count only what everyone sees, recomputed by the aggregate functions of writes.
    expect(await place()).toMatchObject({ review_count: 1, rating: 2 });

    const hidden = await s.call(`/api/v1/review/${F.reviewGeneral1}?reviewType=GENERAL`, { token: other });
    expect(hidden).toMatchObject({ status: 404, message: '볼 수 없는 후기예요.' });
    expect((await buildingReviews(other)).itemNum).toBe(1);
    const nearby = await s.call<AnyJson>('/api/v1/map/markers/nearby', {
      method: 'POST',
      token: other,
      json: {
        idList: [F.buildingRoom],
        agencyIdList: [],
        type: 'REVIEW',
        sortBy: 'LATEST',
        page: 1,
        num: 10,
      },
    });
    expect(nearby.data.itemNum).toBe(1);
    expect(
      (
        await s.call('/api/v1/user/bookmark', {
          method: 'POST',
          token: other,
          json: { type: 'review', id: F.reviewGeneral1, bookmark: true },
        })
      ).status,
    ).toBe(404);

    const own = await s.call<AnyJson>(`/api/v1/review/${F.reviewGeneral1}?reviewType=GENERAL`, {
      token: author,
    });
    expect(own.status).toBe(200);
    expect(own.data.reviewInfo.moderation).toMatchObject({
      status: 'blinded',
      notice: '신고로 임시 조치된 후기예요',
      appealedAt: null,
    });
    const mine = await s.call<AnyJson>('/api/v1/user/review', { token: author });
    const listed = mine.data.reviews.find((r: AnyJson) => r.reviewInfo.moderation);
    expect(listed.reviewInfo.moderation.notice).toBe('신고로 임시 조치된 후기예요');
    const edit = await s.call(`/api/v1/review/${F.reviewGeneral1}`, {
      method: 'PUT',
      token: author,
      json: {},
    });
    expect(edit.status).toBe(409);

    const mail = await query<{ subject: string }>(
      s.ctx.db,
      sql`SELECT subject FROM outbox WHERE "to" = 'kim@ganada.ac.kr'`,
    );
    expect(mail.map((m) => m.subject)).toContain('[찐빵] 후기가 임시 조치되었어요');

    const unblinded = await act(F.reviewGeneral1, 'unblind');
    expect(unblinded.status).toBe(200);
    expect(await place()).toEqual(before);
    expect(
      (await s.call(`/api/v1/review/${F.reviewGeneral1}?reviewType=GENERAL`, { token: other })).status,
    ).toBe(200);
  });

  it('the author asks for a review once; staff see it and may uphold; an upheld blind does not end by itself', async () => {
    expect((await act(F.reviewGeneral1, 'blind', '신고 누적')).status).toBe(200);
    const ask = (token: string) =>
      s.call(`/api/v1/review/${F.reviewGeneral1}/appeal`, {
        method: 'POST',
        token,
        json: { message: '사실만 적었어요.' },
      });
    expect((await ask(other)).status).toBe(404);
    expect((await ask(author)).status).toBe(200);
    expect((await ask(author)).status).toBe(409);
    const appealed = await moderator.call<{ items: AdminReviewSummary[] }>(
      '/api/admin/reviews?appealed=true',
    );
    expect(appealed.data.items.map((r) => r.id)).toEqual([F.reviewGeneral1]);
    expect((await review(F.reviewGeneral1)).data.appealText).toBe('사실만 적었어요.');
    const board = await moderator.call<AnyJson>('/api/admin/dashboard');
    expect(board.data.queues.appeals.count).toBe(1);

    expect((await act(F.reviewGeneral1, 'uphold')).status).toBe(200);
    await s.ctx.db.execute(
      sql`UPDATE reviews SET blinded_at = now() - interval '40 days' WHERE id = ${F.reviewGeneral1}`,
    );
    expect(await expireBlinds(s.ctx.db)).toBe(0);
    expect((await review(F.reviewGeneral1)).data.status).toBe('blinded');
    expect((await act(F.reviewGeneral1, 'unblind')).status).toBe(200);
  });

  it('returns by itself after 30 days, recorded as the service', async () => {
    expect((await act(F.reviewGeneral1, 'blind', '신고 누적')).status).toBe(200);
    expect(await place()).toMatchObject({ review_count: 1 });
    await s.ctx.db.execute(
      sql`UPDATE reviews SET blinded_until = now() - interval '1 minute' WHERE id = ${F.reviewGeneral1}`,
    );
    expect(await expireBlinds(s.ctx.db)).toBe(1);
    expect(await place()).toMatchObject({ review_count: 2 });
    const history = (await review(F.reviewGeneral1)).data.history;
    expect(history.at(-1)).toMatchObject({ action: 'review.blind_expired', actor: null });
  });
});

describe('delete, restore and masks', () => {
  it('deletes softly (the author is told why), and only an admin restores', async () => {
    const deleted = await act(F.reviewGeneral3, 'delete', '개인정보가 들어 있어요');
    expect(deleted.status).toBe(200);
    expect(await place(F.buildingHouse)).toMatchObject({ review_count: 0, rating: null });
    const own = await s.call(`/api/v1/review/${F.reviewGeneral3}?reviewType=GENERAL`, { token: author });
    expect(own.status).toBe(404);
    expect(own.message).toContain('개인정보가 들어 있어요');
    const mine = await s.call<AnyJson>('/api/v1/user/review', { token: author });
    expect(mine.data.reviews).toHaveLength(mine.data.itemNum);
    const mail = await query<{ text: string }>(
      s.ctx.db,
      sql`SELECT text FROM outbox WHERE subject = '[찐빵] 후기가 삭제되었어요'`,
    );
    expect(mail[0]?.text).toContain('개인정보가 들어 있어요');
    const { data } = await review(F.reviewGeneral3);
    const byModerator = await moderator.call(`/api/admin/reviews/${F.reviewGeneral3}/restore`, {
      method: 'POST',
      json: { version: data.version },
    });
    expect(byModerator.status).toBe(403);
    const restored = await admin.call<AdminReviewSummary>(`/api/admin/reviews/${F.reviewGeneral3}/restore`, {
      method: 'POST',
      json: { version: data.version },
    });
    expect(restored.data.status).toBe('public');
    expect(await place(F.buildingHouse)).toMatchObject({ review_count: 1, rating: 3 });
  });

  it('masks a span with a reason (students see ●, staff the original) and lifts it', async () => {
    const original = (await review(F.reviewGeneral2)).data.content;
    let { data } = await review(F.reviewGeneral2);
    const masked = await moderator.call<AdminReviewDetail>(`/api/admin/reviews/${F.reviewGeneral2}/masks`, {
      method: 'POST',
      json: { version: data.version, start: 0, end: 5, reason: 'personal_info' },
    });
    expect(masked.status).toBe(200);
    expect(masked.data.content).toBe(`●●●●●${[...original].slice(5).join('')}`);
    expect(masked.data.originalContent).toBe(original);
    expect(masked.data.masks[0]).toMatchObject({
      start: 0,
      end: 5,
      reason: 'personal_info',
      original: [...original].slice(0, 5).join(''),
    });
    const seen = await s.call<AnyJson>(`/api/v1/review/${F.reviewGeneral2}?reviewType=GENERAL`, {
      token: author,
    });
    expect(seen.data.reviewInfo.content.startsWith('●●●●●')).toBe(true);
    const overlap = await moderator.call(`/api/admin/reviews/${F.reviewGeneral2}/masks`, {
      method: 'POST',
      json: { version: masked.data.version, start: 3, end: 8, reason: 'abuse' },
    });
    expect(overlap.status).toBe(409);
    const other = await moderator.call(`/api/admin/reviews/${F.reviewGeneral2}/masks`, {
      method: 'POST',
      json: { version: masked.data.version, start: 10, end: 12, reason: 'other' },
    });
    expect(other.status).toBe(400);
    const maskId = masked.data.masks[0]?.id;
    const lifted = await moderator.call<AdminReviewDetail>(
      `/api/admin/reviews/${F.reviewGeneral2}/masks/${maskId}?version=${masked.data.version}`,
      { method: 'DELETE' },
    );
    expect(lifted.data.content).toBe(original);
    expect(lifted.data.masks).toEqual([]);
    ({ data } = await review(F.reviewGeneral2));
    expect(data.history.map((h) => h.action)).toEqual(
      expect.arrayContaining(['review.mask', 'review.unmask']),
    );
  });
});

describe('prohibited words', () => {
  it('normalises and refuses duplicates; flags reviews that contain a word, new and existing, never changing them', async () => {
    const added = await admin.call<AnyJson>('/api/admin/words', {
      method: 'POST',
      json: { word: '방음 최악' },
    });
    expect(added.status).toBe(200);
    expect(added.data.word).toBe('방음최악');
    expect(
      (await admin.call('/api/admin/words', { method: 'POST', json: { word: '방음최악' } })).status,
    ).toBe(409);
    expect(
      (await admin.call('/api/admin/words', { method: 'POST', json: { word: ' 방음  최악 ' } })).status,
    ).toBe(409);

    const content = `${CONTENT} 그리고 방음최악 이었어요.`;
    const created = await s.call<AnyJson>('/api/v1/review/AGENCY', {
      method: 'POST',
      token: other,
      json: agencyBody({ agencyReview: { rating: 4, content } }),
    });
    expect([created.status, created.message]).toEqual([200, '후기가 등록되었어요.']);
    const id = created.data.reviewId as number;
    const flagged = await moderator.call<{ items: AdminReviewSummary[] }>('/api/admin/reviews?flagged=true');
    const item = flagged.data.items.find((r) => r.id === id);
    expect(item?.flags.map((f) => f.word)).toEqual(['방음최악']);
    expect(item?.content).toBe(content);

    // A word added later flags the reviews that already contain it.
    const existing = await admin.call<AnyJson>('/api/admin/words', {
      method: 'POST',
      json: { word: '방음이' },
    });
    expect(existing.data.flaggedReviews).toBeGreaterThan(0);
    expect((await act(id, 'clear_flags')).status).toBe(200);
    expect((await review(id)).data.flags).toEqual([]);
    const off = await admin.call<AnyJson>(`/api/admin/words/${existing.data.id}`, {
      method: 'PATCH',
      json: { enabled: false },
    });
    expect(off.data.enabled).toBe(false);
    expect((await admin.call(`/api/admin/words/${existing.data.id}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('starts with the repository list, once', async () => {
    const { seedDefaultWords } = await import('../src/admin/words.ts');
    const first = await seedDefaultWords(s.ctx.db);
    expect(first).toBeGreaterThan(30);
    expect(await seedDefaultWords(s.ctx.db)).toBe(0);
    const list = await moderator.call<AnyJson>('/api/admin/words?q=개새끼');
    expect(list.data.items.map((w: AnyJson) => w.word)).toContain('개새끼');
  });
});

describe('audit trail', () => {
  it('lists every action with who, what and before/after, searchable, and exports CSV with a BOM', async () => {
    const all = await moderator.call<AnyJson>('/api/admin/audit?targetType=review&size=100');
    const actions = new Set(all.data.items.map((e: AnyJson) => e.action));
    for (const a of [
      'review.dismiss',
      'review.blind',
      'review.unblind',
      'review.uphold',
      'review.delete',
      'review.restore',
      'review.mask',
      'review.unmask',
      'review.clear_flags',
    ])
      expect(actions).toContain(a);
    const searched = await moderator.call<AnyJson>(`/api/admin/audit?q=${encodeURIComponent('개인정보가')}`);
    expect(searched.data.items.map((e: AnyJson) => e.action)).toContain('review.delete');
    const byActor = await moderator.call<AnyJson>(
      `/api/admin/audit?actorId=${admin.id}&action=review.restore`,
    );
    expect(byActor.data.total).toBe(1);

    const csv = await admin.request('/api/admin/audit/export.csv?targetType=review');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')[0]).toBe(
      '번호,시각(KST),운영진,아이디,작업,작업 코드,대상,대상 번호,사유,변경 전,변경 후',
    );
    expect(text).toContain('임시조치');
    const exported = await moderator.call<AnyJson>('/api/admin/audit?action=audit.export');
    expect(exported.data.items[0].actor.id).toBe(admin.id);
    // Append-only on the database too.
    await expect(s.ctx.db.execute(sql`UPDATE audit_log SET reason = 'x'`)).rejects.toThrow();
    await expect(s.ctx.db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
  });

  it('the dashboard counts queues and days', async () => {
    const board = await moderator.call<AnyJson>('/api/admin/dashboard');
    expect(board.data.daily).toHaveLength(30);
    expect(board.data.queues.flagged.count).toBeGreaterThanOrEqual(0);
    const today = board.data.daily.at(-1);
    expect(today.reports).toBeGreaterThan(0);
    expect(today.reviews).toBeGreaterThan(0);
  });
});
