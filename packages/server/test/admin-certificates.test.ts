// The staff check of admission certificates through the admin API: the queue, the picture, the OCR pre-check,
// approving with a university, rejecting with a reason (the student sees 반려 and uploads again), 409 for the
// second decision, and the audit trail.
import type { CertificateItem } from '@jjinbbang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainPrecheckQueue, precheckAvailable, runInBackground } from '../src/admin/precheck.ts';
import { query } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { certificatePdf, certificatePng, receiptPng } from './certificate-images.ts';
import { F } from './fixture.ts';
import { type AnyJson, createTestServer, type TestServer } from './helpers.ts';
import { type StaffClient, signInStaff } from './staff-helpers.ts';

let s: TestServer;
let staff: StaffClient;
beforeAll(async () => {
  s = await createTestServer();
  staff = await signInStaff(s, 'moderator');
}, 120_000);
afterAll(() => s?.close());

async function student(name: string) {
  const [row] = await s.ctx.db
    .insert(users)
    .values({ kakaoId: `cert-${name}`, nickname: name, email: `${name}@mail.example`, status: 'unverified' })
    .returning();
  if (!row) throw new Error('no user');
  return { id: row.id, token: await s.token(row.id) };
}

async function upload(token: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const res = await s.call<{ univAuthentication: string }>('/api/v1/certificates/admission/verify', {
    method: 'POST',
    token,
    body: form,
  });
  expect(res.status).toBe(200);
  return res.data;
}

async function pendingOf(userId: number): Promise<CertificateItem> {
  const list = await staff.call<{ items: CertificateItem[] }>(
    '/api/admin/certificates?state=pending&size=100',
  );
  const item = list.data.items.find((i) => i.student.id === userId);
  if (!item) throw new Error(`no pending certificate of ${userId}`);
  return item;
}

const me = (token: string) => s.call<AnyJson>('/api/v1/user', { token });

