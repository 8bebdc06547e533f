import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/auth/tokens.ts';
import { loadConfig, PACKAGE_ROOT } from '../src/config.ts';
import { openDatabase, query } from '../src/db/client.ts';
import { FolderLockedError, lockFolder } from '../src/db/folder-lock.ts';
import { populate } from '../src/db/populate.ts';
import { F, fixture } from './fixture.ts';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'jjinbbang-lock-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A claim file as another process would have written it. */
function writeClaim(folder: string, claim: Record<string, unknown>) {
  mkdirSync(`${folder}.lock`, { recursive: true });
  writeFileSync(join(`${folder}.lock`, `${claim.pid}-other.json`), JSON.stringify(claim));
}

describe('the folder lock', () => {
  it('refuses a second claim of a held folder, in Korean and English, and allows one after release', () => {
    const folder = join(dir, 'plain');
    const first = lockFolder(folder, 'server');
    expect(() => lockFolder(folder, 'admin list')).toThrow(FolderLockedError);
    try {
      lockFolder(folder, 'admin list');
    } catch (err) {
      expect((err as Error).message).toMatch(
        /^서버가 실행 중이에요 \(PID \d+, .*\)\. .*서버를 멈춘 뒤 다시 실행해 주세요\./,
      );
      expect((err as Error).message).toContain('The server is running on this database folder');
    }
    first.release();
    lockFolder(folder, 'admin list').release();
  });

  it('names another command as the holder when it is not the server', () => {
    const folder = join(dir, 'command');
    const held = lockFolder(folder, 'admin backup');
    expect(() => lockFolder(folder, 'server')).toThrow(/다른 명령\(admin backup, PID/);
    held.release();
  });

  it('removes the claim of a process that is gone (kill -9) and takes the folder', () => {
    const folder = join(dir, 'dead');
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeClaim(folder, { pid: Number(gone.stdout), host: hostname(), role: 'server', since: 'earlier' });
    lockFolder(folder, 'server').release();
  });

  it('tells a reused PID apart by its start time, and a claim from before a reboot by the boot id', () => {
    const folder = join(dir, 'reused');
    // This very PID is alive, but the claim says it started at another time: another process had the PID.
    writeClaim(folder, { pid: process.pid, host: hostname(), role: 'server', since: 'x', startTicks: 1 });
    lockFolder(folder, 'server').release();
    writeClaim(folder, {
      pid: process.pid,
      host: hostname(),
      role: 'server',
      since: 'x',
      bootId: 'old-boot',
    });
    lockFolder(folder, 'server').release();
  });

  it('keeps a claim made on another machine (the folder may be shared): refused', () => {
    const folder = join(dir, 'remote');
    writeClaim(folder, { pid: 1, host: 'another-machine', role: 'server', since: 'x' });
    expect(() => lockFolder(folder, 'server')).toThrow(/@ another-machine/);
  });
});

/** Starts the real server on the folder and resolves with its URL once it prints the ready line. */
function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: PACKAGE_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', SEED: 'off', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /JJINBBANG_API_READY (\S+)/.exec(chunk.toString());
      if (match?.[1]) resolve({ child, url: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${err}`)));
  });
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

function admin(dataDir: string, ...args: string[]) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'src/cli/admin.ts', ...args],
    {
      cwd: PACKAGE_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    },
  );
}

describe('one process per database folder, end to end', () => {
  it('refuses a second opener while the server runs; after kill -9 the server restarts with its data', async () => {
    const dataDir = join(dir, 'server');
    const folder = join(dataDir, 'pglite');
    const setup = await openDatabase({ databaseUrl: null, dataDir: folder, role: 'test setup' });
    await setup.migrate();
    await populate(setup.db, fixture());
    await setup.close();

    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' });
    const token = await signAccessToken(config, F.verified, 0);
    const like = (url: string) =>
      fetch(`${url}/api/v1/user/bookmark`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'review', id: F.reviewGeneral3, bookmark: true }),
      });

    const first = await startServer(dataDir);
    try {
      expect((await like(first.url)).status).toBe(200);
      const refused = admin(dataDir, 'list');
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('서버가 실행 중이에요');
      expect(refused.stderr).toContain('The server is running on this database folder');
      expect(refused.stderr).not.toMatch(/\n\s+at /);
      expect(admin(dataDir, 'backup', join(dir, 'refused.tar.gz')).stderr).toContain('서버가 실행 중이에요');
      expect(admin(dataDir, 'restore', join(dir, 'refused.tar.gz')).stderr).toContain('서버가 실행 중이에요');
      await expect(openDatabase({ databaseUrl: null, dataDir: folder, role: 'seed' })).rejects.toThrow(
        FolderLockedError,
      );
    } finally {
      first.child.kill('SIGKILL');
      await exited(first.child);
    }

    const second = await startServer(dataDir);
    try {
      const health = await fetch(`${second.url}/healthz`);
      expect(health.status).toBe(200);
      const list = await fetch(`${second.url}/api/v1/user/bookmark?type=review`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await list.json()) as { data: { generalReviewInfo?: { id: number } }[] };
      expect(body.data.map((item) => item.generalReviewInfo?.id)).toContain(F.reviewGeneral3);
    } finally {
      second.child.kill('SIGTERM');
      await exited(second.child);
    }

    // Stopped: the folder is free for a backup, and a restore brings the same data back.
    const file = join(dir, 'backup.tar.gz');
    const backup = admin(dataDir, 'backup', file);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    const restore = admin(dataDir, 'restore', file);
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toMatch(/kept at .*pglite\.before-restore-/);
    const reopened = await openDatabase({ databaseUrl: null, dataDir: folder, role: 'test check' });
    try {
      const rows = await query<{ n: number }>(
        reopened.db,
        sql`SELECT count(*)::int AS n FROM review_likes WHERE user_id = ${F.verified} AND review_id = ${F.reviewGeneral3}`,
      );
      expect(rows[0]?.n).toBe(1);
    } finally {
      await reopened.close();
    }
  }, 240_000);

  it('restore refuses a file that is not a backup and leaves the folder as it was', () => {
    const dataDir = join(dir, 'server');
    const junk = join(dir, 'junk.tar.gz');
    writeFileSync(junk, 'not a backup');
    const run = admin(dataDir, 'restore', junk);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('백업 파일을 열 수 없어요');
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
  }, 60_000);
});
