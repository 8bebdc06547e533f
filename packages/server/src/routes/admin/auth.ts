// Staff sign-in and sessions (/api/admin/auth/*): the sign-in page's options, the local sign-in with login and
// password, the development one-click sign-in, OpenID Connect, the current session and sign-out.
import {
  adminEmptyResponseSchema,
  devLoginRequestSchema,
  oidcCallbackQuerySchema,
  oidcStartQuerySchema,
  signInOptionsResponseSchema,
  staffLoginRequestSchema,
  staffSessionResponseSchema,
} from '@jjinbbang/domain/schemas';
import { finishOidc, redirectUriOf, startOidc } from '../../admin/oidc.ts';
import { endSession, reserveSignIn, sessionView, startSession } from '../../admin/sessions.ts';
import { checkPassword, DEV_STAFF, ensureDevStaff, findStaffByLogin } from '../../admin/staff.ts';
import type { AppContext } from '../../context.ts';
import { ApiError, notFound, ok, unauthorized } from '../../errors.ts';
import { clientAddress } from '../../lib/client.ts';
import { createRouter, jsonBody, route } from '../../lib/route.ts';

const TAGS = ['운영: 로그인'];
/** Where the console lives (served at /console by the API server in production). */
const CONSOLE_HOME = '/console/';

/** The seeded test staff are offered exactly when the app's local student sign-in is (development only). */
export const devStaffEnabled = (ctx: AppContext) => ctx.config.devTools;

const options = route({
  method: 'get',
  path: '/api/admin/auth/options',
  tags: TAGS,
  summary: '로그인 화면이 보여 줄 방법 (회사 계정, 아이디·비밀번호, 개발용 테스트 운영진)',
  auth: 'none',
  response: signInOptionsResponseSchema,
});

const login = route({
  method: 'post',
  path: '/api/admin/auth/login',
  tags: TAGS,
  summary: '아이디·비밀번호로 로그인 (세션 쿠키와 CSRF 토큰)',
  description: '로그인 실패는 아이디마다 15분에 5번, 주소마다 20번까지예요 (429).',
  auth: 'none',
  request: { body: jsonBody(staffLoginRequestSchema) },
  response: staffSessionResponseSchema,
  errors: [401, 404, 429],
});

const devLogin = route({
  method: 'post',
  path: '/api/admin/auth/dev-login',
  tags: TAGS,
  summary: '개발용: 테스트 운영진(운영자·관리자)으로 로그인',
  description: '개발 환경에서만 있어요 (운영에서는 404).',
  auth: 'none',
  request: { body: jsonBody(devLoginRequestSchema) },
  response: staffSessionResponseSchema,
  errors: [404],
});

const oidcStart = route({
  method: 'get',
  path: '/api/admin/auth/oidc/start',
  tags: TAGS,
  summary: '회사 계정(OpenID Connect) 로그인 시작: 제공자로 보내요',
  auth: 'none',
  request: { query: oidcStartQuerySchema },
  responses: { 302: { description: '제공자의 로그인 화면으로' } },
  errors: [404, 503],
});

const oidcCallback = route({
  method: 'get',
  path: '/api/admin/auth/oidc/callback',
  tags: TAGS,
  summary: '회사 계정 로그인 완료 (제공자가 돌려보내는 주소)',
  description:
    '성공하면 세션 쿠키를 주고 콘솔로 돌려보내요. 실패하면 콘솔의 `?signInError=` 로 까닭을 전해요.',
  auth: 'none',
  request: { query: oidcCallbackQuerySchema },
  responses: { 302: { description: '콘솔로' } },
  errors: [404],
});

const session = route({
  method: 'get',
  path: '/api/admin/auth/session',
  tags: TAGS,
  summary: '로그인한 운영진과 CSRF 토큰',
  auth: 'staff',
  response: staffSessionResponseSchema,
});

const logout = route({
  method: 'post',
  path: '/api/admin/auth/logout',
  tags: TAGS,
  summary: '로그아웃',
  auth: 'staff',
  response: adminEmptyResponseSchema,
});

