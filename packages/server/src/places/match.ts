// Which registered place a new place's address names (ADR 0090): the one rule that both the place step's
// "이미 등록된 건물이에요" (POST /api/v1/place/match) and the review write (reviews/place.ts) follow, so what
// the student is told before saving is what the save does.
//
// A new place IS a registered one of the same kind when they share a road-address key (same 시/도, 시/군/구, road
// and number: at any distance) or a lot-address key; a key whose 시/도 is unknown (중구 of which city?) joins only
// within 20 km, and an address that cannot be read only the same text within 50 m. Dormitories and agencies share
// addresses with others of their kind (a campus, an office building): their names must be alike too.
import {
  type AddressArea,
  addressArea,
  areaLabel,
  type PlaceAddressFacts,
  type PlaceArea,
  type PlaceMatch,
  type PlaceMatchConflict,
  type PlaceSearchItem,
  placeAddressFacts,
  type ReviewKind,
  SAME_PLACE_RADIUS_M,
  similarPlaceNames,
} from '@jjinbbang/domain';
import type { placeMatchRequestSchema } from '@jjinbbang/domain/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, query } from '../db/client.ts';
import { textArray } from '../lib/items.ts';
import { roundRating } from '../lib/time.ts';

/** A key whose 시/도 is unknown names a district that exists in several; within this it is the same one. */
export const UNKNOWN_PROVINCE_RADIUS_M = 20_000;

export type PlaceTable = 'buildings' | 'agencies';
export const tableOf = (kind: ReviewKind): PlaceTable => (kind === 'AGENCY' ? 'agencies' : 'buildings');

/** Which rows of the table a review of this kind may sit on: dormitories for DORM, other buildings for GENERAL. */
export function kindCondition(kind: ReviewKind): SQL {
  if (kind === 'AGENCY') return sql`TRUE`;
  return kind === 'DORM' ? sql`p.type = 'DORMITORY'` : sql`p.type <> 'DORMITORY'`;
}

/**
 * Coordinates rounded to 7 decimals (about a centimetre) before they reach SQL: a subnormal such as 5e-324 makes
 * PostgreSQL's radians() underflow, which is an error, not a zero.
 */
export const roundCoordinate = (degrees: number) => Math.round(degrees * 1e7) / 1e7;

/** Equirectangular distance in metres from a point to the place `p` (exact enough at these scales). */
export function distanceSql(latitude: number, longitude: number): SQL {
  const [lat, lng] = [roundCoordinate(latitude), roundCoordinate(longitude)];
  return sql`(6371008.8 * sqrt(power(radians(p.latitude - ${lat}), 2) + power(radians(p.longitude - ${lng}) * cos(radians(${lat})), 2)))`;
}

/** A registered place as the writing calls describe it. */
export type PlaceRow = {
  id: number;
  type: string;
  name: string;
  address: string;
  lot_address: string | null;
  code: string | null;
  latitude: number;
  longitude: number;
  review_count: number;
  rating: number | null;
  district: string | null;
  legal_dong: string | null;
  university_name: string | null;
};

export function placeColumns(kind: ReviewKind): SQL {
  return kind === 'AGENCY'
    ? sql`p.id, 'AGENCY' AS type, p.name, p.address, p.lot_address, p.code, p.latitude, p.longitude,
          p.review_count, p.rating, p.district, p.legal_dong, NULL::text AS university_name`
    : sql`p.id, p.type, p.name, p.address, p.lot_address, p.code, p.latitude, p.longitude,
          p.review_count, p.rating, p.district, p.legal_dong,
          (SELECT u.name FROM campuses c JOIN universities u ON u.id = c.university_id WHERE c.id = p.campus_id) AS university_name`;
}

/** The area a lot address without 시/군/구 falls back on: the dormitory's campus, else the campus nearest the pin. */
export async function campusArea(
  db: Db,
  campusId: number | null,
  near: { latitude: number; longitude: number } | null,
): Promise<AddressArea | null> {
  if (campusId === null && near === null) return null;
  const [row] = await query<{ address: string }>(
    db,
    campusId !== null
      ? sql`SELECT address FROM campuses WHERE id = ${campusId}`
      : sql`SELECT address FROM campuses p ORDER BY ${distanceSql(near?.latitude ?? 0, near?.longitude ?? 0)} LIMIT 1`,
  );
  return row ? addressArea(row.address) : null;
}

