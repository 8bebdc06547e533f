import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { auditOf, consoleUrl, navigate, openApp, openConsole } from './support/console';
import type { Tokens } from './support/session';
import { freshStudent, pngFile, writeGeneralReview } from './support/students';

// The staff console (issue 30) against the real local server, which serves it at /console, and the student app:
// staff decisions reach students, and every decision is in the audit trail. Every journey owns its students,
// reviews and words, so parallel runs never see each other's work.

// Each journey plays several people on two servers, one after another.
test.describe.configure({ timeout: 120_000 });

const api = (baseURL: string | undefined, path: string) => new URL(path, baseURL).toString();
const bearer = (tokens: Tokens) => ({ Authorization: `Bearer ${tokens.accessToken}` });
const unique = () => randomBytes(3).toString('hex');

async function data<T>(response: { ok(): boolean; status(): number; json(): Promise<unknown> }): Promise<T> {
  const body = (await response.json()) as { data: T; message: string };
  if (!response.ok()) throw new Error(`API ${response.status()}: ${body.message}`);
  return body.data;
}

async function nicknameOf(request: APIRequestContext, baseURL: string | undefined, tokens: Tokens) {
  return (
    await data<{ nickname: string }>(
      await request.get(api(baseURL, '/api/v1/user'), { headers: bearer(tokens) }),
    )
  ).nickname;
}

async function uploadCertificate(request: APIRequestContext, baseURL: string | undefined, tokens: Tokens) {
  const file = pngFile(7);
  await data(
    await request.post(api(baseURL, '/api/v1/certificates/admission/verify'), {
      headers: bearer(tokens),
      multipart: { file: { name: 'admission.png', mimeType: file.mimeType, buffer: file.buffer } },
    }),
  );
}

async function reportByApi(
  request: APIRequestContext,
  baseURL: string | undefined,
  tokens: Tokens,
  reviewId: number,
  reason: string,
) {
  await data(
    await request.post(api(baseURL, `/api/v1/review/${reviewId}/report`), {
      headers: bearer(tokens),
      data: { reason },
    }),
  );
}

/** The app's report flow on the review page (spec 000 §2): reason, two questions, then the receipt. */
async function reportInApp(page: Page, reviewId: number, reason: string) {
  await page.goto(`/building/review/${reviewId}?reviewType=GENERAL`);
  await page.getByRole('link', { name: '신고하기' }).click();
  await page.getByRole('textbox', { name: '신고 사유' }).fill(reason);
  await page.getByRole('button', { name: '확인' }).click();
  await page
    .getByRole('dialog', { name: '이 후기를 신고할까요?' })
    .getByRole('button', { name: '확인' })
    .click();
  await page
    .getByRole('dialog', { name: '정말 신고하시겠어요?' })
    .getByRole('button', { name: '신고하기' })
    .click();
}

/** Opens a certificate of the queue by its student's nickname; returns its id. */
async function openCertificate(staff: Page, nickname: string): Promise<number> {
  await navigate(staff, '입학 증명서');
  await staff.getByRole('row', { name: new RegExp(nickname) }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `입학 증명서 · ${nickname}` })).toBeVisible();
  return Number(new URL(staff.url()).pathname.split('/').pop());
}

test.describe('staff sign-in', () => {
  test('the test staff sign in; a member an admin adds signs in with a password; an ended session returns to the sign-in page and back', async ({
    browser,
  }) => {
    const admin = await openConsole(browser, '관리자');
    // A moderator's navigation has no staff page; an admin's does.
    await expect(admin.getByRole('link', { name: '운영자' })).toBeVisible();
    await navigate(admin, '운영자');
    const login = `mod-${unique()}`;
    await admin.getByRole('button', { name: '운영진 추가' }).click();
    const form = admin.getByRole('dialog', { name: '운영진 추가' });
    await form.getByRole('textbox', { name: /아이디/ }).fill(login);
    await form.getByRole('textbox', { name: /이름/ }).fill('김검수');
    await form.getByLabel('비밀번호 (선택)').fill('short');
    await form.getByRole('button', { name: '추가' }).click();
    await expect(form.getByText('비밀번호는 10자 이상이어야 해요.')).toBeVisible();
    await form.getByLabel('비밀번호 (선택)').fill('steamed-bun-2026');
    await form.getByRole('button', { name: '추가' }).click();
    await expect(admin.getByText('김검수을(를) 더했어요.', { exact: true })).toBeVisible();
    await expect(admin.getByRole('row', { name: new RegExp(login) })).toContainText('운영자');

    // Sign out, then in with the password: a wrong one is refused in Korean.
    await admin.getByRole('button', { name: '로그아웃' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: '운영 콘솔 로그인' })).toBeVisible();
    await admin.getByRole('textbox', { name: /아이디/ }).fill(login);
    await admin.getByLabel('비밀번호').fill('wrong-password-1');
    await admin.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(admin.getByRole('alert')).toHaveText('아이디나 비밀번호가 맞지 않아요.');
    await admin.getByLabel('비밀번호').fill('steamed-bun-2026');
    await admin.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(admin.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
    await expect(admin.getByText('김검수', { exact: true })).toBeVisible();
    await expect(
      admin.getByRole('navigation', { name: '운영 메뉴' }).getByRole('link', { name: '운영자' }),
    ).toHaveCount(0);

    // The session ends (its cookie is gone): the next call takes the member to sign in, and back where they were.
    await navigate(admin, '신고');
    await admin.context().clearCookies();
    await admin.getByRole('tab', { name: /처리완료/ }).click();
    await expect(admin.getByRole('heading', { level: 1, name: '운영 콘솔 로그인' })).toBeVisible();
    await expect(
      admin.getByRole('status').filter({ hasText: '로그인이 끝났어요. 다시 로그인해 주세요.' }),
    ).toBeVisible();
    await admin.getByRole('textbox', { name: /아이디/ }).fill(login);
    await admin.getByLabel('비밀번호').fill('steamed-bun-2026');
    await admin.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(admin.getByRole('heading', { level: 1, name: '신고' })).toBeVisible();
    await expect(admin).toHaveURL(/\/console\/reports\?state=closed$/);
  });
});

