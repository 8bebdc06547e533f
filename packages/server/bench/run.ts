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
import { NO_MAP_FILTERS } from '@jjinbbang/domain';
import autocannon from 'autocannon';
import { generateSeed } from '../src/seed/index.ts';
import { mulberry32 } from '../src/seed/prng.ts';

const BUILDINGS = Number(process.env.BENCH_BUILDINGS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const root = resolve(fileURLToPath(import.meta.url), '../..');

const FILTERS = NO_MAP_FILTERS;

async function main() {
  // BENCH_DATA_DIR reuses a folder the server has seeded before (PGlite on disk, kept afterwards): minutes saved
  // per run while iterating. The figures of record come from a fresh in-memory database.
  const keptDir = process.env.BENCH_DATA_DIR;
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'jjinbbang-bench-'));
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
        DATABASE_URL: process.env.BENCH_DATABASE_URL ?? (keptDir ? '' : 'memory://'),
        SEED: 'on',
        SEED_BUILDINGS: String(BUILDINGS),
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        // The bench signs in through the local provider (a development tool).
        DEV_TOOLS: 'on',
        // Production behaviour: responses are not re-validated against the schemas.
        RESPONSE_VALIDATION: 'off',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // Ready = listening and answering; warm = the start-up warm-up (map cells around every campus) is done. The
    // bench measures a warm server, as students meet it after a deploy has settled; a first request before that
    // computes what it needs itself (a cold start is one warm-up long: the time printed below).
    let warmAt = 0;
    const warm = new Promise<void>((resolveWarm, reject) => {
      child?.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
      let buffer = '';
      child?.stdout?.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        if (buffer.includes('JJINBBANG_API_WARM')) {
          warmAt = performance.now();
          resolveWarm();
        }
      });
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
    const readyAt = performance.now();
    await warm;
    process.stdout.write(
      `Server seeded ${data.buildings.length} buildings, ${data.agencies.length} agencies, ${data.reviews.length} reviews ` +
        `and was ready after ${((readyAt - started) / 1000).toFixed(1)} s at ${base}, warm ${((warmAt - readyAt) / 1000).toFixed(1)} s later\n`,
    );

    // Search needs a signed-in user (the spec's call table): the bench signs in as the seeded verified student
    // through the local OAuth provider, as the app does, so search is measured answering, not refusing.
    const token = await signIn(base);
    const auth = { authorization: `Bearer ${token}` };

    const campuses = data.universities.flatMap((u) => u.campuses);
    const rnd = mulberry32(7);
    // A phone screen at map level 5: about 2.2 km × 1.6 km around a random campus, a new box for every request
    // (whole answers never repeat; what a server reuses has to come from inside it).
    const markerBody = () => {
      const c = campuses[Math.floor(rnd() * campuses.length)] ?? campuses[0];
      const lat = (c?.latitude ?? 37.5) + (rnd() - 0.5) * 0.02;
      const lng = (c?.longitude ?? 127) + (rnd() - 0.5) * 0.02;
      return JSON.stringify({
        bounds: { neLat: lat + 0.0075, neLng: lng + 0.0125, swLat: lat - 0.0075, swLng: lng - 0.0125 },
        filters: FILTERS,
      });
    };
    const words = [
      ...data.universities.slice(0, 50).map((u) => u.name.slice(0, 3)),
      ...data.buildings.slice(0, 200).map((b) => b.name.split(' ')[0] ?? b.name),
      ...data.buildings.slice(0, 100).map((b) => b.address.split(' ').slice(1, 2).join(' ')),
    ].filter((w) => w.trim().length >= 2);
    let searched = 0;
    const searchBody = () =>
      JSON.stringify({
        keyword: words[searched++ % words.length],
        num: 10,
        page: 1,
        sortBy: 'RCMND',
        filters: FILTERS,
      });

    const run = (opts: autocannon.Options) => {
      const times: number[] = [];
      const statuses: Record<number, number> = {};
      return new Promise<{ r: autocannon.Result; times: number[]; statuses: Record<number, number> }>(
        (resolveRun, reject) => {
          const instance = autocannon(opts, (err, r) =>
            err ? reject(err) : resolveRun({ r, times, statuses }),
          );
          instance.on('response', (_client, status, _bytes, ms) => {
            times.push(ms);
            statuses[status] = (statuses[status] ?? 0) + 1;
          });
        },
      );
    };
    const percentile = (sorted: number[], p: number) =>
      sorted.length === 0
        ? 0
        : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
    const results: {
      name: string;
      r: autocannon.Result;
      times: number[];
      statuses: Record<number, number>;
    }[] = [];
    for (const [name, path, nextBody, headers] of [
      ['markers', '/api/v1/map/markers', markerBody, {}],
      ['search', '/api/v1/map/search', searchBody, auth],
    ] as const) {
      // Warm-up so JIT and caches settle before measuring.
      await run({
        url: `${base}${path}`,
        connections: 10,
        duration: 2,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: nextBody(),
      });
      const { r, times, statuses } = await run({
        url: `${base}${path}`,
        connections: CONNECTIONS,
        duration: DURATION,
        requests: [
          {
            method: 'POST',
            path,
            headers: { 'content-type': 'application/json', ...headers },
            setupRequest: (req) => ({ ...req, body: nextBody() }),
          },
        ],
      });
      results.push({ name, r, times, statuses });
    }

    process.stdout.write(
      `\n${BUILDINGS} buildings, ${CONNECTIONS} connections, ${DURATION} s per endpoint\n`,
    );
    process.stdout.write('endpoint   p50 ms   p95 ms   p99 ms   max ms    req/s   non-2xx  errors\n');
    const summary: Record<string, { p50: number; p95: number; p99: number; max: number; errors: number }> =
      {};
    for (const { name, r, times, statuses } of results) {
      const sorted = [...times].sort((a, b) => a - b);
      summary[name] = {
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? 0,
        errors: r.errors + r.non2xx,
      };
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1));
      const max = (sorted.at(-1) ?? 0).toFixed(1);
      process.stdout.write(
        `${name.padEnd(9)} ${String(p50).padStart(6)} ${String(p95).padStart(8)} ${String(p99).padStart(8)} ${max.padStart(8)} ` +
          `${r.requests.average.toFixed(0).padStart(8)} ${String(r.non2xx).padStart(9)} ${String(r.errors).padStart(7)}\n`,
      );
      // What the errors were: answers by status, and requests that got no answer within autocannon's 10 s.
      if (r.non2xx > 0 || r.errors > 0) {
        process.stdout.write(
          `  ${name} answers by status ${JSON.stringify(statuses)}, timeouts ${r.timeouts}, other errors ${r.errors - r.timeouts}\n`,
        );
      }
    }
    if (process.argv.includes('--json')) process.stdout.write(`BENCH_JSON ${JSON.stringify(summary)}\n`);
  } finally {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child?.once('exit', r));
    }
    if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Signs in as the seeded verified student through the local OAuth provider; answers the access token. */
async function signIn(base: string): Promise<string> {
  const redirectUri = 'http://127.0.0.1:5173/login/kakao';
  const authorize = await fetch(`${base}/oauth/local/authorize`, {
    method: 'POST',
    body: new URLSearchParams({ redirect_uri: redirectUri, state: '', account: 'local-verified' }),
    redirect: 'manual',
  });
  const code = new URL(authorize.headers.get('location') ?? base).searchParams.get('code');
  if (!code) throw new Error(`local sign-in gave no code (${authorize.status})`);
  const login = (await fetch(`${base}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oauthProvider: 'kakao', oauthCode: code, redirectUri }),
  }).then((r) => r.json())) as { data?: { accessToken?: string } };
  const token = login.data?.accessToken;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
  return token;
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
