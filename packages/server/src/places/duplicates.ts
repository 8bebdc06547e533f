// Probable duplicate places and their merge (issue 11 item 3, `npm run admin -- duplicates | merge`).
//
// Probable duplicates: places of one kind that share an address key (for dormitories and agencies, whose
// buildings hold several of them, the names must be alike too), or that stand under 15 m apart with alike names.
// A merge moves every review and like of the others onto the kept place, keeps the union of their addresses,
// deletes the others and recomputes the kept place's aggregates with the aggregate helpers, all in one
// transaction that first locks the places in id order (the discipline of db/aggregates.ts).
import { DUPLICATE_NEARBY_RADIUS_M, similarPlaceNames } from '@jjinbbang/domain';
import { sql } from 'drizzle-orm';
import { recomputePlaceLikes, recomputePlaces } from '../db/aggregates.ts';
import { type Db, query } from '../db/client.ts';
import { intArray, textArray } from '../lib/items.ts';

export type PlaceTable = 'buildings' | 'agencies';

interface PlaceFacts {
  id: number;
  name: string;
  address: string;
  type: string;
  code: string | null;
  review_count: number;
}

export interface DuplicateGroup {
  table: PlaceTable;
  /** Why they are probably one place. */
  reason: 'same-address' | 'nearby-similar-name';
  /** The place a merge keeps (most reviews, then a 건물관리번호, then the oldest), then the others. */
  places: PlaceFacts[];
}

const nameMatters = (table: PlaceTable, p: PlaceFacts) => table === 'agencies' || p.type === 'DORMITORY';
const sameKind = (a: PlaceFacts, b: PlaceFacts) => (a.type === 'DORMITORY') === (b.type === 'DORMITORY');

function keepFirst(places: PlaceFacts[]): PlaceFacts[] {
  return [...places].sort(
    (a, b) =>
      b.review_count - a.review_count || Number(b.code !== null) - Number(a.code !== null) || a.id - b.id,
  );
}

/** Joins pairs into groups (union-find), so A~B and B~C list A, B and C once. */
function groupPairs(pairs: [PlaceFacts, PlaceFacts][]): PlaceFacts[][] {
  const parent = new Map<number, number>();
  const byId = new Map<number, PlaceFacts>();
  const find = (id: number): number => {
    const p = parent.get(id) ?? id;
    if (p === id) return id;
    const root = find(p);
    parent.set(id, root);
    return root;
  };
  for (const [a, b] of pairs) {
    byId.set(a.id, a);
    byId.set(b.id, b);
    const ra = find(a.id);
    const rb = find(b.id);
    if (ra !== rb) parent.set(Math.max(ra, rb), Math.min(ra, rb));
  }
  const groups = new Map<number, PlaceFacts[]>();
  for (const [id, place] of byId) {
    const root = find(id);
    groups.set(root, [...(groups.get(root) ?? []), place]);
  }
  return [...groups.values()];
}

const facts = (table: PlaceTable, alias: string) =>
  sql.raw(
    `${alias}.id, ${alias}.name, ${alias}.address, ${table === 'agencies' ? `'AGENCY'` : `${alias}.type`} AS type, ${alias}.code, ${alias}.review_count`,
  );

export async function findDuplicates(db: Db): Promise<DuplicateGroup[]> {
  const groups: DuplicateGroup[] = [];
  for (const table of ['buildings', 'agencies'] as const) {
    const t = sql.identifier(table);
    const pairs: [PlaceFacts, PlaceFacts][] = [];
    const keyedIds = new Set<number>();
    // Same address key.
    const keyed = await query<{ places: PlaceFacts[] }>(
      db,
      sql`SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'address', p.address,
                 'type', ${table === 'agencies' ? sql`'AGENCY'` : sql`p.type`}, 'code', p.code, 'review_count', p.review_count)
                 ORDER BY p.id) AS places
          FROM ${t} p, unnest(p.address_keys) AS key GROUP BY key HAVING count(*) > 1`,
    );
    for (const { places } of keyed) {
      for (let i = 0; i < places.length; i++) {
        for (let j = i + 1; j < places.length; j++) {
          const a = places[i] as PlaceFacts;
          const b = places[j] as PlaceFacts;
          if (!sameKind(a, b)) continue;
          if ((nameMatters(table, a) || nameMatters(table, b)) && !similarPlaceNames(a.name, b.name))
            continue;
          // Two different 건물관리번호 are two buildings.
          if (a.code !== null && b.code !== null && a.code !== b.code) continue;
          pairs.push([a, b]);
          keyedIds.add(a.id).add(b.id);
        }
      }
    }
    // Under 15 m apart with alike names (addresses written too differently to share a key).
    const deg = DUPLICATE_NEARBY_RADIUS_M / 111_320;
    const near = await query<{ a: PlaceFacts; b: PlaceFacts }>(
      db,
      sql`SELECT row_to_json(x) AS a, row_to_json(y) AS b FROM (
            SELECT p.id AS pid, q.id AS qid FROM ${t} p JOIN ${t} q ON q.id > p.id
              AND q.latitude BETWEEN p.latitude - ${deg} AND p.latitude + ${deg}
              AND q.longitude BETWEEN p.longitude - ${deg} / cos(radians(p.latitude)) AND p.longitude + ${deg} / cos(radians(p.latitude))
            WHERE 6371008.8 * sqrt(power(radians(q.latitude - p.latitude), 2)
                  + power(radians(q.longitude - p.longitude) * cos(radians(p.latitude)), 2)) < ${DUPLICATE_NEARBY_RADIUS_M}
          ) pairs
          JOIN LATERAL (SELECT ${facts(table, 'p')} FROM ${t} p WHERE p.id = pairs.pid) x ON TRUE
          JOIN LATERAL (SELECT ${facts(table, 'q')} FROM ${t} q WHERE q.id = pairs.qid) y ON TRUE`,
    );
    for (const { a, b } of near) {
      if (!sameKind(a, b) || !similarPlaceNames(a.name, b.name)) continue;
      if (a.code !== null && b.code !== null && a.code !== b.code) continue;
      pairs.push([a, b]);
    }
    // One group per place: A~B by address and B~C by distance list A, B and C once.
    for (const places of groupPairs(pairs)) {
      const reason = places.some((p) => keyedIds.has(p.id)) ? 'same-address' : 'nearby-similar-name';
      groups.push({ table, reason, places: keepFirst(places) });
    }
  }
  return groups;
}

