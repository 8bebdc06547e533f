// A fresh machine's console has certificates to decide: every seeded student waiting for staff has one, with a
// picture staff can open.
import type { CertificateItem } from '@jjinbbang/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { submitSeedCertificates } from '../src/seed/certificates.ts';
import { generateSeed } from '../src/seed/index.ts';
import type { SeedData } from '../src/seed/types.ts';
import { createTestServer, type TestServer } from './helpers.ts';
import { signInStaff } from './staff-helpers.ts';

let s: TestServer;
let data: SeedData;
beforeAll(async () => {
  data = generateSeed({ totalBuildings: 40 });
  s = await createTestServer({ data });
}, 120_000);
afterAll(() => s?.close());

it('queues a certificate with a picture for every seeded student waiting for staff', async () => {
  const waiting = data.users.filter((u) => u.status === 'pending');
  expect(waiting.length).toBeGreaterThan(0);
  expect(await submitSeedCertificates(s.ctx, data)).toBe(waiting.length);
  const staff = await signInStaff(s, 'moderator');
  const list = await staff.call<{ items: CertificateItem[] }>(
    '/api/admin/certificates?state=pending&size=100',
  );
  expect(list.data.items.map((i) => i.student.id).sort((a, b) => a - b)).toEqual(
    waiting.map((u) => u.id).sort((a, b) => a - b),
  );
  const first = list.data.items[0] as CertificateItem;
  const file = await staff.request(`/api/admin/certificates/${first.id}/file`);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('image/png');
});
