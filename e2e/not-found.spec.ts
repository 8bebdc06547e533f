import { expect, test } from '@playwright/test';
import { startSignedIn, TEST_ACCOUNT } from './support/session';

// A building or review that does not exist says so, with no "다시 시도" that could never succeed.

test('a missing building and a missing review offer a way back, never a retry', async ({
  page,
  request,
  baseURL,
}) => {
  await startSignedIn(page, request, baseURL ?? '', TEST_ACCOUNT.verified);
  await page.goto('/building/99999999');
  await expect(page.getByRole('heading', { name: '건물을 찾을 수 없어요' })).toBeVisible();
  await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '돌아가기' })).toBeVisible();

  await page.goto('/building/review/99999999');
  await expect(page.getByRole('heading', { name: '후기를 찾을 수 없어요' })).toBeVisible();
  await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
});

test('a missing campus offers a way back, never a retry', async ({ page }) => {
  await page.goto('/campus/99999999');
  await expect(page.getByRole('heading', { name: '캠퍼스를 찾을 수 없어요' })).toBeVisible();
  await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '돌아가기' })).toBeVisible();
});
