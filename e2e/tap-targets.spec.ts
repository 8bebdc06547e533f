import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { startSignedIn, TEST_ACCOUNT } from './support/session';

// Every control a student taps on a phone answers over at least 44 × 44 px, even where it is drawn smaller
// (an invisible box around a small chip, a clear band around a pill). Measured where the browser decides what a
// tap hits: from the control's centre outwards, point by point, as long as the tap still lands on it.

const TAP = 44;
const GAJWA = { lat: 35.1537, lng: 128.0989 };

/** The extent of the area around `target`'s centre where a tap lands on it (pixel steps, so ±1 px). */
async function hitArea(target: Locator): Promise<{ width: number; height: number }> {
  await target.scrollIntoViewIfNeeded();
  return target.evaluate((el) => {
    el.scrollIntoView({ block: 'center', inline: 'center' });
    const rect = el.getBoundingClientRect();
    const cx = rect.left + rect.width / 2;
    const cy = rect.top + rect.height / 2;
    const lands = (x: number, y: number) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === el || el.contains(hit));
    };
    const reach = (dx: number, dy: number) => {
      let d = 0;
      while (d < 60 && lands(cx + dx * (d + 1), cy + dy * (d + 1))) d++;
      return d;
    };
    if (!lands(cx, cy)) return { width: 0, height: 0 };
    return { width: reach(-1, 0) + reach(1, 0) + 1, height: reach(0, -1) + reach(0, 1) + 1 };
  });
}

async function expectTappable(target: Locator, what: string) {
  const area = await hitArea(target);
  // one pixel of slack for the point-by-point probe
  expect(area.width, `${what}: hit width`).toBeGreaterThanOrEqual(TAP - 1);
  expect(area.height, `${what}: hit height`).toBeGreaterThanOrEqual(TAP - 1);
}

async function buildingWithKeywords(
  request: APIRequestContext,
  baseURL: string | undefined,
): Promise<number> {
  const res = await request.post(new URL('/api/v1/map/markers', baseURL).toString(), {
    data: {
      bounds: {
        neLat: GAJWA.lat + 0.02,
        neLng: GAJWA.lng + 0.02,
        swLat: GAJWA.lat - 0.02,
        swLng: GAJWA.lng - 0.02,
      },
      filters: {
        viewType: 'BUILDING',
        buildType: ['ALL'],
        contractType: 'ALL',
        campus: null,
        depositMin: null,
        depositMax: null,
        monthlyRentMin: null,
        monthlyRentMax: null,
        inMaintenanceCost: null,
        reviewKeyword: null,
      },
    },
  });
  const markers = ((await res.json()) as { data: { id: number; type: string; hasReview: boolean }[] }).data;
  const marker = markers.find((m) => m.type === 'GENERAL' && m.hasReview);
  if (!marker) throw new Error('no seeded building with reviews near 가좌');
  return marker.id;
}

async function firstCampusId(page: Page): Promise<string> {
  const link = page.getByRole('list', { name: '캠퍼스별 기숙사 vs 자취 비교' }).getByRole('link').first();
  const href = await link.getAttribute('href');
  return href?.split('/').pop() ?? '';
}

for (const width of [360, 390]) {
  test.describe(`tap targets at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('home: the promo button, 지도 둘러보기 and the comparison links', async ({ page }) => {
      await page.goto('/');
      // Home's first paint is drawn again once its data has arrived: measure the page that stays.
      await expect(page.getByRole('list', { name: '캠퍼스별 기숙사 vs 자취 비교' })).toBeVisible();
      await expectTappable(
        page
          .getByRole('region', { name: '진짜 후기는 인증된 학생에게서' })
          .getByRole('link', { name: '학교 인증하기' }),
        '학교 인증하기',
      );
      await expectTappable(page.getByRole('button', { name: '지도 둘러보기' }), '지도 둘러보기');
      const compare = page
        .getByRole('list', { name: '캠퍼스별 기숙사 vs 자취 비교' })
        .getByRole('link')
        .first();
      await expectTappable(compare, '기숙사 vs 자취 비교');
    });

    test('a building: sort, card heart, +N and the campus comparison link', async ({
      page,
      request,
      baseURL,
    }) => {
      await startSignedIn(page, request, baseURL ?? '', TEST_ACCOUNT.verified);
      const id = await buildingWithKeywords(request, baseURL);
      await page.goto(`/building/${id}`);
      const reviews = page.getByRole('list', { name: '후기 목록' });
      await expect(reviews.getByRole('article').first()).toBeVisible();
      await expectTappable(page.getByRole('combobox', { name: /정렬/ }).first(), '정렬');
      await expectTappable(reviews.getByRole('button', { name: /좋아요/ }).first(), '카드 하트');
      const more = reviews.getByRole('button', { name: /^\+\d+|더 보기/ });
      if ((await more.count()) > 0) await expectTappable(more.first(), '+N');
      const campus = page.getByRole('link', { name: /기숙사 vs 자취 비교 보기/ });
      if ((await campus.count()) > 0) await expectTappable(campus.first(), '기숙사 vs 자취 비교 보기');
    });

    test('/heart: the filter trigger, and the recently-viewed map button', async ({
      page,
      request,
      baseURL,
    }) => {
      await startSignedIn(page, request, baseURL ?? '', TEST_ACCOUNT.verified);
      await page.goto('/heart');
      await expectTappable(page.getByRole('button', { name: /^관심목록 필터/ }), '관심목록 필터');
    });

    test('a campus page: the dormitory links', async ({ page }) => {
      await page.goto('/');
      const campusId = await firstCampusId(page);
      await page.goto(`/campus/${campusId}`);
      const dorms = page.locator('.jb-campus-card-title a');
      await expect(dorms.first()).toBeVisible();
      await expectTappable(dorms.first(), '기숙사 링크');
    });

    test('the map: the search icon and the filter chips', async ({ page }) => {
      await page.goto('/map');
      await expectTappable(page.locator('.jb-SearchBar-icon-submit'), '검색 아이콘');
      const chips = page.locator('.jb-FilterBar-button');
      await expect(chips.first()).toBeVisible();
      for (const chip of (await chips.all()).slice(0, 2)) await expectTappable(chip, '필터 칩');
    });
  });
}