/** Only paths of this site: never an open redirect. */
const safeReturn = (target: string | null | undefined) =>
  target && /^\/[^/\\]/.test(target) ? target : CONSOLE_HOME;

export function adminAuthRoutes(ctx: AppContext) {
  const app = createRouter();

  app.openapi(options, async (c) => {
    const dev = devStaffEnabled(ctx);
    if (dev) await ensureDevStaff(ctx.db);
    return ok(
      c,
      {
        oidc: { enabled: ctx.config.adminOidc !== null, label: ctx.config.adminOidc?.label ?? '' },
        local: ctx.config.adminOidc === null,
        devStaff: dev ? DEV_STAFF.map((s) => ({ ...s })) : [],
      },
      undefined,
      signInOptionsResponseSchema,
    );
  });

  app.openapi(login, async (c) => {
    if (ctx.config.adminOidc) throw notFound('이 서버는 회사 계정으로만 로그인해요.');
    const body = c.req.valid('json');
    const giveBack = await reserveSignIn(ctx.db, body.login, clientAddress(c, ctx.config));
    const member = await findStaffByLogin(ctx.db, body.login);
    const right = await checkPassword(member, body.password);
    if (!member || !right || member.disabled) {
      // The failure stays counted; the answer does not say which part was wrong.
      throw unauthorized('아이디나 비밀번호가 맞지 않아요.');
    }
    await giveBack();
    return ok(c, await startSession(c, ctx, member, 'password'), '로그인했어요.', staffSessionResponseSchema);
  });

  app.openapi(devLogin, async (c) => {
    if (!devStaffEnabled(ctx)) throw notFound('요청한 주소를 찾을 수 없어요.');
    const { login: name } = c.req.valid('json');
    if (!DEV_STAFF.some((s) => s.login === name)) throw notFound('테스트 운영진이 아니에요.');
    await ensureDevStaff(ctx.db);
    const member = await findStaffByLogin(ctx.db, name);
    if (!member || member.disabled) throw notFound('테스트 운영진을 찾을 수 없어요.');
    return ok(c, await startSession(c, ctx, member, 'dev'), '로그인했어요.', staffSessionResponseSchema);
  });

  app.openapi(oidcStart, async (c) => {
    const oidc = ctx.config.adminOidc;
    if (!oidc) throw notFound('회사 계정 로그인이 설정되지 않았어요.');
    const url = await startOidc(ctx, oidc, c.req.url, c.req.valid('query').returnTo);
    return c.redirect(url.toString(), 302);
  });

  app.openapi(oidcCallback, async (c) => {
    const oidc = ctx.config.adminOidc;
    if (!oidc) throw notFound('회사 계정 로그인이 설정되지 않았어요.');
    const query = c.req.valid('query');
    const back = (message: string) => {
      const target = new URL(CONSOLE_HOME, 'http://console.invalid');
      target.searchParams.set('signInError', message);
      return c.redirect(`${target.pathname}${target.search}`, 302);
    };
    if (query.error) return back('회사 계정 로그인을 취소했거나 허용되지 않았어요.');
    // The URL the provider redirected to, as it knows it (not as a proxy in front of us rewrote it).
    const callback = new URL(redirectUriOf(ctx, oidc, c.req.url));
    callback.search = new URL(c.req.url).search;
    try {
      const { member, returnTo } = await finishOidc(ctx, oidc, callback);
      await startSession(c, ctx, member, 'oidc');
      return c.redirect(safeReturn(returnTo), 302);
    } catch (err) {
      if (err instanceof ApiError) return back(err.message);
      throw err;
    }
  });

  app.openapi(session, (c) => ok(c, sessionView(c.var.staffAuth), undefined, staffSessionResponseSchema));

  app.openapi(logout, async (c) => {
    await endSession(c, ctx, c.var.staffAuth);
    return ok(c, null, '로그아웃했어요.', adminEmptyResponseSchema);
  });

  return app;
}
