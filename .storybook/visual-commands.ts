// Browser commands of the story tests (vitest.config.ts → browser.commands), run by Vitest in Node with the
// Playwright page that hosts the test iframe.
import type { BrowserCommand } from 'vitest/node';

/**
 * The test page as tall as `height` (at least its configured size): Vitest scales the story iframe down to fit the
 * page, so a frame captured whole needs a page at least as tall as the frame. `height` 0 restores the configured
 * size, so later stories do not composite a huge page.
 */
export const jbSetTestPageHeight: BrowserCommand<[height: number]> = async (context, height) => {
  if (!('page' in context)) throw new Error('jbSetTestPageHeight needs the Playwright provider');
  const { page } = context;
  const configured = testPageSize.get(page) ?? page.viewportSize();
  if (!configured) return;
  testPageSize.set(page, configured);
  const target = Math.max(configured.height, Math.ceil(height));
  if (page.viewportSize()?.height !== target) {
    await page.setViewportSize({ width: configured.width, height: target });
  }
};

const testPageSize = new WeakMap<object, { width: number; height: number }>();

declare module 'vitest/browser' {
  interface BrowserCommands {
    jbSetTestPageHeight: (height: number) => Promise<void>;
  }
}
