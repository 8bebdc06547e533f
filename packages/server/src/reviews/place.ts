// Place resolution: which building, dormitory or agency a review belongs to (api-contract §5, issue 11).
//
// One building, one row: a review names either the place the student picked (`placeId`) or a new place by its
// address. A new place IS an existing one when its 건물관리번호 matches, or when one of its address keys (domain
// `addressKeys`: road and lot address, province aliases, spacing and 번지 forms unified) is shared by a place of
// the same kind within 50 m. Concurrent first reviews of one building serialise on transaction-scoped advisory
// locks taken on those keys (and the code), so two near-identical new places become one row on PostgreSQL with
// any number of server instances.
import {
  placeAddressKeys,
  type ReviewKind,
  SAME_PLACE_RADIUS_M,
  similarPlaceNames,
  WIRE_LIMITS,
} from '@jjinbbang/domain';
import { eq, sql } from 'drizzle-orm';
import { type PlaceIds, recomputePlaces } from '../db/aggregates.ts';
import { type Db, query } from '../db/client.ts';
import { agencies, buildings, campuses } from '../db/schema.ts';
import { badRequest, notFound } from '../errors.ts';
import { textArray } from '../lib/items.ts';
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

/** 건물관리번호: 25 digits (도로명주소 건물관리번호, as the postcode widget gives it). */
export const BUILDING_CODE = /^\d{25}$/;

type PlaceTable = 'buildings' | 'agencies';
const tableOf = (kind: ReviewKind): PlaceTable => (kind === 'AGENCY' ? 'agencies' : 'buildings');

/** Which rows of the table a review of this kind may sit on: dormitories for DORM, other buildings for GENERAL. */
function kindCondition(kind: ReviewKind) {
  if (kind === 'AGENCY') return sql`TRUE`;
  return kind === 'DORM' ? sql`p.type = 'DORMITORY'` : sql`p.type <> 'DORMITORY'`;
}

type PlaceRow = {
  id: number;
  code: string | null;
  review_count: number;
};

const asPlace = (kind: ReviewKind, id: number): ReviewPlace =>
  kind === 'AGENCY' ? { buildingId: null, agencyId: id } : { buildingId: id, agencyId: null };

/** Serialises writers of one building (its keys and code) until the transaction ends, in a fixed order. */
async function lockPlaceKeys(db: Db, table: PlaceTable, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${table}:${key}`}))`);
  }
}

/** The review's own place, when this review is its only one: its name, type and position may be corrected. */
interface CurrentPlace {
  place: ReviewPlace;
  reviewId: number;
}

export interface ResolveOptions {
  /** On an edit: where the review is now. */
  current?: CurrentPlace | null;
}

function distanceSql(lat: number, lng: number) {
  // Equirectangular distance in metres: exact enough within the 50 m that decides.
  return sql`(6371008.8 * sqrt(power(radians(p.latitude - ${lat}), 2) + power(radians(p.longitude - ${lng}) * cos(radians(${lat})), 2)))`;
}

/**
 * The place a review names, found or created. Throws a 400 naming the field for an unknown place id or building
 * code and for a type that does not fit the review's kind.
 */
