import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin, UsageError } from '../src/cli/commands.ts';
import { query } from '../src/db/client.ts';
import { F } from './fixture.ts';
import { createTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 120_000);
afterAll(() => s?.close());

async function admin(...args: string[]) {
  const lines: string[] = [];
  const code = await runAdmin(args, { ctx: s.ctx, out: (l) => lines.push(l) });
  return { code, text: lines.join('\n') };
}

describe('npm run admin -- recount', () => {
  it('finds no drift in data written through the server', async () => {
    expect(await admin('recount', '--check')).toEqual({
      code: 0,
      text: 'Every aggregate equals its rows: no drift.',
    });
  });

  it('reports drift with --check without changing anything, then repairs it', async () => {
    const truth = await query<Record<string, unknown>>(
      s.ctx.db,
      sql`SELECT review_count, rating, keyword_counts, image_count FROM buildings WHERE id = ${F.buildingRoom}`,
    );
    await s.ctx.db.execute(
      sql`UPDATE buildings SET review_count = 99, rating = 1.5, keyword_counts = '{"PO_BD_LO_01": 40}'::jsonb
          WHERE id = ${F.buildingRoom}`,
    );
    await s.ctx.db.execute(
      sql`UPDATE reviews SET like_count = 7, image_count = 0 WHERE id = ${F.reviewGeneral1}`,
    );
    await s.ctx.db.execute(sql`UPDATE agencies SET like_count = 3 WHERE id = ${F.agency}`);

    const check = await admin('recount', '--check');
    expect(check.code).toBe(1);
    for (const aggregate of [
      'buildings.review_count',
      'buildings.rating',
      'buildings.keyword_counts',
      'reviews.like_count',
      'reviews.image_count',
      'agencies.like_count',
    ]) {
      expect(check.text).toContain(aggregate);
    }
    expect(check.text).toContain(`#${F.buildingRoom} stored 99, actual 2`);
    expect(check.text).toContain('Nothing changed');
    const [still] = await query<{ review_count: number }>(
      s.ctx.db,
      sql`SELECT review_count FROM buildings WHERE id = ${F.buildingRoom}`,
    );
    expect(still?.review_count).toBe(99);

    const repair = await admin('recount');
    expect(repair.code).toBe(0);
    expect(repair.text).toContain('Repaired');
    // The review's photo count is restored first, so the building's photo count is right too.
    expect(
      await query(
        s.ctx.db,
        sql`SELECT review_count, rating, keyword_counts, image_count FROM buildings WHERE id = ${F.buildingRoom}`,
      ),
    ).toEqual(truth);
    expect(await admin('recount', '--check')).toMatchObject({ code: 0 });
  });

  it('refuses unknown commands and arguments', async () => {
    await expect(admin('recount', '--fix')).rejects.toBeInstanceOf(UsageError);
    await expect(admin('nothing')).rejects.toBeInstanceOf(UsageError);
  });
});

describe('npm run admin -- sweep-uploads', () => {
  it('deletes uploads no review used for the given hours, with their files', async () => {
    await s.ctx.storage.put('reviews/old-unused.jpg', new Uint8Array([1]), 'image/jpeg');
    await s.ctx.storage.put('reviews/new-unused.jpg', new Uint8Array([2]), 'image/jpeg');
    await s.ctx.db.execute(sql`
      INSERT INTO uploads (key, owner_id, mime_type, size, created_at) VALUES
        ('reviews/old-unused.jpg', ${F.verified}, 'image/jpeg', 1, now() - interval '30 hours'),
        ('reviews/new-unused.jpg', ${F.verified}, 'image/jpeg', 1, now() - interval '2 hours')`);
    const day = await admin('sweep-uploads');
    expect(day).toEqual({
      code: 0,
      text: 'Deleted 1 upload no review used for 24 hours, 0 photo files no row refers to and 0 unfinished writes.\n  reviews/old-unused.jpg',
    });
    expect(await s.ctx.storage.get('reviews/old-unused.jpg')).toBeNull();
    expect(await admin('sweep-uploads', '--hours', '1')).toMatchObject({ code: 0 });
    expect(await s.ctx.storage.get('reviews/new-unused.jpg')).toBeNull();
    await expect(admin('sweep-uploads', '--hours', 'x')).rejects.toBeInstanceOf(UsageError);
  });

  it('removes photo files no row refers to (a crash after a row was deleted) and unfinished writes', async () => {
    const root = s.config.uploadDir;
    const age = (path: string, hours: number) => {
      const at = new Date(Date.now() - hours * 3600_000);
      utimesSync(join(root, path), at, at);
    };
    for (const key of ['reviews/orphan.jpg', 'reviews/orphan.w320.webp', 'reviews/fresh-orphan.jpg'])
      await s.ctx.storage.put(key, new Uint8Array([3]), 'image/jpeg');
    age('reviews/orphan.jpg', 30);
    age('reviews/orphan.w320.webp', 30);
    // A photo a review uses, with a variant, stays however old its files are.
    await s.ctx.db.execute(
      sql`UPDATE review_images SET key = 'reviews/kept.jpg' WHERE id = (SELECT min(id) FROM review_images)`,
    );
    await s.ctx.storage.put('reviews/kept.jpg', new Uint8Array([4]), 'image/jpeg');
    await s.ctx.storage.put('reviews/kept.w640.webp', new Uint8Array([5]), 'image/webp');
    age('reviews/kept.jpg', 30);
    age('reviews/kept.w640.webp', 30);
    writeFileSync(join(root, 'reviews', '.cut.jpg.0123456789ab.tmp'), 'half a photo');
    age('reviews/.cut.jpg.0123456789ab.tmp', 2);
    expect(await admin('sweep-uploads')).toMatchObject({
      code: 0,
      text: expect.stringContaining('2 photo files no row refers to and 1 unfinished write.'),
    });
    expect(readdirSync(join(root, 'reviews')).sort()).toEqual([
      'fresh-orphan.jpg',
      'kept.jpg',
      'kept.w640.webp',
    ]);
  });
});
