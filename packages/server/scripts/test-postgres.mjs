// Runs the server's tests against a throwaway Debian PostgreSQL cluster (scripts/pg-cluster.mjs): create it,
// create a database, run vitest with DATABASE_URL, then stop the cluster and delete the folder, even when the tests
// fail. Every test server then opens a database of its own on that cluster (test/helpers.ts), so the whole suite —
// the race suite included — runs on PostgreSQL. Arguments narrow it: `node test-postgres.mjs test/races.test.ts`.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { findPostgresBinaries, MISSING_BINARIES, startCluster } from './pg-cluster.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const bin = findPostgresBinaries();
if (!bin) {
  process.stderr.write(MISSING_BINARIES);
  process.exit(1);
}

let cluster = null;
let exitCode = 1;
try {
  cluster = await startCluster();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE jjinbbang_test');
  await admin.end();
  const url = cluster.url.replace(/\/postgres$/, '/jjinbbang_test');
  process.stdout.write(`PostgreSQL (${bin}) on port ${cluster.port}; running the server tests on it…\n`);
  const only = process.argv.slice(2).map((p) => join('packages/server', p));
  const tests = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'unit', ...(only.length > 0 ? only : ['packages/server/test'])],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: url },
    },
  );
  exitCode = tests.status ?? 1;
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  exitCode = 1;
} finally {
  cluster?.remove();
}
process.exit(exitCode);
