// npm run admin -- <command>: staff tools (see USAGE in ./commands.ts).
import { ConfigError, loadConfig } from '../config.ts';
import { createContext } from '../context.ts';
import { BackupError, backupFolder, restoreFolder } from '../db/backup.ts';
import { openDatabase } from '../db/client.ts';
import { FolderLockedError } from '../db/folder-lock.ts';
import { runAdmin, USAGE, UsageError } from './commands.ts';

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

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help' || args[0] === '-h') {
    process.stdout.write(USAGE);
    return 0;
  }
  if (args[0] === 'backup' || args[0] === 'restore') return folderCommand(args[0], args);
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
      err instanceof FolderLockedError ||
      err instanceof BackupError;
    process.stderr.write(
      `${known ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exit(1);
  },
);
