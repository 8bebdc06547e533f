// Staff deciding at once (run on PGlite by `unit` and on PostgreSQL by `postgres`): of many simultaneous
// decisions on one certificate or one report group exactly one is taken, the rest answer 409; sign-in failures
// arriving together are counted exactly.
import type { AdminReviewDetail, CertificateItem } from '@jjinbbang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaff } from '../src/admin/staff.ts';
import { query } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { F } from './fixture.ts';
import { createTestServer, type TestServer } from './helpers.ts';
import { type StaffClient, signInStaff } from './staff-helpers.ts';

vi.setConfig({ testTimeout: 120_000 });

let s: TestServer;
let staff: StaffClient[];
beforeAll(async () => {
  s = await createTestServer();
  staff = [await signInStaff(s, 'moderator'), await signInStaff(s, 'admin')];
}, 120_000);
afterAll(() => s?.close());

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a]);
function statuses(list: { status: number }[]): Record<number, number> {
  const count: Record<number, number> = {};
  for (const r of list) count[r.status] = (count[r.status] ?? 0) + 1;
  return count;
}

describe('two staff on one certificate', () => {
  it('40 simultaneous approvals and rejections: exactly one decision, the rest 409', async () => {
    const [user] = await s.ctx.db
      .insert(users)
      .values({ kakaoId: 'race-cert', nickname: '경쟁', email: 'race@mail.example', status: 'unverified' })
      .returning();
    const form = new FormData();
    form.append('file', new Blob([PDF]), 'c.pdf');
    await s.request('/api/v1/certificates/admission/verify', {
      method: 'POST',
      token: await s.token(user?.id ?? 0),
      body: form,
    });
    const list = await staff[0]?.call<{ items: CertificateItem[] }>('/api/admin/certificates?size=100');
    const item = list?.data.items.find((c) => c.student.id === user?.id) as CertificateItem;
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const who = staff[i % 2] as StaffClient;
        return i % 2 === 0
          ? who.call(`/api/admin/certificates/${item.id}/approve`, {
              method: 'POST',
              json: { version: item.version, universityId: F.univA, campusId: F.campusA1 },
            })
          : who.call(`/api/admin/certificates/${item.id}/reject`, {
              method: 'POST',
              json: { version: item.version, reason: 'unreadable' },
            });
      }),
    );
    expect(statuses(results)).toEqual({ 200: 1, 409: 39 });
    const winner = results.findIndex((r) => r.status === 200);
    const [row] = await query<{ status: string; version: number }>(
      s.ctx.db,
      sql`SELECT status, version FROM certificates WHERE id = ${item.id}`,
    );
    expect(row).toEqual({ status: winner % 2 === 0 ? 'approved' : 'rejected', version: item.version + 1 });
    const [student] = await query<{ status: string }>(
      s.ctx.db,
      sql`SELECT status FROM users WHERE id = ${user?.id ?? 0}`,
    );
    expect(student?.status).toBe(winner % 2 === 0 ? 'verified' : 'rejected');
    const audit = await query<{ n: number }>(
      s.ctx.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE target_type = 'certificate' AND target_id = ${String(item.id)}`,
    );
    expect(audit[0]?.n).toBe(1);
  });
});

describe('two staff on one report group', () => {
  it('40 simultaneous dismissals, blinds and deletions: exactly one decision closes the group', async () => {
    for (const id of [F.verified2, F.pending, F.unverified]) {
      await s.ctx.db.execute(
        sql`INSERT INTO reports (review_id, reporter_id, reason) VALUES (${F.reviewGeneral1}, ${id}, '신고')`,
      );
    }
    const before = await staff[0]?.call<AdminReviewDetail>(`/api/admin/reviews/${F.reviewGeneral1}`);
    const version = before?.data.version as number;
    const actions = ['dismiss', 'blind', 'delete'] as const;
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (staff[i % 2] as StaffClient).call(`/api/admin/reviews/${F.reviewGeneral1}/actions`, {
          method: 'POST',
          json: { action: actions[i % 3], version, reason: '신고 누적' },
        }),
      ),
    );
    expect(statuses(results)).toEqual({ 200: 1, 409: 39 });
    const taken = actions[results.findIndex((r) => r.status === 200) % 3];
    const outcomes = await query<{ outcome: string; n: number }>(
      s.ctx.db,
      sql`SELECT outcome, count(*)::int AS n FROM reports WHERE review_id = ${F.reviewGeneral1} GROUP BY outcome`,
    );
    expect(outcomes).toEqual([
      { outcome: { dismiss: 'dismissed', blind: 'blinded', delete: 'deleted' }[taken as string], n: 3 },
    ]);
    const [review] = await query<{ status: string; moderation_version: number }>(
      s.ctx.db,
      sql`SELECT status, moderation_version FROM reviews WHERE id = ${F.reviewGeneral1}`,
    );
    expect(review).toEqual({
      status: taken === 'dismiss' ? 'public' : taken === 'blind' ? 'blinded' : 'deleted',
      moderation_version: version + 1,
    });
    const [place] = await query<{ review_count: number }>(
      s.ctx.db,
      sql`SELECT review_count FROM buildings WHERE id = ${F.buildingRoom}`,
    );
    expect(place?.review_count).toBe(taken === 'dismiss' ? 2 : 1);
    const audit = await query<{ n: number }>(
      s.ctx.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE target_type = 'review' AND target_id = ${String(F.reviewGeneral1)}`,
    );
    expect(audit[0]?.n).toBe(1);
  });
});

describe('sign-in failures arriving together', () => {
  it('30 wrong passwords at once for one login: 5 are checked (401), 25 refused (429)', async () => {
    await createStaff(s.ctx.db, null, {
      login: 'race-login',
      displayName: '경쟁',
      role: 'moderator',
      password: 'right password!',
    });
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        s.request('/api/admin/auth/login', {
          method: 'POST',
          json: { login: 'race-login', password: 'wrong password!' },
        }),
      ),
    );
    expect(statuses(results)).toEqual({ 401: 5, 429: 25 });
  });
});