const idArray = intArray;

/**
 * Merges `others` into `keep` (same table): reviews and likes move, addresses and keys are kept, the others are
 * deleted and the kept place's aggregates recomputed. Returns how many reviews moved.
 */
export async function mergePlaces(
  db: Db,
  table: PlaceTable,
  keep: number,
  others: readonly number[],
): Promise<{ reviews: number; likes: number }> {
  const drop = [...new Set(others)].filter((id) => id !== keep);
  if (drop.length === 0) return { reviews: 0, likes: 0 };
  return db.transaction(async (tx) => {
    const t = sql.identifier(table);
    const all = [keep, ...drop].sort((a, b) => a - b);
    const column = sql.identifier(table === 'agencies' ? 'agency_id' : 'building_id');
    // The lock order of every writer (README: review rows before places): the places' reviews first, then the
    // places in id order — FOR UPDATE, as some of them go away.
    await tx.execute(
      sql`SELECT id FROM reviews WHERE ${column} = ANY(${idArray(all)}) ORDER BY id FOR UPDATE`,
    );
    const locked = await query<{ id: number; type: string }>(
      tx,
      sql`SELECT id, ${table === 'agencies' ? sql`'AGENCY'` : sql`type`} AS type FROM ${t}
          WHERE id = ANY(${idArray(all)}) ORDER BY id FOR UPDATE`,
    );
    if (locked.length !== all.length)
      throw new Error(`not every place of ${all.join(', ')} exists in ${table}`);
    const kept = locked.find((p) => p.id === keep);
    if (locked.some((p) => (p.type === 'DORMITORY') !== (kept?.type === 'DORMITORY'))) {
      throw new Error('a dormitory and another building cannot be merged');
    }
    const [likes, likeColumn] =
      table === 'agencies' ? ['agency_likes', 'agency_id'] : ['building_likes', 'building_id'];
    const moved = await query<{ id: number }>(
      tx,
      sql`UPDATE reviews SET ${column} = ${keep} WHERE ${column} = ANY(${idArray(drop)}) RETURNING id`,
    );
    const likesMoved = await query<{ user_id: number }>(
      tx,
      sql`INSERT INTO ${sql.identifier(likes)} (user_id, ${sql.identifier(likeColumn)}, created_at)
          SELECT user_id, ${keep}, created_at FROM ${sql.identifier(likes)} WHERE ${sql.identifier(likeColumn)} = ANY(${idArray(drop)})
          ON CONFLICT DO NOTHING RETURNING user_id`,
    );
    // The kept place keeps every way its address was written, and a 건물관리번호 if only another had one.
    const [merged] = await query<{ keys: string[]; lot: string | null; code: string | null }>(
      tx,
      sql`SELECT ARRAY(SELECT DISTINCT k FROM ${t} p, unnest(p.address_keys) k WHERE p.id = ANY(${idArray(all)}) ORDER BY k) AS keys,
            (SELECT lot_address FROM ${t} WHERE id = ANY(${idArray(all)}) AND lot_address IS NOT NULL ORDER BY id = ${keep} DESC, id LIMIT 1) AS lot,
            (SELECT code FROM ${t} WHERE id = ANY(${idArray(all)}) AND code IS NOT NULL ORDER BY id = ${keep} DESC, id LIMIT 1) AS code`,
    );
    await tx.execute(sql`DELETE FROM ${t} WHERE id = ANY(${idArray(drop)})`);
    await tx.execute(
      sql`UPDATE ${t} SET address_keys = ${textArray(merged?.keys ?? [])},
            lot_address = ${merged?.lot ?? null}, code = ${merged?.code ?? null} WHERE id = ${keep}`,
    );
    const ids = table === 'agencies' ? { agencyIds: [keep] } : { buildingIds: [keep] };
    await recomputePlaces(tx, ids);
    await recomputePlaceLikes(tx, ids);
    return { reviews: moved.length, likes: likesMoved.length };
  });
}
