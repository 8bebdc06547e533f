import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { column, expectInside, expectNoSidewaysScroll, WIDTHS } from './support/layout';
import { startSignedIn, TEST_ACCOUNT, type Tokens } from './support/session';

// Reading journeys (spec 000 §2 bookmarks, building detail, review detail, report) against the real server.
// Journeys that change data (likes, reports, a deletion) run as a freshly verified student of their own, so
// repeated and parallel runs never see each other's likes or reports.

const GAJWA = { lat: 35.1537, lng: 128.0989 };
const MAP_FILTERS = {
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
};

const api = (baseURL: string | undefined, path: string) => new URL(path, baseURL).toString();
const bearer = (tokens: Tokens) => ({ Authorization: `Bearer ${tokens.accessToken}` });

async function data<T>(response: { ok(): boolean; status(): number; json(): Promise<unknown> }): Promise<T> {
  const body = (await response.json()) as { data: T; message: string };
  if (!response.ok()) throw new Error(`API ${response.status()}: ${body.message}`);
  return body.data;
}

interface BuildingSummary {
  id: number;
  name: string;
  reviewCount: number;
}

/** The general building near 경상국립대 가좌캠퍼스 with the most reviews (seeded data, read only). */
async function busiestBuilding(request: APIRequestContext, baseURL?: string): Promise<BuildingSummary> {
  const markers = await data<{ id: number; type: string; hasReview: boolean }[]>(
    await request.post(api(baseURL, '/api/v1/map/markers'), {
      data: {
        bounds: {
          neLat: GAJWA.lat + 0.02,
          neLng: GAJWA.lng + 0.02,
          swLat: GAJWA.lat - 0.02,
          swLng: GAJWA.lng - 0.02,
        },
        filters: MAP_FILTERS,
      },
    }),
  );
  const buildings: BuildingSummary[] = [];
  for (const marker of markers.filter((m) => m.type === 'GENERAL' && m.hasReview)) {
    const detail = await data<{ generalBuildingInfo: BuildingSummary }>(
      await request.get(api(baseURL, `/api/v1/building/${marker.id}`)),
    );
    buildings.push(detail.generalBuildingInfo);
  }
  const best = buildings.sort((a, b) => b.reviewCount - a.reviewCount)[0];
  if (!best || best.reviewCount < 2) throw new Error('no seeded building with two or more reviews near 가좌');
  return best;
}

interface ReviewItem {
  generalReviewInfo?: { id: number; name: string };
  reviewInfo: { likeCount: number; updateAt: string };
}

async function buildingReviews(
  request: APIRequestContext,
  baseURL: string | undefined,
  buildingId: number,
  sortBy: string,
) {
  const page = await data<{ items: ReviewItem[] }>(
    await request.get(api(baseURL, `/api/v1/building/${buildingId}/review?num=10&page=0&sortBy=${sortBy}`)),
  );
  return page.items;
}

/** The busiest building and its latest review (seeded data, read only). */
async function latestReviewOfBusiestBuilding(request: APIRequestContext, baseURL?: string) {
  const building = await busiestBuilding(request, baseURL);
  const reviewId = (await buildingReviews(request, baseURL, building.id, 'LATEST'))[0]?.generalReviewInfo?.id;
  return { building, reviewId };
}

/**
 * A new account through the local provider, signed up and verified with a school e-mail via the dev outbox
 * (api-contract §2–§3), so the journey owns its likes and reports.
 */
async function freshVerifiedStudent(request: APIRequestContext, baseURL?: string): Promise<Tokens> {
  const redirectUri = api(baseURL, '/login/kakao');
  const authorize = await request.post(api(baseURL, '/oauth/local/authorize'), {
    form: { redirect_uri: redirectUri, state: '', account: 'new' },
    maxRedirects: 0,
  });
  const code = new URL(authorize.headers().location ?? '').searchParams.get('code');
  const login = await data<{ signupToken: string }>(
    await request.post(api(baseURL, '/api/v1/auth'), {
      data: { oauthProvider: 'kakao', oauthCode: code, redirectUri },
    }),
  );
  const tokens = await data<Tokens>(
    await request.post(api(baseURL, '/api/v1/auth/signup'), {
      headers: { Authorization: `Bearer ${login.signupToken}` },
    }),
  );
  const emailAddress = `reading${randomBytes(5).toString('hex')}@gnu.ac.kr`;
  await data(
    await request.post(api(baseURL, '/api/v1/auth/emailCode'), {
      headers: bearer(tokens),
      data: { emailAddress },
    }),
  );
  const outbox = await data<{ code: string | null }[]>(
    await request.get(api(baseURL, `/api/dev/outbox?to=${encodeURIComponent(emailAddress)}`)),
  );
  await data(
    await request.post(api(baseURL, '/api/v1/auth/emailCode/verify'), {
      headers: bearer(tokens),
      data: { emailAddress, authCode: outbox[0]?.code },
    }),
  );
  return tokens;
}

