import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitEvents } from '../src/db/schema.ts';
import { PHOTO_UPLOADS_PER_HOUR } from '../src/services/photos.ts';
import { RenderPool } from '../src/services/render-pool.ts';
import { F } from './fixture.ts';
import { createTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await createTestServer();
  token = await s.token(F.verified2);
}, 120_000);
afterAll(() => s?.close());

function form(files: { bytes: Uint8Array; name: string }[]) {
  const f = new FormData();
  f.append('category', 'review');
  for (const file of files) f.append('files', new Blob([file.bytes]), file.name);
  return f;
}

const upload = (files: { bytes: Uint8Array; name: string }[], as = token) =>
  s.call<{ urls: string[] }>('/api/v1/images', { method: 'POST', token: as, body: form(files) });

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid one-colour greyscale PNG: a few tens of KB on the wire, width × height bytes once decoded. */
function bombPng(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  // Each row: filter byte 0, then `width` zero pixels.
  const pixels = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', pixels),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

describe('photo input limits', () => {
  it('refuses a decompression bomb (8000 × 8000 px in a small file) by its header, before decoding', async () => {
    const bomb = bombPng(8000, 8000);
    expect(bomb.length).toBeLessThan(200_000);
    const before = s.ctx.renders.stats().started;
    const res = await upload([{ bytes: bomb, name: 'bomb.png' }]);
    expect(res).toMatchObject({
      status: 413,
      message: "'bomb.png' 파일: 사진이 너무 커요. 5,000만 화소 이하의 사진으로 올려 주세요.",
    });
    expect(s.ctx.renders.stats().started).toBe(before);
  });

  it('limits photos per student and hour: the next one is a 429 with Retry-After, nothing stored', async () => {
    const as = await s.token(F.verified);
    await s.ctx.db
      .insert(rateLimitEvents)
      .values(Array.from({ length: PHOTO_UPLOADS_PER_HOUR }, () => ({ key: `photos:user:${F.verified}` })));
    const photo = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#7a3' } })
      .png()
      .toBuffer();
    const res = await s.request('/api/v1/images', {
      method: 'POST',
      headers: { authorization: `Bearer ${as}` },
      body: form([{ bytes: new Uint8Array(photo), name: 'one-more.png' }]),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res.json()) as { message: string }).message).toBe(
      `사진은 한 시간에 ${PHOTO_UPLOADS_PER_HOUR}장까지 올릴 수 있어요. 잠시 후 다시 시도해 주세요.`,
    );
    // Another student is not affected.
    expect((await upload([{ bytes: new Uint8Array(photo), name: 'mine.png' }])).status).toBe(200);
  });

  it('30 simultaneous requests of one new variant render it once and all get the same bytes', async () => {
    const wide = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const [url] = (await upload([{ bytes: new Uint8Array(wide), name: 'wide.png' }])).data.urls;
    const variant = (url ?? '').replace(/\.jpg$/, '.w2048.avif');
    const before = s.ctx.renders.stats().started;
    const answers = await Promise.all(Array.from({ length: 30 }, () => s.request(variant)));
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    const bodies = await Promise.all(
      answers.map(async (a) => Buffer.from(await a.arrayBuffer()).toString('base64')),
    );
    expect(new Set(bodies).size).toBe(1);
    const rendered = s.ctx.renders.stats().started - before;
    expect(rendered).toBe(1);
    console.info(`[photos] 30 simultaneous GETs of one new variant: ${rendered} render`);
    // Stored: the next request reads the file.
    expect((await s.request(variant)).status).toBe(200);
    expect(s.ctx.renders.stats().started - before).toBe(1);
  });
});

describe('the render pool', () => {
  const deferred = () => {
    let resolve = () => {};
    const promise = new Promise<void>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  };

  it('runs at most `concurrency` jobs at once, in arrival order, and refuses beyond its queue with a 503', async () => {
    const pool = new RenderPool(2, 3);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const gates = Array.from({ length: 5 }, deferred);
    const jobs = gates.map((gate, i) =>
      pool.run(async () => {
        running++;
        most = Math.max(most, running);
        order.push(i);
        await gate.promise;
        running--;
        return i;
      }),
    );
    await expect(pool.run(async () => 'sixth')).rejects.toMatchObject({
      status: 503,
      headers: { 'retry-after': '5' },
    });
    expect(pool.stats()).toMatchObject({ running: 2, queued: 3, refused: 1 });
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(pool.stats()).toMatchObject({ running: 0, queued: 0, started: 5 });
  });

  it('shares one run among callers of the same key, and runs again once it is done', async () => {
    const pool = new RenderPool(1, 10);
    let runs = 0;
    const gate = deferred();
    const job = async () => {
      runs++;
      await gate.promise;
      return runs;
    };
    const shared = Promise.all([pool.once('a', job), pool.once('a', job), pool.once('a', job)]);
    gate.resolve();
    expect(await shared).toEqual([1, 1, 1]);
    expect(await pool.once('a', job)).toBe(2);
  });
});