test.describe('certificates', () => {
  test('rejected with a reason: the student sees 반려 and why, uploads again, and approval with a university makes them 인증완료', async ({
    browser,
    request,
    baseURL,
  }) => {
    const tokens = await freshStudent(request, baseURL, { verified: false });
    const nickname = await nicknameOf(request, baseURL, tokens);
    await uploadCertificate(request, baseURL, tokens);

    const staff = await openConsole(browser);
    const first = await openCertificate(staff, nickname);
    const note = `글자가 흐려요 ${unique()}`;
    await staff
      .getByRole('combobox', { name: '반려 사유' })
      .selectOption({ label: '이미지를 알아볼 수 없어요' });
    await staff.getByRole('textbox', { name: /학생에게 덧붙일 말/ }).fill(note);
    await staff.getByRole('button', { name: '반려하기' }).click();
    await staff
      .getByRole('alertdialog', { name: '증명서를 반려할까요?' })
      .getByRole('button', { name: '반려하기' })
      .click();
    await expect(staff.getByText('반려했어요. 학생에게 사유를 알렸어요.', { exact: true })).toBeVisible();

    // The student is told why, on my page, my account and the certificate page, and uploads again there.
    const student = await openApp(browser, baseURL, tokens);
    await student.goto('/mypage');
    await expect(student.getByRole('navigation', { name: '내 계정' })).toContainText('반려');
    const notice = student.getByRole('region', { name: '입학 증명서가 반려됐어요' });
    await expect(notice).toContainText('이미지를 알아볼 수 없어요');
    await expect(notice).toContainText(note);
    await student.goto('/myaccount');
    await expect(student.getByRole('region', { name: '입학 증명서가 반려됐어요' })).toContainText(note);
    await student.getByRole('link', { name: '입학 증명서 다시 올리기' }).click();
    await expect(student).toHaveURL(/\/auth\/student\/new$/);
    const chooser = student.waitForEvent('filechooser');
    await student
      .getByRole('dialog', { name: '파일 접근 안내' })
      .getByRole('button', { name: '허용하기' })
      .click();
    await (await chooser).setFiles(pngFile(8));
    // The upload page says why the last one was refused, above the new file.
    await expect(student.getByRole('region', { name: '입학 증명서가 반려됐어요' })).toContainText(note);
    await student.getByRole('button', { name: '제출하기' }).click();
    await expect(student.getByRole('heading', { name: '입학 증명서를 제출했어요' })).toBeVisible();
    await student.getByRole('button', { name: '확인' }).click();
    await expect(student.getByRole('navigation', { name: '내 계정' })).toContainText('인증 대기중');

    // Staff see it again (다시 올림) and approve it with the student's university and campus.
    // The queue may still show the decided one for a moment (its list is revalidated as it opens).
    let second = await openCertificate(staff, nickname);
    for (let tries = 0; second === first && tries < 5; tries += 1) {
      await staff.reload();
      second = await openCertificate(staff, nickname);
    }
    expect(second).not.toBe(first);
    await expect(staff.getByRole('heading', { level: 2, name: new RegExp(nickname) })).toContainText(
      '다시 올림',
    );
    await staff.getByRole('combobox', { name: '대학교' }).selectOption({ label: '경상국립대학교' });
    await expect(staff.getByRole('combobox', { name: '캠퍼스' })).not.toHaveValue('');
    await staff.getByRole('button', { name: '승인하기' }).click();
    await expect(staff.getByText('승인했어요. 학생이 인증완료가 됐어요.', { exact: true })).toBeVisible();

    await student.reload();
    const profile = student.getByRole('navigation', { name: '내 계정' });
    await expect(profile).toContainText('인증 완료');
    await expect(profile).toContainText('경상국립대학교');

    // Both decisions are in the audit trail, with who decided.
    await expect(
      (await auditOf(staff, 'certificate', first)).getByRole('row', { name: /입학 증명서 반려/ }),
    ).toContainText(note);
    await expect(
      (await auditOf(staff, 'certificate', second)).getByRole('row', { name: /입학 증명서 승인/ }),
    ).toContainText('관리자(admin)');
  });
});

