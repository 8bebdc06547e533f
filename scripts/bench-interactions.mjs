// What a student feels when they act on a page: the latency of one interaction (a map pan, a zoom, opening a filter
// sheet, the wizard's "다음", a like) on the production build, with the CPU slowed down 4× as Lighthouse's mobile
// preset does. Used by scripts/bench.mjs.
//
// Each interaction runs in a fresh browser context (signed in as the seeded verified student), after the page has
// loaded and gone quiet. Latency is the Event Timing API's duration for the interaction — from the input to the next
// frame painted after its handlers, what INP reports for a page with one interaction; entries under 16 ms are not
// reported by the browser and count as 16 ms.
import { chromium } from 'playwright';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];
export const CPU_SLOWDOWN = 4;
const MIN_REPORTED_MS = 16;

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** Collects Event Timing entries of interactions from the page's start (runs in the page). */
function recordInteractions(threshold) {
  const entries = [];
  Object.assign(window, { __jbInteractions: entries });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        entries.push({ start: entry.startTime, duration: entry.duration, name: entry.name });
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
}

/** Waits until no request has been in flight for `quietMs`. */
async function settle(page, quietMs = 1000) {
  await page.waitForLoadState('load');
  let inFlight = 0;
  let last = Date.now();
  const on = () => {
    inFlight += 1;
  };
  const off = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', on);
  page.on('requestfinished', off);
  page.on('requestfailed', off);
  try {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - last < quietMs))
      await page.waitForTimeout(100);
  } finally {
    page.off('request', on);
    page.off('requestfinished', off);
    page.off('requestfailed', off);
  }
}

/** The slowest interaction since `since` (performance.now() in the page), once its frame has been painted. */
async function latencySince(page, since) {
  // Event Timing entries are dispatched after the frame that follows the interaction: wait for two more frames and
  // a moment for the observer's callback.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 500))),
      ),
  );
  const durations = await page.evaluate(
    (t) => window.__jbInteractions.filter((e) => e.start >= t).map((e) => e.duration),
    since,
  );
  return Math.max(MIN_REPORTED_MS, ...durations);
}

const now = (page) => page.evaluate(() => performance.now());

/** The interactions measured: each opens its page, then acts once; `act` resolves when the result is on screen. */
export function interactions({ map, building }) {
  return [
    {
      name: 'map pan',
      path: map,
      async act(page) {
        const box = await page.getByRole('application', { name: '지도' }).boundingBox();
        const x = box.x + box.width / 2;
        const y = box.y + box.height / 2;
        await page.mouse.move(x, y);
        await page.mouse.down();
        await page.mouse.move(x - 120, y - 60, { steps: 8 });
        await page.mouse.up();
      },
    },
    {
      name: 'map zoom (지도 확대)',
      path: map,
      act: (page) => page.getByRole('button', { name: '지도 확대' }).click(),
    },
    {
      name: 'map filter sheet (계약 형태)',
      path: map,
      async act(page) {
        await page.getByRole('button', { name: /계약 형태/ }).click();
        await page.getByRole('dialog', { name: '계약 형태' }).waitFor();
      },
    },
    {
      name: 'wizard 다음',
      path: '/review/type',
      async prepare(page) {
        await page.getByRole('radio', { name: '원/투룸' }).click();
        await page.waitForTimeout(500);
      },
      async act(page) {
        await page.getByRole('button', { name: '다음', exact: true }).click();
        await page.waitForURL((url) => !url.pathname.endsWith('/review/type'));
      },
    },
    {
      name: 'like (building page)',
      path: building,
      act: (page) =>
        page
          .getByRole('button', { name: /좋아요/ })
          .first()
          .click(),
    },
  ];
}

/**
 * Runs every interaction `runs` times (interleaved). `session`: tokens stored before each page opens. Returns
 * `{ [name]: { runs: ms[], median } }`.
 */
export async function measureInteractions({
  base,
  pages,
  session,
  runs = 5,
  ignoreCertificateErrors = false,
  log = () => {},
}) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumArgs, ...(ignoreCertificateErrors ? ['--ignore-certificate-errors'] : [])],
  });
  const list = interactions(pages);
  const results = Object.fromEntries(list.map((i) => [i.name, []]));
  try {
    for (let run = 0; run < runs; run++) {
      for (const interaction of list) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 3,
          isMobile: true,
          hasTouch: true,
          ignoreHTTPSErrors: ignoreCertificateErrors,
        });
        try {
          await context.addInitScript(recordInteractions, MIN_REPORTED_MS);
          await context.addInitScript((tokens) => {
            if (localStorage.getItem('accessToken')) return;
            localStorage.setItem('accessToken', tokens.accessToken);
            localStorage.setItem('refreshToken', tokens.refreshToken);
            localStorage.setItem('verificationStatus', 'verified');
          }, session);
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          await page.goto(`${base}${interaction.path}`);
          await settle(page);
          if (interaction.prepare) {
            await interaction.prepare(page);
            await settle(page, 500);
          }
          const since = await now(page);
          await interaction.act(page);
          const ms = await latencySince(page, since);
          results[interaction.name].push(ms);
          log(`  ${interaction.name.padEnd(28)} run ${run + 1}/${runs}: ${Math.round(ms)} ms`);
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return Object.fromEntries(
    Object.entries(results).map(([name, values]) => [name, { runs: values, median: median(values) }]),
  );
}
