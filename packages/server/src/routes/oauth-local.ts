import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { isRedirectAllowed } from '../config.ts';
import type { AppContext } from '../context.ts';
import { createRouter, describedBody, route } from '../lib/route.ts';
import { TEST_ACCOUNTS } from '../seed/index.ts';
import { createLocalCode, localProviderEnabled } from './auth.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, 'Noto Sans KR', sans-serif; margin: 0; background: #fdf6ee; color: #222; word-break: keep-all; }
  main { max-width: 420px; margin: 0 auto; padding: 32px 20px; }
  h1 { font-size: 22px; margin: 0 0 8px; }
  p { color: #555; line-height: 1.5; margin: 0 0 20px; }
  ul { list-style: none; padding: 0; margin: 0 0 16px; display: grid; gap: 10px; }
  button { width: 100%; font: inherit; font-size: 16px; padding: 14px 16px; border-radius: 12px; border: 1px solid #e0cdb8;
    background: #fff; color: #222; text-align: left; cursor: pointer; }
  button:focus-visible { outline: 3px solid #b5651d; outline-offset: 2px; }
  button.primary { background: #8a4b12; color: #fff; border-color: #8a4b12; text-align: center; }
  small { display: block; color: #666; font-size: 13px; margin-top: 2px; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** The authorize page: its own inline styles, forms posting to itself (then redirecting back to the app). */
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

const HTML = { 'text/html': { schema: { type: 'string' as const } } };

const authorizePage = route({
  method: 'get',
  path: '/oauth/local/authorize',
  tags: ['로그인'],
  summary: '로컬 로그인 페이지 (카카오 키가 없는 개발 환경에서만)',
  auth: 'none',
  request: {
    query: z.object({ redirect_uri: z.string().optional(), state: z.string().optional() }),
  },
  responses: {
    200: { description: '테스트 계정 목록', content: HTML },
    400: { description: '허용되지 않은 redirect_uri', content: HTML },
  },
});

const authorize = route({
  method: 'post',
  path: '/oauth/local/authorize',
  tags: ['로그인'],
  summary: '로컬 로그인: 계정을 골라 redirect_uri?code=…로 돌아가요',
  auth: 'none',
  request: {
    body: describedBody(
      z.object({ redirect_uri: z.string(), state: z.string().optional(), account: z.string() }),
      'application/x-www-form-urlencoded',
    ),
  },
  responses: {
    302: { description: 'redirect_uri로 돌아가요 (code, state)' },
    400: { description: '허용되지 않은 redirect_uri 또는 알 수 없는 계정', content: HTML },
  },
});

/**
 * Development sign-in provider (api-contract §2): an authorize page with the seeded test accounts and a
 * "new account" button, redirecting back with a one-time `?code=` like Kakao does. A development tool: mounted only
 * with `DEV_TOOLS=on` (config.devTools), so it is a 404 and absent from the API document otherwise.
 */
export function localOAuthRoutes(ctx: AppContext) {
  const app = createRouter();

  if (!localProviderEnabled(ctx)) return app;
  app.use('/oauth/local/*', async (c, next) => {
    await next();
    c.res.headers.set('content-security-policy', PAGE_CSP);
  });

  app.openapi(authorizePage, (c) => {
    const query = c.req.valid('query');
    const redirectUri = query.redirect_uri ?? '';
    const state = query.state ?? '';
    if (!isRedirectAllowed(ctx.config, redirectUri)) {
      return c.html(
        page(
          '로그인 오류',
          '<h1>로그인할 수 없어요</h1><p>허용되지 않은 redirect_uri예요. 서버의 OAUTH_REDIRECT_ALLOWLIST를 확인해 주세요.</p>',
        ),
        400,
      );
    }
    const hidden = `<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}"><input type="hidden" name="state" value="${escapeHtml(state)}">`;
    const accounts = TEST_ACCOUNTS.map(
      (a) =>
        `<li><form method="post" action="/oauth/local/authorize">${hidden}<input type="hidden" name="account" value="${escapeHtml(a.kakaoId)}"><button type="submit">${escapeHtml(a.label)}<small>${escapeHtml(a.kakaoId)}</small></button></form></li>`,
    ).join('');
    return c.html(
      page(
        '찐빵 로컬 로그인',
        `<h1>찐빵 로컬 로그인</h1>
<p>개발용 로그인이에요. 카카오 대신 테스트 계정을 골라 로그인해요.</p>
<ul aria-label="테스트 계정">${accounts}</ul>
<form method="post" action="/oauth/local/authorize">${hidden}<input type="hidden" name="account" value="new"><button type="submit" class="primary">새 계정으로 시작하기</button></form>`,
      ),
    );
  });

  app.openapi(authorize, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const redirectUri = typeof form.redirect_uri === 'string' ? form.redirect_uri : '';
    const state = typeof form.state === 'string' ? form.state : '';
    const choice = typeof form.account === 'string' ? form.account : '';
    if (!isRedirectAllowed(ctx.config, redirectUri)) {
      return c.html(
        page('로그인 오류', '<h1>로그인할 수 없어요</h1><p>허용되지 않은 redirect_uri예요.</p>'),
        400,
      );
    }
    let account: { kakaoId: string; nickname: string };
    if (choice === 'new') {
      const suffix = randomBytes(6).toString('hex');
      // no profile name, as with a Kakao account that shares none: sign-up makes one up ("포근한 찐빵 27")
      account = { kakaoId: `local-new-${suffix}`, nickname: '' };
    } else {
      const known = TEST_ACCOUNTS.find((a) => a.kakaoId === choice);
      if (!known) return c.html(page('로그인 오류', '<h1>알 수 없는 계정이에요</h1>'), 400);
      account = { kakaoId: known.kakaoId, nickname: known.label };
    }
    const code = await createLocalCode(ctx.db, account, redirectUri);
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    if (state) target.searchParams.set('state', state);
    return c.redirect(target.toString(), 302);
  });

  return app;
}
