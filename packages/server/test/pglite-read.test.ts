// Reads through named prepared statements on PGlite (db/pglite-read.ts, issue 16 item 6): the same answers as
// client.query, errors that leave the session usable, and never a read inside another caller's transaction.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedReads } from '../src/db/pglite-read.ts';

let client: PGlite;
let read: ReturnType<typeof preparedReads>;
beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`CREATE TABLE t (id int PRIMARY KEY, name text, tags text[], at timestamptz, doc jsonb, ok boolean);
    INSERT INTO t VALUES (1, '가나', '{a,b}', '2026-01-02T03:04:05Z', '{"k": 1}', true),
                         (2, 'it''s', '{}', NULL, NULL, false);`);
  read = preparedReads(client);
  // Starting a database takes seconds on a busy machine, as in every other server test.
}, 120_000);
afterAll(() => client.close());

const nextIteration = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('PGlite prepared reads', () => {
  it('answers what client.query answers, for every kind of parameter, on first and later use', async () => {
    const text = `SELECT id, name, tags, at, doc, ok FROM t
      WHERE id = ANY($1::int[]) AND (name = $2 OR $2 IS NULL) AND ok = $3 AND (at >= $4 OR at IS NULL) ORDER BY id`;
    const cases: unknown[][] = [
      ['{1,2}', '가나', true, new Date('2026-01-01T00:00:00Z')],
      ['{1,2}', null, false, new Date('2020-01-01T00:00:00Z')],
      ['{2}', "it's", false, new Date('2020-01-01T00:00:00Z')],
    ];
    for (const params of cases) {
      const expected = (await client.query(text, params)).rows;
      expect(await read(text, params)).toEqual(expected);
      expect(await read(text, params)).toEqual(expected);
    }
    expect((await read<{ doc: unknown; at: Date }>(text, cases[0] as unknown[]))[0]).toMatchObject({
      doc: { k: 1 },
      at: new Date('2026-01-02T03:04:05Z'),
    });
  });

  it('rejects a failing statement and keeps the session usable', async () => {
    await expect(read('SELECT 1 / $1::int AS x', [0])).rejects.toThrow(/division by zero/);
    expect(await read<{ x: number }>('SELECT 1 / $1::int AS x', [1])).toEqual([{ x: 1 }]);
    await expect(read('SELEC nonsense', [])).rejects.toThrow(/syntax error/);
    expect(await read<{ n: number }>('SELECT count(*)::int AS n FROM t', [])).toEqual([{ n: 2 }]);
  });

  it('waits for a transaction in progress instead of reading inside it', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = false;
    const tx = client.transaction(async (t) => {
      await t.query('INSERT INTO t (id, name) VALUES (3, $1)', ['uncommitted']);
      inserted = true;
      await held;
      await t.rollback();
    });
    while (!inserted) await nextIteration();
    let answered = false;
    const reading = read<{ n: number }>('SELECT count(*)::int AS n FROM t', []).then((rows) => {
      answered = true;
      return rows;
    });
    for (let i = 0; i < 5; i++) await nextIteration();
    expect(answered).toBe(false);
    release();
    await tx;
    expect(await reading).toEqual([{ n: 2 }]);
  });
});
