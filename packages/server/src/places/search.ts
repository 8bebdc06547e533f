// The place step's search: our own places of the review's kind by name, road or lot address,
// nearest to the student's campus first. Every term must appear somewhere in the place; terms of 3+ characters
// are answered by the trigram GIN indexes on name, address and lot address, a 2-character term by the stored
// bigrams of all three. The map search matches its keyword the same way.
import {
  MAX_SEARCH_TERMS,
  type PlaceSearchItem,
  type PlaceSearchRequest,
  placeSearchTerms,
} from '@jjinbbang/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, query } from '../db/client.ts';
import { roundRating } from '../lib/time.ts';
import { type PlaceRow, roundCoordinate } from './match.ts';

/** Escapes LIKE wildcards so a term is matched literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/** Places (aliased `p`) whose name, road or lot address contains `term`, through the indexes. */
export function termCondition(term: string): SQL {
  const pattern = likePattern(term);
  const text = sql`(p.name ILIKE ${pattern} OR p.address ILIKE ${pattern} OR p.lot_address ILIKE ${pattern})`;
  // Trigrams cannot narrow a 2-character term: the stored bigrams of name and addresses can.
  if ([...term].length === 2) return sql`(p.search_bigrams @> jb_bigrams(${term}) AND ${text})`;
  return text;
}

/** A registered place as the match describes it, with its distance from the pin. */
type Row = Omit<PlaceRow, 'district' | 'legal_dong'> & { distance: number | null };

export interface PlaceSearch {
  keyword: string;
  kind: PlaceSearchRequest['kind'];
  campusId?: number | null;
  near?: { latitude: number; longitude: number } | null;
  num: number;
}

export async function searchPlaces(db: Db, q: PlaceSearch): Promise<PlaceSearchItem[]> {
  const terms = placeSearchTerms(q.keyword).slice(0, MAX_SEARCH_TERMS);
  const conditions: SQL[] = terms.map(termCondition);
  const agency = q.kind === 'AGENCY';
  if (q.kind === 'DORM') {
    conditions.push(sql`p.type = 'DORMITORY'`);
    if (q.campusId) conditions.push(sql`p.campus_id = ${q.campusId}`);
  } else if (q.kind === 'GENERAL') conditions.push(sql`p.type <> 'DORMITORY'`);
  if (conditions.length === 0) return [];
  const near = q.near
    ? { latitude: roundCoordinate(q.near.latitude), longitude: roundCoordinate(q.near.longitude) }
    : null;
  const distance = near
    ? sql`(6371008.8 * 2 * asin(sqrt(power(sin(radians(p.latitude - ${near.latitude}) / 2), 2)
        + cos(radians(${near.latitude})) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - ${near.longitude}) / 2), 2))))`
    : sql`NULL::float8`;
  const rows = await query<Row>(
    db,
    agency
      ? sql`SELECT p.id, 'AGENCY' AS type, p.name, p.address, p.lot_address, p.code, p.latitude, p.longitude,
              p.review_count, p.rating, ${distance} AS distance, NULL AS university_name
            FROM agencies p WHERE ${sql.join(conditions, sql` AND `)}
            ORDER BY distance NULLS LAST, p.review_count DESC, p.id LIMIT ${q.num}`
      : sql`SELECT p.id, p.type, p.name, p.address, p.lot_address, p.code, p.latitude, p.longitude,
              p.review_count, p.rating, ${distance} AS distance, u.name AS university_name
            FROM buildings p LEFT JOIN campuses c ON c.id = p.campus_id LEFT JOIN universities u ON u.id = c.university_id
            WHERE ${sql.join(conditions, sql` AND `)}
            ORDER BY distance NULLS LAST, p.review_count DESC, p.id LIMIT ${q.num}`,
  );
  return rows.map((r) => ({
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
    distance: r.distance === null ? null : Math.round(r.distance),
    universityName: r.university_name,
  }));
}
