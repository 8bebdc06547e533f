// npm run bench:upload -w packages/server
// The server's memory while it takes one large photo upload: starts the server (in-memory database, default
// seed), signs in as the seeded verified student, sends 20 photos of just under 10 MB each in one multipart request
// (about 190 MiB, streamed by the client), and samples the server process's resident memory (/proc/<pid>/status)
// every 20 ms before, during and after. Also reports what the server made of one 12-megapixel photo.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { signIn } from '../fuzz/sessions.ts';

const FILES = Number(process.env.BENCH_UPLOAD_FILES ?? 20);
const root = resolve(fileURLToPath(import.meta.url), '../..');
const MiB = 1024 * 1024;

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

/** A 12-megapixel (4032×3024) JPEG of camera-like noise just under the 10 MB per-photo cap: the worst case. */
async function noisyPhoto(): Promise<Buffer> {
  const [w, h] = [4032, 3024];
  const raw = Buffer.alloc(w * h * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.random() * 256) | 0;
  for (let quality = 92; quality > 40; quality -= 2) {
    const jpeg = await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length < 10_400_000) return jpeg;
  }
  throw new Error('could not make a photo under 10 MB');
}

/**
 * A 12-megapixel JPEG that compresses like a phone photo of a room (about 2.3 MiB): flat shapes under texture at
 * four scales, so detail survives the scaling to 2048 px as it does in a real photo; tagged with camera EXIF and a
 * GPS position, as phones write them.
 */
async function realisticPhoto(): Promise<Buffer> {
  const [w, h] = [4032, 3024];
  const layer = async (div: number, amp: number) => {
    const lw = Math.ceil(w / div);
    const lh = Math.ceil(h / div);
    const g = Buffer.alloc(lw * lh * 3);
    for (let i = 0; i < g.length; i++) g[i] = 128 - amp / 2 + ((Math.random() * amp) | 0);
    return sharp(g, { raw: { width: lw, height: lh, channels: 3 } })
      .resize(w, h, { kernel: 'cubic' })
      .png()
      .toBuffer();
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <rect width="${w}" height="${h}" fill="#e9dccb"/><rect y="2050" width="${w}" height="974" fill="#8a6440"/>
    <rect x="2300" y="300" width="1200" height="1100" fill="#bcd9f2" stroke="#fff" stroke-width="40"/>
    <rect x="300" y="1400" width="1400" height="800" rx="40" fill="#998877"/></svg>`;
  const layers = [await layer(1, 16), await layer(3, 50), await layer(12, 90), await layer(48, 120)];
  return sharp(Buffer.from(svg))
    .composite(layers.map((input) => ({ input, blend: 'overlay' as const })))
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 35/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '127/1 1/1 48/1',
      },
    })
    .toBuffer();
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'jjinbbang-upload-bench-'));
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: 'memory://',
      // Signs in as the seeded verified student through the local provider.
      DEV_TOOLS: 'on',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const base = await new Promise<string>((resolveUrl, reject) => {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /JJINBBANG_API_READY (\S+)/.exec(out);
        if (match?.[1]) resolveUrl(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    });
    const { accessToken: token } = await signIn(base, 'local-verified');
    const pid = child.pid ?? 0;

    const upload = async (photos: Buffer[]) => {
      const form = new FormData();
      form.append('category', 'review');
      for (const [i, p] of photos.entries()) {
        form.append('files', new Blob([new Uint8Array(p)], { type: 'image/jpeg' }), `photo-${i}.jpg`);
      }
      const res = await fetch(`${base}/api/v1/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      return {
        status: res.status,
        body: (await res.json()) as { message: string; data: { urls: string[] } | null },
      };
    };

    // One realistic photo first: what a student's 12 MP photo becomes.
    const real = await realisticPhoto();
    const one = await upload([real]);
    const url = one.body.data?.urls[0];
    if (url) {
      const served = await fetch(new URL(url, base));
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      process.stdout.write(
        `12 MP photo (4032×3024, EXIF+GPS): ${(real.length / MiB).toFixed(2)} MiB → served ${(bytes.length / 1024).toFixed(0)} KiB, ` +
          `${meta.width}×${meta.height} ${meta.format}, EXIF ${meta.exif ? 'kept' : 'gone'}\n`,
      );
    } else {
      process.stdout.write(`12 MP photo: upload answered ${one.status} ${one.body.message}\n`);
    }

    const photo = await noisyPhoto();
    const photos = Array.from({ length: FILES }, () => photo);
    const total = photos.reduce((n, p) => n + p.length, 0);
    const before = rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(pid));
    }, 20);
    const started = performance.now();
    const result = await upload(photos);
    const ms = performance.now() - started;
    clearInterval(sampler);
    const after = rssOf(pid);
    process.stdout.write(
      `${FILES} photos of ${(photo.length / MiB).toFixed(2)} MiB in one request (${(total / MiB).toFixed(0)} MiB): ` +
        `answered ${result.status} in ${(ms / 1000).toFixed(1)} s\n` +
        `server RSS before ${(before / MiB).toFixed(0)} MiB, peak ${(peak / MiB).toFixed(0)} MiB ` +
        `(+${((peak - before) / MiB).toFixed(0)} MiB), after ${(after / MiB).toFixed(0)} MiB\n`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
