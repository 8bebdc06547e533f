import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { jbSetTestPageHeight } from './.storybook/visual-commands.ts';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

// Pre-bundled up front: if Vite re-optimises mid-run, tests fail with "Invalid hook call".
const browserDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@radix-ui/react-slot',
  '@radix-ui/react-dialog',
  '@radix-ui/react-portal',
  '@radix-ui/react-tabs',
  '@tanstack/table-core',
  '@tanstack/table-core/store-reactivity-bindings',
  'vaul',
  'embla-carousel',
  'swr',
  'swr/infinite',
  'wouter',
  'wouter/memory-location',
  'wouter/use-browser-location',
  'supercluster',
  'react-kakao-maps-sdk',
];

// Vitest's default keeps one processor for its own main process, which mostly idles while Node test files run: on
// a 2-processor machine that meant one file at a time. Story files keep the default: their baselines are pixels,
// and Chromium draws text less repeatably on a busier machine.
const nodeWorkers = Math.max(2, availableParallelism() - 1);

// Workspace packages are consumed from source through the "source" export condition,
// so nothing has to be built before tests run.
export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // Vitest hands these to Node for the packages it does not transform: without `module`, which only bundlers
  // understand (prom-client's require of @opentelemetry/api fails with it).
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions.filter((c) => c !== 'module')] },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          maxWorkers: nodeWorkers,
          include: ['packages/{domain,server}/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['packages/server/test/pglite-template.ts'],
          // Bursts of hundreds of requests on a database that runs one transaction at a time: a few seconds on a
          // quiet machine, more while another test file shares its processors.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          maxWorkers: nodeWorkers,
          include: ['packages/{hooks,ui,app}/**/*.test.{ts,tsx}'],
          setupFiles: ['scripts/dom-setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        optimizeDeps: { include: browserDeps },
        test: {
          name: 'storybook',
          // Chromium sometimes rasterises the text of a just-opened sheet or a carousel slide a few pixels
          // differently, or a sheet's or carousel's motion settles a frame late, on a loaded 2-core machine (1–3 of
          // ~500 stories per full run, a different one each time). A real difference fails every attempt; the
          // retries absorb the timing, and a first failure still writes the actual and diff images. With CI set, a
          // missing baseline is never written, so no retry can pass one.
          retry: 2,
          // A visual baseline for every story (see .storybook/vitest.setup.ts). The baselines are pixels of
          // Debian's chromium with its fonts (locally and in CI's Debian container); a machine without them may set
          // JB_SKIP_VISUAL=1.
          setupFiles: ['.storybook/vitest.setup.ts'],
          provide: {
            jbSkipVisual: Boolean(process.env.JB_SKIP_VISUAL),
            // The Debian chromium the baselines were taken with (CI installs exactly this one).
            jbBaselineChromium: readFileSync('stories/visual/CHROMIUM_VERSION', 'utf8').trim(),
          },
          browser: {
            enabled: true,
            commands: { jbSetTestPageHeight },
            headless: true,
            // The test page is larger than any mode's viewport (up to 1440 × 1024, the console's wide desktop): a
            // smaller page would scale the story iframe down, and the baselines with it. A story taller than the page
            // grows it for its capture (jbSetTestPageHeight).
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              contextOptions: { viewport: { width: 1520, height: 1100 } },
            }),
            instances: [{ browser: 'chromium', viewport: { width: 390, height: 844 } }],
            expect: {
              toMatchScreenshot: {
                // A whole tall page is a large picture: taking two alike (Vitest's stability check) takes longer.
                timeout: 20_000,
                resolveScreenshotPath: ({ arg, ext, root, testFileDirectory, testFileName }) =>
                  `${root}/stories/visual/__screenshots__/${testFileDirectory}/${testFileName.replace(/\.stories\.tsx?$/, '')}/${arg}${ext}`,
                resolveDiffPath: ({ arg, ext, root, attachmentsDir, testFileDirectory, testFileName }) =>
                  `${root}/${attachmentsDir}/visual/${testFileDirectory}/${testFileName.replace(/\.stories\.tsx?$/, '')}/${arg}${ext}`,
              },
            },
          },
        },
      },
    ],
  },
});
