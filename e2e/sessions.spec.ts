import { randomBytes } from 'node:crypto';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signInTokens, TEST_ACCOUNT, type Tokens } from './support/session';
import { freshStudent } from './support/students';
import { acceptPin, enterNewBuilding, heading, next } from './support/wizard';

// Sessions and network (decisions.md: one session per device): a network hiccup is not a sign-out, tabs agree,
// one abuser on a shared address signs nobody out, a session ended elsewhere signs in back to the wizard (its
// draft went with the session: ADR 0096).

/** Every text by which the app asks someone to sign in. */
const SIGN_IN_PROMPTS = /로그인이 필요해요|로그인하고 후기를 남겨 주세요|로그인하고 인증하기/;

/** Records, from the first paint on, whether a sign-in prompt is ever on screen (however briefly). */
async function watchForSignInPrompts(context: BrowserContext) {
  await context.addInitScript((pattern: string) => {
    const re = new RegExp(pattern);
    const w = window as unknown as { signInPromptSeen?: string };
    const check = () => {
      const text = document.body?.innerText ?? '';
      const found = re.exec(text);
      if (found && !w.signInPromptSeen) w.signInPromptSeen = `${found[0]} at ${location.pathname}`;
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  }, SIGN_IN_PROMPTS.source);
}
const promptSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { signInPromptSeen?: string }).signInPromptSeen ?? null);

async function storeTokens(page: Page, tokens: Tokens) {
  await page.goto('/');
  await page.evaluate((t: Tokens) => {
    localStorage.setItem('accessToken', t.accessToken);
    localStorage.setItem('refreshToken', t.refreshToken);
    localStorage.setItem('verificationStatus', 'verified');
  }, tokens);
}

