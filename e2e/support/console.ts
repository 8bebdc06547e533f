import { type Browser, devices, expect, type Page } from '@playwright/test';
import type { Tokens } from './session';
import { useTokens } from './students';

/** The staff console, served by the API server at /console (playwright.config.ts). */
export const consoleUrl = (path = '') =>
  new URL(path.replace(/^\//, ''), process.env.JB_E2E_CONSOLE_URL).toString();

/** A desktop window on the console, signed in as one of the seeded test staff (development sign-in). */
export async function openConsole(browser: Browser, who: '관리자' | '운영자' = '관리자'): Promise<Page> {
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const page = await context.newPage();
  await page.goto(consoleUrl());
  await page.getByRole('button', { name: `${who}로 로그인` }).click();
  await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
  return page;
}

/** The student app in a phone-sized window of its own, signed in with `tokens`. */
export async function openApp(browser: Browser, baseURL: string | undefined, tokens: Tokens): Promise<Page> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const page = await context.newPage();
  await useTokens(page, tokens);
  return page;
}

/** Goes to a console page through its navigation, as staff do. */
export async function navigate(page: Page, label: string) {
  await page
    .getByRole('navigation', { name: '운영 메뉴' })
    .getByRole('link', { name: new RegExp(`^${label}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

/** The audit trail of one target, as the review and certificate pages link to it. */
export async function auditOf(page: Page, targetType: 'review' | 'certificate' | 'word', targetId: number) {
  await page.goto(consoleUrl(`audit?targetType=${targetType}&targetId=${targetId}`));
  await expect(page.getByRole('heading', { level: 1, name: '활동 기록' })).toBeVisible();
  return page.getByRole('table', { name: '활동 기록' });
}
