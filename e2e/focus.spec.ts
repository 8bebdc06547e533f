import { expect, test } from '@playwright/test';

// After a route change focus lands on the new page's heading, not on <body>.

test("following a link moves focus to the new page's heading", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /^전체 보기/ }).click();
  await expect(page).toHaveURL(/\/universities$/);
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  await expect.poll(() => focused.evaluate((el) => el.tagName)).toMatch(/^H[12]$/);

  // The bottom navigation's tabs too.
  await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '지도' }).click();
  await expect(page).toHaveURL(/\/map/);
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toMatch(/^H[12]$/);
});