/** Starts the page signed in with the given tokens (the app's local-storage session, spec 000 §3). */
async function useTokens(page: Page, tokens: Tokens) {
  await page.addInitScript((t: Tokens) => {
    if (!window.localStorage.getItem('accessToken')) {
      window.localStorage.setItem('accessToken', t.accessToken);
      window.localStorage.setItem('refreshToken', t.refreshToken);
    }
  }, tokens);
}

const gateSheet = (page: Page) => page.getByRole('dialog', { name: '학교 인증하고 찐 후기를 무료로 보세요' });

test.describe('bookmarks (/heart)', () => {
  test('a guest sees that login is required and can start the login', async ({ page }) => {
    await page.goto('/heart');
    await expect(page.getByRole('heading', { level: 1, name: '관심목록' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '로그인이 필요해요' })).toBeVisible();
    await expect(page.getByRole('button', { name: /관심목록 필터/ })).toHaveCount(0);
    await page.getByRole('button', { name: '로그인하기' }).click();
    // The server's active provider is the local sign-in page in development.
    await expect(page.getByRole('heading', { name: '찐빵 로컬 로그인' })).toBeVisible();
  });

  test('a new student sees the empty list and the filter sheet', async ({ page, request, baseURL }) => {
    await useTokens(page, await freshVerifiedStudent(request, baseURL));
    await page.goto('/heart');
    await expect(page.getByRole('heading', { name: '아직 관심목록이 비어 있어요' })).toBeVisible();
    await page.getByRole('button', { name: '관심목록 필터: 전체 · 최신순' }).click();
    const sheet = page.getByRole('dialog', { name: '관심목록 필터' });
    await expect(sheet.getByRole('button', { name: '확인' })).toBeDisabled();
    await sheet.getByRole('radio', { name: '건물만' }).click();
    await sheet.getByRole('radio', { name: '별점순' }).click();
    await sheet.getByRole('button', { name: '초기화' }).click();
    await expect(sheet.getByRole('radio', { name: '전체' })).toBeChecked();
    await sheet.getByRole('radio', { name: '후기만' }).click();
    const request2 = page.waitForRequest(
      (r) => r.url().includes('/api/v1/user/bookmark?') && r.url().includes('type=review'),
    );
    await sheet.getByRole('button', { name: '확인' }).click();
    const sent = new URL((await request2).url());
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      type: 'review',
      sortBy: 'latest',
      page: '0',
      size: '5',
    });
    await expect(page.getByRole('button', { name: '관심목록 필터: 후기만 · 최신순' })).toBeVisible();
  });
});

