// The prohibited-word dictionary (/api/admin/words): staff read it, admins edit it.
import {
  addWordRequestSchema,
  adminEmptyResponseSchema,
  updateWordRequestSchema,
  wordListQuerySchema,
  wordListResponseSchema,
  wordResponseSchema,
} from '@jjinbbang/domain/schemas';
import { addWord, deleteWord, listWords, setWordEnabled } from '../../admin/words.ts';
import type { AppContext } from '../../context.ts';
import { ok } from '../../errors.ts';
import { createRouter, idParams, jsonBody, route } from '../../lib/route.ts';

const TAGS = ['운영: 금칙어'];
const params = idParams('금칙어를 찾을 수 없어요.');

const list = route({
  method: 'get',
  path: '/api/admin/words',
  tags: TAGS,
  summary: '금칙어 사전 (걸린 후기 수와 함께)',
  auth: 'staff',
  request: { query: wordListQuerySchema },
  response: wordListResponseSchema,
});
const add = route({
  method: 'post',
  path: '/api/admin/words',
  tags: TAGS,
  summary: '금칙어 추가 (관리자): 띄어쓰기·대소문자를 무시하고 저장, 같은 말은 409',
  description: '추가하면 이미 그 말을 담은 후기에도 금칙어 표시가 붙어요. 후기 내용은 바뀌지 않아요.',
  auth: 'admin',
  request: { body: jsonBody(addWordRequestSchema) },
  response: wordResponseSchema,
  errors: [409],
});
const update = route({
  method: 'patch',
  path: '/api/admin/words/{id}',
  tags: TAGS,
  summary: '금칙어 켜기·끄기 (관리자)',
  auth: 'admin',
  request: { params, body: jsonBody(updateWordRequestSchema) },
  response: wordResponseSchema,
});
const remove = route({
  method: 'delete',
  path: '/api/admin/words/{id}',
  tags: TAGS,
  summary: '금칙어 삭제 (관리자)',
  auth: 'admin',
  request: { params },
  response: adminEmptyResponseSchema,
});

export function adminWordRoutes(ctx: AppContext) {
  const app = createRouter();
  app.openapi(list, async (c) => {
    const q = c.req.valid('query');
    const result = await listWords(ctx.db, q);
    return ok(c, { ...result, page: q.page, size: q.size }, undefined, wordListResponseSchema);
  });
  app.openapi(add, async (c) => {
    const word = await addWord(ctx.db, c.var.staffAuth.actor, c.req.valid('json').word);
    return ok(c, word, '금칙어를 추가했어요.', wordResponseSchema);
  });
  app.openapi(update, async (c) => {
    const { enabled } = c.req.valid('json');
    const word = await setWordEnabled(ctx.db, c.var.staffAuth.actor, c.req.valid('param').id, enabled);
    return ok(c, word, enabled ? '금칙어를 켰어요.' : '금칙어를 껐어요.', wordResponseSchema);
  });
  app.openapi(remove, async (c) => {
    await deleteWord(ctx.db, c.var.staffAuth.actor, c.req.valid('param').id);
    return ok(c, null, '금칙어를 지웠어요.', adminEmptyResponseSchema);
  });
  return app;
}
