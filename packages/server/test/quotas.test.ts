// Per-student quotas and the certificates policy: one account cannot fill the disk with certificates, the map
// with places or the moderators' queue with reports.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveCertificate, rejectCertificate } from '../src/admin/certificates.ts';
import { certificates, users } from '../src/db/schema.ts';
import { housekeeping } from '../src/housekeeping.ts';
import { DECIDED_CERTIFICATE_KEEP_DAYS } from '../src/services/certificates.ts';
import { agencyBody } from './bodies.ts';
import { F } from './fixture.ts';
import { createTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 120_000);
afterAll(() => s?.close());

let serial = 0;
async function newUser(status: 'unverified' | 'verified') {
  const [row] = await s.ctx.db
    .insert(users)
    .values({ kakaoId: `quota-${++serial}`, nickname: '할당', status })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return { id: row.id, token: await s.token(row.id) };
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
function uploadCertificate(token: string) {
  const form = new FormData();
  form.append('file', new Blob([PDF]), 'certificate.pdf');
  return s.call('/api/v1/certificates/admission/verify', { method: 'POST', token, body: form });
}

function expectTooMany(res: { status: number; message: string }, message: RegExp) {
  expect(res.status).toBe(429);
  expect(res.message).toMatch(message);
}

describe('quotas answer 429 past their limit, in Korean, with Retry-After', () => {
  it('certificate uploads: 5 a day', async () => {
    const u = await newUser('unverified');
    for (let i = 0; i < s.config.quotas.certificateUploads; i++)
      expect((await uploadCertificate(u.token)).status).toBe(200);
    const form = new FormData();
    form.append('file', new Blob([PDF]), 'certificate.pdf');
    const res = await s.request('/api/v1/certificates/admission/verify', {
      method: 'POST',
      token: u.token,
      body: form,
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res.json()) as { message: string }).message).toBe(
      '재학 증명서는 하루에 5번까지 올릴 수 있어요. 내일 다시 올려 주세요.',
    );
    // One certificate waits per student: each upload replaced the one before, files included.
    const rows = await s.ctx.db.select().from(certificates).where(eq(certificates.userId, u.id));
    expect(rows).toHaveLength(1);
  });

  it('reviews: 10 an hour', async () => {
    const u = await newUser('verified');
    const create = () =>
      s.call('/api/v1/review/AGENCY', { method: 'POST', token: u.token, json: agencyBody() });
    for (let i = 0; i < s.config.quotas.reviews; i++) expect((await create()).status).toBe(200);
    expectTooMany(await create(), /^후기는 한 시간에 10개까지 쓸 수 있어요/);
    // Another student is not affected.
    const other = await newUser('verified');
    expect(
      (await s.call('/api/v1/review/AGENCY', { method: 'POST', token: other.token, json: agencyBody() }))
        .status,
    ).toBe(200);
  });

  it('reports: 10 an hour', async () => {
    const u = await newUser('verified');
    const report = (reason: string) =>
      s.call(`/api/v1/review/${F.reviewGeneral1}/report`, {
        method: 'POST',
        token: u.token,
        json: { reason },
      });
    // The first is filed; the next ones are refused as already reported, and still count.
    expect((await report('광고성 후기예요.')).status).toBe(200);
    for (let i = 1; i < s.config.quotas.reports; i++) expect((await report('광고예요')).status).toBe(409);
    expectTooMany(await report('또 광고예요'), /^신고는 한 시간에 10번까지 할 수 있어요/);
  });

  it('are configuration: JB_QUOTA_REVIEWS_PER_HOUR', async () => {
    const tight = await s.derive({ JB_QUOTA_REVIEWS_PER_HOUR: '1' });
    const u = await newUser('verified');
    const create = () =>
      tight.call('/api/v1/review/AGENCY', { method: 'POST', token: u.token, json: agencyBody() });
    expect((await create()).status).toBe(200);
    expectTooMany(await create(), /^후기는 한 시간에 1개까지/);
  });
});

describe('certificates policy (housekeeping)', () => {
  it(`deletes decided certificates ${DECIDED_CERTIFICATE_KEEP_DAYS} days after the decision, and those of students who left`, async () => {
    const kept = await newUser('unverified');
    const decidedLongAgo = await newUser('unverified');
    const decidedRecently = await newUser('unverified');
    const left = await newUser('unverified');
    for (const u of [kept, decidedLongAgo, decidedRecently, left])
      expect((await uploadCertificate(u.token)).status).toBe(200);
    const pendingOf = async (userId: number) => {
      const [row] = await s.ctx.db.select().from(certificates).where(eq(certificates.userId, userId));
      return { id: row?.id ?? 0, version: row?.version ?? 0 };
    };
    const approved = await pendingOf(decidedLongAgo.id);
    await approveCertificate(s.ctx, null, approved.id, {
      version: approved.version,
      universityId: F.univA,
      campusId: F.campusA1,
    });
    const rejected = await pendingOf(decidedRecently.id);
    await rejectCertificate(s.ctx, null, rejected.id, { version: rejected.version, reason: 'unreadable' });
    await s.ctx.db.execute(
      sql`UPDATE certificates SET decided_at = now() - make_interval(days => ${DECIDED_CERTIFICATE_KEEP_DAYS + 1})
          WHERE user_id = ${decidedLongAgo.id}`,
    );
    await s.ctx.db.update(users).set({ leftAt: new Date() }).where(eq(users.id, left.id));
    const before = await s.ctx.db.select().from(certificates);
    const fileOf = (userId: number) => before.find((c) => c.userId === userId)?.fileKey ?? '';

    await housekeeping(s.ctx);

    const remaining = new Set((await s.ctx.db.select().from(certificates)).map((c) => c.userId));
    expect(remaining.has(kept.id)).toBe(true);
    expect(remaining.has(decidedRecently.id)).toBe(true);
    expect(remaining.has(decidedLongAgo.id)).toBe(false);
    expect(remaining.has(left.id)).toBe(false);
    expect(await s.ctx.storage.get(fileOf(kept.id))).not.toBeNull();
    expect(await s.ctx.storage.get(fileOf(decidedLongAgo.id))).toBeNull();
    expect(await s.ctx.storage.get(fileOf(left.id))).toBeNull();
  });
});
