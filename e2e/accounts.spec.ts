import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { column, expectInside, expectNoSidewaysScroll, WIDTHS } from './support/layout';
import { startSignedIn, TEST_ACCOUNT, type Tokens } from './support/session';

// Account journeys (spec 000 §4–§8) against the real server and its local sign-in provider. Journeys that
// change an account (signup, verification, logout, leaving) each create their own new account.

const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

const unique = () => randomBytes(4).toString('hex');

/** Creates a brand-new account over HTTP (local provider → signup token → signup) and returns its tokens. */
async function newAccountTokens(request: APIRequestContext, baseURL: string): Promise<Tokens> {
  const redirectUri = new URL('/login/kakao', baseURL).toString();
  const authorize = await request.post(new URL('/oauth/local/authorize', baseURL).toString(), {
    form: { redirect_uri: redirectUri, state: '', account: 'new' },
    maxRedirects: 0,
  });
  const code = new URL(authorize.headers().location ?? '').searchParams.get('code');
  const login = await request.post(new URL('/api/v1/auth', baseURL).toString(), {
    data: { oauthProvider: 'kakao', oauthCode: code, redirectUri },
  });
  const signupToken = (await login.json()).data.signupToken as string;
  const signup = await request.post(new URL('/api/v1/auth/signup', baseURL).toString(), {
    headers: { Authorization: `Bearer ${signupToken}` },
  });
  const body = await signup.json();
  expect(body.code).toBe(200);
  return body.data as Tokens;
}

/** Opens the app signed in as a new, unverified account (tokens stored once, not on every navigation). */
async function openAsNewAccount(page: Page, request: APIRequestContext, baseURL: string, path: string) {
  const tokens = await newAccountTokens(request, baseURL);
  await page.goto('/');
  await page.evaluate((t: Tokens) => {
    localStorage.setItem('accessToken', t.accessToken);
    localStorage.setItem('refreshToken', t.refreshToken);
  }, tokens);
  await page.goto(path);
}

