// A throwaway PostgreSQL cluster from Debian's binaries: initdb into a temp folder, start on a free port, and stop,
// freeze or restart it on demand. Used by test-postgres.mjs (the `postgres` stage), the fuzz stage and the fault
// tests, which need a cluster of their own to stop and freeze.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest `/usr/lib/postgresql/<version>/bin` with initdb, or null. */
export function findPostgresBinaries() {
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

/** Direct children of a process, from /proc. */
function childrenOf(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {}
  }
  return children;
}

/**
 * Creates and starts a cluster. Resolves with `{ url, port, stop(mode), start(), processes(), remove() }`;
 * `url` points at the `postgres` database, as superuser `postgres` with trust authentication.
 */
export async function startCluster() {
  const bin = findPostgresBinaries();
  if (!bin) throw new Error(MISSING_BINARIES);
  const isRoot = process.getuid?.() === 0;
  let uid = null;
  let gid = null;
  if (isRoot) {
    try {
      uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    } catch {
      throw new Error('Running as root needs the `postgres` OS user (created by the postgresql package).');
    }
  }
  // PostgreSQL refuses to run as root: run its tools as the postgres user then.
  const tool = (name, args) =>
    isRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', join(bin, name), ...args], { encoding: 'utf8' })
      : spawnSync(join(bin, name), args, { encoding: 'utf8' });
  const dir = mkdtempSync(join(tmpdir(), 'jjinbbang-pg-'));
  const dataDir = join(dir, 'data');
  if (isRoot) chownSync(dir, uid, gid);
  const port = await freePort();
  const init = tool('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);
  }
  let running = false;
  const cluster = {
    bin,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    start() {
      const started = tool('pg_ctl', [
        '-D',
        dataDir,
        '-l',
        join(dir, 'postgres.log'),
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
        '-w',
        'start',
      ]);
      if (started.status !== 0) throw new Error(`pg_ctl start failed:\n${started.stdout}\n${started.stderr}`);
      running = true;
    },
    /** `fast` ends sessions cleanly; `immediate` is a crash (recovery on the next start). */
    stop(mode = 'fast') {
      if (!running) return;
      tool('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
      running = false;
    },
    /** The postmaster and every backend: what SIGSTOP must reach to freeze the database. */
    processes() {
      const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      return [pid, ...childrenOf(pid)];
    },
    remove() {
      cluster.stop('immediate');
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    cluster.start();
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return cluster;
}
