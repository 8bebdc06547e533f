// Runs the server's tests against a throwaway Debian PostgreSQL cluster (scripts/pg-cluster.mjs), then stops the
// cluster and deletes its folder, even when the tests fail.
// Every test server then opens a database of its own on that cluster (test/helpers.ts), so the whole suite —
// the race suite included — runs on PostgreSQL. Arguments narrow it: `node test-postgres.mjs test/races.test.ts`.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBinaries, MISSING_BINARIES, startCluster } from './pg-cluster.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

if (!findBinaries()) {
  process.stderr.write(MISSING_BINARIES);
  process.exit(1);
}

let exitCode = 1;
let cluster = null;
try {
  cluster = await startCluster();
  process.stdout.write(
    `PostgreSQL (${cluster.bin}) on port ${cluster.port}; running the server tests on it…\n`,
  );
  const only = process.argv.slice(2).map((p) => join('packages/server', p));
  const tests = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'unit', ...(only.length > 0 ? only : ['packages/server/test'])],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, DATABASE_URL: cluster.url } },
  );
  exitCode = tests.status ?? 1;
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  exitCode = 1;
} finally {
  cluster?.stop();
}
process.exit(exitCode);
