// Vitest global setup of the unit project: one migrated, empty embedded database, dumped once per run. Every test
// server on PGlite starts from that dump (test/helpers.ts) instead of creating a cluster and migrating it itself,
// which is most of what a test server costs to open.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isRunnableDevEnvironment } from 'vite';
import type { TestProject } from 'vitest/node';
import type * as Client from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database's dump (a gzip tarball); absent when the tests run on PostgreSQL. */
    pgliteTemplate?: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  // A global setup is loaded without the project's resolve conditions, so a workspace package would resolve to its
  // build, which a fresh checkout does not have. The SSR environment resolves them from source, as the tests do.
  const ssr = project.vite.environments.ssr;
  if (!isRunnableDevEnvironment(ssr)) throw new Error('the unit project needs a runnable SSR environment');
  const { openDatabase } = (await ssr.runner.import(
    fileURLToPath(new URL('../src/db/client.ts', import.meta.url)),
  )) as typeof Client;
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  let dump: Blob;
  try {
    await database.migrate();
    dump = await (database.dumpDataDir as () => Promise<Blob>)();
  } finally {
    await database.close();
  }
  const dir = mkdtempSync(join(tmpdir(), 'jb-pglite-template-'));
  const file = join(dir, 'migrated.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
