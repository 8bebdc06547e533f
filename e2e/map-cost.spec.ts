import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { startSignedIn, TEST_ACCOUNT } from './support/session';

// issue 17 on the map: "what is cheapest around my campus?" (실거주비 낮은순 and the 월 실거주비 filter), the
// university filter's way to "기숙사 vs 자취", and an agency's deposit-return record — on the seeded data.

/** 가좌캠퍼스 of 경상국립대학교, from the API (the seed's coordinates). */
async function gajwa(request: APIRequestContext, baseURL: string) {
  const res = await request.get(
    `${baseURL}/api/v1/user/univ/campus?universityName=${encodeURIComponent('경상국립대학교')}`,
  );
  const campus = (await res.json()).data.campusList.find(
    (c: { campusName: string }) => c.campusName === '가좌캠퍼스',
  );
  return { id: campus.id as number, lat: campus.latitude as number, lng: campus.longitude as number };
}

/** The filters inside a tile address (`/api/v1/map/tiles/{filterKey}/…`). */
function filtersOfTile(url: string): Record<string, unknown> | null {
  const match = /\/api\/v1\/map\/tiles\/([A-Za-z0-9_-]+)\/\d+\/\d+\/\d+$/.exec(url);
  if (!match?.[1]) return null;
  return JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The monthly figures the list's cards show ("실거주 월 35.4만원", "기숙사비 한 달 약 22.5만원"), in order. */
async function cardFigures(sheet: ReturnType<Page['getByRole']>) {
  const texts = await sheet.getByText(/^(실거주 월|기숙사비 한 달 약) [\d,.]+만원$/).allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d.]/g, '')));
}

test('a student sorts the map list by 실거주비 낮은순 and narrows the map to 50만원 a month', async ({
  page,
  request,
  baseURL,
}) => {
  await startSignedIn(page, request, baseURL ?? '', TEST_ACCOUNT.verified);
  const at = await gajwa(request, baseURL ?? '');
  await page.goto(`/map?lat=${at.lat}&lng=${at.lng}&level=5&view=BUILDING`);

  await page.getByRole('button', { name: '목록' }).click();
  const sheet = page.getByRole('dialog', { name: '이 지역의 찐빵' });
  await expect(sheet.getByRole('article').first()).toBeVisible();
  const sort = sheet.getByRole('combobox', { name: '정렬' });
  await expect(sort.getByRole('option')).toHaveText([
    '추천순',
    '최신순',
    '좋아요순',
    '별점순',
    '실거주비 낮은순',
  ]);

  const sorted = page.waitForRequest(
    (r) => r.url().endsWith('/api/v1/map/markers/nearby') && r.postDataJSON().sortBy === 'COST',
  );
  await sort.selectOption({ label: '실거주비 낮은순' });
  expect((await sorted).postDataJSON().page).toBe(1);
  // The cheapest place comes first and says why: its median (or a dormitory's fee per month).
  const first = sheet.getByRole('article').first();
  await expect(first.getByText(/^(실거주 월|기숙사비 한 달 약) [\d,.]+만원$/)).toBeVisible();
  const figures = await cardFigures(sheet);
  expect(figures.length).toBeGreaterThanOrEqual(3);
  expect(figures).toEqual([...figures].sort((a, b) => a - b));
  await page.screenshot({ path: test.info().outputPath('map-list-by-cost.png') });

  // The 월 실거주비 filter lives in the contract sheet with the other prices.
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await page.getByRole('button', { name: /계약 형태/ }).click();
  const filter = page.getByRole('dialog', { name: '계약 형태' });
  const costs = filter.getByRole('radiogroup', { name: '월 실거주비 상한' });
  await expect(costs.getByRole('radio', { name: '상관없음' })).toBeChecked();
  await costs.getByRole('radio', { name: '50만원 이하' }).click();
  await page.screenshot({ path: test.info().outputPath('map-cost-filter.png') });
  const narrowed = page.waitForRequest((r) => filtersOfTile(r.url())?.monthlyCostMax === 50);
  await filter.getByRole('button', { name: '적용하기' }).click();
  await narrowed;
  await expect(filter).toBeHidden();
  await expect(page).toHaveURL(/[?&]cost=50(&|$)/);
  await expect(page.getByRole('button', { name: /실거주 50만원 이하\s*적용됨/ })).toBeVisible();

  // The list of the view follows the filter and keeps its sort.
  const markers = page.waitForRequest(
    (r) => r.url().endsWith('/api/v1/map/markers') && r.postDataJSON().filters.monthlyCostMax === 50,
  );
  const resorted = page.waitForRequest(
    (r) => r.url().endsWith('/api/v1/map/markers/nearby') && r.postDataJSON().sortBy === 'COST',
  );
  await page.getByRole('button', { name: '목록' }).click();
  await markers;
  await resorted;
  await expect(sheet.getByRole('combobox', { name: '정렬' })).toHaveValue('COST');
  await expect(sheet.getByRole('article').first()).toBeVisible();

  // A reload keeps the bound (the address has it); 초기화 clears it with the other prices.
  await page.keyboard.press('Escape');
  await page.reload();
  await page.getByRole('button', { name: /실거주 50만원 이하/ }).click();
  await expect(costs.getByRole('radio', { name: '50만원 이하' })).toBeChecked();
  await filter.getByRole('button', { name: '초기화' }).click();
  await expect(costs.getByRole('radio', { name: '상관없음' })).toBeChecked();
  await filter.getByRole('button', { name: '적용하기' }).click();
  await expect(page).not.toHaveURL(/cost=/);
});

