#!/usr/bin/env node
// `npm run bench`: every performance figure in ONE table, each with its budget and ✅/❌.
//
//   1. the app's production build: JS and CSS (gzip) each page needs before its first paint, against the bundler's
//      own chunking (a second, measuring build without the app's chunk groups);
//   2. Lighthouse 12, mobile preset, median of 5 interleaved runs (`--runs`), on the production build served two
//      ways: as in production — by the API server (in-memory PGlite, seeded) over HTTPS with HTTP/2 and the build's
//      brotli copies — and behind a plain HTTP/1.1 static server (`vite preview`, gzip); `--serve production` or
//      `--serve preview` measures one. Pages: `/`, `/map`, a building page, a review page and a building with fewer
//      than three priced reviews (the detail pages signed in as the seeded verified student) — score, LCP, TBT, CLS
//      of every run, main-thread work and the fonts requested before the first paint;
//   3. interactions on the production path at 4× CPU slowdown (scripts/bench-interactions.mjs): a map pan and
//      zoom, opening a filter sheet, the wizard's "다음", a like;
//   4. what the design system costs a consumer (scripts/bench-packages.mjs, the ui package's own measurement);
//   5. the map's viewport change with 20,000 markers (scripts/bench-map.ts);
//   6. the server under 50 clients at 100,000 buildings, on PGlite and on a throwaway PostgreSQL cluster
//      (packages/server/bench/run.ts), and the place search at 100,000 buildings (packages/server/bench/place-search.mjs).
//
// `--skip lighthouse,interactions,packages,map,server,postgres` leaves parts out while iterating (the table says so).
// Exits 1 when a budget is missed. Budgets are never loosened here.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { CPU_SLOWDOWN } from './bench-interactions.mjs';
import { freePort } from './ports.mjs';

const root = resolve(import.meta.dirname, '..');
const appDir = join(root, 'packages/app');
const serverDir = join(root, 'packages/server');
const KB = 1024;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    skip: { type: 'string', default: '' },
    serve: { type: 'string', default: 'both' },
  },
});
const skip = new Set(values.skip.split(',').filter(Boolean));
const RUNS = Number(values.runs);
if (!['production', 'preview', 'both'].includes(values.serve))
  throw new Error('--serve is production, preview or both');
const SERVES = values.serve === 'both' ? ['production', 'preview'] : [values.serve];

export const BUDGETS = {
  score: 95,
  /** Behind a plain HTTP/1.1 static server. */
  http1Score: 90,
  tbtMs: 150,
  lcpMs: 2000,
  /** Every run of every page. */
  cls: 0,
  /**
   * The original front end's main-thread work on `/`, the one page it was measured on (Lighthouse, same machine):
   * what every page stays under behind the HTTP/1.1 server.
   */
  originalMainThreadMs: 2300,
  /** Each interaction at 4× CPU slowdown. */
  interactionMs: 100,
  homeJs: 90 * KB,
  css: 15 * KB,
  mainThreadMs: 1200,
  fontsBeforePaint: 2,
  markersPgP95: 50,
  searchPgP95: 100,
  pgliteMaxMs: 1000,
};

const rows = [];
/** One table row: area, figure, measured, budget, pass (true/false/null for no budget). */
const row = (area, figure, measured, budget = '', ok = null) =>
  rows.push({ area, figure, measured, budget, ok });
const log = (line) => process.stderr.write(`${line}\n`);
const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const ms = (n) => `${Math.round(n)} ms`;
const s = (n) => `${(n / 1000).toFixed(2)} s`;

// --- 1. The production build ---------------------------------------------------------------------------------

/**
 * Builds the app; returns per page the chunks and stylesheets it needs before its first paint (what index.html and
 * the boot script load, and the page's chunk with what it imports). `ownChunking` builds it without the app's
 * chunk groups (into a temporary folder): what no page may exceed.
 */
