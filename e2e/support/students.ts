import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import type { Tokens } from './session';

const api = (baseURL: string | undefined, path: string) => new URL(path, baseURL).toString();

async function data<T>(response: { ok(): boolean; status(): number; json(): Promise<unknown> }): Promise<T> {
  const body = (await response.json()) as { data: T; message: string };
  if (!response.ok()) throw new Error(`API ${response.status()}: ${body.message}`);
  return body.data;
}

/**
 * A new account through the local provider (api-contract §2); with `verified` it is also verified with a
 * school e-mail through the dev outbox (§3). Journeys that write data own their account this way, so they
 * never change what other tests count on the seeded users.
 */
export async function freshStudent(
  request: APIRequestContext,
  baseURL: string | undefined,
  { verified }: { verified: boolean },
): Promise<Tokens> {
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
  if (!verified) return tokens;
  const bearer = { Authorization: `Bearer ${tokens.accessToken}` };
  const emailAddress = `writer${randomBytes(5).toString('hex')}@gnu.ac.kr`;
  await data(
    await request.post(api(baseURL, '/api/v1/auth/emailCode'), { headers: bearer, data: { emailAddress } }),
  );
  const outbox = await data<{ code: string | null }[]>(
    await request.get(api(baseURL, `/api/dev/outbox?to=${encodeURIComponent(emailAddress)}`)),
  );
  await data(
    await request.post(api(baseURL, '/api/v1/auth/emailCode/verify'), {
      headers: bearer,
      data: { emailAddress, authCode: outbox[0]?.code },
    }),
  );
  return tokens;
}

/** Starts the page signed in with the given tokens (the app's local-storage session, spec 000 §3). */
export async function useTokens(page: Page, tokens: Tokens) {
  await page.addInitScript((t: Tokens) => {
    if (!window.localStorage.getItem('accessToken')) {
      window.localStorage.setItem('accessToken', t.accessToken);
      window.localStorage.setItem('refreshToken', t.refreshToken);
    }
  }, tokens);
}

/** A real 8×8 one-colour PNG, different for each `seed`, for photo pickers (`setInputFiles`). */
export function pngFile(seed: number): { name: string; mimeType: string; buffer: Buffer } {
  const png = new PNG({ width: 8, height: 8 });
  for (let i = 0; i < png.data.length; i += 4)
    png.data.set([(seed * 53) % 256, (seed * 97) % 256, (seed * 193) % 256, 255], i);
  return { name: `room-${seed}.png`, mimeType: 'image/png', buffer: PNG.sync.write(png) };
}

/**
 * A general 월세 review written straight through the API (api-contract §5) by `tokens`' owner, for journeys
 * that start from an existing review of their own. Returns the review id.
 */
export async function writeGeneralReview(
  request: APIRequestContext,
  baseURL: string | undefined,
  tokens: Tokens,
  { name, content }: { name: string; content: string },
): Promise<number> {
  const headers = { Authorization: `Bearer ${tokens.accessToken}` };
  const form = new FormData();
  form.append('category', 'review');
  for (const file of [pngFile(11), pngFile(12)]) {
    form.append('files', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  }
  const upload = await data<{ urls: string[] }>(
    await request.post(api(baseURL, '/api/v1/images'), { headers, multipart: form }),
  );
  const review = await data<{ reviewId: number }>(
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
          content,
        },
        imageUrls: upload.urls,
        buildingRequest: {
          buildingCode: null,
          name,
          type: 'ROOM',
          address: `경남 진주시 가좌길 ${randomBytes(2).toString('hex')}`,
          latitude: 35.154,
          longitude: 128.1,
        },
        keywords: {
          positive: ['PO_BD_LO_01', 'PO_BD_LO_02', 'PO_BD_LO_03'],
          negative: ['NE_BD_ST_03', 'NE_BD_MT_01', 'NE_BD_MT_06'],
        },
      },
    }),
  );
  return review.reviewId;
}
