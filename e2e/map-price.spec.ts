import { expect, test } from '@playwright/test';

// Pins say how much: the median 월 실거주비 by default, the 전세 보증금 under the 전세 filter.

test('pins around 가좌캠퍼스 show their median 월 실거주비, clusters their count and median', async ({
  page,
  request,
  baseURL,
}) => {
  const res = await request.get(
    `${baseURL}/api/v1/user/univ/campus?universityName=${encodeURIComponent('경상국립대학교')}`,
  );
  const campus = (await res.json()).data.campusList.find(
    (c: { campusName: string }) => c.campusName === '가좌캠퍼스',
  );
  await page.goto(`/map?lat=${campus.latitude}&lng=${campus.longitude}&level=3`);
  const map = page.getByRole('application', { name: '지도' });
  await expect(map.getByRole('button', { name: /위치, 월 \d+$/ }).first()).toBeVisible();
  await expect(
    map
      .getByRole('button', { name: /위치, 월 \d+$/ })
      .first()
      .locator('[data-slot="price"]'),
  ).toHaveText(/^월 \d+$/);

  await page.goto(`/map?lat=${campus.latitude}&lng=${campus.longitude}&level=6`);
  await expect(map.getByRole('button', { name: /곳 모음\s?,\s?중앙값 월 \d+$/ }).first()).toBeVisible();
});
