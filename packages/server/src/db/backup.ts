// `npm run admin -- backup <file>` / `restore <file>` for the embedded database folder. Both claim the folder
// (db/folder-lock.ts), so neither runs while the server or another command has it open. A backup is PGlite's own
// dump of the data folder (a gzip tarball taken between queries after a CHECKPOINT); a restore checks the file
// opens as a database before it touches the folder, and keeps the folder it replaces.
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openDatabase } from './client.ts';
import { lockFolder } from './folder-lock.ts';

/** A backup or restore that cannot be done; the message is for the operator (Korean, then English). */
export class BackupError extends Error {}

/** Writes bytes to `file` through a temporary name, synced, so a crash never leaves half a backup under it. */
async function writeDurably(file: string, bytes: Uint8Array): Promise<void> {
  const temp = join(dirname(file), `.${Date.now()}-${process.pid}.backup.tmp`);
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } catch (err) {
    await handle.close();
    await rm(temp, { force: true });
    throw err;
  }
  await handle.close();
  await rename(temp, file);
}

/** Dumps the folder into `file` (gzip tarball); resolves with its size in bytes. */
export async function backupFolder(folder: string, file: string): Promise<number> {
  if (!existsSync(join(folder, 'PG_VERSION')))
    throw new BackupError(
      `데이터 폴더에 데이터베이스가 없어요: ${folder}\nThere is no database in this folder to back up.`,
    );
  const database = await openDatabase({ databaseUrl: null, dataDir: folder, role: 'admin backup' });
  try {
    if (!database.dumpDataDir) throw new Error('an embedded database can always be dumped');
    const tarball = await database.dumpDataDir();
    const bytes = new Uint8Array(await tarball.arrayBuffer());
    await writeDurably(resolve(file), bytes);
    return bytes.length;
  } finally {
    await database.close();
  }
}

/** Opens a dump in memory: it must be a database holding this server's tables. */
async function checkDump(tarball: Blob, file: string): Promise<void> {
  let probe: PGlite | null = null;
  try {
    probe = await PGlite.create({ loadDataDir: tarball, extensions: { pg_trgm } });
    const { rows } = await probe.query<{ ok: boolean }>(
      `SELECT to_regclass('public.users') IS NOT NULL AS ok`,
    );
    if (!rows[0]?.ok) throw new Error('no users table');
  } catch {
    throw new BackupError(
      `백업 파일을 열 수 없어요: ${file}\nThis file is not a backup made by \`npm run admin -- backup\`; nothing was changed.`,
    );
  } finally {
    await probe?.close().catch(() => {});
  }
}

/**
 * Replaces the folder's database with the one in `file`. The folder it replaces (damaged or not) is renamed to
 * `<folder>.before-restore-<time>`, never deleted; on failure it is put back.
 */
export async function restoreFolder(folder: string, file: string): Promise<{ keptAt: string | null }> {
  const lock = lockFolder(folder, 'admin restore');
  try {
    let bytes: Buffer;
    try {
      bytes = await readFile(resolve(file));
    } catch {
      throw new BackupError(`백업 파일을 읽을 수 없어요: ${file}\nCannot read the backup file.`);
    }
    const tarball = new Blob([new Uint8Array(bytes)]);
    await checkDump(tarball, file);
    let keptAt: string | null = null;
    if (existsSync(folder) && readdirSync(folder).length > 0) {
      keptAt = `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(folder, keptAt);
    }
    try {
      const restored = await PGlite.create({
        dataDir: folder,
        loadDataDir: tarball,
        extensions: { pg_trgm },
      });
      await restored.query('CHECKPOINT');
      await restored.close();
    } catch (err) {
      await rm(folder, { recursive: true, force: true });
      if (keptAt) renameSync(keptAt, folder);
      throw err;
    }
    return { keptAt };
  } finally {
    lock.release();
  }
}
