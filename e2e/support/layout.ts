import { expect, type Locator, type Page } from '@playwright/test';

/** issue 13: every defect it lists was seen at one of these widths (phones, a tablet, a desktop). */
export const WIDTHS = [360, 390, 768, 1280] as const;

/** Nothing sticks out sideways: the page never scrolls horizontally. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** `inner` lies within `outer`, at least `inset` px from its left and right edges. */
export async function expectInside(inner: Locator, outer: Locator, inset = 0) {
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  if (!a || !b) throw new Error('element is not laid out');
  expect(a.x - b.x).toBeGreaterThanOrEqual(inset);
  expect(b.x + b.width - (a.x + a.width)).toBeGreaterThanOrEqual(inset);
}

/** The app's column (the 480 px centred main). */
export const column = (page: Page) => page.locator('main');
