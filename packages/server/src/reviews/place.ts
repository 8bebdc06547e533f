// Place resolution: which building, dormitory or agency a review belongs to (api-contract §5, ADR 0090).
//
// One building, one row: a review names either the place the student picked (`placeId`) or a new place by its
// address. A new place IS a registered one when its 건물관리번호 matches or its address names it
// (places/match.ts, the rule the place step shows before saving). Whatever the request says about a registered
// place that other reviews share — its type, name, addresses, position — must be what is registered, or the write
// is refused with the reason: a save never drops a field silently. Only a missing lot address is added. The
// review's own place (no other review on it) follows its corrections instead. Concurrent first reviews of one
// building serialise on transaction-scoped advisory locks taken on its keys (and code).
import {
  addressKey,
  HOUSING_TYPE_LABELS,
  type HousingType,
  josa,
  josaRo,
  normalizePlaceName,
  type PlaceAddressFacts,
  placeAddressFacts,
  type ReviewKind,
  similarPlaceNames,
  WIRE_LIMITS,
} from '@jjinbbang/domain';
import { eq, sql } from 'drizzle-orm';
import type { PlaceIds } from '../db/aggregates.ts';
import { type Db, query } from '../db/client.ts';
import { agencies, buildings, campuses } from '../db/schema.ts';
import { badRequest, notFound } from '../errors.ts';
import { fieldName } from '../lib/validate.ts';
import {
  addressFactsOf,
  findJoin,
  kindCondition,
  type PlaceRow,
  type PlaceTable,
  placeColumns,
  tableOf,
} from '../places/match.ts';
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

/** Two positions this close are the same pin (JSON carries doubles exactly; this only absorbs rounding). */
const SAME_PIN_M = 1;

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

/** Where the review goes, and whether its new-place address named a registered place. */
export interface ResolvedPlace {
  place: ReviewPlace;
  /** The request described a new place and it is this registered one (the answer says so). */
  joined: boolean;
}

const typeLabel = (type: string) => HOUSING_TYPE_LABELS[type as HousingType] ?? type;

function metresBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const x = (b.longitude - a.longitude) * rad * Math.cos(a.latitude * rad);
  const y = (b.latitude - a.latitude) * rad;
  return 6_371_008.8 * Math.sqrt(x * x + y * y);
}

/** The Korean reasons a registered place shared with other reviews refuses a request. */
export const PLACE_REFUSALS = {
  joinType: (place: PlaceRow) =>
    `${fieldName(['buildingRequest', 'type'])} 항목이 이 주소에 등록된 건물과 달라요. ${josa(place.name, '은', '는')} ${josaRo(typeLabel(place.type))} 등록돼 있어요. 유형을 ${josaRo(typeLabel(place.type))} 고르거나 주소를 확인해 주세요.`,
  joinName: (place: PlaceRow) =>
    `${fieldName(['buildingRequest', 'name'])} 항목이 이 주소에 등록된 건물과 달라요. 이 주소에는 ‘${place.name}’${josa(place.name, '이', '가').slice(place.name.length)} 있어요. 같은 건물이면 그 건물로 골라 주시고, 다른 건물이면 주소를 확인해 주세요.`,
  pickedType: (place: PlaceRow) =>
    `${fieldName(['buildingRequest', 'type'])} 항목은 바꿀 수 없어요. ${place.name}에는 다른 학생의 후기도 있어서 ${josaRo(typeLabel(place.type))} 정해져 있어요. 다른 건물이라면 주소에서 건물을 다시 골라 주세요.`,
  pickedName: (place: PlaceRow) =>
    `${fieldName(['buildingRequest', 'name'])} 항목은 바꿀 수 없어요. ‘${place.name}’에는 다른 학생의 후기도 있어요. 이름이 다른 건물이라면 주소에서 건물을 다시 골라 주세요.`,
  pickedAddress: (place: PlaceRow) =>
    `${fieldName(['buildingRequest', 'address'])} 항목이 고른 건물(${place.name})의 주소와 달라요. 주소가 다르면 건물을 다시 골라 주세요.`,
  pickedLotAddress: (place: PlaceRow) =>
    `${fieldName(['buildingRequest', 'lotAddress'])} 항목이 고른 건물(${place.name})의 지번 주소와 달라요. 지번이 다르면 건물을 다시 골라 주세요.`,
  pickedPosition: (place: PlaceRow) =>
    `${fieldName(['buildingRequest', 'latitude'])} 항목은 바꿀 수 없어요. ${place.name}에는 다른 학생의 후기도 있어서 위치를 옮기지 않아요.`,
} as const;

/**
 * The place a review names, found or created. Throws a 400 naming the field for an unknown place id or building
 * code, a type that does not fit the review's kind, and anything the request would change of a registered place
 * that other reviews share.
 */