test.describe('building and review detail', () => {
  test('a building with one or two priced reviews does not move as its cost and reviews arrive', async ({
    page,
    request,
    baseURL,
  }) => {
    // A place with too few leases for a figure: its cost section still shows its records, above the reviews.
    let id = 0;
    for (const candidate of [744, ...Array.from({ length: 1500 }, (_, i) => i + 1)]) {
      const res = await request.get(api(baseURL, `/api/v1/building/${candidate}/cost?isAgency=false`));
      const count = res.ok() ? (await data<{ sampleCount: number }>(res)).sampleCount : 0;
      if (count >= 1 && count < 3) {
        id = candidate;
        break;
      }
    }
    expect(id).toBeGreaterThan(0);
    await startSignedIn(page, request, baseURL ?? '', TEST_ACCOUNT.verified);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The cost answers last, as on a slow connection.
    await page.route('**/api/v1/building/*/cost*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`/building/${id}`);
    await expect(page.getByRole('list', { name: '후기 목록' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: '월 실거주비와 캠퍼스 비교' })).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
  });

  test('a verified student reads a building, sorts its reviews, likes a review and finds it in /heart', async ({
    page,
    request,
    baseURL,
  }) => {
    const building = await busiestBuilding(request, baseURL);
    const byLikes = await buildingReviews(request, baseURL, building.id, 'LIKES');
    await useTokens(page, await freshVerifiedStudent(request, baseURL));

    await page.goto(`/building/${building.id}`);
    await expect(page.getByRole('heading', { level: 1, name: building.name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toBeHidden();
    await expect(page.getByText(`후기 ${building.reviewCount}개`, { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: '이 건물의 키워드' })).toBeVisible();
    await expect(gateSheet(page)).toHaveCount(0);
    const reviews = page.getByRole('list', { name: '후기 목록' });
    await expect(reviews.getByRole('article')).toHaveCount(Math.min(10, building.reviewCount));
    await expect(page.getByText('모두 불러왔어요')).toBeVisible();

    // Sorting asks the server again (spec 000 §7) and shows its order.
    const sorted = page.waitForResponse(
      (r) => r.url().includes('/review?') && r.url().includes('sortBy=LIKES'),
    );
    await page.getByLabel('후기 정렬').selectOption('LIKES');
    await sorted;
    const first = byLikes[0];
    if (!first?.generalReviewInfo) throw new Error('the building has no general review');
    // On the building's own page the cards do not repeat its name (issue 13): they lead with the type line,
    // so the order shows in the date and like count.
    await expect(reviews.getByRole('heading', { name: building.name })).toHaveCount(0);
    await expect(reviews.getByRole('heading').first()).toHaveText(/ · /);
    const firstCard = reviews.getByRole('article').first();
    await expect(firstCard.locator('time')).toHaveText(
      first.reviewInfo.updateAt.slice(0, 10).replaceAll('-', '.'),
    );
    await expect(firstCard.getByRole('button', { name: /후기 좋아요/ })).toHaveAccessibleName(
      new RegExp(` ${first.reviewInfo.likeCount}$`),
    );
    // 추천순 sends no sortBy at all.
    const recommended = page.waitForRequest(
      (r) => r.url().includes(`/api/v1/building/${building.id}/review?`) && !r.url().includes('sortBy'),
    );
    await page.getByLabel('후기 정렬').selectOption('RCMND');
    await recommended;

    // Open the first review and like it: applied once the server agrees (spec 000 §4).
    await reviews.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/building\/review\/\d+\?reviewType=GENERAL$/);
    await expect(page.getByRole('heading', { level: 1, name: building.name })).toBeVisible();
    await expect(page.getByRole('region', { name: '계약 정보' })).toBeVisible();
    // issue 13: the room's area in 평 and its floor.
    await expect(page.getByRole('region', { name: '방 정보' })).toContainText(/㎡ \([\d.]+평\)/);
    await expect(page.getByRole('region', { name: '방 정보' })).toContainText('층');
    await expect(page.getByRole('region', { name: '지도 정보' })).toContainText('상세 주소');
    await expect(page.getByRole('img', { name: new RegExp(`${building.name} 위치`) })).toBeVisible();
    await expect(page.getByRole('link', { name: '신고하기' })).toBeVisible();
    await expect(page.getByRole('button', { name: '삭제하기' })).toHaveCount(0);

    const like = page.getByRole('button', { name: /^이 후기 좋아요 [\d+]+$/ });
    const countBefore = Number(/(\d+)$/.exec((await like.textContent()) ?? '')?.[1]);
    const liked = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/bookmark') && r.ok());
    await like.click();
    await liked;
    const unlike = page.getByRole('button', { name: /^이 후기 좋아요 취소 [\d+]+$/ });
    await expect(unlike).toHaveAttribute('aria-pressed', 'true');
    await expect(unlike).toHaveAccessibleName(`이 후기 좋아요 취소 ${countBefore + 1}`);

    // The liked review is in the bookmark list; unliking it there flips the heart after the server call.
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(page).toHaveURL(new RegExp(`/building/${building.id}$`));
    await page.goto('/heart');
    const bookmarks = page.getByRole('list', { name: '관심목록' });
    await expect(bookmarks.getByRole('article')).toHaveCount(1);
    await expect(bookmarks.getByRole('heading', { level: 2 })).toHaveText(building.name);
    await bookmarks.getByRole('button', { name: new RegExp(`^${building.name} 후기 좋아요 취소 `) }).click();
    await expect(
      bookmarks.getByRole('button', { name: new RegExp(`^${building.name} 후기 좋아요 \\d`) }),
    ).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(page.getByRole('heading', { name: '아직 관심목록이 비어 있어요' })).toBeVisible();
  });

  test('the building heart is applied after the server agrees', async ({ page, request, baseURL }) => {
    const building = await busiestBuilding(request, baseURL);
    await useTokens(page, await freshVerifiedStudent(request, baseURL));
    await page.goto(`/building/${building.id}`);
    await page.getByRole('button', { name: `${building.name} 좋아요`, exact: true }).click();
    await expect(page.getByRole('button', { name: `${building.name} 좋아요 취소` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/heart');
    const bookmarks = page.getByRole('list', { name: '관심목록' });
    await expect(bookmarks.getByRole('article')).toHaveCount(1);
    await expect(bookmarks.getByRole('button', { name: `${building.name} 좋아요 취소` })).toBeVisible();
  });

  test('an unverified student gets the verification sheet on building detail', async ({
    page,
    request,
    baseURL,
  }) => {
    const building = await busiestBuilding(request, baseURL);
    await startSignedIn(page, request, baseURL ?? '', TEST_ACCOUNT.unverified);
    await page.goto(`/building/${building.id}`);
    const sheet = gateSheet(page);
    await expect(sheet).toBeVisible();
    await expect(
      sheet.getByText('인증된 학생만 건물과 후기의 자세한 내용을 볼 수 있어요.', { exact: false }),
    ).toBeVisible();
    await sheet.getByRole('link', { name: '학교 인증하기' }).click();
    await expect(page).toHaveURL(/\/auth\/student\/verify$/);
  });

  test('a returning verified student reads a review while the session is still being confirmed', async ({
    page,
    request,
    baseURL,
  }) => {
    const { building, reviewId } = await latestReviewOfBusiestBuilding(request, baseURL);
    await startSignedIn(page, request, baseURL ?? '', TEST_ACCOUNT.verified);
    // A first visit stores the verified status (useSession), as any earlier visit would have.
    await page.goto(`/building/review/${reviewId}?reviewType=GENERAL`);
    await expect(page.getByRole('heading', { level: 1, name: building.name })).toBeVisible();

    // The next visit: GET /api/v1/user is held until the review shows. The page reads the review on the stored
    // status (as the boot script asked for it), not after the session.
    const held: (() => Promise<void>)[] = [];
    await page.route('**/api/v1/user', (route) => {
      held.push(() => route.continue());
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: building.name })).toBeVisible();
    expect(held.length).toBeGreaterThan(0);
    for (const release of held) await release();
    await page.unroute('**/api/v1/user');
    await expect(page.getByRole('link', { name: '신고하기' })).toBeVisible();
    await expect(gateSheet(page)).toHaveCount(0);
  });

  test("a verified reader's detail pages do not load the code of sheets that never open for them", async ({
    page,
    request,
    baseURL,
  }) => {
    const { building, reviewId } = await latestReviewOfBusiestBuilding(request, baseURL);
    const scripts = new Set<string>();
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.endsWith('.js')) scripts.add(r.url());
    });
    await startSignedIn(page, request, baseURL ?? '', TEST_ACCOUNT.verified);
    // A returning reader: the app stored the verified status on an earlier visit (queries.user).
    await page.addInitScript(() => window.localStorage.setItem('verificationStatus', 'verified'));
    await page.goto(`/building/${building.id}`);
    await expect(page.getByRole('heading', { level: 1, name: building.name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.goto(`/building/review/${reviewId}?reviewType=GENERAL`);
    // Someone else's review: the reader may report it, not delete it.
    await expect(page.getByRole('link', { name: '신고하기' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The verification sheet, the author's delete sheets and the author's appeal dialog, by their titles.
    const titles = [
      '학교 인증하고 찐 후기를 무료로 보세요',
      '이 후기를 삭제할까요?',
      '운영진에게 검토를 요청할까요?',
    ];
    const loaded: string[] = [];
    for (const url of scripts) {
      const code = await (await request.get(url)).text();
      loaded.push(...titles.filter((title) => code.includes(title)));
    }
    expect(loaded).toEqual([]);
  });

  test('a guest and a pending student get the sheet on review detail, without the detail call', async ({
    page,
    request,
    baseURL,
  }) => {
    const { reviewId } = await latestReviewOfBusiestBuilding(request, baseURL);
    const detailCalls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/v1\/review\/\d+/.test(r.url())) detailCalls.push(r.url());
    });

    await page.goto(`/building/review/${reviewId}?reviewType=GENERAL`);
    await expect(gateSheet(page)).toBeVisible();
    // A guest is asked to sign in first: the sheet's link says so and leads to my page.
    await gateSheet(page).getByRole('link', { name: '로그인하고 인증하기' }).click();
    await expect(page).toHaveURL(/\/mypage$/);

    await startSignedIn(page, request, baseURL ?? '', TEST_ACCOUNT.pending);
    await page.goto(`/building/review/${reviewId}?reviewType=GENERAL`);
    await expect(gateSheet(page)).toBeVisible();
    await gateSheet(page).getByRole('link', { name: '학교 인증하기' }).click();
    await expect(page).toHaveURL(/\/auth\/student\/verify$/);
    expect(detailCalls).toEqual([]);
  });
});

test.describe('reporting a review', () => {
  test('a student reports a review once; the review then refuses a second report before the form', async ({
    page,
    request,
    baseURL,
  }) => {
    const building = await busiestBuilding(request, baseURL);
    const review = (await buildingReviews(request, baseURL, building.id, 'LATEST'))[0]?.generalReviewInfo;
    await useTokens(page, await freshVerifiedStudent(request, baseURL));
    await page.goto(`/building/review/${review?.id}?reviewType=GENERAL`);
    await page.getByRole('link', { name: '신고하기' }).click();
    await expect(page).toHaveURL(new RegExp(`/building/review/${review?.id}/report`));
    await expect(page.getByRole('heading', { level: 1, name: '신고하기' })).toBeVisible();

    const field = page.getByRole('textbox', { name: '신고 사유' });
    const confirm = page.getByRole('button', { name: '확인' });
    await expect(confirm).toBeDisabled();
    await field.fill('   ');
    await expect(confirm).toBeDisabled();
    const reason = '광고 목적으로 쓴 후기 같아요';
    await field.fill(reason);
    await expect(page.getByText(`${reason.length}/1000`)).toBeVisible();
    await confirm.click();

    const ask = page.getByRole('dialog', { name: '이 후기를 신고할까요?' });
    await ask.getByRole('button', { name: '확인' }).click();
    const sure = page.getByRole('dialog', { name: '정말 신고하시겠어요?' });
    const sent = page.waitForRequest((r) => r.url().endsWith(`/api/v1/review/${review?.id}/report`));
    await sure.getByRole('button', { name: '신고하기' }).click();
    expect((await sent).postDataJSON()).toEqual({ reason });
    const done = page.getByRole('dialog', { name: '신고가 접수되었어요' });
    await done.getByRole('button', { name: '확인' }).click();
    // spec 000 §2: confirming returns to the review.
    await expect(page).toHaveURL(new RegExp(`/building/review/${review?.id}\\?reviewType=GENERAL$`));
    await expect(page.getByRole('heading', { level: 1, name: building.name })).toBeVisible();

    // Back on the review, a second report is refused before the form.
    await expect(page.getByRole('button', { name: '이미 신고한 후기예요' })).toBeDisabled();
    await expect(page.getByRole('link', { name: '신고하기' })).toHaveCount(0);

    // Reaching the form by its address, the same student gets the server's 409 message and stays on the question.
    await page.goto(`/building/review/${review?.id}/report?reviewType=GENERAL`);
    await page.getByRole('textbox', { name: '신고 사유' }).fill('다시 신고해요');
    await page.getByRole('button', { name: '확인' }).click();
    await page
      .getByRole('dialog', { name: '이 후기를 신고할까요?' })
      .getByRole('button', { name: '확인' })
      .click();
    const again = page.getByRole('dialog', { name: '정말 신고하시겠어요?' });
    await again.getByRole('button', { name: '신고하기' }).click();
    await expect(again.getByRole('alert')).toHaveText('이미 신고한 후기예요. 처리될 때까지 기다려 주세요.');
    await expect(page.getByRole('dialog', { name: '신고가 접수되었어요' })).toHaveCount(0);
  });
});

test.describe('the author of a review', () => {
  test('sees delete instead of report on their own review', async ({ page, request, baseURL }) => {
    const tokens = await startSignedIn(page, request, baseURL ?? '', TEST_ACCOUNT.verified);
    const mine = await data<{
      reviews: {
        dormitoryReviewInfo?: { id: number; name: string; capacity: number };
        reviewInfo: { keyword: string[] };
      }[];
    }>(
      await request.get(api(baseURL, '/api/v1/user/review?page=0&size=10&orderby=latest'), {
        headers: bearer(tokens),
      }),
    );
    // The seeded test student wrote dormitory reviews at 가좌 (read only here).
    const ownItem = mine.reviews.find((r) => r.dormitoryReviewInfo);
    const own = ownItem?.dormitoryReviewInfo;
    if (!ownItem || !own) throw new Error('the verified test account has no dormitory review');
    await page.goto(`/building/review/${own.id}?reviewType=DORM`);
    await expect(page.getByRole('heading', { level: 1, name: own.name })).toBeVisible();
    await expect(page.getByText('기숙사 · 경상국립대')).toBeVisible();
    await expect(page.getByRole('region', { name: '입사 조건' })).toBeVisible();
    await expect(page.getByRole('region', { name: '시설' })).toContainText('휴게시설');
    // issue 13: the dormitory's fee, room size and floor are shown, and every keyword (none behind "+N").
    const dorm = page.getByRole('region', { name: '기숙사 정보' });
    await expect(dorm).toContainText(`${own.capacity}인실`);
    await expect(dorm).toContainText('기숙사비');
    await expect(dorm).toContainText('층');
    const keywordCount =
      (await page.getByRole('list', { name: '장점' }).getByRole('listitem').count()) +
      (await page.getByRole('list', { name: '단점' }).getByRole('listitem').count());
    expect(keywordCount).toBe(ownItem.reviewInfo.keyword.length);
    await expect(page.getByRole('region', { name: '계약 정보' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '삭제하기' })).toBeVisible();
    await expect(page.getByRole('link', { name: '신고하기' })).toHaveCount(0);
  });

  test('deletes their review and lands on my page', async ({ page, request, baseURL }) => {
    const tokens = await freshVerifiedStudent(request, baseURL);
    const name = `리딩 테스트 공인중개사 ${randomBytes(3).toString('hex')}`;
    const created = await data<{ reviewId: number }>(
      await request.post(api(baseURL, '/api/v1/review/AGENCY'), {
        headers: bearer(tokens),
        data: {
          agencyReview: {
            rating: 4,
            content:
              '계약 과정에서 필요한 서류를 미리 알려 주셔서 편했어요. 매물 설명도 사진과 같았고 궁금한 점에 빠르게 답해 주셨습니다. 다만 주말에는 연락이 잘 안 되는 편이라 평일에 미리 약속을 잡는 것이 좋아요.',
          },
          imageUrls: [],
          buildingRequest: {
            buildingCode: null,
            name,
            type: 'AGENCY',
            address: '경남 진주시 진주대로 501',
            latitude: GAJWA.lat,
            longitude: GAJWA.lng,
          },
          keywords: {
            positive: ['PO_AG_PD_01', 'PO_AG_PD_02', 'PO_AG_PD_03'],
            negative: ['NE_AG_SO_01', 'NE_AG_SO_02', 'NE_AG_SO_03'],
          },
        },
      }),
    );
    await useTokens(page, tokens);
    await page.goto(`/building/review/${created.reviewId}?reviewType=AGENCY`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('region', { name: '계약 정보' })).toHaveCount(0);
    await page.getByRole('button', { name: '삭제하기' }).click();
    const ask = page.getByRole('dialog', { name: '이 후기를 삭제할까요?' });
    await ask.getByRole('button', { name: '삭제하기' }).click();
    const done = page.getByRole('dialog', { name: '후기가 삭제되었어요' });
    await done.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/mypage$/);
    const gone = await request.get(api(baseURL, `/api/v1/review/${created.reviewId}?reviewType=AGENCY`), {
      headers: bearer(tokens),
    });
    expect(gone.status()).toBe(404);
  });
});

for (const width of WIDTHS) {
  test(`building and review detail fit a ${width} px screen with cards inset and every keyword shown`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const building = await busiestBuilding(request, baseURL);
    await startSignedIn(page, request, baseURL ?? '', TEST_ACCOUNT.verified);
    await page.goto(`/building/${building.id}`);
    const cards = page.getByRole('list', { name: '후기 목록' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    // issue 13: a review card's photo, "+N" and heart keep off its edges on every list.
    const card = cards.first();
    await expectInside(card.locator('[data-slot="thumbnail"]'), card, 12);
    await expectInside(card.getByRole('button', { name: /후기 좋아요/ }), card, 12);
    await expectInside(card, column(page), 16);

    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
    // issue 13: every keyword is on screen (wrapped), none clipped behind "+N".
    for (const side of ['장점', '단점']) {
      const list = page.getByRole('list', { name: side });
      if ((await list.count()) === 0) continue;
      for (const item of await list.getByRole('listitem').all()) await expectInside(item, column(page), 16);
    }
    await expect(page.getByRole('region', { name: '방 정보' })).toContainText('평');
  });
}
