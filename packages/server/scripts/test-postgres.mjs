// Runs the server's tests against a throwaway Debian PostgreSQL cluster:
// initdb into a temp folder, start on a free port, create a database, run vitest with DATABASE_URL,
// then stop the cluster and delete the folder, even when the tests fail.
// Every test server then opens a database of its own on that cluster (test/helpers.ts), so the whole suite —
// the race suite included — runs on PostgreSQL. Arguments narrow it: `node test-postgres.mjs test/races.test.ts`.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function findBinaries() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : null;
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

const bin = findBinaries();
if (!bin) {
  process.stderr.write(
    'PostgreSQL server binaries were not found under /usr/lib/postgresql/*/bin.\n' +
      'Install them with:  sudo apt-get install postgresql   (Debian/Ubuntu), then run this again.\n',
  );
  process.exit(1);
}

const isRoot = process.getuid?.() === 0;
let postgresUid = null;
let postgresGid = null;
if (isRoot) {
  try {
    postgresUid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    postgresGid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  } catch {
    process.stderr.write(
      'Running as root needs the `postgres` OS user (created by the postgresql package).\n',
    );
    process.exit(1);
  }
}
/** PostgreSQL refuses to run as root: run its tools as the postgres user then. */
const asPostgres = (tool, args, options = {}) =>
  isRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], {
        encoding: 'utf8',
        ...options,
      })
    : spawnSync(join(bin, tool), args, { encoding: 'utf8', ...options });

const dir = mkdtempSync(join(tmpdir(), 'jjinbbang-pg-'));
const dataDir = join(dir, 'data');
if (isRoot) chownSync(dir, postgresUid, postgresGid);
const port = await freePort();
let started = false;
let exitCode = 1;

try {
  const init = asPostgres('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);
  const start = asPostgres('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    join(dir, 'postgres.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    '-w',
    'start',
  ]);
  if (start.status !== 0) throw new Error(`pg_ctl start failed:\n${start.stdout}\n${start.stderr}`);
  started = true;
  const create = asPostgres('createdb', [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    'jjinbbang_test',
  ]);
  if (create.status !== 0) throw new Error(`createdb failed:\n${create.stdout}\n${create.stderr}`);
  const url = `postgres://postgres@127.0.0.1:${port}/jjinbbang_test`;
  process.stdout.write(`PostgreSQL (${bin}) on port ${port}; running the server tests on it…\n`);
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
  if (started) asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