async function buildApp({ ownChunking = false } = {}) {
  const { build } = await import('vite');
  const graph = new Map();
  const outDir = ownChunking ? mkdtempSync(join(tmpdir(), 'jb-own-chunking-')) : join(appDir, 'dist');
  await build({
    root: appDir,
    configFile: join(appDir, 'vite.config.ts'),
    logLevel: 'error',
    build: ownChunking ? { outDir, emptyOutDir: true } : {},
    plugins: [
      ownChunking && {
        name: 'bench-own-chunking',
        config(config) {
          delete config.build.rolldownOptions.output.codeSplitting;
        },
      },
      {
        name: 'bench-graph',
        enforce: 'post',
        generateBundle(_, bundle) {
          for (const file of Object.values(bundle)) {
            if (file.type !== 'chunk') continue;
            graph.set(file.fileName, {
              imports: file.imports,
              css: [...(file.viteMetadata?.importedCss ?? [])],
              isEntry: file.isEntry,
              module: file.facadeModuleId ? relative(join(appDir, 'src'), file.facadeModuleId) : null,
            });
          }
        },
      },
    ],
  });
  const gz = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  const closure = (start, seen = new Set()) => {
    if (seen.has(start)) return seen;
    seen.add(start);
    for (const dep of graph.get(start)?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const entries = [...graph].filter(([, c]) => c.isEntry).map(([file]) => file);
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const htmlCss = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
  const pages = [];
  for (const [file, chunk] of graph) {
    if (!chunk.module || !/^routes\/.*Page\.tsx$/.test(chunk.module)) continue;
    const chunks = new Set([...entries.flatMap((entry) => [...closure(entry)]), ...closure(file)]);
    const css = new Set([...htmlCss, ...[...chunks].flatMap((c) => graph.get(c)?.css ?? [])]);
    pages.push({
      page: chunk.module.replace(/^routes\//, '').replace(/\.tsx$/, ''),
      js: [...chunks].reduce((sum, c) => sum + gz(c), 0),
      css: [...css].reduce((sum, c) => sum + gz(c), 0),
      files: chunks.size,
    });
  }
  const fonts = [...html.matchAll(/rel="preload" as="font"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
  if (ownChunking) rmSync(outDir, { recursive: true, force: true });
  return { pages: pages.sort((a, b) => a.page.localeCompare(b.page)), preloadedFonts: fonts };
}

// --- Processes ---------------------------------------------------------------------------------------------------

const children = new Set();
function start(command, args, { cwd, env, ready }) {
  return new Promise((resolveStart, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.add(child);
    let out = '';
    const onData = (chunk) => {
      out += chunk.toString();
      const match = ready.exec(out);
      if (match) resolveStart({ child, match });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      children.delete(child);
      reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${out.slice(-2000)}`));
    });
  });
}
function stop(child) {
  if (child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}
const stopAll = () => {
  for (const child of children) stop(child);
};
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

/** Runs a command to its end and returns its stdout (stderr passes through as progress). */
function runToEnd(command, args, { cwd = root, env = {} } = {}) {
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout.slice(-2000)}`);
  return result.stdout;
}

// --- 2. Lighthouse ------------------------------------------------------------------------------------------------

async function signIn(base) {
  const redirectUri = `${base}/login/kakao`;
  const authorize = await fetch(`${base}/oauth/local/authorize`, {
    method: 'POST',
    body: new URLSearchParams({ redirect_uri: redirectUri, state: '', account: 'local-verified' }),
    redirect: 'manual',
  });
  const code = new URL(authorize.headers.get('location') ?? base).searchParams.get('code');
  if (!code) throw new Error(`local sign-in gave no code (${authorize.status})`);
  const login = await fetch(`${base}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oauthProvider: 'kakao', oauthCode: code, redirectUri }),
  }).then((r) => r.json());
  if (!login?.data?.accessToken) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
  return { accessToken: login.data.accessToken, refreshToken: login.data.refreshToken };
}

/** A seeded building with reviews and photos, and its first review: the detail pages to measure. */
async function detailPages(base, session) {
  const headers = { authorization: `Bearer ${session.accessToken}` };
  for (let id = 1; id <= 400; id++) {
    const res = await fetch(`${base}/api/v1/building/${id}/review?page=0&num=10`, { headers });
    if (!res.ok) continue;
    const body = await res.json();
    // Items are the six-variant list items: `image` (first photo) and one `…ReviewInfo` object carrying the id.
    const withPhoto = (body?.data?.items ?? []).find((item) => item.image);
    const reviewId = withPhoto && Object.values(withPhoto).find((v) => typeof v?.id === 'number')?.id;
    if (reviewId) return { building: `/building/${id}`, review: `/building/review/${reviewId}` };
  }
  throw new Error('no seeded building with a photo review among the first 400');
}

/**
 * A seeded building with one or two priced reviews: its page shows no cost figure (fewer than three leases) and
 * fills its reviews and rating count from the network. 744 first, then the others in order.
 */
async function fewPricedBuilding(base) {
  for (const id of [744, ...Array.from({ length: 1500 }, (_, i) => i + 1)]) {
    const res = await fetch(`${base}/api/v1/building/${id}/cost?isAgency=false`);
    if (!res.ok) continue;
    const count = (await res.json())?.data?.sampleCount;
    if (count >= 1 && count < 3) return `/building/${id}`;
  }
  throw new Error('no seeded building with one or two priced reviews');
}

/**
 * A throwaway self-signed certificate for 127.0.0.1 (Debian's openssl): the page is served over HTTPS with HTTP/2,
 * as in production (README "Production"); Chromium is told to accept it.
 */
function selfSignedCertificate(dir) {
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { certFile, keyFile };
}

/**
 * Serves the build one way and measures it: Lighthouse on the five pages and, on the production path, the
 * interactions. `production`: the API server serves the build (APP_DIR) and the API on one origin over HTTPS with
 * HTTP/2 and the brotli copies the build wrote. `preview`: `vite preview` (HTTP/1.1, gzip per request) with the API
 * behind its proxy.
 */
async function measureServed(serve) {
  const apiData = mkdtempSync(join(tmpdir(), 'jb-bench-api-'));
  try {
    const production = serve === 'production';
    const tls = production ? selfSignedCertificate(apiData) : null;
    const { match: api } = await start(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/main.ts'],
      {
        cwd: serverDir,
        // The local sign-in provider needs development mode (Vite's build set NODE_ENV=production in this process);
        // responses skip schema re-validation, as in production.
        env: {
          DATA_DIR: apiData,
          DATABASE_URL: 'memory://',
          SEED: 'on',
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          NODE_ENV: 'development',
          DEV_TOOLS: 'on',
          RESPONSE_VALIDATION: 'off',
          ...(tls
            ? {
                APP_DIR: join(appDir, 'dist'),
                TLS_CERT_FILE: tls.certFile,
                TLS_KEY_FILE: tls.keyFile,
                OAUTH_REDIRECT_ALLOWLIST: 'https://127.0.0.1:*/login/kakao',
              }
            : {}),
        },
        ready: /JJINBBANG_API_READY (\S+)/,
      },
    );
    let base = api[1];
    if (production) {
      // This process signs in and finds the detail pages over the same HTTPS: trust the throwaway certificate.
      process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    } else {
      const port = await freePort();
      await start('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
        cwd: appDir,
        env: { JB_API_URL: api[1], NODE_ENV: 'production' },
        ready: new RegExp(`127\\.0\\.0\\.1:${port}`),
      });
      base = `http://127.0.0.1:${port}`;
    }
    const session = await signIn(base);
    const detail = await detailPages(base, session);
    const few = await fewPricedBuilding(base);
    if (!skip.has('lighthouse'))
      log(`Lighthouse on ${base}: /, /map, ${detail.building}, ${detail.review}, ${few} × ${RUNS}`);
    const { runLighthouse } = await import('./bench-lighthouse.mjs');
    const lh = skip.has('lighthouse')
      ? {}
      : await runLighthouse({
          base,
          runs: RUNS,
          session,
          ignoreCertificateErrors: production,
          log,
          pages: [
            { name: '/', path: '/' },
            { name: '/map', path: '/map' },
            { name: 'building', path: detail.building, session: true },
            { name: 'review', path: detail.review, session: true },
            { name: 'building, < 3 priced reviews', path: few, session: true },
          ],
        });
    let interactions = null;
    if (production && !skip.has('interactions')) {
      log(`Interactions on ${base} at ${CPU_SLOWDOWN}× CPU slowdown × ${RUNS}`);
      const { measureInteractions } = await import('./bench-interactions.mjs');
      interactions = await measureInteractions({
        base,
        runs: RUNS,
        session,
        ignoreCertificateErrors: true,
        log,
        pages: { map: '/map', building: detail.building },
      });
    }
    return { lh, interactions, pages: { ...detail, few } };
  } finally {
    stopAll();
    rmSync(apiData, { recursive: true, force: true });
  }
}

// --- 5. Server ------------------------------------------------------------------------------------------------

function serverBench(env = {}) {
  const out = runToEnd('npx', ['tsx', '--conditions=source', 'bench/run.ts', '--json'], {
    cwd: serverDir,
    env,
  });
  const line = out.split('\n').find((l) => l.startsWith('BENCH_JSON '));
  if (!line) throw new Error(`the server bench printed no BENCH_JSON line:\n${out.slice(-1000)}`);
  return JSON.parse(line.slice('BENCH_JSON '.length));
}

/** A throwaway PostgreSQL cluster (Debian's binaries, as packages/server/scripts/test-postgres.mjs uses). */
async function withPostgres(fn) {
  const base = '/usr/lib/postgresql';
  const version = existsSync(base)
    ? execFileSync('ls', [base])
        .toString()
        .split('\n')
        .filter(Boolean)
        .sort((a, b) => Number(b) - Number(a))[0]
    : null;
  if (!version) return null;
  const bin = join(base, version, 'bin');
  const isRoot = process.getuid?.() === 0;
  const pg = (tool, args) => {
    const r = isRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { encoding: 'utf8' })
      : spawnSync(join(bin, tool), args, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${tool} failed:\n${r.stdout}\n${r.stderr}`);
  };
  const dir = mkdtempSync(join(tmpdir(), 'jb-bench-pg-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  let started = false;
  try {
    pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    pg('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'postgres.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      '-w',
      'start',
    ]);
    started = true;
    pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'jjinbbang_bench']);
    return await fn(`postgres://postgres@127.0.0.1:${port}/jjinbbang_bench`);
  } finally {
    if (started) pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  }
}

// --- The table ------------------------------------------------------------------------------------------------------

function printTable() {
  const header = ['Area', 'Figure', 'Measured', 'Budget', ''];
  const cells = rows.map((r) => [
    r.area,
    r.figure,
    r.measured,
    r.budget,
    r.ok === null ? '' : r.ok ? '✅' : '❌',
  ]);
  // Hangul and CJK take two columns in a terminal; symbols such as ≤ and · one.
  const width = (text) =>
    [...text].reduce(
      (w, ch) => w + (/[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7a3\uff00-\uff60]/.test(ch) ? 2 : 1),
      0,
    );
  const widths = header.map((h, i) => Math.max(width(h), ...cells.map((c) => width(c[i]))));
  const line = (c) => `| ${c.map((text, i) => text + ' '.repeat(widths[i] - width(text))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) console.log(line(c));
}

async function main() {
  log('Building the app with the bundler’s own chunking, then as shipped…');
  const own = new Map((await buildApp({ ownChunking: true })).pages.map((p) => [p.page, p]));
  const app = await buildApp();
  for (const p of app.pages) {
    const isHome = p.page === 'home/HomePage';
    // Home's budget; every page: never more than the bundler's own chunking gives it.
    const base = own.get(p.page);
    const underOwn = base ? p.js <= base.js : true;
    const ownText = base ? `≤ own chunking ${kb(base.js)} (${base.files} files)` : '';
    row(
      'Bundle',
      `${p.page}: JS before first paint`,
      `${kb(p.js)} (${p.files} files)`,
      isHome ? `≤ ${kb(BUDGETS.homeJs)}; ${ownText}` : ownText,
      (isHome ? p.js <= BUDGETS.homeJs : true) && underOwn,
    );
    row('Bundle', `${p.page}: CSS`, kb(p.css), `≤ ${kb(BUDGETS.css)}`, p.css <= BUDGETS.css);
  }
  row(
    'Fonts',
    'font files preloaded by index.html',
    String(app.preloadedFonts.length),
    `≤ ${BUDGETS.fontsBeforePaint}`,
    app.preloadedFonts.length <= BUDGETS.fontsBeforePaint,
  );

  if (skip.has('lighthouse')) row('Lighthouse', 'skipped (--skip lighthouse)', '');
  if (skip.has('interactions')) row('Interactions', 'skipped (--skip interactions)', '');
  // Interactions alone are measured on the production path only.
  const served = skip.has('lighthouse')
    ? SERVES.filter((serve) => serve === 'production' && !skip.has('interactions'))
    : SERVES;
  for (const serve of served) {
    const production = serve === 'production';
    const area = production ? 'Lighthouse' : 'Lighthouse HTTP/1.1';
    const { lh, interactions } = await measureServed(serve);
    if (!skip.has('lighthouse'))
      row(
        area,
        'pages served by',
        production
          ? 'the API server (APP_DIR): HTTPS, HTTP/2, brotli copies'
          : 'vite preview: HTTP/1.1, gzip',
        '',
        null,
      );
    for (const [name, r] of Object.entries(lh)) {
      const spread = (key, fmt) => `${fmt(r.median[key])} (${r.runs.map((x) => fmt(x[key])).join(', ')})`;
      const score = production ? BUDGETS.score : BUDGETS.http1Score;
      row(
        area,
        `${name}: performance (median; runs)`,
        spread('score', String),
        `≥ ${score}`,
        r.median.score >= score,
      );
      row(
        area,
        `${name}: LCP`,
        spread('lcp', s),
        production ? `≤ ${s(BUDGETS.lcpMs)}` : '',
        production ? r.median.lcp <= BUDGETS.lcpMs : null,
      );
      row(
        area,
        `${name}: TBT`,
        spread('tbt', ms),
        production ? `≤ ${ms(BUDGETS.tbtMs)}` : '',
        production ? r.median.tbt <= BUDGETS.tbtMs : null,
      );
      row(
        area,
        `${name}: CLS, every run`,
        `max ${r.max.cls.toFixed(3)} (${r.runs.map((x) => x.cls.toFixed(3)).join(', ')})`,
        `= ${BUDGETS.cls}`,
        Number(r.max.cls.toFixed(3)) <= BUDGETS.cls,
      );
      const mainThread = production
        ? name === '/'
          ? BUDGETS.mainThreadMs
          : null
        : BUDGETS.originalMainThreadMs;
      row(
        area,
        `${name}: main-thread work`,
        spread('mainThread', s),
        mainThread ? `≤ ${s(mainThread)}${production ? '' : ' (the original front end on /)'}` : '',
        mainThread ? r.median.mainThread <= mainThread : null,
      );
      row(
        'Fonts',
        `${production ? '' : 'HTTP/1.1 '}${name}: font files before first paint (max of runs)`,
        String(r.max.fonts),
        `≤ ${BUDGETS.fontsBeforePaint}`,
        r.max.fonts <= BUDGETS.fontsBeforePaint,
      );
    }
    for (const [name, r] of Object.entries(interactions ?? {}))
      row(
        'Interactions',
        `${name}: latency at ${CPU_SLOWDOWN}× CPU (median; runs)`,
        `${ms(r.median)} (${r.runs.map(ms).join(', ')})`,
        `≤ ${ms(BUDGETS.interactionMs)}`,
        r.median <= BUDGETS.interactionMs,
      );
  }

  if (skip.has('packages')) row('Components', 'skipped (--skip packages)', '');
  else {
    log('Measuring the design system in a consumer build…');
    const { measurePackages, tableRows } = await import('./bench-packages.mjs');
    for (const [figure, measured, budget, mark] of tableRows(await measurePackages()))
      row('Components', figure, measured, budget, mark === '' ? null : mark === '✅');
  }

  if (skip.has('map')) row('Map', 'skipped (--skip map)', '');
  else {
    log('Map viewport bench…');
    const out = runToEnd('npx', ['tsx', '--conditions=source', 'scripts/bench-map.ts', '--json']);
    const m = JSON.parse(out.trim().split('\n').at(-1));
    row(
      'Map',
      `${m.name}: p95 (median ${m.medianMs.toFixed(1)} ms)`,
      `${m.p95Ms.toFixed(1)} ms`,
      `≤ ${m.budgetMs} ms`,
      m.ok,
    );
  }

  if (skip.has('server')) row('Server', 'skipped (--skip server)', '');
  else {
    const endpoints = (db, r, budgets) => {
      for (const [name, e] of Object.entries(r)) {
        const budget = budgets[name];
        row(
          'Server',
          `${db} ${name}: p50 / p95 / max, 100k buildings, 50 clients`,
          `${ms(e.p50)} / ${ms(e.p95)} / ${ms(e.max)}`,
          budget ? `p95 ≤ ${ms(budget.p95)}` : `every request < ${ms(BUDGETS.pgliteMaxMs)}`,
          budget ? e.p95 <= budget.p95 : e.max < BUDGETS.pgliteMaxMs,
        );
        row('Server', `${db} ${name}: errors`, String(e.errors), '0', e.errors === 0);
      }
    };
    log('Server bench on PGlite…');
    endpoints('PGlite', serverBench(), {});
    if (skip.has('postgres')) row('Server', 'PostgreSQL skipped (--skip postgres)', '');
    else {
      log('Server bench on PostgreSQL…');
      const pg = await withPostgres((url) => serverBench({ BENCH_DATABASE_URL: url }));
      if (pg)
        endpoints('PostgreSQL', pg, {
          markers: { p95: BUDGETS.markersPgP95 },
          search: { p95: BUDGETS.searchPgP95 },
        });
      else row('Server', 'PostgreSQL: no binaries under /usr/lib/postgresql', '', 'measured', false);
    }
    {
      const placeSearch = join(serverDir, 'bench/place-search.mjs');
      log('Place search bench…');
      // It prints one JSON line: { p50Ms, p95Ms, maxMs, buildings, … }.
      const out = runToEnd(process.execPath, [placeSearch, '--json'], { cwd: serverDir });
      const r = JSON.parse(out.trim().split('\n').at(-1) ?? '{}');
      const ok = typeof r.p95Ms === 'number' && r.p95Ms <= BUDGETS.searchPgP95;
      row(
        'Server',
        `place search query p50 / p95 / max, ${r.buildings ?? '?'} buildings`,
        `${r.p50Ms} / ${r.p95Ms} / ${r.maxMs} ms`,
        `p95 ≤ ${ms(BUDGETS.searchPgP95)}`,
        ok,
      );
    }
  }

  printTable();
  process.exitCode = rows.some((r) => r.ok === false) ? 1 : 0;
}

main().catch((err) => {
  stopAll();
  log(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.exit(1);
});
