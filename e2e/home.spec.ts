import { expect, test } from '@playwright/test';
import { startSignedIn, TEST_ACCOUNT } from './support/session';
import { freshStudent, useTokens, writeGeneralReview } from './support/students';

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

    // issue 13: a short list and "전체 보기", so the safety notice is not 22,000 px down.
    const universities = page.getByRole('list', { name: '대학교 목록' });
    await expect(universities.getByRole('listitem')).toHaveCount(8);
    await expect(page.getByRole('link', { name: /^전체 보기/ })).toBeVisible();
    const notice = page.getByRole('region', { name: '안전한 자취방 계약을 위한 안내' });
    const top = await notice.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(2500);
  });

  test('the page drawn first stays where it is when the data layer takes over', async ({ page }) => {
    // The first paint is drawn before the data layer's code has arrived; that code then draws the same page
    // (routes/home/Home.test.tsx compares the markup). Here, the laid-out page: where the section titles stand when
    // the first paint is inserted and when it is replaced must be the same.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __titles: string[] }).__titles = seen;
      const titles = () =>
        [...document.querySelectorAll('.jb-app-section-title')]
          .map((title) => `${title.textContent} ${title.getBoundingClientRect().top}`)
          .join(' / ');
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of [...record.addedNodes, ...record.removedNodes])
            if (node instanceof HTMLElement && node.querySelector('#home-campuses')) seen.push(titles());
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    const campuses = page.getByRole('region', { name: '캠퍼스 목록' });
    await expect(campuses.getByRole('button').first()).toBeVisible();
    await expect(page.getByRole('list', { name: '대학교 목록' }).getByRole('listitem')).toHaveCount(8);
    const titles = await page.evaluate(() => (window as unknown as { __titles: string[] }).__titles);
    // Inserted with the first paint, then the campuses' section taken out and put in again by the data layer.
    expect(titles.length).toBeGreaterThanOrEqual(3);
    expect(new Set(titles).size).toBe(1);
  });

  test('nothing on the page moves as its campuses and comparison links arrive', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { __shifts: string[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[])
          shifts.push(
            entry.sources
              .map((s) => `${s.node?.textContent?.slice(0, 20)}: ${s.previousRect.y} → ${s.currentRect.y}`)
              .join(', '),
          );
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await expect(
      page.getByRole('list', { name: '캠퍼스별 기숙사 vs 자취 비교' }).getByRole('link').first(),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: '대학교 목록' }).getByRole('listitem')).toHaveCount(8);
    // Layout shifts are reported after the frame that made them.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
  });

  test("Pretendard for users' text loads on the pages that show it, not on home", async ({ page }) => {
    const dynamicSubset: string[] = [];
    page.on('request', (request) => {
      if (/pretendardvariable-dynamic-subset[^/]*\.css/.test(request.url()))
        dynamicSubset.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('list', { name: '대학교 목록' }).getByRole('listitem')).toHaveCount(8);
    // What waits for the first paint has started by the time the list is drawn; give it a moment more.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(dynamicSubset).toEqual([]);

    // The map shows buildings and agencies by the names their reviewers gave them.
    const loaded = page.waitForRequest(/pretendardvariable-dynamic-subset[^/]*\.css/);
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '지도' }).click();
    await expect(page).toHaveURL(/\/map$/);
    await loaded;
  });

  test('a first visit keeps its first page in the fallback face; the UI font comes with the next page and the next visit', async ({
    page,
  }) => {
    const uiFaces = () =>
      page.locator('style[data-fonts-ui]').evaluate((style: HTMLStyleElement) => style.media);
    const uiFiles: string[] = [];
    page.on('request', (request) => {
      if (/pretendard-ui-[^/]*\.woff2/.test(request.url())) uiFiles.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('list', { name: '대학교 목록' }).getByRole('listitem')).toHaveCount(8);
    // Once the page's largest paint has settled, the files are in the browser's cache for what comes next.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('uiFontSeen'))).toBe('1');
    expect(uiFiles.length).toBeGreaterThan(0);
    expect(await uiFaces()).toBe('not all');

    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '지도' }).click();
    await expect.poll(uiFaces).toBe('all');
    const uiFaceLoaded = () =>
      page.evaluate(() =>
        [...document.fonts].some((f) => f.family.includes('Pretendard UI') && f.status === 'loaded'),
      );
    await expect.poll(uiFaceLoaded).toBe(true);

    await page.reload();
    await expect.poll(uiFaces).toBe('all');
  });

  test('the whole university list is one shared load, searchable, and a choice returns home', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/user/univ?')) calls.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('list', { name: '대학교 목록' }).getByRole('listitem')).toHaveCount(8);
    await page.getByRole('link', { name: /^전체 보기/ }).click();
    await expect(page).toHaveURL(/\/universities$/);
    const all = page.getByRole('list', { name: '대학교 목록' });
    await expect(page.getByText(/^모두 \d+곳$/)).toBeVisible();
    const total = Number(/\d+/.exec((await page.getByText(/^모두 \d+곳$/).textContent()) ?? '')?.[0]);
    expect(total).toBeGreaterThan(300);
    await expect(all.getByRole('listitem')).toHaveCount(total);
    // Home and the full list share one load: 327 universities in slices of at least 100 (was 22 of 15).
    expect(calls.length).toBeLessThanOrEqual(Math.ceil((total + 1) / 100));
    expect(calls.every((url) => Number(new URL(url).searchParams.get('limit')) >= 100)).toBe(true);

    await page.getByRole('searchbox', { name: '대학교 이름으로 찾기' }).fill('부산 대학교');
    await expect(page.getByText(/곳을 찾았어요$/)).toBeVisible();
    await all.getByRole('link', { name: /^부산대학교/ }).click();
    await expect(page).toHaveURL(/\/\?university=\d+$/);
    await expect(page.getByRole('heading', { name: '부산대학교 캠퍼스' })).toBeVisible();
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
  await universities.getByRole('link', { name: /가천대학교/ }).click();
  await expect(page).toHaveURL(/\?university=\d+$/);
  await expect(universities.getByRole('link', { name: /가천대학교/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
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

test('a student’s recently viewed reviews show placeholders while they load, never "none"', async ({
  page,
  request,
  baseURL,
}) => {
  const tokens = await freshStudent(request, baseURL, { verified: true });
  const name = `최근 본 집 ${Date.now().toString(36)}`;
  const reviewId = await writeGeneralReview(request, baseURL, tokens, {
    name,
    content:
      '정문까지 걸어서 오 분이라 통학이 정말 편했어요. 햇빛이 잘 들어서 겨울에도 따뜻했고 집주인 분이 친절하게 ' +
      '수리 요청을 바로 들어주셨어요. 다만 벽이 얇아 옆집 소리가 조금 들리고 주차 공간이 부족해요.',
  });
  await useTokens(page, tokens);
  await page.goto(`/building/review/${reviewId}?reviewType=GENERAL`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Home again, with the reviews' answer held back until the placeholders have been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/user/recentReview**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const recent = page.getByRole('region', { name: '최근 본 후기' });
  await expect(recent.getByText('최근 본 후기를 불러오는 중')).toBeAttached();
  await expect(page.getByRole('heading', { name: '최근 본 후기가 없어요' })).toHaveCount(0);
  release();
  await expect(
    page.getByRole('list', { name: '최근 본 후기 목록' }).getByRole('link', { name }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: '최근 본 후기가 없어요' })).toHaveCount(0);
});

test.describe('the verification banner (issue 13)', () => {
  test('a verified student does not see it', async ({ page, request, baseURL }) => {
    await startSignedIn(page, request, baseURL ?? '', TEST_ACCOUNT.verified);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '경상국립대학교 캠퍼스' })).toBeVisible();
    await expect(page.getByRole('link', { name: '학교 인증하기' })).toHaveCount(0);
  });

  test('an unverified student is led to verification, a guest to sign-in', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: '학교 인증하기' })).toHaveAttribute('href', '/mypage');
    await startSignedIn(page, request, baseURL ?? '', TEST_ACCOUNT.unverified);
    await page.goto('/');
    await page.getByRole('link', { name: '학교 인증하기' }).click();
    await expect(page).toHaveURL(/\/auth\/student\/verify$/);
  });
});

for (const width of [360, 390, 768, 1280]) {
  test(`home, the university list and the bottom navigation fit a ${width} px screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/universities']) {
      await page.goto(path);
      await expect(
        page.getByRole('list', { name: '대학교 목록' }).getByRole('listitem').first(),
      ).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // issue 13: above 480 px the navigation sat ~80 px off the centred column.
      const column = await page.locator('main').boundingBox();
      const nav = await page.getByRole('navigation', { name: '주요 메뉴' }).boundingBox();
      if (!column || !nav) throw new Error('layout boxes missing');
      expect(Math.abs(nav.x - column.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(nav.x + nav.width - (column.x + column.width))).toBeLessThanOrEqual(1);
    }
  });
}