export async function resolvePlace(
  db: Db,
  kind: ReviewKind,
  request: BuildingRequest,
  campusId: number | null,
  options: ResolveOptions = {},
): Promise<ReviewPlace> {
  const table = tableOf(kind);
  const type = request.type === 'AGENCY' ? null : request.type;
  if (kind !== 'AGENCY' && (type === null || (kind === 'DORM') !== (type === 'DORMITORY'))) {
    throw badRequest(`${fieldName(['buildingRequest', 'type'])} 항목이 후기 종류와 맞지 않아요.`);
  }
  const name = request.name.trim();
  const address = request.address.trim();
  const lotAddress = request.lotAddress?.trim() || null;
  const keys = placeAddressKeys(address, lotAddress);
  const values = {
    name,
    address,
    lotAddress,
    addressKeys: keys,
    latitude: request.latitude,
    longitude: request.longitude,
  };
  const current = options.current ?? null;
  const currentId = current ? (kind === 'AGENCY' ? current.place.agencyId : current.place.buildingId) : null;

  // A place of its own (the review is its only one) follows the review's corrections instead of being left behind.
  const ownPlace = async (id: number): Promise<boolean> => {
    if (!current || id !== currentId) return false;
    const [row] = await query<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM reviews WHERE ${sql.identifier(kind === 'AGENCY' ? 'agency_id' : 'building_id')} = ${id} AND id <> ${current.reviewId}`,
    );
    return (row?.n ?? 0) === 0;
  };
  const correct = async (id: number) => {
    if (kind === 'AGENCY') await db.update(agencies).set(values).where(eq(agencies.id, id));
    else if (type !== null)
      await db
        .update(buildings)
        .set({ ...values, type })
        .where(eq(buildings.id, id));
  };

  // 1. The place picked in the place step.
  if (request.placeId !== null && request.placeId !== undefined) {
    const [row] = await query<PlaceRow>(
      db,
      sql`SELECT p.id, p.code, p.review_count FROM ${sql.identifier(table)} p
          WHERE p.id = ${request.placeId} AND ${kindCondition(kind)}`,
    );
    if (!row) throw badRequest(`${fieldName(['buildingRequest', 'placeId'])} 항목의 장소를 찾을 수 없어요.`);
    if (await ownPlace(row.id)) await correct(row.id);
    return asPlace(kind, row.id);
  }

  // 2. A new place: by its building code, then by its address keys nearby.
  const code = request.buildingCode?.trim() || null;
  await lockPlaceKeys(db, table, code ? [...keys, `code:${code}`] : keys);
  if (code) {
    const [row] = await query<PlaceRow & { fits: boolean }>(
      db,
      sql`SELECT p.id, p.code, p.review_count, ${kindCondition(kind)} AS fits
          FROM ${sql.identifier(table)} p WHERE p.code = ${code}`,
    );
    if (row) {
      if (!row.fits) {
        throw badRequest(
          kind === 'DORM'
            ? `${fieldName(['buildingRequest', 'buildingCode'])} 항목은 기숙사 건물이어야 해요.`
            : `${fieldName(['buildingRequest', 'buildingCode'])} 항목은 기숙사가 아닌 건물이어야 해요.`,
        );
      }
      if (await ownPlace(row.id)) await correct(row.id);
      return asPlace(kind, row.id);
    }
    // Not ours: only a 건물관리번호 from the address service may name a new place.
    if (!BUILDING_CODE.test(code) || code.length > WIRE_LIMITS.buildingCode) {
      throw badRequest(`${fieldName(['buildingRequest', 'buildingCode'])} 항목의 건물을 찾을 수 없어요.`);
    }
  }
  const distance = distanceSql(request.latitude, request.longitude);
  const candidates = await query<{ id: number; name: string }>(
    db,
    sql`SELECT p.id, p.name FROM ${sql.identifier(table)} p
        WHERE p.address_keys && ${textArray(keys)}
          AND ${kindCondition(kind)} AND ${distance} <= ${SAME_PLACE_RADIUS_M}
          -- two different 건물관리번호 are two buildings, however their addresses are written
          AND (p.code IS NULL OR ${code}::text IS NULL)
        ORDER BY ${distance}, p.id LIMIT 20`,
  );
  // A road address is one building; but one building holds several agencies, and a campus address several
  // dormitories: those must also be called alike to be one place.
  const match = candidates.find((c) => kind === 'GENERAL' || similarPlaceNames(c.name, name));
  if (match) {
    if (await ownPlace(match.id)) await correct(match.id);
    return asPlace(kind, match.id);
  }
  // Nothing there yet: the review's own place moves with it, anything else is a new row.
  // (A new 건물관리번호 is another building: a new row, and the old one goes when it is left empty.)
  if (currentId !== null && code === null && (await ownPlace(currentId))) {
    await correct(currentId);
    return asPlace(kind, currentId);
  }
  if (kind === 'AGENCY') {
    const [row] = await db
      .insert(agencies)
      .values({ ...values, code })
      .returning({ id: agencies.id });
    if (!row) throw new Error('agency insert returned nothing');
    return asPlace(kind, row.id);
  }
  if (type === null) throw new Error('unreachable: a building review has a building type');
  const [row] = await db
    .insert(buildings)
    .values({ ...values, code, type, campusId: kind === 'DORM' ? campusId : null })
    .returning({ id: buildings.id });
  if (!row) throw new Error('building insert returned nothing');
  return asPlace(kind, row.id);
}

/**
 * Deletes the places among `ids` that no review sits on any more (issue 11 item 4: a place left with no reviews is
 * removed). Its likes go with it (ON DELETE CASCADE). Call after {@link recomputePlaces}, in the same transaction.
 */
export async function removeEmptyPlaces(db: Db, ids: PlaceIds): Promise<void> {
  for (const [table, column, list] of [
    ['buildings', 'building_id', ids.buildingIds ?? []],
    ['agencies', 'agency_id', ids.agencyIds ?? []],
  ] as const) {
    if (list.length === 0) continue;
    await db.execute(
      sql`DELETE FROM ${sql.identifier(table)} p WHERE p.id = ANY(${`{${list.join(',')}}`}::int[])
          AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.${sql.identifier(column)} = p.id)`,
    );
  }
}
