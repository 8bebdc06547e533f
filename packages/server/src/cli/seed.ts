// npm run seed -- [--buildings N] [--reset] [--seed S]
// Fills the configured database (DATA_DIR PGlite or DATABASE_URL) with a generated data set.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { FolderLockedError } from '../db/folder-lock.ts';
import { isDatabaseEmpty, populate, resetDatabase } from '../db/populate.ts';
import { generateSeed } from '../seed/index.ts';

async function main() {
  const { values } = parseArgs({
    options: {
      buildings: { type: 'string' },
      reset: { type: 'boolean', default: false },
      seed: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(
      'Usage: npm run seed -- [--buildings N] [--reset] [--seed S]\n' +
        '  --buildings N  exact number of general buildings (e.g. 100000 for benchmarks)\n' +
        '  --reset        empty every table first (otherwise the database must be empty)\n' +
        '  --seed S       PRNG seed (same seed, same data)\n',
    );
    return;
  }
  const totalBuildings = values.buildings === undefined ? undefined : Number(values.buildings);
  if (totalBuildings !== undefined && (!Number.isInteger(totalBuildings) || totalBuildings < 1)) {
    throw new ConfigError('--buildings must be a positive whole number');
  }
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: `${config.dataDir}/pglite`,
    role: 'seed',
  });
  try {
    await database.migrate();
    if (values.reset) await resetDatabase(database.db);
    else if (!(await isDatabaseEmpty(database.db))) {
      throw new ConfigError('The database already holds data. Run again with --reset to replace it.');
    }
    const started = performance.now();
    const data = generateSeed({ totalBuildings, seed });
    const generated = performance.now();
    await populate(database.db, data);
    const done = performance.now();
    process.stdout.write(
      `Seeded ${database.kind}: ${data.universities.length} universities, ${data.buildings.length} buildings, ` +
        `${data.agencies.length} agencies, ${data.users.length} users, ${data.reviews.length} reviews ` +
        `(generated in ${Math.round(generated - started)} ms, inserted in ${Math.round(done - generated)} ms)\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  process.stderr.write(
    `${err instanceof ConfigError || err instanceof FolderLockedError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
