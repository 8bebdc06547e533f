// Address keys, area and 법정동 of places written before the columns existed: computed by the domain's one
// normalisation, so SQL cannot fill them in a migration. Run at start-up; a no-op once every row has them.
import { placeAddressFacts, placeAddressKeys } from '@jjinbbang/domain';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../db/client.ts';

const CHUNK = 2000;

/** Fills `address_keys` of every place that has none; returns how many rows it filled. */
export async function fillAddressKeys(db: Db): Promise<number> {
  let filled = 0;
  for (const table of ['buildings', 'agencies'] as const) {
    for (;;) {
      const rows = await query<{ id: number; address: string; lot_address: string | null }>(
        db,
        sql`SELECT id, address, lot_address FROM ${sql.identifier(table)}
            WHERE address_keys = '{}'::text[] ORDER BY id LIMIT ${CHUNK}`,
      );
      if (rows.length === 0) break;
      const values = sql.join(
        rows.map(
          (r) => sql`(${r.id}::int, ${JSON.stringify(placeAddressKeys(r.address, r.lot_address))}::jsonb)`,
        ),
        sql`, `,
      );
      await db.execute(sql`
        UPDATE ${sql.identifier(table)} p
        SET address_keys = ARRAY(SELECT jsonb_array_elements_text(v.keys))
        FROM (VALUES ${values}) AS v(id, keys) WHERE p.id = v.id`);
      filled += rows.length;
    }
  }
  return filled;
}

/** Fills `district` and `legal_dong` of every place that has no district yet; returns how many rows it filled. */
export async function fillAddressAreas(db: Db): Promise<number> {
  let filled = 0;
  for (const table of ['buildings', 'agencies'] as const) {
    for (;;) {
      const rows = await query<{ id: number; address: string; lot_address: string | null }>(
        db,
        sql`SELECT id, address, lot_address FROM ${sql.identifier(table)}
            WHERE district IS NULL ORDER BY id LIMIT ${CHUNK}`,
      );
      if (rows.length === 0) break;
      const values = sql.join(
        rows.map((r) => {
          const facts = placeAddressFacts(r.address, r.lot_address);
          return sql`(${r.id}::int, ${facts.district}::text, ${facts.legalDong}::text)`;
        }),
        sql`, `,
      );
      await db.execute(sql`
        UPDATE ${sql.identifier(table)} p SET district = v.district, legal_dong = v.dong
        FROM (VALUES ${values}) AS v(id, district, dong) WHERE p.id = v.id`);
      filled += rows.length;
    }
  }
  return filled;
}
