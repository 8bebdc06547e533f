import { createRequire } from 'node:module';
import { type APIRequestContext, devices, expect, type Page, test } from '@playwright/test';
import { gajwa } from './support/campus';
import { startSignedIn, TEST_ACCOUNT } from './support/session';

// Laptops and tablets: the map with its list beside it, a picked place's detail beside both.

// bypassCSP: axe is injected into the page to check the wide layouts (the app's CSP allows no inline script).
test.use({ ...devices['Desktop Chrome'], bypassCSP: true });

/** axe's violations on the page as it is now (the wide layouts are not what the phone-width story tests check). */
async function axeViolations(page: Page) {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: { run: () => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe.run();
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** Signed in as the verified student, the map over 가좌 campus at `level`. */
async function openMapAtGajwa(page: Page, request: APIRequestContext, baseURL: string, level: number) {
  await startSignedIn(page, request, baseURL, TEST_ACCOUNT.verified);
  const at = await gajwa(request, baseURL);
  await page.goto(`/map?lat=${at.lat}&lng=${at.lng}&level=${level}`);
}

const marker = (page: Page) =>
  page
    .getByRole('application', { name: '지도' })
    .getByRole('button', { name: /(일반 건물|기숙사|공인중개사) 위치|곳 모음/ })
    .first();

/**
 * The UI font on from the start, as for a returning visitor. On a first visit it switches on as the second page opens:
 * if its files arrive after a list's restore, the cards above re-wrap and the browser's scroll anchoring moves the
 * raw scroll to keep the visible card in place, which is not what a restore journey checks.
 */
const asReturningVisitor = (page: Page) => page.addInitScript(() => localStorage.setItem('uiFontSeen', '1'));

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the map, the list and the picked place are on screen at once; back and reload keep the pick', async ({
    page,
    request,
    baseURL,
  }) => {
    await openMapAtGajwa(page, request, baseURL ?? '', 4);

    const map = page.getByRole('application', { name: '지도' });
    const list = page.getByRole('region', { name: '이 지역의 찐빵' });
    await expect(map).toBeVisible();
    await expect(list.getByRole('article').first()).toBeVisible();
    // No list handle and no splitter: the list is always there, in a column of its own.
    await expect(page.getByRole('button', { name: '목록', exact: true })).toHaveCount(0);
    await expect(page.getByRole('separator', { name: '목록 너비 조절' })).toBeHidden();

    await marker(page).press('Enter');
    await expect(page).toHaveURL(/sheet=spot&ids=/);
    const detail = page.getByRole('dialog', { name: '이 위치의 찐빵' });
    await expect(detail.getByRole('article').first()).toBeVisible();
    const picked = page.url();

    // All three side by side, none covering another, inside the window.
    const boxes = await Promise.all([list, map, detail].map((l) => l.boundingBox()));
    const [listBox, mapBox, detailBox] = boxes;
    if (!listBox || !mapBox || !detailBox) throw new Error('a region has no box');
    expect(listBox.x + listBox.width).toBeLessThanOrEqual(mapBox.x + 1);
    expect(mapBox.x + mapBox.width).toBeLessThanOrEqual(detailBox.x + 1);
    expect(detailBox.x + detailBox.width).toBeLessThanOrEqual(1280);
    expect(mapBox.width).toBeGreaterThan(400);
    await expect(list).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await expect(page).toHaveURL(picked);
    await expect(
      page.getByRole('dialog', { name: '이 위치의 찐빵' }).getByRole('article').first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: '이 지역의 찐빵' })).toBeVisible();

    // Closing the panel leaves its history entry (as the phone's sheet does); forward brings the pick back and
    // back closes it again.
    await page.getByRole('dialog', { name: '이 위치의 찐빵' }).getByRole('button', { name: '닫기' }).click();
    await expect(page.getByRole('dialog', { name: '이 위치의 찐빵' })).toBeHidden();
    await expect(page).not.toHaveURL(/sheet=/);
    await page.goForward();
    await expect(page).toHaveURL(picked);
    await expect(page.getByRole('dialog', { name: '이 위치의 찐빵' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog', { name: '이 위치의 찐빵' })).toBeHidden();
    await expect(
      page.getByRole('region', { name: '이 지역의 찐빵' }).getByRole('article').first(),
    ).toBeVisible();
  });
  test('back from a review restores the list column and its scroll', async ({ page, request, baseURL }) => {
    await asReturningVisitor(page);
    await openMapAtGajwa(page, request, baseURL ?? '', 6);
    const list = page.getByRole('region', { name: '이 지역의 찐빵' });
    await expect(list.getByRole('article').nth(3)).toBeVisible();
    const body = list.locator('.jb-map-pane-body');
    const box = await body.boundingBox();
    if (!box) throw new Error('no list');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBeGreaterThan(300);
    const scrolled = await body.evaluate((el) => el.scrollTop);
    const map = page.url();

    await list.getByRole('article').nth(3).getByRole('heading').getByRole('link').dispatchEvent('click');
    await expect(page).toHaveURL(/\/building\//);
    await page.goBack();
    await expect(page).toHaveURL(map);
    const back = page.getByRole('region', { name: '이 지역의 찐빵' });
    await expect(back.getByRole('article').first()).toBeVisible();
    await expect
      .poll(() => back.locator('.jb-map-pane-body').evaluate((el) => el.scrollTop))
      .toBeGreaterThan(scrolled - 30);
  });

  test('a card followed in the frame of a scroll is remembered at that scroll', async ({
    page,
    request,
    baseURL,
  }) => {
    await asReturningVisitor(page);
    await openMapAtGajwa(page, request, baseURL ?? '', 6);
    const list = page.getByRole('region', { name: '이 지역의 찐빵' });
    await expect(list.getByRole('article').nth(3)).toBeVisible();
    const body = list.locator('.jb-map-pane-body');
    const link = await list
      .getByRole('article')
      .nth(3)
      .getByRole('heading')
      .getByRole('link')
      .elementHandle();
    const map = page.url();

    // The scroll event of the new position comes with the next frame; the card is followed before it.
    const scrolled = await body.evaluate((el, card) => {
      el.scrollTop = 300;
      (card as HTMLElement).click();
      return el.scrollTop;
    }, link);
    expect(scrolled).toBeGreaterThan(200);
    await expect(page).toHaveURL(/\/building\//);
    await page.goBack();
    await expect(page).toHaveURL(map);
    // What the list comes back at. (Focus returning to the followed card would bring it near on its own.)
    expect(await page.evaluate(() => history.state?.jbMapPaneScroll)).toBe(scrolled);
    const back = page.getByRole('region', { name: '이 지역의 찐빵' });
    await expect
      .poll(() => back.locator('.jb-map-pane-body').evaluate((el) => el.scrollTop))
      .toBeGreaterThan(scrolled - 2);
  });
});

test.describe('at 768 px', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the list pane beside the map gets wider and narrower with the keyboard', async ({
    page,
    request,
    baseURL,
  }) => {
    await openMapAtGajwa(page, request, baseURL ?? '', 4);

    const list = page.getByRole('region', { name: '이 지역의 찐빵' });
    await expect(list.getByRole('article').first()).toBeVisible();
    const splitter = page.getByRole('separator', { name: '목록 너비 조절' });
    const before = Number(await splitter.getAttribute('aria-valuenow'));
    const width = async () => (await list.boundingBox())?.width ?? 0;
    const listWidth = await width();
    expect(Math.round(listWidth)).toBe(before);

    await splitter.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(splitter).toHaveAttribute('aria-valuenow', String(before + 32));
    await expect.poll(width).toBeCloseTo(listWidth + 32, 0);
    await page.keyboard.press('ArrowLeft');
    await expect(splitter).toHaveAttribute('aria-valuenow', String(before + 16));

    // A marker's places take the list pane's place, beside the map.
    await marker(page).press('Enter');
    await expect(
      page.getByRole('dialog', { name: '이 위치의 찐빵' }).getByRole('article').first(),
    ).toBeVisible();
    await expect(page.getByRole('application', { name: '지도' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('a picked place takes the list column’s place, so the map keeps its width', async ({
    page,
    request,
    baseURL,
  }) => {
    await openMapAtGajwa(page, request, baseURL ?? '', 4);

    const map = page.getByRole('application', { name: '지도' });
    const list = page.getByRole('region', { name: '이 지역의 찐빵' });
    await expect(list.getByRole('article').first()).toBeVisible();
    const mapWidth = (await map.boundingBox())?.width ?? 0;

    await marker(page).press('Enter');
    const detail = page.getByRole('dialog', { name: '이 위치의 찐빵' });
    await expect(detail.getByRole('article').first()).toBeVisible();
    const [listBox, detailBox, mapBox] = await Promise.all([list, detail, map].map((l) => l.boundingBox()));
    if (!listBox || !detailBox || !mapBox) throw new Error('a region has no box');
    // The detail lies over the list column, left of the map, and the map is as wide as before the pick.
    expect(Math.round(detailBox.x)).toBe(Math.round(listBox.x));
    expect(detailBox.x + detailBox.width).toBeLessThanOrEqual(mapBox.x + 1);
    expect(Math.round(mapBox.width)).toBe(Math.round(mapWidth));
    await expect(list).toHaveAttribute('inert', '');
    expect(await axeViolations(page)).toEqual([]);
  });
});
