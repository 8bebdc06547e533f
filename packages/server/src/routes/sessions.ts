// The devices signed in to an account (decisions.md: one refresh token per device): the list "내 계정" shows, and
// "다른 기기에서 모두 로그아웃" / "모든 기기에서 로그아웃". The work is in ../auth/sessions.ts.
import {
  endSessionsQuerySchema,
  endSessionsResponseSchema,
  sessionListResponseSchema,
} from '@jjinbbang/domain/schemas';
import { endSessions, listSessions } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../errors.ts';
import { createRouter, route } from '../lib/route.ts';

const list = route({
  method: 'get',
  path: '/api/v1/auth/sessions',
  tags: ['로그인'],
  summary: '로그인한 기기 목록 (이 기기 먼저, 그다음 최근에 쓴 순)',
  auth: 'user',
  response: sessionListResponseSchema,
});

const end = route({
  method: 'delete',
  path: '/api/v1/auth/sessions',
  tags: ['로그인'],
  summary: '다른 기기에서 모두 로그아웃 (scope=others) 또는 모든 기기에서 로그아웃 (scope=all)',
  description: '끝난 기기의 access token도 바로 쓸 수 없어요. ended는 끝낸 기기 수예요.',
  auth: 'user',
  request: { query: endSessionsQuerySchema },
  response: endSessionsResponseSchema,
});

export function sessionRoutes(ctx: AppContext) {
  const app = createRouter();

  app.openapi(list, async (c) => {
    const sessions = await listSessions(ctx.db, c.var.user.id, c.var.sessionId);
    return ok(c, { sessions }, undefined, sessionListResponseSchema);
  });

  app.openapi(end, async (c) => {
    const { scope } = c.req.valid('query');
    const except = scope === 'others' ? c.var.sessionId : undefined;
    const ended = await endSessions(ctx.db, c.var.user.id, except);
    const message =
      scope === 'others' ? '다른 기기에서 모두 로그아웃했어요.' : '모든 기기에서 로그아웃했어요.';
    return ok(c, { ended }, message, endSessionsResponseSchema);
  });

  return app;
}
