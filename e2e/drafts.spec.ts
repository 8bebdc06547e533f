import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Tokens } from './support/session';
import { freshStudent, pngFile, useTokens } from './support/students';
import { acceptPin, enterMonthlyLease, enterNewBuilding, heading, next } from './support/wizard';

// What the student typed and the save will not keep is said on the confirm screen, and a draft in progress is
// found again on 나의 찐빵. Each journey writes as fresh students of its own and places of its own, so the seeded
// places other journeys count never change.

const CONTENT =
  '역에서 걸어서 오 분 거리라 통학이 정말 편했어요. 햇빛이 잘 들어서 겨울에도 따뜻했고 집주인 분이 친절하게 ' +
  '수리 요청을 바로 들어주셨어요. 다만 벽이 얇아 옆집 소리가 조금 들리고 주차 공간이 부족해요.';

const api = (baseURL: string | undefined, path: string) => new URL(path, baseURL).toString();

async function data<T>(response: { ok(): boolean; status(): number; json(): Promise<unknown> }): Promise<T> {
  const body = (await response.json()) as { data: T; message: string };
  if (!response.ok()) throw new Error(`API ${response.status()}: ${body.message}`);
  return body.data;
}

/** A place registered by another student's review (through the API), with a road and a lot address. */
async function registeredPlace(
  request: APIRequestContext,
  baseURL: string | undefined,
  tokens: Tokens,
  place: { name: string; address: string; lotAddress: string },
) {
  const headers = { Authorization: `Bearer ${tokens.accessToken}` };
  const form = new FormData();
  form.append('category', 'review');
  for (const file of [pngFile(71), pngFile(72)])
    form.append('files', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  const upload = await data<{ urls: string[] }>(
    await request.post(api(baseURL, '/api/v1/images'), { headers, multipart: form }),
  );
  await data(
    await request.post(api(baseURL, '/api/v1/review/GENERAL'), {
      headers,
      data: {
        generalReview: {
          contractType: 'MONTHLY_RENT',
          deposit: 300,
          monthlyRent: 30,
          maintenanceCost: null,
          floor: 'LOW',
          space: 20,
          rating: 4,
          content: CONTENT,
        },
        imageUrls: upload.urls,
        buildingRequest: { buildingCode: null, type: 'ROOM', latitude: 35.161, longitude: 128.11, ...place },
        keywords: {
          positive: ['PO_BD_LO_01', 'PO_BD_LO_02', 'PO_BD_LO_03'],
          negative: ['NE_BD_ST_03', 'NE_BD_MT_01', 'NE_BD_MT_06'],
        },
      },
    }),
  );
  const found = await data<{ items: { placeId: number; name: string }[] }>(
    await request.post(api(baseURL, '/api/v1/place/search'), {
      data: { keyword: place.name, kind: 'GENERAL', near: { latitude: 35.161, longitude: 128.11 } },
    }),
  );
  const item = found.items.find((i) => i.name === place.name);
  if (!item) throw new Error(`the place ${place.name} was not registered`);
  return item.placeId;
}

async function building(request: APIRequestContext, baseURL: string | undefined, id: number) {
  const detail = await data<{
    generalBuildingInfo: { name: string; lotAddress?: string | null; reviewCount: number };
  }>(await request.get(api(baseURL, `/api/v1/building/${id}`)));
  return detail.generalBuildingInfo;
}

/** Draft keys in local storage and draft photos in IndexedDB, as a curious next user could find them. */
async function storedDrafts(page: Page): Promise<{ keys: string[]; photos: number }> {
  return page.evaluate(async () => {
    const keys = Object.keys(window.localStorage).filter((key) => key.startsWith('jjinbbang:draft:review'));
    const photos = await new Promise<number>((resolve) => {
      const open = indexedDB.open('jjinbbang-blobs');
      open.onupgradeneeded = () => open.result.createObjectStore('blobs', { keyPath: ['namespace', 'id'] });
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('blobs')) return resolve(0);
        const count = db.transaction('blobs').objectStore('blobs').count();
        count.onsuccess = () => {
          resolve(count.result);
          db.close();
        };
      };
    });
    return { keys, photos };
  });
}