export async function resolvePlace(
  db: Db,
  kind: ReviewKind,
  request: BuildingRequest,
  campusId: number | null,
  options: ResolveOptions = {},
): Promise<ResolvedPlace> {
  const table = tableOf(kind);
  const type = request.type === 'AGENCY' ? null : request.type;
  if (kind !== 'AGENCY' && (type === null || (kind === 'DORM') !== (type === 'DORMITORY'))) {
    throw badRequest(`${fieldName(['buildingRequest', 'type'])} 항목이 후기 종류와 맞지 않아요.`);
  }
  const name = request.name.trim();
  const address = request.address.trim();
  const pin = { latitude: request.latitude, longitude: request.longitude };
  const facts = await addressFactsOf(db, address, request.lotAddress?.trim() || null, campusId, pin);
  const values = {
    name,
    address,
    lotAddress: facts.lotAddress,
    addressKeys: facts.addressKeys,
    district: facts.district,
    legalDong: facts.legalDong,
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
  const correct = async (id: number): Promise<ResolvedPlace> => {
    if (kind === 'AGENCY') await db.update(agencies).set(values).where(eq(agencies.id, id));
    else if (type !== null)
      await db
        .update(buildings)
        .set({ ...values, type })
        .where(eq(buildings.id, id));
    return { place: asPlace(kind, id), joined: false };
  };
  // A registered place gains a lot address it did not have (nothing it had changes).
  const completeLot = async (place: PlaceRow) => {
    if (place.lot_address !== null || facts.lotAddress === null) return;
    const merged = placeAddressFacts(place.address, facts.lotAddress);
    const set = {
      lotAddress: merged.lotAddress,
      addressKeys: merged.addressKeys,
      legalDong: merged.legalDong,
    };
    if (kind === 'AGENCY') await db.update(agencies).set(set).where(eq(agencies.id, place.id));
    else await db.update(buildings).set(set).where(eq(buildings.id, place.id));
  };
  // A new place's address named a registered place: it must be that place as the request describes it.
  const join = async (place: PlaceRow): Promise<ResolvedPlace> => {
    if (await ownPlace(place.id)) return correct(place.id);
    if (type !== null && place.type !== type) throw badRequest(PLACE_REFUSALS.joinType(place));
    if (!similarPlaceNames(place.name, name)) throw badRequest(PLACE_REFUSALS.joinName(place));
    await completeLot(place);
    return { place: asPlace(kind, place.id), joined: true };
  };
  const placeRow = async (where: ReturnType<typeof sql>) =>
    (
      await query<PlaceRow & { fits: boolean }>(
        db,
        sql`SELECT ${placeColumns(kind)}, ${kindCondition(kind)} AS fits FROM ${sql.identifier(table)} p WHERE ${where}`,
      )
    )[0];

  // 1. The place picked in the place step: as registered, or the review's own place corrected.
  if (request.placeId !== null && request.placeId !== undefined) {
    const row = await placeRow(sql`p.id = ${request.placeId}`);
    if (!row?.fits)
      throw badRequest(`${fieldName(['buildingRequest', 'placeId'])} 항목의 장소를 찾을 수 없어요.`);
    if (await ownPlace(row.id)) return correct(row.id);
    assertAsRegistered(row, { type, name, address, facts, pin });
    await completeLot(row);
    return { place: asPlace(kind, row.id), joined: false };
  }

  // 2. A new place: by its building code, then by what its address names.
  const code = request.buildingCode?.trim() || null;
  await lockPlaceKeys(db, table, code ? [...facts.addressKeys, `code:${code}`] : facts.addressKeys);
  if (code) {
    const row = await placeRow(sql`p.code = ${code}`);
    if (row) {
      if (!row.fits) {
        throw badRequest(
          kind === 'DORM'
            ? `${fieldName(['buildingRequest', 'buildingCode'])} 항목은 기숙사 건물이어야 해요.`
            : `${fieldName(['buildingRequest', 'buildingCode'])} 항목은 기숙사가 아닌 건물이어야 해요.`,
        );
      }
      return join(row);
    }
    // Not ours: only a 건물관리번호 from the address service may name a new place.
    if (!BUILDING_CODE.test(code) || code.length > WIRE_LIMITS.buildingCode) {
      throw badRequest(`${fieldName(['buildingRequest', 'buildingCode'])} 항목의 건물을 찾을 수 없어요.`);
    }
  }
  const found = await findJoin(db, { kind, name, facts, near: pin, code });
  if (found) return join(found.place);
  // Nothing there yet: the review's own place moves with it, anything else is a new row.
  // (A new 건물관리번호 is another building: a new row, and the old one goes when it is left empty.)
  if (currentId !== null && code === null && (await ownPlace(currentId))) return correct(currentId);
  if (kind === 'AGENCY') {
    const [row] = await db
      .insert(agencies)
      .values({ ...values, code })
      .returning({ id: agencies.id });
    if (!row) throw new Error('agency insert returned nothing');
    return { place: asPlace(kind, row.id), joined: false };
  }
  if (type === null) throw new Error('unreachable: a building review has a building type');
  const [row] = await db
    .insert(buildings)
    .values({ ...values, code, type, campusId: kind === 'DORM' ? campusId : null })
    .returning({ id: buildings.id });
  if (!row) throw new Error('building insert returned nothing');
  return { place: asPlace(kind, row.id), joined: false };
}

/** A picked place shared with other reviews: the request must describe it as registered. */
function assertAsRegistered(
  place: PlaceRow,
  request: {
    type: string | null;
    name: string;
    address: string;
    facts: PlaceAddressFacts;
    pin: { latitude: number; longitude: number };
  },
): void {
  if (request.type !== null && request.type !== place.type)
    throw badRequest(PLACE_REFUSALS.pickedType(place));
  if (normalizePlaceName(request.name) !== normalizePlaceName(place.name))
    throw badRequest(PLACE_REFUSALS.pickedName(place));
  const sameAddress =
    request.address === place.address ||
    (addressKey(request.address) !== null && addressKey(request.address) === addressKey(place.address));
  if (!sameAddress) throw badRequest(PLACE_REFUSALS.pickedAddress(place));
  if (place.lot_address !== null && request.facts.lotAddress !== null) {
    const registered = placeAddressFacts(place.address, place.lot_address).addressKeys;
    const lotKey = request.facts.addressKeys.find((k) => k.startsWith('J|'));
    if (request.facts.lotAddress !== place.lot_address && !(lotKey && registered.includes(lotKey)))
      throw badRequest(PLACE_REFUSALS.pickedLotAddress(place));
  }
  if (metresBetween(request.pin, place) > SAME_PIN_M) throw badRequest(PLACE_REFUSALS.pickedPosition(place));
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
