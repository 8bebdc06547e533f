import { expect, test } from '@playwright/test';
import { startSignedIn, TEST_ACCOUNT } from './support/session';

test.describe('home', () => {
  test('lists the seeded universities in Korean and their campuses', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/찐빵/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');

    const nav = page.getByRole('navigation', { name: '주요 메뉴' });
    await expect(nav.getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
    for (const tab of ['관심목록', '지도', '나의 찐빵'])
      await expect(nav.getByRole('link', { name: tab })).toBeVisible();

    // Guests see the campuses of the first university in 가나다 order (spec 000 §2 Home).
    const campuses = page.getByRole('region', { name: '캠퍼스 목록' });
    await expect(campuses).toBeVisible();
    await expect(campuses.getByRole('button').first()).toBeVisible();

    const universities = page.getByRole('list', { name: '대학교 목록' });
    await expect(universities.getByRole('listitem').first()).toBeVisible();
    await expect(universities.getByRole('listitem')).toHaveCount(15);
    // Infinite scroll loads the next page of 15.
    await universities.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await expect(universities.getByRole('listitem')).toHaveCount(30);
  });

  test('the API answers the university list per the contract', async ({ request, baseURL }) => {
    const response = await request.get(`${baseURL}/api/v1/user/univ?offset=0&limit=15`);
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ code: 200, message: expect.any(String) });
    expect(body.data).toHaveLength(15);
    for (const university of body.data) {
      expect(university).toMatchObject({
        id: expect.any(Number),
        universityName: expect.stringMatching(/[가-힣]/),
        universityLogo: expect.any(String),
      });
      for (const campus of university.campuses) {
        expect(campus).toMatchObject({
          id: expect.any(Number),
          campusName: expect.any(String),
          logoImageUrl: expect.any(String),
          latitude: expect.any(Number),
          longitude: expect.any(Number),
        });
      }
    }
    const names = body.data.map((u: { universityName: string }) => u.universityName);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
  });

  test('an unknown route shows the Korean not-found page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' })).toBeVisible();
    await page.getByRole('link', { name: '홈으로 가기' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('choosing a university shows its campuses in the carousel', async ({ page }) => {
  await page.goto('/');
  const universities = page.getByRole('list', { name: '대학교 목록' });
  await universities.getByRole('button', { name: /가천대학교/ }).click();
  await expect(page.getByRole('heading', { name: '가천대학교 캠퍼스' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: '캠퍼스 목록' })
      .getByRole('button', { name: /가천대학교/ })
      .first(),
  ).toBeVisible();
});

test('a signed-in student sees the campuses of their own university', async ({ page, request, baseURL }) => {
  await startSignedIn(page, request, baseURL ?? '', TEST_ACCOUNT.verified);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '경상국립대학교 캠퍼스' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: '캠퍼스 목록' }).getByRole('button', { name: /가좌캠퍼스/ }),
  ).toBeVisible();
});