export interface JoinRequest {
  kind: ReviewKind;
  name: string;
  facts: PlaceAddressFacts;
  /** The pin, when there is one: keys of an unknown 시/도 and unreadable addresses join only near it. */
  near: { latitude: number; longitude: number } | null;
  /** A 건물관리번호 given with the address: two different codes are two buildings. */
  code: string | null;
}

/** How a new place's address joined a registered place. */
export interface Join {
  place: PlaceRow;
  via: 'road' | 'lot' | 'text';
}

/** The registered place a new place's address names, or null (it is a new place). */
export async function findJoin(db: Db, request: JoinRequest): Promise<Join | null> {
  const keys = request.facts.addressKeys;
  const known = keys.filter((k) => !k.startsWith('T|') && k.split('|')[1] !== '');
  const unknownProvince = keys.filter((k) => !k.startsWith('T|') && k.split('|')[1] === '');
  const text = keys.filter((k) => k.startsWith('T|'));
  const near = request.near;
  const within = (metres: number) =>
    near ? sql`${distanceSql(near.latitude, near.longitude)} <= ${metres}` : sql`FALSE`;
  const matches: SQL[] = [];
  if (known.length > 0) matches.push(sql`p.address_keys && ${textArray(known)}`);
  if (unknownProvince.length > 0)
    matches.push(
      sql`(p.address_keys && ${textArray(unknownProvince)} AND ${within(UNKNOWN_PROVINCE_RADIUS_M)})`,
    );
  if (text.length > 0)
    matches.push(sql`(p.address_keys && ${textArray(text)} AND ${within(SAME_PLACE_RADIUS_M)})`);
  if (matches.length === 0) return null;
  const order = near ? distanceSql(near.latitude, near.longitude) : sql`p.review_count DESC`;
  const candidates = await query<PlaceRow & { keys: string[] }>(
    db,
    sql`SELECT ${placeColumns(request.kind)}, p.address_keys AS keys
        FROM ${sql.identifier(tableOf(request.kind))} p
        WHERE (${sql.join(matches, sql` OR `)}) AND ${kindCondition(request.kind)}
          -- two different 건물관리번호 are two buildings, however their addresses are written
          AND (p.code IS NULL OR ${request.code}::text IS NULL OR p.code = ${request.code})
        ORDER BY ${order}, p.id LIMIT 20`,
  );
  // A road address is one building; but one building holds several agencies, and a campus address several
  // dormitories: those must also be called alike to be one place.
  const match = candidates.find((c) => request.kind === 'GENERAL' || similarPlaceNames(c.name, request.name));
  if (!match) return null;
  const { keys: placeKeys, ...place } = match;
  const shared = keys.filter((k) => placeKeys.includes(k));
  const via = shared.some((k) => k.startsWith('R|'))
    ? 'road'
    : shared.some((k) => k.startsWith('J|'))
      ? 'lot'
      : 'text';
  return { place, via };
}

/** The facts of a place's addresses, a lot address without 시/군/구 taking the campus's when the road's is unknown. */
export async function addressFactsOf(
  db: Db,
  address: string,
  lotAddress: string | null,
  campusId: number | null,
  near: { latitude: number; longitude: number } | null,
): Promise<PlaceAddressFacts> {
  const plain = placeAddressFacts(address, lotAddress);
  // Only a lot address that could not be read by itself needs the campus.
  if (!lotAddress || addressArea(address) || plain.addressKeys.some((k) => k.startsWith('J|'))) return plain;
  return placeAddressFacts(address, lotAddress, await campusArea(db, campusId, near));
}

/** A registered place as the place step lists it. */
export function placeItem(r: PlaceRow, distance: number | null = null): PlaceSearchItem {
  return {
    placeId: r.id,
    type: r.type as PlaceSearchItem['type'],
    name: r.name,
    address: r.address,
    lotAddress: r.lot_address,
    buildingCode: r.code,
    latitude: r.latitude,
    longitude: r.longitude,
    reviewCount: r.review_count,
    rating: r.rating === null ? null : roundRating(r.rating),
    distance: distance === null ? null : Math.round(distance),
    universityName: r.university_name,
  };
}

/** Why a join refuses a new place of this type and name (resolvePlace's join rule). */
export function joinConflict(place: PlaceRow, type: string | null, name: string): PlaceMatchConflict | null {
  if (type !== null && type !== 'AGENCY' && place.type !== type) return 'type';
  if (name.trim() !== '' && !similarPlaceNames(place.name, name)) return 'name';
  return null;
}

/** Alike names listed beside a join (or instead of one): a few are enough to recognise one's building. */
const SIMILAR_MAX = 3;
/** Places of a 시/군/구 looked at for alike names, nearest first. */
const SIMILAR_SCAN = 400;

