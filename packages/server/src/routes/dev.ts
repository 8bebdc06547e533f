import { WIRE_LIMITS } from '@jjinbbang/domain';
import { envelopeSchema, requestText } from '@jjinbbang/domain/schemas';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { outbox } from '../db/schema.ts';
import { ok } from '../errors.ts';
import { createRouter, route } from '../lib/route.ts';

const mailSchema = z.object({
  id: z.int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The 6-digit code in a verification mail, for tests. */
  code: z.string().nullable(),
  createdAt: z.string(),
});

const readOutbox = route({
  method: 'get',
  path: '/api/dev/outbox',
  tags: ['개발'],
  summary: '로컬 메일함: 주소로 보낸 최근 메일과 인증번호 (개발 모드에서만)',
  auth: 'none',
  request: {
    query: z.object({
      to: requestText(WIRE_LIMITS.email).trim().min(1),
      limit: z.coerce.number().pipe(z.int().min(1).max(100)).default(10),
    }),
  },
  response: envelopeSchema(z.array(mailSchema)),
});

/** Development-only tools, not mounted in production: the local mail outbox, read by end-to-end tests. */
export function devRoutes(ctx: AppContext) {
  const app = createRouter();
  if (ctx.config.env === 'production') return app;

  app.openapi(readOutbox, async (c) => {
    const { to, limit } = c.req.valid('query');
    const rows = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, to.toLowerCase()))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(limit);
    const mails = rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      code: /\b(\d{6})\b/.exec(m.text)?.[1] ?? null,
      createdAt: m.createdAt.toISOString(),
    }));
    return ok(c, mails);
  });

  return app;
}
