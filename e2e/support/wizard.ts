import { expect, type Page } from '@playwright/test';

// The review wizard's steps that several journeys walk the same way (place, cost and writing specs).

export const next = (page: Page) => page.getByRole('button', { name: '다음', exact: true }).click();
export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The place step's "찾는 건물이 없어요" path: a new building by road address and name, on to the pin step. */
export async function enterNewBuilding(page: Page, { address, name }: { address: string; name: string }) {
  await page.getByRole('button', { name: '찾는 건물이 없어요' }).click();
  await expect(heading(page, '새 건물 등록')).toBeVisible();
  await page.getByRole('textbox', { name: '도로명 주소' }).fill(address);
  await page.getByRole('textbox', { name: '건물 이름 (선택)' }).fill(name);
  await next(page);
}

/**
 * Takes the pin where it starts. A pin on a campus or away from the typed 시/군/구 shows a warning and is taken on
 * the second press, "그래도 이 위치로 할게요" (ADR 0094).
 */
export async function acceptPin(page: Page) {
  await expect(page.getByRole('application', { name: /위치 고르기 지도/ })).toBeVisible();
  const warned = await page.getByTestId('pin-warning').isVisible();
  await page.getByRole('button', { name: '이 위치로 할게요' }).click();
  if (warned) await page.getByRole('button', { name: '그래도 이 위치로 할게요' }).click();
}

/** A 월세 lease, as typed in the price screen (만원; 면적 in 평). */
export interface MonthlyLease {
  space: string;
  deposit: string;
  rent: string;
  maintenance: string;
}

/**
 * From the floor step (중층) through the location check and the contract type to the confirmed 월세 price; the
 * wizard then asks about the deposit's return.
 */
export async function enterMonthlyLease(page: Page, lease: MonthlyLease) {
  await expect(page).toHaveURL(/\/review\/floor$/);
  await page.getByRole('textbox', { name: '면적' }).fill(lease.space);
  await page.getByRole('radio', { name: '중층' }).click();
  await next(page);
  await expect(heading(page, '이 위치가 맞나요?')).toBeVisible();
  await next(page);
  await expect(page).toHaveURL(/\/review\/price$/);
  await page.getByRole('radio', { name: '월세' }).click();
  await next(page);
  await expect(page).toHaveURL(/\/review\/wolse$/);
  await page.getByRole('textbox', { name: '보증금' }).fill(lease.deposit);
  await page.getByRole('textbox', { name: '월세' }).fill(lease.rent);
  await page.getByRole('textbox', { name: '관리비' }).fill(lease.maintenance);
  await next(page);
  await page.getByRole('alertdialog').getByRole('button', { name: '맞아요' }).click();
  await expect(page).toHaveURL(/\/review\/deposit-return$/);
}