/** The area an address lies in, from the registered places (and campuses) there; its 법정동's when known. */
async function areaOf(db: Db, facts: PlaceAddressFacts): Promise<PlaceArea | null> {
  if (facts.district === '') return null;
  const stats = (where: SQL) =>
    query<{
      n: number;
      lat: number;
      lng: number;
      swlat: number;
      swlng: number;
      nelat: number;
      nelng: number;
    }>(
      db,
      sql`SELECT count(*)::int AS n, avg(latitude) AS lat, avg(longitude) AS lng, min(latitude) AS swlat,
            min(longitude) AS swlng, max(latitude) AS nelat, max(longitude) AS nelng
          FROM (SELECT latitude, longitude FROM buildings WHERE ${where}
                UNION ALL SELECT latitude, longitude FROM agencies WHERE ${where}) p`,
    );
  const campuses = (
    await query<{ address: string; latitude: number; longitude: number }>(
      db,
      sql`SELECT address, latitude, longitude FROM campuses`,
    )
  ).filter((c) => {
    const area = addressArea(c.address);
    return area !== null && areaLabel(area) === facts.district;
  });
  const label = facts.legalDong ? `${facts.district} ${facts.legalDong}` : facts.district;
  if (facts.legalDong) {
    const [dong] = await stats(sql`district = ${facts.district} AND legal_dong = ${facts.legalDong}`);
    if (dong && dong.n > 0) {
      return {
        label,
        latitude: dong.lat,
        longitude: dong.lng,
        swLat: dong.swlat,
        swLng: dong.swlng,
        neLat: dong.nelat,
        neLng: dong.nelng,
      };
    }
  }
  const [district] = await stats(sql`district = ${facts.district}`);
  const points = [
    ...(district && district.n > 0
      ? [
          { latitude: district.swlat, longitude: district.swlng },
          { latitude: district.nelat, longitude: district.nelng },
        ]
      : []),
    ...campuses,
  ];
  if (points.length === 0) return null;
  const centre =
    district && district.n > 0
      ? { latitude: district.lat, longitude: district.lng }
      : {
          latitude: campuses.reduce((sum, c) => sum + c.latitude, 0) / campuses.length,
          longitude: campuses.reduce((sum, c) => sum + c.longitude, 0) / campuses.length,
        };
  return {
    label: facts.district,
    ...centre,
    swLat: Math.min(...points.map((p) => p.latitude)),
    swLng: Math.min(...points.map((p) => p.longitude)),
    neLat: Math.max(...points.map((p) => p.latitude)),
    neLng: Math.max(...points.map((p) => p.longitude)),
  };
}

/** POST /api/v1/place/match: what saving this new place would do, said before saving. */
export async function matchPlace(
  db: Db,
  request: z.output<typeof placeMatchRequestSchema>,
): Promise<PlaceMatch> {
  const near = request.near ?? null;
  const lot = request.lotAddress?.trim() || null;
  const facts = await addressFactsOf(db, request.address, lot, request.campusId ?? null, near);
  const found = await findJoin(db, { kind: request.kind, name: request.name, facts, near, code: null });
  const distance = (r: PlaceRow) => (near ? metresBetween(near, r) : null);
  let similar: PlaceSearchItem[] = [];
  if (request.name.trim() !== '' && facts.district !== '') {
    const rows = await query<PlaceRow>(
      db,
      sql`SELECT ${placeColumns(request.kind)} FROM ${sql.identifier(tableOf(request.kind))} p
          WHERE p.district = ${facts.district} AND ${kindCondition(request.kind)}
          ORDER BY ${near ? distanceSql(near.latitude, near.longitude) : sql`p.review_count DESC`}, p.id
          LIMIT ${SIMILAR_SCAN}`,
    );
    similar = rows
      .filter((r) => r.id !== found?.place.id && similarPlaceNames(r.name, request.name))
      .slice(0, SIMILAR_MAX)
      .map((r) => placeItem(r, distance(r)));
  }
  return {
    join: found
      ? {
          place: placeItem(found.place, distance(found.place)),
          via: found.via,
          conflict: joinConflict(found.place, request.type ?? null, request.name),
        }
      : null,
    similar,
    lotAddress: facts.lotAddress,
    area: await areaOf(db, facts),
  };
}

function metresBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const x = (b.longitude - a.longitude) * rad * Math.cos(a.latitude * rad);
  const y = (b.latitude - a.latitude) * rad;
  return 6_371_008.8 * Math.sqrt(x * x + y * y);
}
