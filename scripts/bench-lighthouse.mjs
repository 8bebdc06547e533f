#!/usr/bin/env node
// Lighthouse (mobile preset: simulated slow 4G and 4× CPU throttling) on pages of a running production build.
// Used by scripts/bench.mjs; on its own:
//   node scripts/bench-lighthouse.mjs --base http://127.0.0.1:4173 --runs 5 / /map [--token-page /building/1]
//   (`--ignore-certificate-errors` for a server with a self-signed certificate)
// Chromium is Debian's (CHROMIUM_PATH), driven by Playwright in a persistent profile with a DevTools port that
// Lighthouse connects to. Lighthouse clears the HTTP cache, cache storage and service workers before each run but
// not local storage: that is where a signed-in session (tokens, the stored verification status) lives, so detail
// pages are measured as a returning verified student sees them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { freePort } from './ports.mjs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** Fonts the page requested before its first contentful paint (observed, unthrottled timings). */
function fontsBeforeFirstPaint(lhr) {
  const fcp = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaintTs;
  const navStart = lhr.audits.metrics?.details?.items?.[0]?.observedNavigationStartTs;
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  if (fcp === undefined || navStart === undefined) return { count: null, bytes: null, urls: [] };
  // network-requests times are ms from the first request; the metrics are µs timestamps.
  const firstRequestTs = navStart / 1000;
  const fcpMs = fcp / 1000 - firstRequestTs;
  const fonts = items.filter((r) => r.resourceType === 'Font' && r.networkRequestTime <= fcpMs);
  return {
    count: fonts.length,
    bytes: fonts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    urls: fonts.map((r) => r.url),
  };
}

function summarise(lhr) {
  const a = lhr.audits;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    si: a['speed-index'].numericValue,
    mainThread: a['mainthread-work-breakdown'].numericValue,
    bootup: a['bootup-time'].numericValue,
    fonts: fontsBeforeFirstPaint(lhr),
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * Runs Lighthouse `runs` times on each page, interleaved (page A, B, C, A, B, C…) so a busy moment of a shared
 * machine does not land on one page only. `pages`: [{ name, path, session? }], `session`: tokens to store first.
 */
export async function runLighthouse({
  base,
  pages,
  runs = 5,
  session = null,
  log = () => {},
  ignoreCertificateErrors = false,
}) {
  const profile = mkdtempSync(join(tmpdir(), 'jb-lighthouse-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    // A bench server's throwaway self-signed certificate (scripts/bench.mjs).
    args: [
      ...chromiumArgs,
      `--remote-debugging-port=${port}`,
      ...(ignoreCertificateErrors ? ['--ignore-certificate-errors'] : []),
    ],
  });
  const results = Object.fromEntries(pages.map((p) => [p.name, []]));
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const setSession = async (tokens) => {
      await page.goto(`${base}/favicon.svg`);
      await page.evaluate((t) => {
        localStorage.clear();
        sessionStorage.clear();
        if (t) {
          localStorage.setItem('accessToken', t.accessToken);
          localStorage.setItem('refreshToken', t.refreshToken);
          // What the app itself stores for a verified student after any visit (useSession): a returning reader.
          localStorage.setItem('verificationStatus', 'verified');
        }
      }, tokens);
      await page.goto('about:blank');
    };
    for (let run = 0; run < runs; run++) {
      for (const p of pages) {
        await setSession(p.session ? session : null);
        const result = await lighthouse(
          `${base}${p.path}`,
          { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          undefined,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${p.path}`);
        if (result.lhr.runtimeError) throw new Error(`${p.path}: ${result.lhr.runtimeError.message}`);
        // JB_LIGHTHOUSE_DUMP=<folder> keeps every report (LCP element and phases, requests, main-thread
        // breakdown) for looking into a figure; open one at https://googlechrome.github.io/lighthouse/viewer/.
        if (process.env.JB_LIGHTHOUSE_DUMP) {
          mkdirSync(process.env.JB_LIGHTHOUSE_DUMP, { recursive: true });
          const file = `${p.name.replace(/\W+/g, '') || 'home'}-${run + 1}.json`;
          writeFileSync(join(process.env.JB_LIGHTHOUSE_DUMP, file), JSON.stringify(result.lhr));
        }
        const summary = summarise(result.lhr);
        results[p.name].push(summary);
        log(
          `  ${p.name.padEnd(10)} run ${run + 1}/${runs}: ${summary.score} · LCP ${(summary.lcp / 1000).toFixed(2)} s · ` +
            `TBT ${Math.round(summary.tbt)} ms · CLS ${summary.cls.toFixed(3)} · main thread ${(summary.mainThread / 1000).toFixed(2)} s · fonts ${summary.fonts.count}`,
        );
      }
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return Object.fromEntries(
    Object.entries(results).map(([name, list]) => [
      name,
      {
        runs: list,
        median: {
          score: median(list.map((r) => r.score)),
          lcp: median(list.map((r) => r.lcp)),
          tbt: median(list.map((r) => r.tbt)),
          fcp: median(list.map((r) => r.fcp)),
          mainThread: median(list.map((r) => r.mainThread)),
          fonts: median(list.map((r) => r.fonts.count ?? Number.NaN)),
        },
        min: { score: Math.min(...list.map((r) => r.score)) },
        max: {
          score: Math.max(...list.map((r) => r.score)),
          cls: Math.max(...list.map((r) => r.cls)),
          lcp: Math.max(...list.map((r) => r.lcp)),
          tbt: Math.max(...list.map((r) => r.tbt)),
          fonts: Math.max(...list.map((r) => r.fonts.count ?? 0)),
        },
      },
    ]),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      base: { type: 'string' },
      runs: { type: 'string', default: '5' },
      'session-pages': { type: 'string', default: '' },
      token: { type: 'string' },
      refresh: { type: 'string' },
      json: { type: 'boolean', default: false },
      'ignore-certificate-errors': { type: 'boolean', default: false },
    },
  });
  if (!values.base) throw new Error('--base is required');
  const sessionPages = new Set(values['session-pages'].split(',').filter(Boolean));
  const pages = positionals.map((path) => ({ name: path, path, session: sessionPages.has(path) }));
  const session = values.token ? { accessToken: values.token, refreshToken: values.refresh ?? '' } : null;
  const out = await runLighthouse({
    base: values.base,
    pages,
    runs: Number(values.runs),
    session,
    ignoreCertificateErrors: values['ignore-certificate-errors'],
    log: (line) => process.stderr.write(`${line}\n`),
  });
  if (values.json) process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  else
    for (const [name, r] of Object.entries(out))
      console.log(
        `${name}: score ${r.median.score} (${r.min.score}–${r.max.score}) · LCP ${(r.median.lcp / 1000).toFixed(2)} s · TBT ${Math.round(r.median.tbt)} ms · CLS max ${r.max.cls.toFixed(3)} · main ${(r.median.mainThread / 1000).toFixed(2)} s · fonts ${r.max.fonts}`,
      );
}
