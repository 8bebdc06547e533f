import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { freshStudent, pngFile, useTokens, writeGeneralReview } from './support/students';

// Review-writing journeys (spec 001 §2.3–§2.4, §4–§5, §8) against the real server. Every journey writes as
// a fresh student of its own, so the seeded users' reviews that other tests count never change.

const next = (page: Page) => page.getByRole('button', { name: '다음', exact: true }).click();
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const CONTENT =
  '역에서 걸어서 오 분 거리라 통학이 정말 편했어요. 햇빛이 잘 들어서 겨울에도 따뜻했고 집주인 분이 친절하게 ' +
  '수리 요청을 바로 들어주셨어요. 다만 벽이 얇아 옆집 소리가 조금 들리고 주차 공간이 부족해요.';

async function startWriting(page: Page) {
  await page.goto('/mypage');
  await page.getByRole('link', { name: '후기 작성하기' }).click();
  await expect(page).toHaveURL(/\/review\/type$/);
  await expect(heading(page, '어떤 유형의 집에 살았나요?')).toBeVisible();
}

async function rateAndSubmit(page: Page) {
  await page.getByRole('button', { name: '후기 올리기' }).click();
  const rating = page.getByRole('dialog', { name: '이 집은 몇 점인가요?' });
  const upload = rating.getByRole('button', { name: '업로드' });
  await expect(upload).toBeDisabled();
  // The stars are native radios drawn as icons: choose one with the keyboard as a screen-reader user would.
  await rating.getByRole('radio', { name: '별점 4점' }).focus();
  await page.keyboard.press('Space');
  await expect(rating.getByRole('radio', { name: '별점 4점' })).toBeChecked();
  await upload.click();
  const done = page.getByRole('dialog', { name: '후기 작성을 마칠까요?' });
  await done.getByRole('button', { name: '완료' }).click();
  await expect(page).toHaveURL(/\/mypage$/);
}

