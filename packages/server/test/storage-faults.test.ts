import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statfsSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema.ts';
import { preparePhoto } from '../src/services/photos.ts';
import { sweepUnattachedUploads } from '../src/services/uploads.ts';
import { generalBody, newBuildingCode } from './bodies.ts';
import { F } from './fixture.ts';
import { createTestServer, type TestServer } from './helpers.ts';

/** Every file under a folder, as paths relative to it. */
function filesUnder(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(root, join(dir, e.name)) : [relative(root, join(dir, e.name))],
  );
}

async function noise(seed: number, size: number): Promise<Uint8Array> {
  const raw = Buffer.alloc(size * size * 3);
  let x = seed;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = x >>> 24;
  }
  return new Uint8Array(
    await sharp(raw, { raw: { width: size, height: size, channels: 3 } })
      .png()
      .toBuffer(),
  );
}

/**
 * The upload folder on a real, small file system (tmpfs) that fills up. Mounting needs root; where it is not
 * allowed the test is skipped and says so.
 */
const root = mkdtempSync(join(tmpdir(), 'jjinbbang-full-'));
const mounted =
  process.getuid?.() === 0 &&
  spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', root], { encoding: 'utf8' }).status === 0;
if (!mounted)
  console.info('[storage] tmpfs cannot be mounted here (needs root): the full-disk test is skipped');

describe.skipIf(!mounted)('a full disk (a 2 MB tmpfs as the upload folder)', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await createTestServer({ env: { UPLOAD_DIR: root } });
    token = await s.token(F.verified);
  }, 120_000);
  afterAll(async () => {
    await s?.close();
    spawnSync('umount', [root]);
    rmSync(root, { recursive: true, force: true });
  });

  const upload = (files: Uint8Array[]) => {
    const form = new FormData();
    form.append('category', 'review');
    files.forEach((bytes, i) => {
      form.append('files', new Blob([bytes]), `room-${i}.png`);
    });
    return s.call<{ urls: string[] }>('/api/v1/images', { method: 'POST', token, body: form });
  };

  it('507 in Korean when a photo does not fit; nothing partial, empty or temporary is left; then it works', async () => {
    const first = await noise(1, 700);
    const second = await noise(2, 700);
    const sizes = await Promise.all(
      [first, second].map(async (p) => (await preparePhoto(p, 'x')).bytes.length),
    );
    // Room for the first photo and half of the second.
    const { bavail, bsize } = statfsSync(root);
    writeFileSync(
      join(root, 'filler'),
      Buffer.alloc(bavail * bsize - (sizes[0] ?? 0) - (sizes[1] ?? 0) / 2 - 8192),
    );
    const full = await upload([first, second]);
    expect(full).toMatchObject({
      status: 507,
      message: '서버의 저장 공간이 부족해서 파일을 저장하지 못했어요. 잠시 후 다시 시도해 주세요.',
    });
    // All or nothing: the first photo, which fitted, is gone too; no half-written or empty file anywhere.
    expect(filesUnder(root)).toEqual(['filler']);
    expect(await s.ctx.db.select().from(uploads)).toEqual([]);

    rmSync(join(root, 'filler'));
    const fits = await upload([first, second]);
    expect(fits.status).toBe(200);
    for (const url of fits.data.urls) {
      const file = join(root, url.replace('/files/', ''));
      expect(statSync(file).size).toBeGreaterThan(0);
    }
  }, 60_000);
});

describe("a crash between deleting a photo's row and its files", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  }, 120_000);
  afterAll(() => s?.close());

  it('leaves files without a row (swept later), never a row without its file', async () => {
    const token = await s.token(F.verified);
    const form = new FormData();
    form.append('category', 'review');
    for (const seed of [11, 12, 13]) form.append('files', new Blob([await noise(seed, 40)]), `p${seed}.png`);
    const { data } = await s.call<{ urls: string[] }>('/api/v1/images', {
      method: 'POST',
      token,
      body: form,
    });
    const [x = '', y = '', z = ''] = data.urls;
    const created = await s.call<{ reviewId: number }>('/api/v1/review/GENERAL', {
      method: 'POST',
      token,
      json: generalBody([x, y], {
        buildingRequest: { ...generalBody([]).buildingRequest, buildingCode: newBuildingCode('CRASH-1') },
      }),
    });
    const key = x.replace('/files/', '');
    // The process "dies" when it starts removing files: nothing after the row's deletion happens.
    const storage = s.ctx.storage;
    const remove = storage.delete;
    storage.delete = () => Promise.reject(new Error('the process died here'));
    try {
      const edit = await s.call(`/api/v1/review/${created.data.reviewId}`, {
        method: 'PUT',
        token,
        json: generalBody([y, z], { buildingRequest: undefined }),
      });
      expect(edit.status).toBe(200);
    } finally {
      storage.delete = remove;
    }
    expect(await s.ctx.db.select().from(uploads).where(eq(uploads.key, key))).toEqual([]);
    expect(await storage.get(key)).not.toBeNull();
    // A day later the sweep finds the file no row refers to.
    const old = new Date(Date.now() - 25 * 3600_000);
    utimesSync(join(s.config.uploadDir, key), old, old);
    const swept = await sweepUnattachedUploads(s.ctx);
    expect(swept.orphans).toBe(1);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.get(y.replace('/files/', ''))).not.toBeNull();
  }, 60_000);
});
