import { WIRE_LIMITS } from '@jjinbbang/domain';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { outbox } from '../db/schema.ts';
import { badRequest, notFound, ok } from '../errors.ts';
import { createRouter } from '../lib/route.ts';
import { queryInt } from '../lib/validate.ts';

/** Development-only tools (404 in production): the local mail outbox, read by end-to-end tests. */
export function devRoutes(ctx: AppContext) {
  const app = createRouter();

  app.get('/api/dev/outbox', async (c) => {
    if (ctx.config.env === 'production') throw notFound('요청한 주소를 찾을 수 없어요.');
    const to = (c.req.query('to') ?? '').trim().toLowerCase();
    if (!to) throw badRequest("'to' 항목이 필요해요.");
    if (to.length > WIRE_LIMITS.email || to.includes('\u0000'))
      throw badRequest("'to' 항목은 이메일 주소여야 해요.");
    const limit = queryInt(c, 'limit', 10, 1, 100);
    const rows = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(limit);
    return ok(
      c,
      rows.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        /** The 6-digit code in a verification mail, for tests. */
        code: /\b(\d{6})\b/.exec(m.text)?.[1] ?? null,
        createdAt: m.createdAt.toISOString(),
      })),
    );
  });

  return app;
}
