import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { dongAreaSql } from '../src/routes/map.ts';

/**
 * Issue 16 item 6: the indexes the queries rely on are created by the committed migrations, not only declared in
 * the schema (a declared index without a migration never reaches a production database).
 */
describe('indexes', () => {
  it('every index the schema declares exists after the migrations', async () => {
    // The committed migrations are the same SQL on PGlite and PostgreSQL.
    const database = await openDatabase({ databaseUrl: null, dataDir: null });
    try {
      await database.migrate();
      const rows = await database.read<{ indexname: string }>(
        sql`SELECT indexname FROM pg_indexes WHERE schemaname = 'public'`,
      );
      const present = new Set(rows.map((r) => r.indexname));
      const declared = (Object.values(schema) as unknown[])
        .filter((v): v is PgTable => is(v, PgTable))
        .flatMap((table) => getTableConfig(table).indexes.map((i) => i.config.name));
      expect(declared).toContain('buildings_lat_lng_rank_idx');
      expect(declared.filter((name) => !name || !present.has(name))).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it("a 동's area is read from the legal_dong indexes alone, not from every place's row", async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir: null });
    try {
      await database.migrate();
      // Empty tables: the planner is told to prefer indexes, as it does once the tables hold thousands of places.
      await database.read(sql`SET enable_seqscan = off`, { prepared: false });
      await database.read(sql`SET enable_bitmapscan = off`, { prepared: false });
      const plan = await database.read<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${dongAreaSql('가좌동')}`, {
        prepared: false,
      });
      const text = plan.map((r) => r['QUERY PLAN']).join('\n');
      expect(text).toContain('Index Only Scan using buildings_legal_dong_idx');
      expect(text).toContain('Index Only Scan using agencies_legal_dong_idx');
    } finally {
      await database.close();
    }
  }, 120_000);
});