async function latestCode(request: APIRequestContext, baseURL: string, to: string, count: number) {
  let code: string | null = null;
  await expect(async () => {
    const response = await request.get(`${baseURL}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const mails = (await response.json()).data as { code: string | null }[];
    expect(mails.length).toBeGreaterThanOrEqual(count);
    code = mails[0]?.code ?? null;
    expect(code).toMatch(/^\d{6}$/);
  }).toPass();
  return code as unknown as string;
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

test.describe('sign-in and signup', () => {
  test('a guest on my page sees the login prompt', async ({ page }) => {
    await page.goto('/mypage');
    await expect(page.getByRole('heading', { level: 1, name: '나의 찐빵' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '로그인이 필요해요' })).toBeVisible();
    await expect(page.getByRole('button', { name: '로그인하기' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: '내가 쓴 후기' })).toHaveCount(0);

    await page.goto('/myaccount');
    await expect(page.getByRole('heading', { name: '로그인이 필요해요' })).toBeVisible();
    await expect(page.getByRole('button', { name: '로그아웃' })).toHaveCount(0);
  });

  test('signing in through the UI as 인증된 학생 lands on my page with the profile', async ({ page }) => {
    await page.goto('/mypage');
    await page.getByRole('button', { name: '로그인하기' }).click();
    await page.getByRole('button', { name: /인증된 학생/ }).click();

    await expect(page).toHaveURL(/\/mypage$/);
    const account = page.getByRole('navigation', { name: '내 계정' });
    const profile = account.getByRole('link', { name: /찐빵이0001/ });
    await expect(profile).toBeVisible();
    await expect(profile).toContainText('경상국립대학교');
    await expect(profile).toContainText('인증 완료');
    // A verified student's write-review row leads into the wizard.
    await expect(page.getByRole('link', { name: /후기 작성하기/ })).toHaveAttribute('href', '/review/type');

    const reviews = page.getByRole('list', { name: '내가 쓴 후기 목록' });
    await expect(reviews.getByRole('article').first()).toBeVisible();
    await expect(page.getByText('모두 불러왔어요')).toBeVisible();
    expect(await storedToken(page)).toBeTruthy();

    await profile.click();
    await expect(page).toHaveURL(/\/myaccount$/);
    await expect(page.getByRole('link', { name: /학교 인증하기/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('link', { name: '신입생 인증 (입학 증명서)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  test('a new account agrees to the terms, signs up and is offered verification', async ({ page }) => {
    await page.goto('/mypage');
    await page.getByRole('button', { name: '로그인하기' }).click();
    await page.getByRole('button', { name: '새 계정으로 시작하기' }).click();

    await expect(page).toHaveURL(/\/auth\/kakao$/);
    const terms = page.getByRole('dialog', { name: '찐빵 이용을 위해 약관에 동의해 주세요' });
    await expect(terms).toBeVisible();
    const confirm = terms.getByRole('button', { name: '동의하고 시작하기' });
    const all = terms.getByRole('checkbox', { name: '모두 동의' });
    const age = terms.getByRole('checkbox', { name: /만 14세 이상이에요/ });
    const service = terms.getByRole('checkbox', { name: /찐빵 서비스 이용약관 동의/ });
    const privacy = terms.getByRole('checkbox', { name: /개인정보 수집 및 이용 동의/ });
    await expect(confirm).toBeDisabled();

    // spec 000 §5: "agree all" toggles all three; confirm needs all three.
    await all.check();
    for (const item of [age, service, privacy]) await expect(item).toBeChecked();
    await expect(confirm).toBeEnabled();
    await all.uncheck();
    for (const item of [age, service, privacy]) await expect(item).not.toBeChecked();
    await age.check();
    await service.check();
    await expect(confirm).toBeDisabled();
    await expect(all).not.toBeChecked();

    // The detail view shows the full service terms, effective 2025.
    await terms.getByRole('button', { name: /찐빵 서비스 이용약관 동의 \(필수\) 보기/ }).click();
    const detail = page.getByRole('dialog', { name: '찐빵 서비스 이용약관' });
    await expect(detail.getByText('시행일 2025년 1월 1일')).toBeVisible();
    await expect(detail.getByRole('heading', { name: '제1조 (목적)' })).toBeVisible();
    await detail.getByRole('button', { name: '약관 동의로 돌아가기' }).click();

    await privacy.check();
    await expect(all).toBeChecked();
    await confirm.click();

    const offer = page.getByRole('dialog', { name: '회원가입이 완료되었어요' });
    await expect(offer).toBeVisible();
    expect(await storedToken(page)).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('verificationStatus'))).toBe('unverified');
    expect(await page.evaluate(() => localStorage.getItem('signupToken'))).toBeNull();
    await offer.getByRole('button', { name: '인증하기' }).click();
    await expect(page).toHaveURL(/\/auth\/student\/verify$/);
    await expect(page.getByRole('heading', { name: '어떤 방법으로 인증할까요?' })).toBeVisible();
    await expect(page.getByText('미인증')).toBeVisible();
  });

  test('cancelling the terms clears the session and returns to my page', async ({ page }) => {
    await page.goto('/mypage');
    await page.getByRole('button', { name: '로그인하기' }).click();
    await page.getByRole('button', { name: '새 계정으로 시작하기' }).click();
    const terms = page.getByRole('dialog', { name: '찐빵 이용을 위해 약관에 동의해 주세요' });
    await terms.getByRole('button', { name: '취소' }).click();
    await expect(page).toHaveURL(/\/mypage$/);
    await expect(page.getByRole('heading', { name: '로그인이 필요해요' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('signupToken'))).toBeNull();
    expect(await storedToken(page)).toBeNull();
  });

  test('/login/kakao without a code goes to my page', async ({ page }) => {
    await page.goto('/login/kakao');
    await expect(page).toHaveURL(/\/mypage$/);
    await expect(page.getByRole('heading', { name: '로그인이 필요해요' })).toBeVisible();
  });
});

test.describe('account page', () => {
  test('logout revokes the session and goes home', async ({ page, request, baseURL }) => {
    await openAsNewAccount(page, request, baseURL ?? '', '/myaccount');
    await expect(page.getByRole('heading', { level: 1, name: '계정' })).toBeVisible();
    await expect(page.getByRole('link', { name: /학교 인증하기/ })).not.toHaveAttribute('aria-disabled');
    const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));

    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await storedToken(page)).toBeNull();
    // The server revoked the refresh token.
    const refresh = await request.put(`${baseURL}/api/v1/auth/tokenRefresh`, {
      headers: { Authorization: `Bearer ${refreshToken}` },
    });
    expect(refresh.status()).toBe(401);

    await page
      .getByRole('navigation', { name: '주요 메뉴' })
      .getByRole('link', { name: '나의 찐빵' })
      .click();
    await expect(page.getByRole('heading', { name: '로그인이 필요해요' })).toBeVisible();
  });

  test('leaving the service asks for a reason, then deletes the account', async ({
    page,
    request,
    baseURL,
  }) => {
    await openAsNewAccount(page, request, baseURL ?? '', '/myaccount');
    const tokens = await page.evaluate(() => localStorage.getItem('accessToken'));
    await page.getByRole('button', { name: '탈퇴하기' }).click();

    const confirmSheet = page.getByRole('dialog', { name: '정말 탈퇴하시겠어요?' });
    await expect(confirmSheet).toBeVisible();
    await confirmSheet.getByRole('button', { name: '탈퇴하기' }).click();

    const reasons = page.getByRole('dialog', { name: '탈퇴하는 이유를 알려 주세요' });
    await expect(reasons).toBeVisible();
    await expect(reasons.getByRole('checkbox')).toHaveCount(6);
    const leave = reasons.getByRole('button', { name: '탈퇴하기' });
    await expect(leave).toBeDisabled();
    await reasons.getByRole('checkbox', { name: '사용 빈도가 낮음' }).check();
    await expect(leave).toBeEnabled();
    await leave.click();

    const done = page.getByRole('alertdialog', { name: /회원 탈퇴가 완료되었어요/ });
    await expect(done).toBeVisible();
    await done.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await storedToken(page)).toBeNull();
    const me = await request.get(`${baseURL}/api/v1/user`, {
      headers: { Authorization: `Bearer ${tokens}` },
    });
    expect(me.ok()).toBe(false);
  });
});

test.describe('student verification', () => {
  test('current student: e-mail, wrong code, resend, then the right code', async ({
    page,
    request,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    await openAsNewAccount(page, request, base, '/auth/student/verify');
    await page.getByRole('link', { name: /재학생 인증/ }).click();
    await expect(page).toHaveURL(/\/auth\/student\/current$/);

    const email = page.getByRole('textbox', { name: '학교 이메일' });
    const send = page.getByRole('button', { name: '인증번호 받기' });
    await expect(send).toBeDisabled();
    await email.fill('student');
    await expect(page.getByText('이메일 형식을 확인해 주세요.')).toBeVisible();
    await expect(send).toBeDisabled();
    await email.fill('student@gmail.com');
    await expect(page.getByText('학교 이메일만 사용할 수 있어요.')).toBeVisible();
    await expect(send).toBeDisabled();

    const address = `new-${unique()}@gnu.ac.kr`;
    await email.fill(address);
    await send.click();
    await expect(page.getByRole('heading', { name: '인증번호를 입력해 주세요' })).toBeVisible();
    await expect(page.getByText(address)).toBeVisible();

    const first = await latestCode(request, base, address, 1);
    const codeInput = page.getByRole('textbox', { name: '인증번호 6자리' });
    const confirm = page.getByRole('button', { name: '인증하기' });
    await codeInput.fill(first.slice(0, 5));
    await expect(confirm).toBeDisabled();
    const wrong = String((Number(first) + 1) % 1_000_000).padStart(6, '0');
    await codeInput.fill(wrong);
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByText('인증번호가 일치하지 않아요!')).toBeVisible();

    await page.getByRole('button', { name: '인증번호 다시 받기' }).click();
    await expect(page.getByText('재전송했어요')).toBeVisible();
    const second = await latestCode(request, base, address, 2);

    // decisions.md: the code page is reachable directly and remembers the e-mail for the session.
    await page.goto('/auth/student/email-verification');
    await expect(page.getByRole('heading', { name: '인증번호를 입력해 주세요' })).toBeVisible();
    await expect(page.getByText(address)).toBeVisible();
    await page.getByRole('textbox', { name: '인증번호 6자리' }).fill(second);
    await page.getByRole('button', { name: '인증하기' }).click();
    await expect(page.getByRole('heading', { name: '학교 인증이 완료되었어요' })).toBeVisible();

    await page.getByRole('link', { name: '나의 찐빵으로 가기' }).click();
    const profile = page.getByRole('navigation', { name: '내 계정' }).getByRole('link');
    await expect(profile).toContainText('인증 완료');
    await expect(profile).toContainText('경상국립대학교');
  });

  test('current student: a failed send still moves on with the webmail note', async ({
    page,
    request,
    baseURL,
  }) => {
    await openAsNewAccount(page, request, baseURL ?? '', '/auth/student/current');
    await page.getByRole('textbox', { name: '학교 이메일' }).fill(`someone-${unique()}@unknown-school.ac.kr`);
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    await expect(page.getByRole('heading', { name: '인증번호를 입력해 주세요' })).toBeVisible();
    const alert = page.getByRole('alert').filter({ hasText: '이메일 전송에 실패했어요' });
    await expect(alert).toContainText('등록된 대학교의 학교 이메일만 사용할 수 있어요.');
    await expect(alert).toContainText('웹메일');
    await page.getByRole('button', { name: '이메일 다시 입력' }).click();
    await expect(page.getByRole('textbox', { name: '학교 이메일' })).toBeVisible();
  });

  test('a verified student sees the flow as complete', async ({ page, request, baseURL }) => {
    await startSignedIn(page, request, baseURL ?? '', TEST_ACCOUNT.verified);
    await page.goto('/auth/student/current');
    await expect(page.getByRole('heading', { name: '학교 인증이 완료되었어요' })).toBeVisible();
  });

  test('new student: refusing the notice returns to my page', async ({ page, request, baseURL }) => {
    await openAsNewAccount(page, request, baseURL ?? '', '/auth/student/new');
    const notice = page.getByRole('dialog', { name: '파일 접근 안내' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: '허용 안 함' }).click();
    await expect(page).toHaveURL(/\/mypage$/);
  });

  test('new student: a refused upload keeps the file, a PDF makes the account pending', async ({
    page,
    request,
    baseURL,
  }) => {
    await openAsNewAccount(page, request, baseURL ?? '', '/auth/student/new');
    const notice = page.getByRole('dialog', { name: '파일 접근 안내' });
    const chooser = page.waitForEvent('filechooser');
    await notice.getByRole('button', { name: '허용하기' }).click();
    // A file that claims to be a PDF but is not: the server refuses it by content (415).
    await (await chooser).setFiles({
      name: 'not-really.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('this is plain text'),
    });
    await expect(page.getByText('not-really.pdf')).toBeVisible();
    await page.getByRole('button', { name: '제출하기' }).click();
    const failure = page.getByRole('alertdialog', { name: '입학 증명서 인증에 실패했어요' });
    await expect(failure).toContainText('PDF나 이미지 파일만 올릴 수 있어요.');
    await failure.getByRole('button', { name: '확인' }).click();
    await expect(page.getByText('not-really.pdf')).toBeVisible();

    const again = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '다른 파일 선택' }).click();
    await (await again).setFiles({ name: 'admission.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
    await expect(page.getByText('admission.pdf')).toBeVisible();
    await page.getByRole('button', { name: '제출하기' }).click();

    await expect(page.getByRole('heading', { name: '입학 증명서를 제출했어요' })).toBeVisible();
    await expect(page.getByRole('button', { name: '다시 올리기' })).toBeVisible();
    await page.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/mypage$/);
    await expect(page.getByRole('navigation', { name: '내 계정' }).getByRole('link')).toContainText(
      '인증 대기중',
    );

    // spec 000 §5: writing needs verified status.
    await page.getByRole('button', { name: '후기 작성하기' }).click();
    const refusal = page.getByRole('alertdialog', { name: '입학 증명서를 확인하고 있어요' });
    await expect(refusal).toBeVisible();
    await refusal.getByRole('button', { name: '닫기' }).click();

    await page.goto('/auth/student/new');
    await expect(page.getByRole('heading', { name: '입학 증명서를 확인하고 있어요' })).toBeVisible();
  });
});

// issue 13: "나의 찐빵으로 가기" was 392 px wide on a 390 px screen after e-mail verification, on the certificate
// pending page and on the already-verified page.
for (const width of WIDTHS) {
  test(`"나의 찐빵으로 가기" stays inside a ${width} px screen in all three places`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const link = page.getByRole('link', { name: '나의 찐빵으로 가기' });
    await startSignedIn(page, request, baseURL ?? '', TEST_ACCOUNT.verified);
    for (const path of ['/auth/student/verify', '/auth/student/new', '/auth/student/current']) {
      await page.goto(path);
      await expect(link).toBeVisible();
      // 20 px: the page's side padding (--jb-space-page).
      await expectInside(link, column(page), 16);
      await expectNoSidewaysScroll(page);
    }
  });

  test(`the pending page's link stays inside a ${width} px screen`, async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    await startSignedIn(page, request, baseURL ?? '', TEST_ACCOUNT.pending);
    await page.goto('/auth/student/new');
    const link = page.getByRole('link', { name: '나의 찐빵으로 가기' });
    await expect(link).toBeVisible();
    await expectInside(link, column(page), 16);
    await expectNoSidewaysScroll(page);
  });
}
