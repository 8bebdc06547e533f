// Staff members (/api/admin/staff): admins only.
import {
  createStaffRequestSchema,
  staffListResponseSchema,
  staffResponseSchema,
  updateStaffRequestSchema,
} from '@jjinbbang/domain/schemas';
import { createStaff, listStaff, STAFF_NOT_FOUND, updateStaff } from '../../admin/staff.ts';
import type { AppContext } from '../../context.ts';
import { ok } from '../../errors.ts';
import { createRouter, idParams, jsonBody, route } from '../../lib/route.ts';

const TAGS = ['운영: 운영진'];

const list = route({
  method: 'get',
  path: '/api/admin/staff',
  tags: TAGS,
  summary: '운영진 목록 (관리자)',
  auth: 'admin',
  response: staffListResponseSchema,
});
const create = route({
  method: 'post',
  path: '/api/admin/staff',
  tags: TAGS,
  summary: '운영진 추가 (관리자): 비밀번호 없이 만들면 회사 계정(OpenID Connect)으로만 로그인해요',
  auth: 'admin',
  request: { body: jsonBody(createStaffRequestSchema) },
  response: staffResponseSchema,
  errors: [409],
});
const update = route({
  method: 'patch',
  path: '/api/admin/staff/{id}',
  tags: TAGS,
  summary: '운영진 변경 (관리자): 이름, 역할, 이메일, 사용 중지',
  description: '사용 중지하면 그 운영진의 세션이 바로 끝나요. 내 계정은 낮추거나 중지할 수 없어요 (409).',
  auth: 'admin',
  request: { params: idParams(STAFF_NOT_FOUND), body: jsonBody(updateStaffRequestSchema) },
  response: staffResponseSchema,
  errors: [409],
});

export function adminStaffRoutes(ctx: AppContext) {
  const app = createRouter();
  app.openapi(list, async (c) =>
    ok(c, { items: await listStaff(ctx.db) }, undefined, staffListResponseSchema),
  );
  app.openapi(create, async (c) => {
    const member = await createStaff(ctx.db, c.var.staffAuth.actor, c.req.valid('json'));
    return ok(c, member, '운영진을 추가했어요.', staffResponseSchema);
  });
  app.openapi(update, async (c) => {
    const member = await updateStaff(
      ctx.db,
      c.var.staffAuth.actor,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return ok(c, member, '운영진 정보를 바꿨어요.', staffResponseSchema);
  });
  return app;
}
