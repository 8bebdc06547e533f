// GET /api/v1/map/tiles/{filterKey}/{level}/{x}/{y}: the map's markers as cacheable tiles.
// The tile grid and the filter key are zod-free, in ./tile-grid.
import * as z from 'zod';
import {
  countSchema,
  envelopeSchema,
  idSchema,
  latitudeSchema,
  longitudeSchema,
  markerTypeSchema,
} from './common';

/** A marker as a tile carries it: the markers call's fields plus the place's name (for labels beside markers). */
export const tileMarkerSchema = z.object({
  id: idSchema,
  type: markerTypeSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  hasReview: z.boolean(),
  name: z.string().max(200),
  /**
   * What the pin says, 만원: the median 월 실거주비 of the place's leases (the building page's rule, at least
   * MIN_COST_SAMPLE of them), or under the 전세 filter the median 보증금 of its 전세 leases; null when too few.
   * Optional on the wire so tiles from before it still validate.
   */
  price: z.number().nonnegative().nullable().optional(),
});
export type TileMarker = z.infer<typeof tileMarkerSchema>;

/** How many markers lie in one cell of a tile, at their mean position. */
export const tileCellSchema = z.object({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  count: countSchema.min(1),
});
export type TileCell = z.infer<typeof tileCellSchema>;

const tileAddressShape = { level: z.int().min(1).max(14), x: z.int().min(0), y: z.int().min(0) };

export const markerTileSchema = z.discriminatedUnion('kind', [
  z.object({ ...tileAddressShape, kind: z.literal('markers'), markers: z.array(tileMarkerSchema) }),
  z.object({ ...tileAddressShape, kind: z.literal('cells'), cells: z.array(tileCellSchema) }),
]);
export type MarkerTile = z.infer<typeof markerTileSchema>;
export const markerTileResponseSchema = envelopeSchema(markerTileSchema);
