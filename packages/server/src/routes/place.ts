// The place step's search (issue 11 item 1): POST /api/v1/place/search.
import { placeSearchRequestSchema, placeSearchResponseSchema } from '@jjinbbang/domain/schemas';
import type { AppContext } from '../context.ts';
import { ok } from '../errors.ts';
import { createRouter } from '../lib/route.ts';
import { parseJsonBody } from '../lib/validate.ts';
import { searchPlaces } from '../places/search.ts';

export function placeRoutes(ctx: AppContext) {
  const app = createRouter();
  app.post('/api/v1/place/search', async (c) => {
    const body = await parseJsonBody(c, placeSearchRequestSchema);
    const items = await searchPlaces(ctx.db, body);
    return ok(c, { items }, undefined, placeSearchResponseSchema);
  });
  return app;
}
