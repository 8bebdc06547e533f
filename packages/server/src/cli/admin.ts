// npm run admin -- <command>: staff tools (see USAGE in ./commands.ts).
import { ConfigError, loadConfig } from '../config.ts';
import { createContext } from '../context.ts';
import { openDatabase } from '../db/client.ts';
import { runAdmin, USAGE, UsageError } from './commands.ts';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help' || args[0] === '-h') {
    process.stdout.write(USAGE);
    return 0;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: `${config.dataDir}/pglite`,
  });
  try {
    await database.migrate();
    // The same context as the server (storage, logger): sweeping deletes files, not only rows.
    const ctx = await createContext({ config, database });
    return await runAdmin(args, { ctx, out: (line) => process.stdout.write(`${line}\n`) });
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    const known = err instanceof ConfigError || err instanceof UsageError;
    process.stderr.write(
      `${known ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exit(1);
  },
);
