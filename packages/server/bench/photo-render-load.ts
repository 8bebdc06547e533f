// npm run bench:photos -w packages/server
// How long a plain photo GET (a stored file) takes while the server decodes and renders large photos, with the
// render pool bounded (the default PHOTO_RENDER_CONCURRENCY) and practically unbounded (64, what the server did
// before the pool). Each run starts the server (in-memory database, small seed), uploads one small photo and 16
// photos of 2048 px, then — while fetching the small photo one request after another — sends 8 uploads of a
// 49-megapixel PNG (just under the cap) at once and asks for the 16 photos' AVIF variants at once.
// BENCH_RENDER_CONCURRENCY=1,64 chooses the runs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { TEST_ACCOUNTS } from '../src/seed/index.ts';

const SECRET = 'bench-secret-bench-secret-bench-secret';
const root = resolve(fileURLToPath(import.meta.url), '../..');
const RUNS = (process.env.BENCH_RENDER_CONCURRENCY ?? 'default,64').split(',');

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A one-colour RGB PNG of width × height: small on the wire, every pixel decoded by the server. */
function flatPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width * 3 + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function noisePhoto(seed: number): Promise<Buffer> {
  const [w, h] = [2048, 1536];
  const raw = Buffer.alloc(w * h * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = x >>> 24;
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function run(concurrency: string, big: Buffer, photos: Buffer[]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'jjinbbang-photo-bench-'));
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: 'memory://',
      JWT_SECRET: SECRET,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      SEED_BUILDINGS: '50',
      ...(concurrency === 'default' ? {} : { PHOTO_RENDER_CONCURRENCY: concurrency }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const base = await new Promise<string>((resolveUrl, reject) => {
      let out = '';
      child.stdout?.on('data', (data: Buffer) => {
        out += data.toString();
        const match = /JJINBBANG_API_READY (\S+)/.exec(out);
        if (match?.[1]) resolveUrl(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    });
    const verified = TEST_ACCOUNTS.find((a) => a.kakaoId === 'local-verified');
    if (!verified) throw new Error('no seeded verified student');
    const token = await new SignJWT({ typ: 'access', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('jjinbbang')
      .setSubject(String(verified.userId))
      .setJti('bench')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(SECRET));
    const upload = async (files: Buffer[]) => {
      const form = new FormData();
      form.append('category', 'review');
      for (const [i, p] of files.entries()) form.append('files', new Blob([new Uint8Array(p)]), `p${i}.png`);
      const res = await fetch(`${base}/api/v1/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const body = (await res.json()) as { data: { urls: string[] } | null; message: string };
      return { status: res.status, urls: body.data?.urls ?? [], message: body.message };
    };
    const small = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8a6' } })
      .jpeg()
      .toBuffer();
    const [plain] = (await upload([small])).urls;
    const mains = (await upload(photos)).urls;
    if (!plain || mains.length !== photos.length) throw new Error('setup uploads failed');
    const plainUrl = new URL(plain, base);
    const sample = async () => {
      const started = performance.now();
      const res = await fetch(plainUrl);
      await res.arrayBuffer();
      return performance.now() - started;
    };
    const idle: number[] = [];
    for (let i = 0; i < 20; i++) idle.push(await sample());

    let loading = true;
    const busy: number[] = [];
    const sampler = (async () => {
      while (loading) {
        busy.push(await sample());
        await new Promise((r) => setTimeout(r, 25));
      }
    })();
    const started = performance.now();
    const statuses = await Promise.all([
      ...Array.from({ length: 8 }, async () => (await upload([big])).status),
      ...mains.map(async (url) => (await fetch(new URL(url.replace(/\.jpg$/, '.w2048.avif'), base))).status),
    ]);
    const loadMs = performance.now() - started;
    loading = false;
    await sampler;
    idle.sort((a, b) => a - b);
    busy.sort((a, b) => a - b);
    const fmt = (n: number) => `${n.toFixed(0)} ms`;
    const counts = new Map<number, number>();
    for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
    process.stdout.write(
      `PHOTO_RENDER_CONCURRENCY=${concurrency}: load (8 × 49 MP uploads + 16 AVIF w2048 renders) took ${(loadMs / 1000).toFixed(1)} s, ` +
        `answers ${[...counts].map(([code, n]) => `${n}×${code}`).join(' ')}\n` +
        `  plain photo GET idle:      p50 ${fmt(quantile(idle, 0.5))}, max ${fmt(idle.at(-1) ?? 0)}\n` +
        `  plain photo GET under load: p50 ${fmt(quantile(busy, 0.5))}, p95 ${fmt(quantile(busy, 0.95))}, ` +
        `max ${fmt(busy.at(-1) ?? 0)} (${busy.length} requests)\n`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const big = flatPng(7000, 7000);
  const photos = await Promise.all(Array.from({ length: 16 }, (_, i) => noisePhoto(i + 1)));
  for (const concurrency of RUNS) await run(concurrency, big, photos);
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
