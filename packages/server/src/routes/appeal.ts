// The author of a blinded review asks staff to look at it again (issue 30, 임시조치).
import { appealRequestSchema, appealResponseSchema } from '@jjinbbang/domain/schemas';
import { appealBlind } from '../admin/moderation.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../errors.ts';
import { createRouter, idParams, jsonBody, route } from '../lib/route.ts';
import { REVIEW_NOT_FOUND } from '../reviews/input.ts';

const appeal = route({
  method: 'post',
  path: '/api/v1/review/{id}/appeal',
  tags: ['후기'],
  summary: '임시 조치된 내 후기의 검토 요청 (임시조치 한 번에 한 번)',
  auth: 'user',
  request: { params: idParams(REVIEW_NOT_FOUND), body: jsonBody(appealRequestSchema) },
  response: appealResponseSchema,
  errors: [404, 409],
});

export function appealRoutes(ctx: AppContext) {
  const app = createRouter();
  app.openapi(appeal, async (c) => {
    const { message } = c.req.valid('json');
    await appealBlind(ctx.db, c.var.user.id, c.req.valid('param').id, message?.length ? message : null);
    return ok(c, null, '검토를 요청했어요. 운영진이 확인하면 알려 드릴게요.', appealResponseSchema);
  });
  return app;
}
