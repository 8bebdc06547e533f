// The devices signed in to an account (decisions.md: one refresh token per device): the list "내 계정" shows, and
// "다른 기기에서 모두 로그아웃" / "모든 기기에서 로그아웃". The work is in ../auth/sessions.ts.
import {
  endSessionsQuerySchema,
  endSessionsResponseSchema,
  sessionListResponseSchema,
} from '@jjinbbang/domain/schemas';
import { currentSessionId, requireUser } from '../auth/guard.ts';
import { endSessions, listSessions } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { createRouter } from '../env.ts';
import { ok } from '../errors.ts';
import { validate } from '../lib/validate.ts';

export function sessionRoutes(ctx: AppContext) {
  const app = createRouter();

  app.get('/api/v1/auth/sessions', async (c) => {
    const user = await requireUser(c, ctx);
    const sessions = await listSessions(ctx.db, user.id, currentSessionId(c));
    return ok(c, { sessions }, undefined, sessionListResponseSchema);
  });

  app.delete('/api/v1/auth/sessions', async (c) => {
    const { scope } = validate(endSessionsQuerySchema, c.req.query());
    const user = await requireUser(c, ctx);
    const ended = await endSessions(ctx.db, user.id, scope === 'others' ? currentSessionId(c) : undefined);
    const message =
      scope === 'others' ? '다른 기기에서 모두 로그아웃했어요.' : '모든 기기에서 로그아웃했어요.';
    return ok(c, { ended }, message, endSessionsResponseSchema);
  });

  return app;
}
