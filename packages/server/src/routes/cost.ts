// 월 실거주비, 기숙사 vs 자취 and 보증금 반환 기록 (issue 17): public reads, no sign-in needed.
import {
  buildingDetailQuerySchema,
  campusCostResponseSchema,
  placeCostResponseSchema,
} from '@jjinbbang/domain/schemas';
import type { AppContext } from '../context.ts';
import { loadCampusCost, loadPlaceCost } from '../cost/cost.ts';
import { notFound, ok } from '../errors.ts';
import { createRouter } from '../lib/route.ts';
import { pathId, validate } from '../lib/validate.ts';

export function costRoutes(ctx: AppContext) {
  const app = createRouter();

  app.get('/api/v1/building/:id/cost', async (c) => {
    const NOT_FOUND = '해당 건물을 찾을 수 없어요.';
    const id = pathId(c, 'id', NOT_FOUND);
    const q = validate(buildingDetailQuerySchema, c.req.query());
    const cost = await loadPlaceCost(ctx, id, q.isAgency);
    if (!cost) throw notFound(NOT_FOUND);
    return ok(c, cost, undefined, placeCostResponseSchema);
  });

  app.get('/api/v1/campus/:id/cost', async (c) => {
    const NOT_FOUND = '해당 캠퍼스를 찾을 수 없어요.';
    const id = pathId(c, 'id', NOT_FOUND);
    const cost = await loadCampusCost(ctx, id);
    if (!cost) throw notFound(NOT_FOUND);
    return ok(c, cost, undefined, campusCostResponseSchema);
  });

  return app;
}
