// npm run admin -- list | approve <userId> | reject <userId> | purge
// Staff tools for admission certificates (api-contract §3: "a staff check later sets verified or back to unverified").
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase, query } from '../db/client.ts';
import { LEAVE_GRACE_DAYS } from '../housekeeping.ts';
import { decideCertificate, listPendingCertificates } from '../services/certificates.ts';

const USAGE = `Usage: npm run admin -- <command>
  list               pending admission certificates
  approve <userId>   accept the user's pending certificate: the user becomes verified
  reject <userId>    refuse it: the user goes back to unverified
  purge              delete accounts that left more than ${LEAVE_GRACE_DAYS} days ago
`;

async function main() {
  const [command, arg] = process.argv.slice(2);
  if (!command || command === '--help' || command === '-h') {
    process.stdout.write(USAGE);
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: `${config.dataDir}/pglite`,
  });
  try {
    await database.migrate();
    const db = database.db;
    if (command === 'list') {
      const rows = await listPendingCertificates(db);
      if (rows.length === 0) process.stdout.write('No pending certificates.\n');
      for (const r of rows) {
        const file = r.fileKey
          ? `certificate ${r.certificateId}  ${r.mimeType}  ${r.size} bytes  file: ${config.uploadDir}/${r.fileKey}`
          : 'no certificate on file';
        process.stdout.write(
          `user ${r.userId} (${r.nickname})  since ${r.uploadedAt.toISOString()}  ${file}\n`,
        );
      }
    } else if (command === 'approve' || command === 'reject') {
      const userId = Number(arg);
      if (!Number.isInteger(userId) || userId < 1)
        throw new ConfigError(`${command} needs a user id\n${USAGE}`);
      const done = await decideCertificate(db, userId, command === 'approve');
      if (!done) throw new ConfigError(`User ${userId} is not waiting for a verification decision.`);
      process.stdout.write(
        `User ${userId}: certificate ${command === 'approve' ? 'approved (verified)' : 'rejected (unverified)'}.\n`,
      );
    } else if (command === 'purge') {
      const purged = await query<{ id: number }>(
        db,
        sql`DELETE FROM users WHERE left_at IS NOT NULL AND left_at < now() - make_interval(days => ${LEAVE_GRACE_DAYS}) RETURNING id`,
      );
      process.stdout.write(`Purged ${purged.length} accounts.\n`);
    } else {
      throw new ConfigError(`Unknown command "${command}".\n${USAGE}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  process.stderr.write(
    `${err instanceof ConfigError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