test.describe('writing a review (/review/*)', () => {
  test('a general 월세 review goes from type to my page and its detail', async ({
    page,
    request,
    baseURL,
  }) => {
    await useTokens(page, await freshStudent(request, baseURL, { verified: true }));
    const tag = randomBytes(3).toString('hex');
    const building = `찐빵빌 ${tag}`;
    await startWriting(page);

    // spec 001 §2.3: agency cannot be chosen yet.
    await page.getByRole('radio', { name: '공인중개사' }).click();
    await expect(page.getByText('업데이트 준비 중이에요!')).toBeVisible();
    await expect(page.getByRole('button', { name: '다음', exact: true })).toBeDisabled();
    await page.getByRole('radio', { name: '원/투룸' }).click();
    await next(page);

    await expect(page).toHaveURL(/\/review\/input-address$/);
    await page.getByRole('textbox', { name: '도로명 주소' }).fill(`경남 진주시 진주대로 ${tag}`);
    await page.getByRole('textbox', { name: '건물 이름 (선택)' }).fill(building);
    await next(page);

    await expect(heading(page, '지도에서 위치를 맞춰 주세요')).toBeVisible();
    await page.getByRole('button', { name: '이 위치로 할게요' }).click();

    await expect(page).toHaveURL(/\/review\/floor$/);
    await expect(page.getByRole('textbox', { name: '건물 이름' })).toHaveValue(building);
    await page.getByRole('textbox', { name: '면적' }).fill('7.5');
    await page.getByRole('radio', { name: '중층' }).click();
    await next(page);

    await expect(heading(page, '이 위치가 맞나요?')).toBeVisible();
    await next(page);

    await expect(page).toHaveURL(/\/review\/price$/);
    await page.getByRole('radio', { name: '월세' }).click();
    await next(page);

    await expect(page).toHaveURL(/\/review\/wolse$/);
    await page.getByRole('textbox', { name: '보증금' }).fill('500');
    await page.getByRole('textbox', { name: '월세' }).fill('45');
    await page.getByRole('textbox', { name: '관리비' }).fill('5');
    await next(page);
    await page.getByRole('alertdialog').getByRole('button', { name: '맞아요' }).click();

    await expect(page).toHaveURL(/\/review\/room-info$/);
    await expect(page.getByRole('button', { name: '다음', exact: true })).toBeDisabled();
    await page.locator('input[type="file"]').setInputFiles([pngFile(1), pngFile(2)]);
    await expect(page.getByRole('img', { name: '2번째 사진' })).toBeVisible();
    await next(page);

    await expect(page).toHaveURL(/\/review\/filter-ad$/);
    for (const label of ['교통 편리', '좋은 채광', '주차 편리']) {
      await page.getByRole('checkbox', { name: label }).click();
    }
    await next(page);

    await expect(page).toHaveURL(/\/review\/filter-disad$/);
    // spec 001 §5: a con whose opposite is a chosen pro is refused.
    await page.getByRole('checkbox', { name: '교통 불편' }).click();
    await expect(page.getByText('같은 항목이 장점으로 선택되었습니다!')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '교통 불편' })).not.toBeChecked();
    for (const label of ['동네 시끄러움', '방음 안됨', '관리 부족']) {
      await page.getByRole('checkbox', { name: label }).click();
    }

    // The draft survives a reload mid-way, photos included (spec 001 §3.1, decisions.md).
    await page.reload();
    await expect(page.getByRole('checkbox', { name: '방음 안됨' })).toBeChecked();
    await page.getByRole('button', { name: '이전' }).click();
    await expect(page.getByRole('checkbox', { name: '좋은 채광' })).toBeChecked();
    await page.getByRole('button', { name: '이전' }).click();
    await expect(page.getByRole('img', { name: '2번째 사진' })).toBeVisible();
    await next(page);
    await next(page);
    await next(page);

    await expect(page).toHaveURL(/\/review\/content$/);
    const content = page.getByRole('textbox', { name: '후기 내용' });
    await content.fill('너무 짧아요');
    await expect(page.getByText('최소 100자 이상 작성해야 해요!')).toBeVisible();
    await expect(page.getByRole('button', { name: '다음', exact: true })).toBeDisabled();
    await content.fill(CONTENT);
    await next(page);

    await expect(page).toHaveURL(/\/review\/confirm$/);
    const rows = page.getByRole('list', { name: '작성한 내용' });
    await expect(rows.getByRole('button', { name: /^계약 조건 월세 500\/45/ })).toBeVisible();
    await expect(rows.getByRole('button', { name: /^사진/ })).toContainText('2장');
    await rateAndSubmit(page);

    const mine = page.getByRole('list', { name: '내가 쓴 후기 목록' });
    const card = mine.getByRole('button', { name: building, exact: true });
    await expect(card).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(/\/building\/review\/\d+/);
    await expect(page.getByText(CONTENT.slice(0, 30))).toBeVisible();
  });

  test('an unverified student is shown the way to verify instead of a dead end', async ({
    page,
    request,
    baseURL,
  }) => {
    await useTokens(page, await freshStudent(request, baseURL, { verified: false }));
    await page.goto('/review/type');
    await expect(heading(page, '학교 인증 후 후기 작성이 가능합니다.')).toBeVisible();
    await page.getByRole('link', { name: '학교 인증하기' }).click();
    await expect(page).toHaveURL(/\/auth\/student\/verify$/);
  });

  test('a signed-out visitor is offered sign-in, and "나중에 할게요" goes to my page', async ({ page }) => {
    await page.goto('/review/type');
    await expect(heading(page, '로그인하고 후기를 남겨 주세요')).toBeVisible();
    await expect(page.getByRole('button', { name: '로그인하기' })).toBeVisible();
    await page.getByRole('link', { name: '나중에 할게요' }).click();
    await expect(page).toHaveURL(/\/mypage$/);
  });
});

