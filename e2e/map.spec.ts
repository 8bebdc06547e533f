import { expect, type Locator, type Page, test } from '@playwright/test';
import { startSignedIn, TEST_ACCOUNT } from './support/session';

// The app is built without a Kakao key, so every journey runs on the offline map.

/** Single markers and clusters are buttons named by kind ('일반 건물 위치') or count ('건물 3곳 모음'). */
function mapMarkers(page: Page): Locator {
  return page
    .getByRole('application', { name: '지도' })
    .getByRole('button', { name: /^(일반 건물|기숙사|공인중개사) 위치$|^건물\s*[\d,]+\s*곳 모음$/ });
}

async function openCampusFromHome(page: Page, university: RegExp, campus: RegExp) {
  // Home lists a few universities; the rest are one tap away on the full, searchable list.
  await page.getByRole('link', { name: /^전체 보기/ }).click();
  await page.getByRole('searchbox', { name: '대학교 이름으로 찾기' }).fill(university.source);
  await page.getByRole('list', { name: '대학교 목록' }).getByRole('link', { name: university }).click();
  await page.getByRole('region', { name: '캠퍼스 목록' }).getByRole('button', { name: campus }).click();
}

test('a campus card opens the offline map on that campus; a guest tapping a marker is asked to log in', async ({
  page,
}) => {
  await page.goto('/');
  await openCampusFromHome(page, /경상국립대학교/, /가좌캠퍼스/);

  await expect(page).toHaveURL(/\/map$/);
  await expect(page.getByText('오프라인 지도예요', { exact: false })).toBeVisible();
  // The campus label sits at the centre the card sent.
  await expect(page.getByRole('application', { name: '지도' }).getByText('가좌캠퍼스')).toBeVisible();
  await expect(mapMarkers(page).first()).toBeVisible();

  await mapMarkers(page).first().press('Enter');
  const prompt = page.getByRole('dialog', { name: '로그인이 필요해요' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: '로그인하기' })).toBeVisible();

  // The list handle needs sign-in as well.
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
  await page.getByRole('button', { name: '목록' }).click();
  await expect(page.getByRole('dialog', { name: '로그인이 필요해요' })).toBeVisible();
});

test('a verified student taps a marker, sees the items at that spot and opens one', async ({
  page,
  request,
  baseURL,
}) => {
  await startSignedIn(page, request, baseURL ?? '', TEST_ACCOUNT.verified);
  await page.goto('/');
  await page
    .getByRole('region', { name: '캠퍼스 목록' })
    .getByRole('button', { name: /가좌캠퍼스/ })
    .click();
  await expect(page).toHaveURL(/\/map$/);

  const marker = mapMarkers(page).first();
  await expect(marker).toBeVisible();
  const nearby = page.waitForResponse((r) => r.url().endsWith('/api/v1/map/markers/nearby'));
  await marker.press('Enter');
  expect((await nearby).status()).toBe(200);

  const sheet = page.getByRole('dialog', { name: '이 위치의 찐빵' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('combobox', { name: '정렬' })).toHaveValue('RCMND');
  const first = sheet.getByRole('article').first();
  await expect(first).toBeVisible();

  // Changing the sort reloads the list from page 1.
  const resorted = page.waitForRequest(
    (r) => r.url().endsWith('/api/v1/map/markers/nearby') && r.postDataJSON().sortBy === 'LATEST',
  );
  await sheet.getByRole('combobox', { name: '정렬' }).selectOption('LATEST');
  expect((await resorted).postDataJSON().page).toBe(1);

  // A heart in the sheet changes only after the server agrees, and the change can be undone.
  const heart = sheet
    .getByRole('article')
    .first()
    .getByRole('button', { name: /좋아요/, pressed: false });
  const liked = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/user/bookmark') && r.request().method() === 'POST',
  );
  await heart.click();
  expect((await liked).status()).toBe(200);
  const pressed = sheet
    .getByRole('article')
    .first()
    .getByRole('button', { name: /좋아요/, pressed: true });
  await expect(pressed).toBeVisible();
  const unliked = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/user/bookmark') && r.request().method() === 'POST',
  );
  await pressed.click();
  expect((await unliked).status()).toBe(200);
  await expect(
    sheet
      .getByRole('article')
      .first()
      .getByRole('button', { name: /좋아요/, pressed: true }),
  ).toHaveCount(0);

  await sheet.getByRole('article').first().getByRole('heading').getByRole('button').click();
  await expect(page).toHaveURL(/\/building\/(review\/\d+\?reviewType=(GENERAL|DORM|AGENCY)|\d+)/);
});

test('a filter sheet confirms only a change, and the contract filter narrows the marker request', async ({
  page,
}) => {
  const firstMarkers = page.waitForResponse((r) => r.url().endsWith('/api/v1/map/markers'));
  await page.goto('/map');
  expect((await firstMarkers).status()).toBe(200);

  await page.getByRole('button', { name: /계약 형태/ }).click();
  const sheet = page.getByRole('dialog', { name: '계약 형태' });
  await expect(sheet).toBeVisible();
  const apply = sheet.getByRole('button', { name: '적용하기' });
  await expect(apply).toBeDisabled();

  await sheet.getByRole('radio', { name: '월세' }).click();
  await expect(apply).toBeEnabled();
  // Going back to the applied value disables confirm again.
  await sheet.getByRole('radio', { name: '전체' }).click();
  await expect(apply).toBeDisabled();
  await sheet.getByRole('radio', { name: '월세' }).click();

  const narrowed = page.waitForRequest(
    (r) =>
      r.url().endsWith('/api/v1/map/markers') && r.postDataJSON()?.filters?.contractType === 'MONTHLY_RENT',
  );
  await apply.click();
  const body = (await narrowed).postDataJSON();
  expect(body.bounds).toEqual({
    neLat: expect.any(Number),
    neLng: expect.any(Number),
    swLat: expect.any(Number),
    swLng: expect.any(Number),
  });
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: /월세\s*적용됨/ })).toBeVisible();
});

test('searching for 경상국립대 lists results, and a result moves the map there', async ({ page }) => {
  await page.goto('/map');
  const search = page.getByRole('searchbox', { name: '주소 또는 대학교 검색' });
  await search.fill('경상국립대');
  const searched = page.waitForRequest((r) => r.url().endsWith('/api/v1/map/search'));
  await search.press('Enter');
  expect((await searched).postDataJSON()).toMatchObject({ keyword: '경상국립대', num: 10, page: 1 });

  const sheet = page.getByRole('dialog', { name: /경상국립대.*검색 결과/ });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('article').first()).toBeVisible();

  const moved = page.waitForRequest((r) => r.url().endsWith('/api/v1/map/markers'));
  await sheet.getByRole('article').first().getByRole('heading').getByRole('button').click();
  await expect(sheet).toBeHidden();
  await moved;
});
