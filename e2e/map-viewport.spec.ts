import { expect, type Locator, type Page, test } from '@playwright/test';
import { gajwa } from './support/campus';
import { startSignedIn, TEST_ACCOUNT } from './support/session';

// What of the map a student can see and tap: markers clear of the top bar and the list handle, a searched 동
// in view, and the tablet layout where the picked place and the map share the screen.

const markers = (page: Page): Locator =>
  page
    .getByRole('application', { name: '지도' })
    .getByRole('button', { name: /(일반 건물|기숙사|공인중개사) 위치( \(검색 결과\))?$|곳 모음/ });

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (l: Locator): Promise<Box> => {
  const box = await l.boundingBox();
  if (!box) throw new Error('no box');
  return box;
};

/** Whether a press at the middle of the element reaches it (nothing is laid over it). */
const reachable = (l: Locator) =>
  l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && el.contains(hit);
  });

test.describe('at 390 px', () => {
  test('every marker drawn lies below the top bar and above the list handle, and a tap reaches it', async ({
    page,
    request,
    baseURL,
  }) => {
    await startSignedIn(page, request, baseURL ?? '', TEST_ACCOUNT.verified);
    const at = await gajwa(request, baseURL ?? '');
    await page.goto(`/map?lat=${at.lat}&lng=${at.lng}&level=4`);
    await expect(markers(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    const bar = await boxOf(page.locator('.jb-map-top'));
    const handle = await boxOf(page.getByRole('button', { name: '목록', exact: true }));
    const all = await markers(page).all();
    expect(all.length).toBeGreaterThan(2);
    let top: { marker: Locator; y: number } | null = null;
    for (const marker of all) {
      const box = await boxOf(marker);
      const name = await marker.getAttribute('aria-label');
      expect(box.y, `${name} under the top bar`).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
      expect(box.y + box.height, `${name} under the list handle`).toBeLessThanOrEqual(handle.y + 1);
      expect(await reachable(marker), `${name} is covered`).toBe(true);
      if (!top || box.y < top.y) top = { marker, y: box.y };
    }
    // The marker nearest the bar takes a tap.
    await top?.marker.tap();
    await expect(page).toHaveURL(/sheet=(spot|list)|level=/);
  });

  test('searching a 동 moves the map into it as the results are listed', async ({
    page,
    request,
    baseURL,
  }) => {
    await startSignedIn(page, request, baseURL ?? '', TEST_ACCOUNT.verified);
    // Far from 진주: Seoul.
    await page.goto('/map?lat=37.56650&lng=126.97800&level=7');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/map/search'));
    const box = page.getByRole('searchbox', { name: '주소 및 대학교를 검색해 보세요' });
    await box.fill('가좌동');
    await box.press('Enter');
    const area = (await (await answer).json()).data.area as {
      swLat: number;
      swLng: number;
      neLat: number;
      neLng: number;
    };
    // 진주's 가좌동, where the student's campus is (not 인천's).
    expect(area.swLat).toBeGreaterThan(35);
    expect(area.neLat).toBeLessThan(35.3);
    await expect(page.getByRole('dialog', { name: '‘가좌동’ 검색 결과' })).toBeVisible();

    const centre = async () => {
      const url = new URL(page.url());
      return { lat: Number(url.searchParams.get('lat')), lng: Number(url.searchParams.get('lng')) };
    };
    await expect
      .poll(async () => {
        const c = await centre();
        return c.lat >= area.swLat && c.lat <= area.neLat && c.lng >= area.swLng && c.lng <= area.neLng;
      })
      .toBe(true);
    // Closer than the level the search started at, so the 동 fills the view.
    expect(Number(new URL(page.url()).searchParams.get('level'))).toBeLessThan(7);

    // Back leaves the results and returns the map to where it was.
    await page.goBack();
    await expect(page).toHaveURL(/lat=37\.5665/);
  });
});

test.describe('at 768 px', () => {
  test.use({ viewport: { width: 768, height: 1024 }, isMobile: false, hasTouch: false });

  test('the list width the student set is kept across reloads and pages', async ({
    page,
    request,
    baseURL,
  }) => {
    await startSignedIn(page, request, baseURL ?? '', TEST_ACCOUNT.verified);
    const at = await gajwa(request, baseURL ?? '');
    await page.goto(`/map?lat=${at.lat}&lng=${at.lng}&level=4`);
    const splitter = page.getByRole('separator', { name: '목록 너비 조절' });
    await expect(splitter).toBeVisible();
    const before = Number(await splitter.getAttribute('aria-valuenow'));
    await splitter.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(splitter).toHaveAttribute('aria-valuenow', String(before + 48));

    await page.reload();
    await expect(page.getByRole('separator', { name: '목록 너비 조절' })).toHaveAttribute(
      'aria-valuenow',
      String(before + 48),
    );
    const list = page.getByRole('region', { name: '이 지역의 찐빵' });
    await expect.poll(async () => Math.round((await list.boundingBox())?.width ?? 0)).toBe(before + 48);

    await page.getByRole('link', { name: '홈' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: '지도' }).click();
    await expect(page.getByRole('separator', { name: '목록 너비 조절' })).toHaveAttribute(
      'aria-valuenow',
      String(before + 48),
    );

    // A width kept from a wider window is clamped to what this one allows.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (key.includes('mapPaneWidth')) localStorage.setItem(key, '5000');
    });
    await page.reload();
    const resized = page.getByRole('separator', { name: '목록 너비 조절' });
    // The largest width once the page is measured: the window less the map's least.
    await expect.poll(async () => Number(await resized.getAttribute('aria-valuemax'))).toBeGreaterThan(400);
    const max = Number(await resized.getAttribute('aria-valuemax'));
    expect(max).toBeLessThan(768);
    await expect(resized).toHaveAttribute('aria-valuenow', String(max));
  });

  test('a picked place shows beside the map, and the picked marker stays in sight', async ({
    page,
    request,
    baseURL,
  }) => {
    await startSignedIn(page, request, baseURL ?? '', TEST_ACCOUNT.verified);
    const at = await gajwa(request, baseURL ?? '');
    await page.goto(`/map?lat=${at.lat}&lng=${at.lng}&level=4`);
    await expect(markers(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The marker lowest on the map: where a panel under the map would cover it.
    const all = await markers(page).all();
    let lowest: { marker: Locator; y: number; name: string } | null = null;
    for (const marker of all) {
      const box = await boxOf(marker);
      if (!lowest || box.y > lowest.y)
        lowest = { marker, y: box.y, name: (await marker.getAttribute('aria-label')) ?? '' };
    }
    if (!lowest) throw new Error('no marker');
    await lowest.marker.click();
    await expect(page).toHaveURL(/sheet=spot/);
    const detail = page.getByRole('dialog', { name: '이 위치의 찐빵' });
    await expect(detail.getByRole('article').first()).toBeVisible();

    // The list beneath is out of reach while the place lies over it.
    await expect(page.locator('#jb-map-pane')).toHaveAttribute('inert', '');
    const map = page.getByRole('application', { name: '지도' });
    const [mapBox, detailBox] = [await boxOf(map), await boxOf(detail)];
    // Side by side, both inside the window: nothing to scroll.
    expect(detailBox.x + detailBox.width).toBeLessThanOrEqual(mapBox.x + 1);
    expect(mapBox.y + mapBox.height).toBeLessThanOrEqual(1024);
    expect(detailBox.y + detailBox.height).toBeLessThanOrEqual(1024);
    expect(await page.evaluate(() => document.scrollingElement?.scrollTop ?? 0)).toBe(0);
    // The picked marker is still there to see and press.
    const picked = map.getByRole('button', { name: lowest.name }).first();
    await expect(picked).toBeVisible();
    expect(await reachable(picked)).toBe(true);

    // Closing the place brings the list back.
    await detail.getByRole('button', { name: '닫기' }).click();
    await expect(page.getByRole('region', { name: '이 지역의 찐빵' })).toBeVisible();
    await expect(page.locator('#jb-map-pane')).not.toHaveAttribute('inert');
  });
});
