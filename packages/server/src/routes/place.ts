// The place step's search: POST /api/v1/place/search.
import { placeSearchRequestSchema, placeSearchResponseSchema } from '@jjinbbang/domain/schemas';
import type { AppContext } from '../context.ts';
import { ok } from '../errors.ts';
import { createRouter, jsonBody, route } from '../lib/route.ts';
import { searchPlaces } from '../places/search.ts';

const search = route({
  method: 'post',
  path: '/api/v1/place/search',
  tags: ['후기 쓰기'],
  summary: '후기를 쓸 장소 찾기 (이름·주소, 캠퍼스에서 가까운 순)',
  auth: 'none',
  request: { body: jsonBody(placeSearchRequestSchema) },
  response: placeSearchResponseSchema,
});

export function placeRoutes(ctx: AppContext) {
  const app = createRouter();
  app.openapi(search, async (c) => {
    const items = await searchPlaces(ctx.db, c.req.valid('json'));
    return ok(c, { items }, undefined, placeSearchResponseSchema);
  });
  return app;
}
