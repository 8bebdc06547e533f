// Place resolution: which building, dormitory or agency a review belongs to (api-contract §5).
import type { ReviewKind } from '@jjinbbang/domain';
import { eq } from 'drizzle-orm';
import type { PlaceIds } from '../db/aggregates.ts';
import type { Db } from '../db/client.ts';
import { agencies, buildings, campuses } from '../db/schema.ts';
import { badRequest, notFound } from '../errors.ts';
import { fieldName } from '../lib/validate.ts';
import type { BuildingRequest } from './input.ts';

/** Where a review sits: `reviews.building_id` or `reviews.agency_id`. */
export interface ReviewPlace {
  buildingId: number | null;
  agencyId: number | null;
}

/** The places whose aggregates a write touches, for {@link recomputePlaces}. */
export function placeIds(...places: ReviewPlace[]): PlaceIds {
  return {
    buildingIds: places.flatMap((p) => (p.buildingId === null ? [] : [p.buildingId])),
    agencyIds: places.flatMap((p) => (p.agencyId === null ? [] : [p.agencyId])),
  };
}

export const samePlace = (a: ReviewPlace, b: ReviewPlace) =>
  a.buildingId === b.buildingId && a.agencyId === b.agencyId;

export async function assertCampus(db: Db, campusId: number): Promise<void> {
  const [row] = await db.select({ id: campuses.id }).from(campuses).where(eq(campuses.id, campusId)).limit(1);
  if (!row) throw notFound("'dormitoryReview.campusId' 캠퍼스를 찾을 수 없어요.");
}

/**
 * Finds the reviewed place by its code or creates it. `ON CONFLICT DO NOTHING` then a read makes two concurrent
 * first reviews of one place land on the same row.
 */
export async function resolvePlace(
  db: Db,
  kind: ReviewKind,
  request: BuildingRequest,
  campusId: number | null,
): Promise<ReviewPlace> {
  const code = request.buildingCode.trim();
  const place = {
    code,
    name: request.name.trim(),
    address: request.address.trim(),
    latitude: request.latitude,
    longitude: request.longitude,
  };
  if (kind === 'AGENCY') {
    await db.insert(agencies).values(place).onConflictDoNothing({ target: agencies.code });
    const [row] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.code, code)).limit(1);
    if (!row) throw notFound('공인중개사를 찾을 수 없어요.');
    return { buildingId: null, agencyId: row.id };
  }
  const type = request.type === 'AGENCY' ? null : request.type;
  if (type === null || (kind === 'DORM') !== (type === 'DORMITORY')) {
    throw badRequest(`${fieldName(['buildingRequest', 'type'])} 항목이 후기 종류와 맞지 않아요.`);
  }
  await db
    .insert(buildings)
    .values({ ...place, type, campusId: kind === 'DORM' ? campusId : null })
    .onConflictDoNothing({ target: buildings.code });
  const [row] = await db
    .select({ id: buildings.id, type: buildings.type })
    .from(buildings)
    .where(eq(buildings.code, code))
    .limit(1);
  if (!row) throw notFound('건물을 찾을 수 없어요.');
  if ((kind === 'DORM') !== (row.type === 'DORMITORY')) {
    throw badRequest(
      kind === 'DORM'
        ? `${fieldName(['buildingRequest', 'buildingCode'])} 항목은 기숙사 건물이어야 해요.`
        : `${fieldName(['buildingRequest', 'buildingCode'])} 항목은 기숙사가 아닌 건물이어야 해요.`,
    );
  }
  return { buildingId: row.id, agencyId: null };
}
