// A throwaway Debian PostgreSQL cluster for tests: initdb into a temp folder, start on a free port, create a
// database; `stop()` stops it and deletes the folder. Used by test-postgres.mjs and the fuzz stage.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function findBinaries() {
  if (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : null;
}

export const MISSING_BINARIES =
  'PostgreSQL server binaries were not found under /usr/lib/postgresql/*/bin.\n' +
  'Install them with:  sudo apt-get install postgresql   (Debian/Ubuntu), then run this again.\n';

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

/** Starts a cluster; throws with the tools' output when a step fails (the folder is removed then). */
export async function startCluster() {
  const bin = findBinaries();
  if (!bin) throw new Error(MISSING_BINARIES);
  const isRoot = process.getuid?.() === 0;
  let owner = null;
  if (isRoot) {
    try {
      owner = {
        uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
        gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
      };
    } catch {
      throw new Error('Running as root needs the `postgres` OS user (created by the postgresql package).');
    }
  }
  /** PostgreSQL refuses to run as root: run its tools as the postgres user then. */
  const run = (tool, args) =>
    isRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { encoding: 'utf8' })
      : spawnSync(join(bin, tool), args, { encoding: 'utf8' });
  const dir = mkdtempSync(join(tmpdir(), 'jjinbbang-pg-'));
  const dataDir = join(dir, 'data');
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    started = false;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const init = run('initdb', [
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
    const start = run('pg_ctl', [
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
    const create = run('createdb', [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      'jjinbbang_test',
    ]);
    if (create.status !== 0) throw new Error(`createdb failed:\n${create.stdout}\n${create.stderr}`);
  } catch (err) {
    stop();
    throw err;
  }
  return { bin, port, url: `postgres://postgres@127.0.0.1:${port}/jjinbbang_test`, stop };
}