test.describe('reports', () => {
  test('a reported review blinded by staff is hidden from other students, its author sees the notice and asks for review; unblinded it returns', async ({
    browser,
    request,
    baseURL,
  }) => {
    const author = await freshStudent(request, baseURL, { verified: true });
    const name = `신고 받은 집 ${unique()}`;
    const reviewId = await writeGeneralReview(request, baseURL, author, {
      name,
      content:
        '집주인 연락처는 010-0000-0000 이에요. 방은 넓고 햇빛이 잘 들어요. 역에서 걸어서 8분 정도 걸리고 근처에 편의점과 세탁소가 있어서 생활하기 편했어요. 다만 겨울에는 외풍이 조금 있어요.',
    });
    const reporter = await openApp(
      browser,
      baseURL,
      await freshStudent(request, baseURL, { verified: true }),
    );
    await reportInApp(reporter, reviewId, '다른 사람의 전화번호가 적혀 있어요');
    await expect(reporter.getByRole('dialog', { name: '신고가 접수되었어요' })).toBeVisible();

    const staff = await openConsole(browser);
    await navigate(staff, '신고');
    await staff.getByRole('row', { name: new RegExp(name) }).click();
    const panel = staff.getByRole('dialog', { name: `신고된 후기 #${reviewId}` });
    await expect(panel.getByRole('region', { name: '신고 1건' })).toContainText(
      '다른 사람의 전화번호가 적혀 있어요',
    );
    await panel.getByRole('button', { name: '임시조치 (30일)' }).click();
    const blind = staff.getByRole('dialog', { name: '후기를 임시 조치할까요?' });
    await blind.getByRole('button', { name: '임시조치' }).click();
    await expect(blind.getByText('사유를 적어 주세요.')).toBeVisible();
    await blind.getByRole('textbox', { name: /사유/ }).fill('개인정보(전화번호)가 들어 있어요');
    await blind.getByRole('button', { name: '임시조치' }).click();
    await expect(staff.getByText('임시 조치했어요. 작성자에게 알렸어요.', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: '임시조치 해제' })).toBeVisible();

    // Everyone else: gone. The author: the notice, and a way to ask for review.
    await reporter.goto(`/building/review/${reviewId}?reviewType=GENERAL`);
    await expect(reporter.getByText('볼 수 없는 후기예요.')).toBeVisible();
    const mine = await openApp(browser, baseURL, author);
    await mine.goto(`/building/review/${reviewId}?reviewType=GENERAL`);
    const notice = mine.getByRole('region', { name: '신고로 임시 조치된 후기예요' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: '검토 요청하기' }).click();
    const appeal = mine.getByRole('dialog', { name: '운영진에게 검토를 요청할까요?' });
    await appeal
      .getByRole('textbox', { name: /운영진에게 전할 말/ })
      .fill('번호는 지웠어요. 다시 봐 주세요.');
    await appeal.getByRole('button', { name: '검토 요청하기' }).click();
    await expect(notice).toContainText('검토를 요청했어요');

    // Staff see the appeal on the review's page and lift the blind.
    await staff.goto(consoleUrl(`reviews/${reviewId}`));
    await expect(staff.getByRole('region', { name: '검토 요청' })).toContainText(
      '번호는 지웠어요. 다시 봐 주세요.',
    );
    await staff.getByRole('button', { name: '임시조치 해제' }).click();
    await staff
      .getByRole('alertdialog', { name: '임시조치를 해제할까요?' })
      .getByRole('button', { name: '임시조치 해제' })
      .click();
    await expect(staff.getByText('임시조치를 해제했어요. 다시 공개돼요.', { exact: true })).toBeVisible();

    await reporter.reload();
    await expect(reporter.getByRole('heading', { level: 1, name })).toBeVisible();

    const audit = await auditOf(staff, 'review', reviewId);
    await expect(audit.getByRole('row', { name: /임시조치 해제/ })).toBeVisible();
    await expect(audit.getByRole('row', { name: /임시조치.*개인정보/ })).toBeVisible();
  });

  test('dismissed reports: the reporter can report the review again', async ({
    browser,
    request,
    baseURL,
  }) => {
    const author = await freshStudent(request, baseURL, { verified: true });
    const name = `기각될 집 ${unique()}`;
    const reviewId = await writeGeneralReview(request, baseURL, author, {
      name,
      content:
        '역에서 가깝고 관리비가 싸요. 겨울에는 조금 추워요. 집주인분이 수리 요청에 빨리 답해 주셨고, 택배 보관함이 있어서 편했어요. 방음은 보통이고 밤에는 조용한 편이에요. 다음에도 살고 싶어요.',
    });
    const reporterTokens = await freshStudent(request, baseURL, { verified: true });
    await reportByApi(request, baseURL, reporterTokens, reviewId, '광고 같아요');

    const staff = await openConsole(browser, '운영자');
    await staff.goto(consoleUrl(`reports?review=${reviewId}`));
    const panel = staff.getByRole('dialog', { name: `신고된 후기 #${reviewId}` });
    await panel.getByRole('button', { name: '신고 기각' }).click();
    await staff
      .getByRole('alertdialog', { name: '신고를 기각할까요?' })
      .getByRole('button', { name: '신고 기각' })
      .click();
    await expect(
      staff.getByText('신고를 기각했어요. 신고한 학생들은 다시 신고할 수 있어요.', { exact: true }),
    ).toBeVisible();
    await expect(panel.getByRole('region', { name: '신고 1건' })).toContainText('신고 기각');

    const reporter = await openApp(browser, baseURL, reporterTokens);
    await reportInApp(reporter, reviewId, '다시 봐도 광고 같아요');
    await expect(reporter.getByRole('dialog', { name: '신고가 접수되었어요' })).toBeVisible();

    await expect(
      (await auditOf(staff, 'review', reviewId)).getByRole('row', { name: /신고 기각/ }),
    ).toContainText('운영자(moderator)');
  });
});

