import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { startSignedIn, TEST_ACCOUNT } from './support/session';

// Search as students type it: 동 names, what everyone calls a university, on the seeded data.

interface Point {
  latitude: number;
  longitude: number;
}

/** A campus's position, from the API (the seed's coordinates). */
async function campusAt(request: APIRequestContext, baseURL: string, university: string, campus: string) {
  const res = await request.get(
    `${baseURL}/api/v1/user/univ/campus?universityName=${encodeURIComponent(university)}`,
  );
  const found = (await res.json()).data.campusList.find(
    (c: { campusName: string }) => c.campusName === campus,
  ) as Point;
  return found;
}

const km = (a: Point, b: Point) =>
  Math.hypot(
    (a.latitude - b.latitude) * 111.32,
    (a.longitude - b.longitude) * 111.32 * Math.cos((b.latitude * Math.PI) / 180),
  );

/** Searches from the map's box and returns where the first results lie, as the server answered. */
async function searchFor(page: Page, keyword: string): Promise<Point[]> {
  const search = page.getByRole('searchbox', { name: '주소 및 대학교를 검색해 보세요' });
  await search.fill(keyword);
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/map/search') && r.request().postDataJSON()?.keyword === keyword,
  );
  await search.press('Enter');
  const body = await (await answer).json();
  const results = page.getByRole('dialog', { name: new RegExp(`${keyword}.*검색 결과`) });
  await expect(results.getByRole('article').first()).toBeVisible();
  await page.goBack();
  return (body.data.items as Array<{ boundInfo?: Point }>).flatMap((i) => (i.boundInfo ? [i.boundInfo] : []));
}

test('가좌동, 칠암동, 경상대, 서울대 and 연대 each list the places students mean first', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? '';
  await startSignedIn(page, request, base, TEST_ACCOUNT.verified);
  const gajwa = await campusAt(request, base, '경상국립대학교', '가좌캠퍼스');
  const snu = await campusAt(request, base, '서울대학교', '관악캠퍼스');
  const yonsei = await campusAt(request, base, '연세대학교', '신촌캠퍼스');
  // 칠암동 lies about 3 km north of 가좌캠퍼스, across the city.
  const expectations: Array<[string, Point, number]> = [
    ['가좌동', gajwa, 2.5],
    ['칠암동', gajwa, 4.5],
    ['경상대', gajwa, 2.1],
    ['서울대', snu, 2.1],
    ['연대', yonsei, 2.1],
  ];
  await page.goto(`/map?lat=${gajwa.latitude}&lng=${gajwa.longitude}&level=5`);
  for (const [keyword, near, radius] of expectations) {
    const first = (await searchFor(page, keyword)).slice(0, 3);
    expect(first.length, keyword).toBeGreaterThan(0);
    for (const place of first) expect(km(place, near), keyword).toBeLessThan(radius);
  }
});

test("the empty result's examples each find places", async ({ page, request, baseURL }) => {
  const base = baseURL ?? '';
  await startSignedIn(page, request, base, TEST_ACCOUNT.verified);
  const gajwa = await campusAt(request, base, '경상국립대학교', '가좌캠퍼스');
  await page.goto(`/map?lat=${gajwa.latitude}&lng=${gajwa.longitude}&level=5`);
  const search = page.getByRole('searchbox', { name: '주소 및 대학교를 검색해 보세요' });
  await search.fill('찐빵없는마을');
  await search.press('Enter');
  const hint = page.getByText(/예: /).first();
  await expect(hint).toBeVisible();
  const examples = [...((await hint.textContent()) ?? '').matchAll(/예: ([^)]+)\)/g)].map((m) => m[1] ?? '');
  expect(examples.length).toBeGreaterThan(0);
  await page.goBack();
  for (const example of examples) {
    expect((await searchFor(page, example)).length, example).toBeGreaterThan(0);
  }
});
