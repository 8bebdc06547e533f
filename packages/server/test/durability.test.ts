import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../src/config.ts';
import { openDatabase, query } from '../src/db/client.ts';

/**
 * README "PGlite durability": the embedded database writes every commit through to the operating system before
 * answering, so a server process that is killed (crash, OOM kill, kill -9) loses nothing it acknowledged. (An
 * operating-system crash or power loss is another matter: PGlite's WASM build cannot fsync. Production runs on
 * PostgreSQL.)
 */
/** Creating an embedded database on disk takes seconds: one folder serves every test of this file, in order. */
describe('PGlite on disk', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'jjinbbang-durability-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps a committed write when the server process is killed right after it', async () => {
    {
      const writer = `
        import { openDatabase } from './src/db/client.ts';
        import { sql } from 'drizzle-orm';
        const database = await openDatabase({ databaseUrl: null, dataDir: ${JSON.stringify(join(dir, 'pglite'))} });
        await database.migrate();
        await database.db.execute(sql\`INSERT INTO outbox ("to", subject, text) VALUES ('kill@test', 'kept', 'before the kill')\`);
        process.stdout.write('COMMITTED\\n');
        setInterval(() => {}, 1000);
      `;
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', '--conditions=source', '--input-type=module', '-e', writer],
        {
          cwd: PACKAGE_ROOT,
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('COMMITTED')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`writer exited early (${code})`)));
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      const reopened = await openDatabase({ databaseUrl: null, dataDir: join(dir, 'pglite') });
      try {
        const rows = await query<{ subject: string }>(
          reopened.db,
          sql`SELECT subject FROM outbox WHERE "to" = 'kill@test'`,
        );
        expect(rows).toEqual([{ subject: 'kept' }]);
      } finally {
        await reopened.close();
      }
    }
  }, 120_000);

  it('npm run admin runs a command against the configured database and exits with its code', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', 'src/cli/admin.ts', 'recount', '--check'],
      {
        cwd: PACKAGE_ROOT,
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('no drift');
    expect(run.status).toBe(0);
  }, 60_000);
});
