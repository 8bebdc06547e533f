import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

// Pre-bundled up front: if Vite re-optimises mid-run, tests fail with "Invalid hook call".
const browserDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'radix-ui',
  'vaul',
  'embla-carousel-react',
  'swr',
  'wouter',
  'wouter/memory-location',
];

// Workspace packages are consumed from source through the "source" export condition,
// so nothing has to be built before tests run.
export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/{domain,server}/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/{hooks,ui,app}/**/*.test.{ts,tsx}'],
        },
      },
      {
        // Local visual regression: chosen stories rendered with animations off and compared with the
        // committed baselines in stories/visual/__screenshots__ (Chromatic does the same in the cloud).
        extends: true,
        plugins: [react()],
        optimizeDeps: { include: browserDeps },
        test: {
          name: 'visual',
          include: ['stories/visual/**/*.visual.test.tsx'],
          setupFiles: ['stories/visual/setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium', viewport: { width: 480, height: 900 } }],
          },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        optimizeDeps: { include: browserDeps },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium', viewport: { width: 390, height: 844 } }],
          },
        },
      },
    ],
  },
});
