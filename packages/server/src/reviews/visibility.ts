// Which reviews a reader may see, in one place. Staff decisions (issue 30) take a review out of everyone's sight
// but its author's: blinded (임시조치) or deleted. Every query that lists, counts, maps or opens reviews for
// students reads only public ones; the aggregates on places count only public ones (db/aggregates.ts), so a
// decision and its counts change in the same transaction. The author keeps seeing their blinded review, with the
// notice, and may ask staff to look again.
import { REVIEW_BLINDED_NOTICE, type ReviewModeration } from '@jjinbbang/domain';
import { type SQL, sql } from 'drizzle-orm';
import { toKstIso } from '../lib/time.ts';

/** `<alias>.status = 'public'` (no alias: the bare column). */
export function publicReview(alias?: string): SQL {
  return alias ? sql`${sql.identifier(alias)}.status = 'public'` : sql`status = 'public'`;
}

/** Public, or blinded and written by `userId` (the author sees their own blinded review). */
export function visibleTo(userId: number | null, alias: string): SQL {
  const r = sql.identifier(alias);
  if (userId === null) return publicReview(alias);
  return sql`(${r}.status = 'public' OR (${r}.status = 'blinded' AND ${r}.author_id = ${userId}))`;
}

/** What the author of a blinded review is told with it. */
export function blindedNotice(row: {
  blinded_until?: string | Date | null;
  appealed_at?: string | Date | null;
}): ReviewModeration {
  return {
    status: 'blinded',
    notice: REVIEW_BLINDED_NOTICE,
    until: row.blinded_until ? toKstIso(row.blinded_until) : null,
    appealedAt: row.appealed_at ? toKstIso(row.appealed_at) : null,
  };
}
