// npm run admin -- <command>: staff tools (see USAGE in ./commands.ts).

import { readLocalAdminApi } from '../admin/local-api.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { createContext } from '../context.ts';
import { BackupError, backupFolder, restoreFolder } from '../db/backup.ts';
import { openDatabase } from '../db/client.ts';
import { FolderLockedError } from '../db/folder-lock.ts';
import { runAdmin, USAGE, UsageError } from './commands.ts';
import {
  type AdminOps,
  databaseOps,
  runStaffCommand,
  STAFF_COMMANDS,
  StaffUsageError,
  serverOps,
} from './staff-commands.ts';

const out = (line: string) => process.stdout.write(`${line}\n`);

/** backup/restore work on the embedded folder itself, without opening (a possibly damaged) database first. */
async function folderCommand(command: 'backup' | 'restore', args: string[]): Promise<number> {
  const config = loadConfig();
  const file = args[1];
  if (!file || args.length > 2) throw new UsageError(`${command} needs one file name\n${USAGE}`);
  if (config.databaseUrl)
    throw new UsageError(
      'DATABASE_URL이 설정되어 있어요: PostgreSQL은 pg_dump와 pg_restore로 백업하고 복원해 주세요.\n' +
        'DATABASE_URL is set: back up and restore PostgreSQL with pg_dump and pg_restore.',
    );
  const folder = `${config.dataDir}/pglite`;
  if (command === 'backup') {
    const bytes = await backupFolder(folder, file);
    out(`Backed up ${folder} to ${file} (${bytes} bytes).`);
    return 0;
  }
  const { keptAt } = await restoreFolder(folder, file);
  out(`Restored ${folder} from ${file}.`);
  if (keptAt) out(`The folder it replaced is kept at ${keptAt} (delete it once the restore is checked).`);
  return 0;
}

/** The password of `staff add`: the first line of standard input (typed, or piped from a secret store). */
async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('비밀번호 (10자 이상): ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(Buffer.from(chunk));
    if (Buffer.concat(chunks).includes(10)) break;
  }
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

/** A running server on this machine that holds the embedded database, reachable through its admin API. */
async function runningServer(dataDir: string) {
  const api = readLocalAdminApi(dataDir);
  if (!api) return null;
  try {
    const res = await fetch(new URL('/healthz', api.url), { signal: AbortSignal.timeout(3000) });
    return res.ok ? api : null;
  } catch {
    return null;
  }
}

/**
 * Staff decisions: on PostgreSQL, or on an embedded database no server holds, straight through the service
 * functions; while a server holds the embedded folder, through that server's admin API (ADR 0071).
 */
async function staffCommand(args: string[]): Promise<number> {
  const config = loadConfig();
  const api = config.databaseUrl ? null : await runningServer(config.dataDir);
  if (api) return runStaffCommand(args, { ops: serverOps(api), out, readPassword });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: `${config.dataDir}/pglite`,
    role: `admin ${args[0]}`,
  });
  try {
    await database.migrate();
    const ctx = await createContext({ config, database });
    const ops: AdminOps = databaseOps(ctx);
    return await runStaffCommand(args, { ops, out, readPassword });
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help' || args[0] === '-h') {
    process.stdout.write(USAGE);
    return 0;
  }
  if (args[0] === 'backup' || args[0] === 'restore') return folderCommand(args[0], args);
  if (STAFF_COMMANDS.has(args[0] as string)) return staffCommand(args);
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: `${config.dataDir}/pglite`,
    role: `admin ${args[0]}`,
  });
  try {
    await database.migrate();
    // The same context as the server (storage, logger): sweeping deletes files, not only rows.
    const ctx = await createContext({ config, database });
    return await runAdmin(args, { ctx, out });
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    const known =
      err instanceof ConfigError ||
      err instanceof UsageError ||
      err instanceof StaffUsageError ||
      err instanceof FolderLockedError ||
      err instanceof BackupError;
    process.stderr.write(
      `${known ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exit(1);
  },
);
