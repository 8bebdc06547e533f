// The place step's search: POST /api/v1/place/search.
import {
  placeMatchRequestSchema,
  placeMatchResponseSchema,
  placeSearchRequestSchema,
  placeSearchResponseSchema,
} from '@jjinbbang/domain/schemas';
import type { AppContext } from '../context.ts';
import { ok } from '../errors.ts';
import { createRouter, jsonBody, route } from '../lib/route.ts';
import { matchPlace } from '../places/match.ts';
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

const match = route({
  method: 'post',
  path: '/api/v1/place/match',
  tags: ['후기 쓰기'],
  summary: '새 건물의 주소가 가리키는 등록된 건물 (저장하면 그 건물에 올라가요), 비슷한 이름, 그 주소의 지역',
  auth: 'none',
  request: { body: jsonBody(placeMatchRequestSchema) },
  response: placeMatchResponseSchema,
});

export function placeRoutes(ctx: AppContext) {
  const app = createRouter();
  app.openapi(match, async (c) =>
    ok(c, await matchPlace(ctx.db, c.req.valid('json')), undefined, placeMatchResponseSchema),
  );
  app.openapi(search, async (c) => {
    const items = await searchPlaces(ctx.db, c.req.valid('json'));
    return ok(c, { items }, undefined, placeSearchResponseSchema);
  });
  return app;
}
