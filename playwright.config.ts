import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

// The harness starts the real local API server (fresh embedded database in a temp folder, seeded) serving the
// production build of the staff console at /console, and the production build of the app, each on a free port.
// Workers re-evaluate this file, so the ports and folder are chosen once and handed down through the environment.
const pickPort = () =>
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import('./scripts/ports.mjs').then(async m => process.stdout.write(String(await m.freePort())))",
    ],
    {
      encoding: 'utf8',
    },
  );
process.env.JB_E2E_API_PORT ??= pickPort();
process.env.JB_E2E_APP_PORT ??= pickPort();
process.env.JB_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'jb-e2e-'));

const apiUrl = `http://127.0.0.1:${process.env.JB_E2E_API_PORT}`;
// Each run builds into its own folder, so parallel runs never overwrite each other's app.
const appDist = join(process.env.JB_E2E_DATA_DIR, 'app-dist');
const appUrl = `http://127.0.0.1:${process.env.JB_E2E_APP_PORT}`;
// The console is served by the API server itself (CONSOLE_DIR), as in production; specs read its address here.
const consoleDist = join(process.env.JB_E2E_DATA_DIR, 'console-dist');
process.env.JB_E2E_CONSOLE_URL ??= `${apiUrl}/console/`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // One more try in CI, where a 2-core machine runs the whole journey set at once; a journey that needed it is
  // reported as flaky in the summary, never hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: appUrl,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    ...devices['Pixel 7'],
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: [
    {
      name: 'api',
      command: `npx vite build packages/console --logLevel warn --outDir ${consoleDist} --emptyOutDir && npx tsx --conditions=source packages/server/src/main.ts`,
      url: `${apiUrl}/healthz`,
      env: {
        PORT: process.env.JB_E2E_API_PORT,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.JB_E2E_DATA_DIR,
        CONSOLE_DIR: consoleDist,
        LOG_LEVEL: 'warn',
        // The journeys sign in through the local provider and read codes from the outbox.
        DEV_TOOLS: 'on',
        // A journey may say which address it comes from (X-Forwarded-For) to stand for a campus network of its
        // own, so the per-address limits it exhausts are nobody else's (e2e/sessions.spec.ts).
        TRUST_PROXY: '1',
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      name: 'app',
      command: `npx vite build packages/app --logLevel warn --outDir ${appDist} --emptyOutDir && npx vite preview packages/app --outDir ${appDist} --port ${process.env.JB_E2E_APP_PORT} --strictPort --host 127.0.0.1`,
      url: appUrl,
      env: { JB_API_URL: apiUrl },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