test.describe('prohibited words', () => {
  test('a word added to the dictionary flags a new review that uses it; duplicates are refused', async ({
    browser,
    request,
    baseURL,
  }) => {
    const word = `찐빵금칙${unique()}`;
    const staff = await openConsole(browser);
    await navigate(staff, '금칙어');
    const field = staff.getByRole('textbox', { name: '새 금칙어' });
    await field.fill(word);
    await staff.getByRole('button', { name: '추가', exact: true }).click();
    // Adding a word looks for it in every review, which takes a moment on a large catalogue.
    await expect(staff.getByText(`'${word}'을(를) 더했어요.`, { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await field.fill(` ${word.toUpperCase()} `);
    await staff.getByRole('button', { name: '추가', exact: true }).click();
    await expect(staff.getByText(`'${word}'은(는) 이미 사전에 있어요.`)).toBeVisible();

    const author = await freshStudent(request, baseURL, { verified: true });
    const reviewId = await writeGeneralReview(request, baseURL, author, {
      name: `금칙어 집 ${unique()}`,
      content: `방은 괜찮은데 집주인이 ${word} 같은 말을 해요. 그래도 역에서 가까워요. 관리비는 한 달에 5만원 정도이고 인터넷이 포함돼 있어요. 햇빛이 잘 들고 창문이 커서 환기가 잘 돼요. 전체적으로는 만족해요.`,
    });

    await navigate(staff, '후기');
    await staff.getByRole('checkbox', { name: '금칙어 포함' }).check();
    await staff.getByRole('searchbox', { name: '후기 내용 검색' }).fill(word);
    const row = staff.getByRole('row', { name: new RegExp(`#${reviewId}`) });
    await expect(row).toContainText(word);
    // The search answers after a pause; a row clicked while the list reloads is not opened.
    await expect(staff.getByText('전체 1건 중 1–1')).toBeVisible();
    await row.click();
    await expect(staff.getByRole('heading', { level: 1, name: `후기 #${reviewId}` })).toBeVisible();
    await staff.getByRole('button', { name: '금칙어 확인 완료' }).click();
    await expect(staff.getByText('금칙어를 확인했어요.', { exact: true })).toBeVisible();

    await staff.goto(consoleUrl(`audit?q=${encodeURIComponent(word)}`));
    await expect(staff.getByRole('row', { name: /금칙어 추가/ })).toBeVisible();
    await expect(
      (await auditOf(staff, 'review', reviewId)).getByRole('row', { name: /금칙어 확인 완료/ }),
    ).toBeVisible();
  });
});
