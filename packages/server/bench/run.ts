// npm run bench -w packages/server
// Starts the server on a free port with an in-memory database seeded with 100,000 buildings, and measures
// POST /api/v1/map/markers and POST /api/v1/map/search with autocannon (50 connections, ~10 s each).
// BENCH_DATABASE_URL points it at PostgreSQL instead of PGlite; `--json` ends the output with one line
// `BENCH_JSON {…}` (percentiles per endpoint) for the combined table of `npm run bench`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { generateSeed } from '../src/seed/index.ts';
import { mulberry32 } from '../src/seed/prng.ts';

const BUILDINGS = Number(process.env.BENCH_BUILDINGS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const root = resolve(fileURLToPath(import.meta.url), '../..');

const FILTERS = {
  viewType: 'BUILDING',
  buildType: ['ALL'],
  contractType: 'ALL',
  campus: null,
  depositMin: null,
  depositMax: null,
  monthlyRentMin: null,
  monthlyRentMax: null,
  inMaintenanceCost: null,
  reviewKeyword: null,
};

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'jjinbbang-bench-'));
  let child: ReturnType<typeof spawn> | null = null;
  try {
    process.stdout.write(`Generating ${BUILDINGS} buildings…\n`);
    const data = generateSeed({ totalBuildings: BUILDINGS });
    // The server seeds the same data set itself (same generator, same PRNG seed) into an in-memory database.
    const started = performance.now();
    child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'memory://',
        SEED: 'on',
        SEED_BUILDINGS: String(BUILDINGS),
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        // Production behaviour: responses are not re-validated against the schemas.
        RESPONSE_VALIDATION: 'off',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const base = await new Promise<string>((resolveUrl, reject) => {
      let buffer = '';
      child?.stdout?.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const match = /JJINBBANG_API_READY (\S+)/.exec(buffer);
        if (match?.[1]) resolveUrl(match[1]);
      });
      child?.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    process.stdout.write(
      `Server seeded ${data.buildings.length} buildings, ${data.agencies.length} agencies, ${data.reviews.length} reviews ` +
        `and was ready after ${((performance.now() - started) / 1000).toFixed(1)} s at ${base}\n`,
    );

    const campuses = data.universities.flatMap((u) => u.campuses);
    const rnd = mulberry32(7);
    // A phone screen at map level 5: about 2.2 km × 1.6 km around a random campus.
    const markerBodies = Array.from({ length: 500 }, () => {
      const c = campuses[Math.floor(rnd() * campuses.length)] ?? campuses[0];
      const lat = (c?.latitude ?? 37.5) + (rnd() - 0.5) * 0.02;
      const lng = (c?.longitude ?? 127) + (rnd() - 0.5) * 0.02;
      return JSON.stringify({
        bounds: { neLat: lat + 0.0075, neLng: lng + 0.0125, swLat: lat - 0.0075, swLng: lng - 0.0125 },
        filters: FILTERS,
      });
    });
    const words = [
      ...data.universities.slice(0, 50).map((u) => u.name.slice(0, 3)),
      ...data.buildings.slice(0, 200).map((b) => b.name.split(' ')[0] ?? b.name),
      ...data.buildings.slice(0, 100).map((b) => b.address.split(' ').slice(1, 2).join(' ')),
    ].filter((w) => w.trim().length >= 2);
    const searchBodies = Array.from({ length: 500 }, (_, i) =>
      JSON.stringify({
        keyword: words[i % words.length],
        num: 10,
        page: 1,
        sortBy: 'RCMND',
        filters: FILTERS,
      }),
    );

    const run = (opts: autocannon.Options) => {
      const times: number[] = [];
      return new Promise<{ r: autocannon.Result; times: number[] }>((resolveRun, reject) => {
        const instance = autocannon(opts, (err, r) => (err ? reject(err) : resolveRun({ r, times })));
        instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
      });
    };
    const percentile = (sorted: number[], p: number) =>
      sorted.length === 0
        ? 0
        : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
    const results: { name: string; r: autocannon.Result; times: number[] }[] = [];
    for (const [name, path, bodies] of [
      ['markers', '/api/v1/map/markers', markerBodies],
      ['search', '/api/v1/map/search', searchBodies],
    ] as const) {
      // Warm-up so JIT and caches settle before measuring.
      await run({
        url: `${base}${path}`,
        connections: 10,
        duration: 2,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: bodies[0],
      });
      let i = 0;
      const { r, times } = await run({
        url: `${base}${path}`,
        connections: CONNECTIONS,
        duration: DURATION,
        requests: [
          {
            method: 'POST',
            path,
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => ({ ...req, body: bodies[i++ % bodies.length] }),
          },
        ],
      });
      results.push({ name, r, times });
    }

    process.stdout.write(
      `\n${BUILDINGS} buildings, ${CONNECTIONS} connections, ${DURATION} s per endpoint\n`,
    );
    process.stdout.write('endpoint   p50 ms   p95 ms   p99 ms    req/s   non-2xx  errors\n');
    const summary: Record<string, { p50: number; p95: number; p99: number; max: number; errors: number }> =
      {};
    for (const { name, r, times } of results) {
      const sorted = [...times].sort((a, b) => a - b);
      summary[name] = {
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? 0,
        errors: r.errors + r.non2xx,
      };
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1));
      process.stdout.write(
        `${name.padEnd(9)} ${String(p50).padStart(6)} ${String(p95).padStart(8)} ${String(p99).padStart(8)} ` +
          `${r.requests.average.toFixed(0).padStart(8)} ${String(r.non2xx).padStart(9)} ${String(r.errors).padStart(7)}\n`,
      );
    }
    if (process.argv.includes('--json')) process.stdout.write(`BENCH_JSON ${JSON.stringify(summary)}\n`);
  } finally {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child?.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