test('the confirm screen names the typed name and lot address a registered place replaces, and the save keeps the registered ones', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = randomBytes(3).toString('hex');
  const number = 100 + (randomBytes(2).readUInt16BE() % 800);
  const registered = {
    name: `원조찐빵빌 ${tag}`,
    address: `경남 진주시 찐빵로 ${number}`,
    lotAddress: `경남 진주시 가좌동 ${number}-1`,
  };
  const placeId = await registeredPlace(
    request,
    baseURL,
    await freshStudent(request, baseURL, { verified: true }),
    registered,
  );

  await useTokens(page, await freshStudent(request, baseURL, { verified: true }));
  await page.goto('/review/type');
  await page.getByRole('radio', { name: '원/투룸' }).click();
  await next(page);
  // The student types the registered place's road address, passes over the offer, and types a name and lot
  // address of their own.
  await page.getByRole('button', { name: '찾는 건물이 없어요' }).click();
  await page.getByRole('textbox', { name: '도로명 주소' }).fill(registered.address);
  await expect(page.getByRole('region', { name: '이미 등록된 건물이에요' })).toContainText(registered.name);
  const typedName = `새이름빌 ${tag}`;
  const typedLot = `가좌동 ${number}-2`;
  await page.getByRole('textbox', { name: '건물 이름 (선택)' }).fill(typedName);
  await page.getByRole('textbox', { name: /지번 주소/ }).fill(typedLot);
  await next(page);
  await acceptPin(page);
  await enterMonthlyLease(page, { space: '7.5', deposit: '500', rent: '45', maintenance: '5' });
  await page.getByRole('button', { name: '건너뛰기' }).click();
  await page.locator('input[type="file"]').setInputFiles([pngFile(73), pngFile(74)]);
  await expect(page.getByRole('img', { name: '2번째 사진' })).toBeVisible();
  await next(page);
  for (const label of ['교통 편리', '좋은 채광', '주차 편리'])
    await page.getByRole('checkbox', { name: label }).click();
  await next(page);
  for (const label of ['동네 시끄러움', '방음 안됨', '관리 부족'])
    await page.getByRole('checkbox', { name: label }).click();
  await next(page);
  await page.getByRole('textbox', { name: '후기 내용' }).fill(CONTENT);
  await next(page);

  await expect(page).toHaveURL(/\/review\/confirm$/);
  const unused = page.getByRole('region', { name: '올라가지 않는 입력' });
  await expect(unused).toContainText(`이 주소에 등록된 ‘${registered.name}’에 후기가 올라가요.`);
  await expect(unused).toContainText(
    `입력한 이름(${typedName}) 대신 등록된 이름(${registered.name})으로 올라가요.`,
  );
  await expect(unused).toContainText(
    `입력한 지번 주소(${typedLot}) 대신 등록된 지번 주소(${registered.lotAddress})로 올라가요.`,
  );

  await page.getByRole('button', { name: '후기 올리기' }).click();
  const rating = page.getByRole('dialog', { name: '이 집은 몇 점인가요?' });
  await rating.getByRole('radio', { name: '별점 4점' }).focus();
  await page.keyboard.press('Space');
  await rating.getByRole('button', { name: '업로드' }).click();
  await page
    .getByRole('dialog', { name: '후기 작성을 마칠까요?' })
    .getByRole('button', { name: '완료' })
    .click();
  await expect(page).toHaveURL(/\/mypage$/);

  // As the screen said: the review joined the registered place, whose name and lot address did not change.
  const after = await building(request, baseURL, placeId);
  expect(after).toMatchObject({ name: registered.name, lotAddress: registered.lotAddress, reviewCount: 2 });
});

test.describe('나의 찐빵 shows a draft in progress', () => {
  test("a verified student's 나의 찐빵 without drafts does not load its dialogs' code", async ({
    page,
    request,
    baseURL,
  }) => {
    const scripts = new Set<string>();
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.endsWith('.js')) scripts.add(r.url());
    });
    await useTokens(page, await freshStudent(request, baseURL, { verified: true }));
    await page.goto('/mypage');
    await expect(page.getByRole('navigation', { name: '내 계정' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The discard confirmation and the refusal a student who may not write yet gets, by their words.
    const words = ['작성 중인 후기를 삭제할까요?', '인증 상태 보기'];
    const loaded: string[] = [];
    for (const url of scripts) {
      const code = await (await request.get(url)).text();
      loaded.push(...words.filter((word) => code.includes(word)));
    }
    expect(loaded).toEqual([]);
  });

  test('left after a step, the draft is on 나의 찐빵; continuing resumes at that step; deleting removes it and its photos', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await useTokens(page, await freshStudent(request, baseURL, { verified: true }));
    const name = `이어쓰기빌 ${randomBytes(3).toString('hex')}`;
    await page.goto('/review/type');
    await page.getByRole('radio', { name: '원/투룸' }).click();
    await next(page);
    await enterNewBuilding(page, { address: '경남 진주시 진주대로 503', name });
    await acceptPin(page);
    await expect(page).toHaveURL(/\/review\/floor$/);

    // The student leaves the wizard and comes to 나의 찐빵.
    await page.goto('/mypage');
    const draft = page.getByRole('region', { name: '작성 중인 후기가 있어요' });
    await expect(draft).toContainText(name);
    await expect(draft).toContainText(/방금 전 저장|1분 전 저장/);
    await draft.getByRole('link', { name: '이어서 작성하기' }).click();
    await expect(page).toHaveURL(/\/review\/floor$/);
    await expect(heading(page, '집 정보를 알려 주세요')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '건물 이름' })).toHaveValue(name);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // The steps before it were laid under it: "이전" goes back to the pin.
    await page.getByRole('button', { name: '이전' }).click();
    await expect(heading(page, '지도에서 위치를 맞춰 주세요')).toBeVisible();

    await page.goto('/mypage');
    await expect(draft).toBeVisible();
    await draft.getByRole('button', { name: '삭제' }).click();
    const confirm = page.getByRole('alertdialog', { name: '작성 중인 후기를 삭제할까요?' });
    await confirm.getByRole('button', { name: '그대로 둘게요' }).click();
    await expect(draft).toBeVisible();
    await draft.getByRole('button', { name: '삭제' }).click();
    await confirm.getByRole('button', { name: '삭제' }).click();
    await expect(draft).toHaveCount(0);
    await expect.poll(() => storedDrafts(page)).toEqual({ keys: [], photos: 0 });
    await page.reload();
    await expect(page.getByRole('navigation', { name: '내 계정' })).toBeVisible();
    await expect(page.getByRole('region', { name: /중인 후기가 있어요/ })).toHaveCount(0);
    await page.getByRole('link', { name: '후기 작성하기' }).click();
    await expect(heading(page, '어떤 유형의 집에 살았나요?')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