test("the map's university filter leads to that campus's 기숙사 vs 자취 page", async ({
  page,
  request,
  baseURL,
}) => {
  const at = await gajwa(request, baseURL ?? '');
  await page.goto(`/map?lat=${at.lat}&lng=${at.lng}&level=5`);
  await expect(page.getByRole('link', { name: /기숙사 vs 자취 비교/ })).toHaveCount(0);

  await page.getByRole('button', { name: /^대학교/ }).click();
  const filter = page.getByRole('dialog', { name: '대학교' });
  await filter
    .getByRole('group', { name: '경상국립대학교' })
    .getByRole('radio', { name: '가좌캠퍼스' })
    .check();
  await filter.getByRole('button', { name: '적용하기' }).click();
  await expect(filter).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`[?&]campus=${at.id}(&|$)`));

  await page.getByRole('link', { name: '경상국립대학교 기숙사 vs 자취 비교' }).click();
  await expect(page).toHaveURL(new RegExp(`/campus/${at.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: '경상국립대학교 가좌캠퍼스' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: '기숙사와 자취, 어디가 나을까요?' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: /^자취 도보/ })).toContainText('월 실거주비 중간값');
});

test("an agency's page shows its deposit-return record", async ({ page, request, baseURL }) => {
  const at = await gajwa(request, baseURL ?? '');
  const api = (path: string) => new URL(path, baseURL).toString();
  // The seeded agencies around 가좌캠퍼스, and the first one tenants have left a record for.
  const markers = await request.post(api('/api/v1/map/markers'), {
    data: {
      bounds: { neLat: at.lat + 0.03, neLng: at.lng + 0.03, swLat: at.lat - 0.03, swLng: at.lng - 0.03 },
      filters: {
        viewType: 'BUILDING',
        buildType: ['AGENCY'],
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
  const agencies = ((await markers.json()) as { data: { id: number }[] }).data;
  interface ReturnRecord {
    full: number;
    partial: number;
    none: number;
    averageDays: number | null;
  }
  let found: (ReturnRecord & { id: number }) | null = null;
  for (const { id } of agencies) {
    const cost = await request.get(api(`/api/v1/building/${id}/cost?isAgency=true`));
    const r = ((await cost.json()) as { data: { depositReturns: ReturnRecord } }).data.depositReturns;
    if (r.full + r.partial + r.none > 0) {
      found = { ...r, id };
      break;
    }
  }
  if (!found) throw new Error('the seed has an agency with deposit-return records near 가좌캠퍼스');

  await startSignedIn(page, request, baseURL ?? '', TEST_ACCOUNT.verified);
  await page.goto(`/building/${found.id}?isAgency=true`);
  const record = page.getByRole('region', { name: '보증금 반환 기록' });
  const total = found.full + found.partial + found.none;
  const days = found.averageDays === null ? '' : `, 평균 ${found.averageDays}일`;
  await expect(record.getByText(`반환 기록 ${total}건 중 ${found.full}건 전액${days}`)).toBeVisible();
  // An agency has no leases of its own: no monthly-cost panel.
  await expect(page.getByRole('region', { name: '월 실거주비' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('agency-deposit-return.png'), fullPage: true });
});
