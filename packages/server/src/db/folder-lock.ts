// One process per embedded database folder. PGlite has no lock of its own, and a second process writing the same
// folder leaves it unreadable after the next unclean stop, so every opener (server, admin, seed, scripts) claims
// the folder here first.
//
// The claim is a file per process in `<folder>.lock/`, naming its PID, the process's start time and the boot it
// belongs to. A claim whose process is gone — killed with -9, out of memory, the machine rebooted — is recognised
// as such and removed by the next opener, so a crash never blocks a restart; a PID reused by an unrelated process
// is told apart by its start time. Liveness never depends on time passing (no heartbeat), so a process whose event
// loop is busy for minutes — PGlite runs its queries on it — keeps its claim.
//
// Mutual exclusion without an atomic "replace if stale": each contender first writes its own claim and only then
// lists the others. Of two processes starting together, at least one sees the other's claim; a contender that sees
// a live claim withdraws its own. Both may withdraw (and one retry wins); both can never proceed.
import { randomBytes } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** Who holds a folder, as its claim file says. */
export interface FolderHolder {
  pid: number;
  host: string;
  /** What the process is: `server`, `admin backup`, `seed`, … */
  role: string;
  since: string;
  bootId: string | null;
  /** The process's start time in clock ticks after boot (Linux), to tell a reused PID apart. */
  startTicks: number | null;
}

/** The folder is held by another live process. The message says who, in Korean and English, without a stack. */
export class FolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: FolderHolder,
  ) {
    super(lockedMessage(folder, holder));
  }
}

export interface FolderLock {
  /** Gives the folder up (idempotent). Also done when the process exits normally. */
  release(): void;
}

const CLAIM_SUFFIX = '.json';
/** How often a contender that met another starting contender tries again before it gives up. */
const ATTEMPTS = 8;

function lockedMessage(folder: string, holder: FolderHolder): string {
  const who = `PID ${holder.pid}${holder.host === hostname() ? '' : ` @ ${holder.host}`}, ${holder.since}`;
  if (holder.role === 'server') {
    return (
      `서버가 실행 중이에요 (${who}). 이 데이터 폴더는 한 번에 한 프로세스만 열 수 있어요: 서버를 멈춘 뒤 다시 실행해 주세요.\n` +
      `The server is running on this database folder (${who}); only one process may open it. Stop the server first.\n` +
      `  folder: ${folder}`
    );
  }
  return (
    `다른 명령(${holder.role}, ${who})이 이 데이터 폴더를 쓰고 있어요. 끝난 뒤 다시 실행해 주세요.\n` +
    `Another process (${holder.role}, ${who}) is using this database folder; run this again when it has finished.\n` +
    `  folder: ${folder}`
  );
}

function readBootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
}

/** Field 22 of /proc/<pid>/stat (after the parenthesised command name, which may hold spaces). */
function startTicksOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    return Number.isFinite(ticks) ? ticks : null;
  } catch {
    return null;
  }
}

/** Whether the process that wrote a claim still runs. A claim from another machine cannot be checked: kept. */
export function isHolderAlive(holder: FolderHolder): boolean {
  if (holder.host !== hostname()) return true;
  const bootId = readBootId();
  if (holder.bootId && bootId && holder.bootId !== bootId) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (holder.startTicks !== null) {
    const ticks = startTicksOf(holder.pid);
    if (ticks !== null && ticks !== holder.startTicks) return false;
  }
  return true;
}

function readClaim(file: string): FolderHolder | null {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<FolderHolder>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string') return null;
    return {
      pid: value.pid,
      host: value.host,
      role: typeof value.role === 'string' ? value.role : 'process',
      since: typeof value.since === 'string' ? value.since : '',
      bootId: typeof value.bootId === 'string' ? value.bootId : null,
      startTicks: typeof value.startTicks === 'number' ? value.startTicks : null,
    };
  } catch {
    return null;
  }
}

const removeQuietly = (file: string) => {
  try {
    unlinkSync(file);
  } catch {}
};

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Claims `folder` for this process, or throws {@link FolderLockedError} naming the live holder. Synchronous: it
 * runs once before a database opens.
 */
export function lockFolder(folder: string, role: string): FolderLock {
  const dir = `${folder}.lock`;
  mkdirSync(dir, { recursive: true });
  const me: FolderHolder = {
    pid: process.pid,
    host: hostname(),
    role,
    since: new Date().toISOString(),
    bootId: readBootId(),
    startTicks: startTicksOf(process.pid),
  };
  const name = `${process.pid}-${randomBytes(6).toString('hex')}`;
  const claim = join(dir, `${name}${CLAIM_SUFFIX}`);
  for (let attempt = 1; ; attempt++) {
    // Written under a temporary name and renamed, so a claim file is never seen half-written.
    const temp = join(dir, `.${name}.tmp`);
    writeFileSync(temp, JSON.stringify(me));
    renameSync(temp, claim);
    const live = otherLiveClaim(dir, claim);
    if (!live) break;
    removeQuietly(claim);
    // A claim younger than a second may be a contender starting right now that will withdraw too.
    if (attempt >= ATTEMPTS || !live.young) throw new FolderLockedError(folder, live.holder);
    sleep(20 + Math.floor(Math.random() * 80));
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    removeQuietly(claim);
    process.off('exit', release);
  };
  process.on('exit', release);
  return { release };
}

/** The first other claim whose process lives, after removing those whose process is gone. */
function otherLiveClaim(dir: string, mine: string): { holder: FolderHolder; young: boolean } | null {
  let found: { holder: FolderHolder; young: boolean } | null = null;
  for (const entry of readdirSync(dir)) {
    const file = join(dir, entry);
    if (file === mine) continue;
    let ageMs: number;
    try {
      ageMs = Date.now() - statSync(file).mtimeMs;
    } catch {
      continue;
    }
    if (!entry.endsWith(CLAIM_SUFFIX)) {
      // A temporary file left by a process that died between writing and renaming its claim.
      if (ageMs > 60_000) removeQuietly(file);
      continue;
    }
    const holder = readClaim(file);
    if (!holder) {
      if (ageMs > 60_000) removeQuietly(file);
      continue;
    }
    if (!isHolderAlive(holder)) {
      removeQuietly(file);
      continue;
    }
    found ??= { holder, young: ageMs < 1000 };
  }
  return found;
}
