// 월 실거주비, 기숙사 vs 자취 and 보증금 반환 기록: public reads, no sign-in needed.
import {
  buildingDetailQuerySchema,
  campusCostResponseSchema,
  placeCostResponseSchema,
} from '@jjinbbang/domain/schemas';
import type { AppContext } from '../context.ts';
import { loadCampusCost, loadPlaceCost } from '../cost/cost.ts';
import { notFound, ok } from '../errors.ts';
import { createRouter, idParams, route } from '../lib/route.ts';

const BUILDING_NOT_FOUND = '해당 건물을 찾을 수 없어요.';
const CAMPUS_NOT_FOUND = '해당 캠퍼스를 찾을 수 없어요.';

const placeCost = route({
  method: 'get',
  path: '/api/v1/building/{id}/cost',
  tags: ['실거주비'],
  summary: '건물의 월 실거주비 분포, 가까운 캠퍼스와 비교, 보증금 반환 기록',
  auth: 'none',
  request: { params: idParams(BUILDING_NOT_FOUND), query: buildingDetailQuerySchema },
  response: placeCostResponseSchema,
});

const campusCost = route({
  method: 'get',
  path: '/api/v1/campus/{id}/cost',
  tags: ['실거주비'],
  summary: '기숙사 vs 자취: 캠퍼스의 기숙사와 걸어갈 수 있는 자취방',
  auth: 'none',
  request: { params: idParams(CAMPUS_NOT_FOUND) },
  response: campusCostResponseSchema,
});

export function costRoutes(ctx: AppContext) {
  const app = createRouter();

  app.openapi(placeCost, async (c) => {
    const { id } = c.req.valid('param');
    const cost = await loadPlaceCost(ctx, id, c.req.valid('query').isAgency);
    if (!cost) throw notFound(BUILDING_NOT_FOUND);
    return ok(c, cost, undefined, placeCostResponseSchema);
  });

  app.openapi(campusCost, async (c) => {
    const cost = await loadCampusCost(ctx, c.req.valid('param').id);
    if (!cost) throw notFound(CAMPUS_NOT_FOUND);
    return ok(c, cost, undefined, campusCostResponseSchema);
  });

  return app;
}