describe('certificate queue and approval', () => {
  it('lists a new upload as pending, oldest first, with the waiting time and no 다시 올림 mark', async () => {
    const a = await student('queue-a');
    const b = await student('queue-b');
    await upload(a.token, await certificatePng({ university: '가나대학교' }), 'a.png');
    await upload(b.token, await certificatePng({ university: '다라대학교' }), 'b.png');
    const list = await staff.call<{ items: CertificateItem[]; total: number }>('/api/admin/certificates');
    const ids = list.data.items.map((i) => i.student.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    const item = list.data.items.find((i) => i.student.id === a.id) as CertificateItem;
    expect(item).toMatchObject({
      state: 'pending',
      resubmitted: false,
      previousRejections: 0,
      mimeType: 'image/png',
    });
    expect(item.waitingSeconds).toBeGreaterThanOrEqual(0);
    expect(item.decision).toBeNull();
  });

  it('approves with the university and campus: the student is 인증완료 at that university; a second decision is 409', async () => {
    const u = await student('approve');
    await upload(u.token, await certificatePng({ university: '가나대학교' }), 'c.png');
    const item = await pendingOf(u.id);
    const wrongCampus = await staff.call(`/api/admin/certificates/${item.id}/approve`, {
      method: 'POST',
      json: { version: item.version, universityId: F.univB, campusId: F.campusA1 },
    });
    expect(wrongCampus.status).toBe(400);
    const ok = await staff.call<CertificateItem>(`/api/admin/certificates/${item.id}/approve`, {
      method: 'POST',
      json: { version: item.version, universityId: F.univA, campusId: F.campusA2 },
    });
    expect(ok.status).toBe(200);
    expect(ok.data.decision).toMatchObject({
      state: 'approved',
      university: { id: F.univA, name: '가나대학교' },
      campus: { id: F.campusA2, name: '세종캠퍼스' },
      by: { id: staff.id },
    });
    const user = await me(u.token);
    expect(user.data).toMatchObject({
      univAuthentication: '인증완료',
      university: '가나대학교',
      rejection: null,
    });
    const again = await staff.call(`/api/admin/certificates/${item.id}/reject`, {
      method: 'POST',
      json: { version: item.version, reason: 'unreadable' },
    });
    expect(again.status).toBe(409);
    expect(again.message).toContain('먼저 처리');
    const audit = await staff.call<AnyJson>(`/api/admin/audit?targetType=certificate&targetId=${item.id}`);
    expect(audit.data.items.map((e: AnyJson) => e.action)).toEqual(['certificate.approve']);
    expect(audit.data.items[0].actor.id).toBe(staff.id);
    expect(audit.data.items[0].after).toMatchObject({ status: 'approved', universityId: F.univA });
  });

  it('rejects with a reason: the student sees 반려 and why, is mailed, uploads again (다시 올림), and is approved', async () => {
    const u = await student('reject');
    await upload(u.token, await certificatePdf({ university: '가나대학교' }), 'c.pdf');
    const item = await pendingOf(u.id);
    const noNote = await staff.call(`/api/admin/certificates/${item.id}/reject`, {
      method: 'POST',
      json: { version: item.version, reason: 'other' },
    });
    expect(noNote.status).toBe(400);
    const rejected = await staff.call<CertificateItem>(`/api/admin/certificates/${item.id}/reject`, {
      method: 'POST',
      json: { version: item.version, reason: 'wrong_school', note: '가나대학교 증명서를 올려 주세요.' },
    });
    expect(rejected.status).toBe(200);
    const user = await me(u.token);
    expect(user.data.univAuthentication).toBe('미인증');
    expect(user.data.rejection).toMatchObject({
      reason: 'wrong_school',
      label: '학교가 맞지 않아요',
      note: '가나대학교 증명서를 올려 주세요.',
    });
    const mails = await query<{ subject: string; text: string }>(
      s.ctx.db,
      sql`SELECT subject, text FROM outbox WHERE "to" = 'reject@mail.example'`,
    );
    expect(mails[0]?.text).toContain('학교가 맞지 않아요');

    // The certificate page accepts a new upload from 반려.
    expect(
      (await upload(u.token, await certificatePng({ university: '가나대학교' }), 'again.png'))
        .univAuthentication,
    ).toBe('인증대기');
    expect((await me(u.token)).data.rejection).toBeNull();
    const second = await pendingOf(u.id);
    expect(second).toMatchObject({ resubmitted: true, previousRejections: 1 });
    const detail = await staff.call<AnyJson>(`/api/admin/certificates/${second.id}`);
    expect(detail.data.history.map((h: AnyJson) => h.state)).toEqual(['rejected']);
    const approved = await staff.call(`/api/admin/certificates/${second.id}/approve`, {
      method: 'POST',
      json: { version: second.version, universityId: F.univA, campusId: F.campusA1 },
    });
    expect(approved.status).toBe(200);
    expect((await me(u.token)).data).toMatchObject({ univAuthentication: '인증완료', rejection: null });
  });

  it('serves the file and a picture of it to staff only, never cached; a PDF becomes its first page as PNG', async () => {
    const u = await student('viewer');
    const pdf = await certificatePdf({ university: '다라대학교' });
    await upload(u.token, pdf, 'c.pdf');
    const item = await pendingOf(u.id);
    const file = await staff.request(item.fileUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    const preview = await staff.request(item.previewUrl);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await preview.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect((await s.request(item.previewUrl)).status).toBe(401);
    expect((await s.request(item.fileUrl, { token: u.token })).status).toBe(403);
  });
});

describe('automatic pre-check (OCR)', () => {
  it('reads the university from our catalogue and the admission words off the request path', async () => {
    expect(await precheckAvailable()).toBe(true);
    const png = await student('ocr-png');
    const pdf = await student('ocr-pdf');
    const receipt = await student('ocr-receipt');
    await upload(png.token, await certificatePng({ university: '다라대학교' }), 'png.png');
    await upload(pdf.token, await certificatePdf({ university: '가나대학교' }), 'pdf.pdf');
    await upload(receipt.token, await receiptPng(), 'receipt.png');
    // The upload answered before any OCR ran: the certificate waits in the queue.
    expect((await pendingOf(png.id)).precheck.state).toBe('queued');
    expect(await drainPrecheckQueue(s.ctx)).toBeGreaterThanOrEqual(3);

    const a = (await pendingOf(png.id)).precheck;
    expect(a).toMatchObject({ state: 'done', university: { id: F.univB, name: '다라대학교' } });
    expect(a.words).toEqual(expect.arrayContaining(['합격', '입학']));
    expect(a.confidence).toBeGreaterThanOrEqual(0.75);
    expect(a.excerpt).toContain('다라대학교');

    const b = (await pendingOf(pdf.id)).precheck;
    expect(b).toMatchObject({ state: 'done', university: { id: F.univA } });
    expect(b.confidence).toBeGreaterThanOrEqual(0.75);

    const c = (await pendingOf(receipt.id)).precheck;
    expect(c).toMatchObject({ state: 'done', university: null });
    expect(c.confidence).toBeLessThan(0.5);
    const list = await staff.call<{ precheckAvailable: boolean }>('/api/admin/certificates');
    expect(list.data.precheckAvailable).toBe(true);
  }, 120_000);

  it('runs the OCR at the lowest priority and on one thread, so requests keep the processors', async () => {
    // The child reads its own niceness (field 19 of /proc/self/stat) once the server has lowered it.
    const { stdout } = await runInBackground(
      'sh',
      ['-c', 'sleep 0.3; cut -d" " -f19 /proc/$$/stat; echo "$OMP_THREAD_LIMIT"'],
      { timeout: 10_000, maxBuffer: 1024 },
    );
    expect(stdout.trim().split('\n')).toEqual(['19', '1']);
  });
});