test.describe('writing a dormitory review', () => {
  test('a dormitory review asks campus, conditions and facilities', async ({ page, request, baseURL }) => {
    await useTokens(page, await freshStudent(request, baseURL, { verified: true }));
    const dorm = `가좌 새기숙사 ${randomBytes(3).toString('hex')}`;
    await startWriting(page);
    await page.getByRole('radio', { name: '기숙사' }).click();
    await next(page);

    await page.getByRole('textbox', { name: '도로명 주소' }).fill('경남 진주시 진주대로 501');
    await expect(page.getByRole('textbox', { name: '건물 이름 (선택)' })).toHaveCount(0);
    await next(page);
    await page.getByRole('button', { name: '이 위치로 할게요' }).click();

    await expect(page).toHaveURL(/\/review\/dormitory$/);
    await page.getByRole('button', { name: 'ㄱ', exact: true }).click();
    await page.getByRole('radio', { name: '가좌캠퍼스' }).check();
    await page.getByRole('textbox', { name: '기숙사 이름' }).fill(dorm);
    await page.getByRole('textbox', { name: '방 인원' }).fill('2');
    await expect(page.getByRole('radio', { name: '저층' })).toBeChecked();
    await page.getByRole('radio', { name: '고층' }).click();
    await next(page);

    await expect(page).toHaveURL(/\/review\/dormitory-conditions$/);
    const nextButton = page.getByRole('button', { name: '다음', exact: true });
    await page.getByRole('button', { name: '학점 기준' }).click();
    const grade = page.getByRole('textbox', { name: '직전 학기 학점' });
    await grade.fill('4.8');
    await page.getByRole('textbox', { name: '기숙사비' }).fill('120');
    await expect(nextButton).toBeDisabled();
    await grade.fill('3.8');
    await expect(nextButton).toBeEnabled();
    await next(page);

    await expect(page).toHaveURL(/\/review\/dormitory-amenities$/);
    const answers: [string, string][] = [
      ['화장실', '공용'],
      ['샤워실', '공용'],
      ['냉장고', '개인'],
      ['전자레인지', '공용'],
      ['세탁기', '공용'],
    ];
    for (const [facility, option] of answers) {
      await page
        .getByRole('radiogroup', { name: new RegExp(`^${facility}`) })
        .getByRole('radio', { name: option })
        .click();
    }
    await expect(nextButton).toBeDisabled();
    await page
      .getByRole('radiogroup', { name: /^휴게시설/ })
      .getByRole('radio', { name: '있음' })
      .click();
    await next(page);

    await expect(page).toHaveURL(/\/review\/room-info$/);
    await page.locator('input[type="file"]').setInputFiles([pngFile(3), pngFile(4)]);
    await expect(page.getByRole('img', { name: '2번째 사진' })).toBeVisible();
    await next(page);
    for (const label of ['학교 가까움', '통금 없음', '좋은 통풍'])
      await page.getByRole('checkbox', { name: label }).click();
    await next(page);
    for (const label of ['방음 안됨', '규칙 엄격', '주차 불편'])
      await page.getByRole('checkbox', { name: label }).click();
    await next(page);
    await page.getByRole('textbox', { name: '후기 내용' }).fill(CONTENT);
    await next(page);

    await expect(page).toHaveURL(/\/review\/confirm$/);
    const rows = page.getByRole('list', { name: '작성한 내용' });
    await expect(rows.getByRole('button', { name: /^기숙사 정보/ })).toContainText('2인실');
    await expect(rows.getByRole('button', { name: /^입사 조건/ })).toContainText('학점 기준 (3.8)');
    await rateAndSubmit(page);
    await expect(
      page.getByRole('list', { name: '내가 쓴 후기 목록' }).getByRole('button', { name: dorm, exact: true }),
    ).toBeVisible();
  });
});

test.describe('editing a review (/review/{id}/update)', () => {
  test('the author changes the text from the hub and uploads it again', async ({
    page,
    request,
    baseURL,
  }) => {
    const tokens = await freshStudent(request, baseURL, { verified: true });
    const name = `수정빌 ${randomBytes(3).toString('hex')}`;
    const reviewId = await writeGeneralReview(request, baseURL, tokens, { name, content: CONTENT });
    await useTokens(page, tokens);

    await page.goto(`/building/review/${reviewId}?reviewType=GENERAL`);
    await page.getByRole('button', { name: '수정하기' }).click();
    await expect(page).toHaveURL(new RegExp(`/review/${reviewId}/update\\?reviewType=GENERAL$`));
    await expect(heading(page, '후기 수정하기')).toBeVisible();

    await page.getByRole('button', { name: /^후기 내용/ }).click();
    await expect(page).toHaveURL(new RegExp(`/review/${reviewId}/update/content`));
    const text = page.getByRole('textbox', { name: '후기 내용' });
    await expect(text).toHaveValue(CONTENT);
    const edited = `수정했어요. ${CONTENT}`;
    await text.fill(edited);
    await page.getByRole('button', { name: '완료' }).click();

    // spec 001 §2.4: the step returned to the hub by replacing history.
    await expect(page).toHaveURL(new RegExp(`/review/${reviewId}/update\\?reviewType=GENERAL$`));
    await expect(page.getByRole('button', { name: /^후기 내용 수정했어요\./ })).toBeVisible();
    await page.getByRole('button', { name: '다시 올리기' }).click();
    const rating = page.getByRole('dialog', { name: '이 집은 몇 점인가요?' });
    await expect(rating.getByRole('radio', { name: '별점 4점' })).toBeChecked();
    await rating.getByRole('button', { name: '다시 올리기' }).click();
    await expect(page.getByRole('dialog', { name: '후기를 수정했어요' })).toBeVisible();
    await expect(page).toHaveURL(/\/mypage$/);

    await page
      .getByRole('list', { name: '내가 쓴 후기 목록' })
      .getByRole('button', { name, exact: true })
      .click();
    await expect(page.getByText('수정했어요. 역에서 걸어서')).toBeVisible();
  });
});
