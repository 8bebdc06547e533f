// The staff commands of `npm run admin`, separate from the process entry (cli/admin.ts) so tests run them
// against a test database.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { type Drift, findDrift, repairDrift } from '../db/aggregates.ts';
import { query } from '../db/client.ts';
import { LEAVE_GRACE_DAYS } from '../housekeeping.ts';
import { type DuplicateGroup, findDuplicates, mergePlaces } from '../places/duplicates.ts';
import { decideCertificate, listPendingCertificates } from '../services/certificates.ts';
import { sweepUnattachedUploads, UNATTACHED_UPLOAD_HOURS } from '../services/uploads.ts';

export const USAGE = `Usage: npm run admin -- <command>
  list               pending admission certificates
  approve <userId>   accept the user's pending certificate: the user becomes verified
  reject <userId>    refuse it: the user goes back to unverified
  purge              delete accounts that left more than ${LEAVE_GRACE_DAYS} days ago
  sweep-uploads [--hours N]
                     delete uploaded photos no review has used for N hours (default ${UNATTACHED_UPLOAD_HOURS}), with
                     their files, and photo files no row refers to; the server also does this every hour
  recount [--check]  compare every stored count, rating and keyword count with the rows it summarises and
                     repair what drifted (--check: report only, exit code 1 when anything drifted)
  duplicates [--merge]
                     list probable duplicate places (same address key, or under 15 m apart with alike names);
                     --merge merges each group into its first place
  merge [--agency] <keepId> <otherId>...
                     merge places into <keepId>: reviews and likes move, aggregates are recomputed, the others
                     are deleted (--agency: agency ids; otherwise building ids)
  backup <file>      embedded database only: a consistent copy of DATA_DIR/pglite into <file>
  restore <file>     embedded database only: replace DATA_DIR/pglite with a backup (the old folder is kept beside it)

With the embedded database (no DATABASE_URL) a command opens DATA_DIR/pglite itself, which only one process may
do at a time: while the server runs it is refused (서버가 실행 중이에요…). Stop the server first.
`;

/** A mistake in the command line: printed without a stack trace. */
export class UsageError extends Error {}

export interface AdminDeps {
  ctx: AppContext;
  out: (line: string) => void;
}

function describeDrift(drift: Drift): string {
  const examples = drift.examples
    .map((e) => `#${e.id} stored ${JSON.stringify(e.stored)}, actual ${JSON.stringify(e.actual)}`)
    .join('; ');
  return `  ${drift.aggregate}: ${drift.ids.length} row${drift.ids.length === 1 ? '' : 's'} (${examples}${drift.ids.length > drift.examples.length ? '; …' : ''})`;
}

function describeGroup(group: DuplicateGroup): string {
  const why = group.reason === 'same-address' ? 'same address' : 'under 15 m, alike names';
  const list = group.places
    .map((p, i) => `${i === 0 ? 'keep ' : ''}#${p.id} ${p.name} (${p.address}, ${p.review_count} reviews)`)
    .join(' | ');
  return `  ${group.table} [${why}]: ${list}`;
}