test.describe('network is not identity', () => {
  test('with the API unreachable for 10 s a verified student is never asked to sign in, and the page recovers by itself', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await watchForSignInPrompts(context);
    const tokens = await freshStudent(request, baseURL, { verified: true });
    await storeTokens(page, tokens);
    await page.goto('/mypage');
    const account = page.getByRole('navigation', { name: '내 계정' });
    await expect(account).toContainText('인증 완료');

    // The access token has expired meanwhile: the first call must renew, and renewal cannot reach the server.
    await page.evaluate(() => localStorage.setItem('accessToken', 'expired-access-token'));
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    const outage = Date.now();
    await page.reload();
    const banner = page.getByText('연결이 불안정해요');
    await expect(banner).toBeVisible();
    await page.getByRole('link', { name: '관심목록' }).click();
    await expect(page).toHaveURL(/\/heart$/);
    await page.getByRole('link', { name: '나의 찐빵' }).click();
    await page.waitForTimeout(Math.max(0, 10_000 - (Date.now() - outage)));
    expect(await promptSeen(page)).toBeNull();
    // The tokens are still there: nothing was thrown away because of the network.
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBe(tokens.refreshToken);

    await page.unroute('**/api/**');
    // Nobody touches the page: it asks again by itself (backoff) and shows the student.
    await expect(account).toContainText('인증 완료', { timeout: 30_000 });
    await expect(banner).toBeHidden();
    expect(await promptSeen(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe('expired-access-token');
  });

  test('300 junk renewals from one address do not sign out a real student at that address', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // One campus network: the abuser and the student come from the same address.
    const campus = `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const tokens = await freshStudent(request, baseURL, { verified: true });
    const statuses: number[] = [];
    for (let batch = 0; batch < 8; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          request.put(new URL('/api/v1/auth/tokenRefresh', baseURL).toString(), {
            headers: { Authorization: `Bearer junk-${batch}-${i}`, 'X-Forwarded-For': campus },
          }),
        ),
      );
      statuses.push(...answers.map((a) => a.status()));
    }
    // The abuser is stopped (429 once the address has failed 300 times) …
    expect(statuses.filter((s) => s === 401)).toHaveLength(300);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);

    // … and the student there renews and stays signed in.
    await watchForSignInPrompts(context);
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': campus });
    await storeTokens(page, { ...tokens, accessToken: 'expired-access-token' });
    await page.goto('/mypage');
    await expect(page.getByRole('navigation', { name: '내 계정' })).toContainText('인증 완료');
    expect(await promptSeen(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).not.toBe(tokens.refreshToken);
  });
});

test.describe('tabs agree', () => {
  test('logging out in one tab shows the other as signed out within a second', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const tokens = await freshStudent(request, baseURL, { verified: true });
    await storeTokens(page, tokens);
    const other = await context.newPage();
    await other.goto('/heart');
    await expect(other.getByRole('heading', { level: 1, name: '관심목록' })).toBeVisible();
    await expect(other.getByText('로그인이 필요해요')).toHaveCount(0);

    await page.goto('/myaccount');
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(other.getByRole('heading', { name: '로그인이 필요해요' })).toBeVisible({ timeout: 1000 });
  });

  test('signing in in one tab shows the other as signed in', async ({ page, context }) => {
    const other = await context.newPage();
    await other.goto('/mypage');
    await expect(other.getByRole('heading', { name: '로그인이 필요해요' })).toBeVisible();
    await page.goto('/mypage');
    await page.getByRole('button', { name: '로그인하기' }).click();
    await page.getByRole('button', { name: /인증된 학생/ }).click();
    await expect(page.getByRole('navigation', { name: '내 계정' })).toBeVisible();
    // The other tab hears of it without a reload or focus, then asks the server who signed in (a request of its
    // own, which a busy server may take a while to answer).
    await expect(other.getByRole('navigation', { name: '내 계정' })).toBeVisible({ timeout: 15_000 });
  });

  test('a tab coming back into view re-checks, and a session ended elsewhere mid-wizard takes its draft and signs in back to the wizard', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const tokens = await signInTokens(request, baseURL ?? '', TEST_ACCOUNT.verified);
    await storeTokens(page, tokens);
    const building = `세션빌 ${randomBytes(3).toString('hex')}`;
    await page.goto('/review/type');
    await page.getByRole('radio', { name: '원/투룸' }).click();
    await next(page);
    await enterNewBuilding(page, { address: '경남 진주시 진주대로 502', name: building });
    await acceptPin(page);
    await expect(page).toHaveURL(/\/review\/floor$/);

    // This device's session ends elsewhere ("다른 기기에서 모두 로그아웃" on a phone, say).
    const access = await page.evaluate(() => localStorage.getItem('accessToken'));
    const ended = await request.delete(new URL('/api/v1/auth/logout', baseURL).toString(), {
      headers: { Authorization: `Bearer ${access}` },
    });
    expect(ended.status()).toBe(200);
    // The student comes back to the tab a little later (a re-check is at most one per 2 s).
    await page.waitForTimeout(2500);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(heading(page, '로그인하고 후기를 남겨 주세요')).toBeVisible();

    await page.getByRole('button', { name: '로그인하기' }).click();
    await page.getByRole('button', { name: /인증된 학생/ }).click();
    // Back in the wizard; the draft did not outlive the session (ADR 0096), so it starts at the first question.
    await expect(page).toHaveURL(/\/review\/type$/);
    await expect(heading(page, '어떤 유형의 집에 살았나요?')).toBeVisible();
    await expect(page.getByRole('radio', { name: '원/투룸' })).not.toBeChecked();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

test.describe('signed-in devices', () => {
  const PHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const LAPTOP =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';

  test("계정 lists this device first and the account's other devices, which stay signed in", async ({
    page,
    playwright,
    baseURL,
  }) => {
    // Two sign-ins of one account from two browsers (nobody else's sessions are ended here).
    const phone = await playwright.request.newContext({ userAgent: PHONE });
    const laptop = await playwright.request.newContext({ userAgent: LAPTOP });
    const phoneTokens = await signInTokens(phone, baseURL ?? '', TEST_ACCOUNT.pending);
    const laptopTokens = await signInTokens(laptop, baseURL ?? '', TEST_ACCOUNT.pending);
    await storeTokens(page, laptopTokens);
    await page.goto('/myaccount');
    const devices = page.getByRole('region', { name: '로그인한 기기' });
    const rows = devices.getByRole('listitem');
    await expect(rows.first()).toContainText('Windows · Edge');
    await expect(rows.first()).toContainText('이 기기');
    await expect(devices.getByText('iPhone · Safari').first()).toBeVisible();
    await expect(devices.getByRole('button', { name: '다른 기기에서 모두 로그아웃' })).toBeVisible();
    // The second sign-in did not sign the phone out.
    const renewed = await phone.put(new URL('/api/v1/auth/tokenRefresh', baseURL).toString(), {
      headers: { Authorization: `Bearer ${phoneTokens.refreshToken}` },
    });
    expect(renewed.status()).toBe(200);
    await phone.dispose();
    await laptop.dispose();
  });
});
