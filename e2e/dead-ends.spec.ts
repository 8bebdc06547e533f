import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { freshStudent, useTokens, writeGeneralReview } from './support/students';
import { heading } from './support/wizard';

// A thing that is gone says so and offers a way back; a refusal says why. Never a "다시 시도" that cannot work.

const CONTENT =
  '학교 정문까지 걸어서 칠 분이라 아침 수업에도 늦지 않았어요. 방이 밝고 환기가 잘 되지만 주말에는 ' +
  '골목이 조금 시끄러운 편이에요. 관리인분이 친절하고 분리수거 공간도 깨끗하게 관리돼요.';

test('a deleted review and the building it left empty say they are gone, with a way back', async ({
  page,
  request,
  baseURL,
}) => {
  const tokens = await freshStudent(request, baseURL, { verified: true });
  const name = `사라진빌 ${randomBytes(3).toString('hex')}`;
  const reviewId = await writeGeneralReview(request, baseURL, tokens, { name, content: CONTENT });
  await useTokens(page, tokens);
  await page.goto(`/building/review/${reviewId}?reviewType=GENERAL`);
  const placeHref = await page.getByRole('link', { name: `${name} 보러 가기` }).getAttribute('href');
  const deleted = await request.delete(new URL(`/api/v1/review/${reviewId}`, baseURL).toString(), {
    headers: { Authorization: `Bearer ${tokens.accessToken}` },
  });
  expect(deleted.status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('heading', { name: '후기를 찾을 수 없어요' })).toBeVisible();
  await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '돌아가기' })).toBeVisible();

  await page.goto(placeHref ?? '/');
  await expect(heading(page, '건물을 찾을 수 없어요')).toBeVisible();
  await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
  await page.getByRole('link', { name: '홈으로' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a refused edit says why, not "잠시 후 다시 시도해 주세요"', async ({ page, request, baseURL }) => {
  const tokens = await freshStudent(request, baseURL, { verified: true });
  const name = `거절빌 ${randomBytes(3).toString('hex')}`;
  const reviewId = await writeGeneralReview(request, baseURL, tokens, { name, content: CONTENT });
  await useTokens(page, tokens);
  await page.goto(`/review/${reviewId}/update?reviewType=GENERAL`);
  await expect(heading(page, '후기 수정하기')).toBeVisible();
  // The server refuses the edit (the review is someone else's by now): the answer it gives is the one shown.
  await page.route(`**/api/v1/review/${reviewId}`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ code: 403, message: '작성자만 후기를 수정할 수 있어요.', data: null }),
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: '다시 올리기' }).click();
  await page
    .getByRole('dialog', { name: '이 집은 몇 점인가요?' })
    .getByRole('button', { name: '다시 올리기' })
    .click();
  await expect(page.getByText('작성자만 후기를 수정할 수 있어요.')).toBeVisible();
  await expect(page.getByText('잠시 후 다시 시도해 주세요')).toHaveCount(0);
});