/** Runs one command; resolves with the process exit code. */
export async function runAdmin(args: readonly string[], { ctx, out }: AdminDeps): Promise<number> {
  const { db, config } = ctx;
  const [command, arg] = args;
  switch (command) {
    case 'sweep-uploads': {
      let hours = UNATTACHED_UPLOAD_HOURS;
      if (arg !== undefined) {
        hours = Number(args[2]);
        if (arg !== '--hours' || !Number.isInteger(hours) || hours < 0)
          throw new UsageError(`sweep-uploads takes --hours <whole number>\n${USAGE}`);
      }
      const { deleted, orphans, temporaries } = await sweepUnattachedUploads(ctx, hours);
      out(
        `Deleted ${deleted.length} upload${deleted.length === 1 ? '' : 's'} no review used for ${hours} hours, ` +
          `${orphans} photo file${orphans === 1 ? '' : 's'} no row refers to and ${temporaries} unfinished write${temporaries === 1 ? '' : 's'}.`,
      );
      for (const key of deleted.slice(0, 20)) out(`  ${key}`);
      return 0;
    }
    case 'list': {
      const rows = await listPendingCertificates(db);
      if (rows.length === 0) out('No pending certificates.');
      for (const r of rows) {
        const file = r.fileKey
          ? `certificate ${r.certificateId}  ${r.mimeType}  ${r.size} bytes  file: ${config.uploadDir}/${r.fileKey}`
          : 'no certificate on file';
        out(`user ${r.userId} (${r.nickname})  since ${r.uploadedAt.toISOString()}  ${file}`);
      }
      return 0;
    }
    case 'approve':
    case 'reject': {
      const userId = Number(arg);
      if (!Number.isInteger(userId) || userId < 1)
        throw new UsageError(`${command} needs a user id\n${USAGE}`);
      const done = await decideCertificate(db, userId, command === 'approve');
      if (!done) throw new UsageError(`User ${userId} is not waiting for a verification decision.`);
      out(
        `User ${userId}: certificate ${command === 'approve' ? 'approved (verified)' : 'rejected (unverified)'}.`,
      );
      return 0;
    }
    case 'purge': {
      const purged = await query<{ id: number }>(
        db,
        sql`DELETE FROM users WHERE left_at IS NOT NULL AND left_at < now() - make_interval(days => ${LEAVE_GRACE_DAYS}) RETURNING id`,
      );
      out(`Purged ${purged.length} accounts.`);
      return 0;
    }
    case 'recount': {
      const checkOnly = arg === '--check';
      if (arg !== undefined && !checkOnly) throw new UsageError(`recount takes only --check\n${USAGE}`);
      const drift = checkOnly ? await findDrift(db) : await repairDrift(db);
      if (drift.length === 0) {
        out('Every aggregate equals its rows: no drift.');
        return 0;
      }
      const rows = drift.reduce((n, d) => n + d.ids.length, 0);
      out(`Drift in ${drift.length} aggregate${drift.length === 1 ? '' : 's'} (${rows} values):`);
      for (const d of drift) out(describeDrift(d));
      if (checkOnly) {
        out('Nothing changed (--check). Run `npm run admin -- recount` to repair.');
        return 1;
      }
      out('Repaired: every drifted row was recomputed from its rows.');
      return 0;
    }
    case 'duplicates': {
      const merge = arg === '--merge';
      if (arg !== undefined && !merge) throw new UsageError(`duplicates takes only --merge\n${USAGE}`);
      const groups = await findDuplicates(db);
      const places = groups.reduce((n, g) => n + g.places.length, 0);
      out(
        `${groups.length} group${groups.length === 1 ? '' : 's'} of probable duplicates (${places} places).`,
      );
      for (const group of groups) out(describeGroup(group));
      if (!merge) return 0;
      let reviews = 0;
      for (const group of groups) {
        const [keep, ...others] = group.places;
        if (!keep) continue;
        reviews += (
          await mergePlaces(
            db,
            group.table,
            keep.id,
            others.map((p) => p.id),
          )
        ).reviews;
      }
      out(`Merged ${groups.length} group${groups.length === 1 ? '' : 's'}; ${reviews} reviews moved.`);
      return 0;
    }
    case 'merge': {
      const rest = args.slice(1);
      const agency = rest[0] === '--agency';
      const ids = (agency ? rest.slice(1) : rest).map(Number);
      if (ids.length < 2 || ids.some((id) => !Number.isInteger(id) || id < 1))
        throw new UsageError(`merge needs a place id to keep and at least one other\n${USAGE}`);
      const [keep, ...others] = ids as [number, ...number[]];
      const table = agency ? 'agencies' : 'buildings';
      const moved = await mergePlaces(db, table, keep, others);
      out(
        `Merged ${others.join(', ')} into ${table} #${keep}: ${moved.reviews} reviews and ${moved.likes} likes moved.`,
      );
      return 0;
    }
    default:
      throw new UsageError(`Unknown command "${command}".\n${USAGE}`);
  }
}
