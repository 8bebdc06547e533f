// The console's first screen: what waits (with the oldest item, for "how long has it waited") and what happened
// each day for the last 30 days, in Korean calendar days.
import type { Dashboard } from '@jjinbbang/domain';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../db/client.ts';
import { precheckAvailable } from './precheck.ts';

const DAYS = 30;

export async function dashboard(db: Db): Promise<Dashboard> {
  const [queues] = await query<{
    certificates: number;
    certificates_oldest: Date | string | null;
    reports: number;
    reports_oldest: Date | string | null;
    appeals: number;
    appeals_oldest: Date | string | null;
    flagged: number;
    flagged_oldest: Date | string | null;
  }>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM certificates c JOIN users u ON u.id = c.user_id
        WHERE c.status = 'pending' AND u.left_at IS NULL AND NOT EXISTS (
          SELECT 1 FROM certificates n WHERE n.user_id = c.user_id AND n.status = 'pending' AND n.created_at > c.created_at)
      ) AS certificates,
      (SELECT min(c.created_at) FROM certificates c JOIN users u ON u.id = c.user_id
        WHERE c.status = 'pending' AND u.left_at IS NULL) AS certificates_oldest,
      (SELECT count(DISTINCT review_id)::int FROM reports WHERE status = 'open') AS reports,
      (SELECT min(created_at) FROM reports WHERE status = 'open') AS reports_oldest,
      (SELECT count(*)::int FROM reviews WHERE status = 'blinded' AND appealed_at IS NOT NULL) AS appeals,
      (SELECT min(appealed_at) FROM reviews WHERE status = 'blinded' AND appealed_at IS NOT NULL) AS appeals_oldest,
      (SELECT count(DISTINCT f.review_id)::int FROM review_flags f JOIN prohibited_words w ON w.id = f.word_id
        JOIN reviews r ON r.id = f.review_id
        WHERE f.cleared_at IS NULL AND w.enabled AND r.status <> 'deleted') AS flagged,
      (SELECT min(f.created_at) FROM review_flags f JOIN prohibited_words w ON w.id = f.word_id
        JOIN reviews r ON r.id = f.review_id
        WHERE f.cleared_at IS NULL AND w.enabled AND r.status <> 'deleted') AS flagged_oldest`,
  );
  const daily = await query<{ date: string; reviews: number; verifications: number; reports: number }>(
    db,
    sql`WITH days AS (
          SELECT generate_series((now() AT TIME ZONE 'Asia/Seoul')::date - ${DAYS - 1}::int,
                                 (now() AT TIME ZONE 'Asia/Seoul')::date, interval '1 day')::date AS day),
        since AS (SELECT ((min(day))::timestamp AT TIME ZONE 'Asia/Seoul') AS at FROM days),
        r AS (SELECT (created_at AT TIME ZONE 'Asia/Seoul')::date AS day, count(*)::int AS n FROM reviews
              WHERE created_at >= (SELECT at FROM since) GROUP BY 1),
        v AS (SELECT day, count(*)::int AS n FROM (
                SELECT (decided_at AT TIME ZONE 'Asia/Seoul')::date AS day FROM certificates
                  WHERE status = 'approved' AND decided_at >= (SELECT at FROM since)
                UNION ALL
                SELECT (verified_at AT TIME ZONE 'Asia/Seoul')::date FROM email_claims
                  WHERE verified_at >= (SELECT at FROM since)) x GROUP BY 1),
        p AS (SELECT (created_at AT TIME ZONE 'Asia/Seoul')::date AS day, count(*)::int AS n FROM reports
              WHERE created_at >= (SELECT at FROM since) GROUP BY 1)
        SELECT to_char(days.day, 'YYYY-MM-DD') AS date, COALESCE(r.n, 0) AS reviews,
          COALESCE(v.n, 0) AS verifications, COALESCE(p.n, 0) AS reports
        FROM days LEFT JOIN r ON r.day = days.day LEFT JOIN v ON v.day = days.day LEFT JOIN p ON p.day = days.day
        ORDER BY days.day`,
  );
  const at = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
  return {
    queues: {
      certificates: { count: queues?.certificates ?? 0, oldestAt: at(queues?.certificates_oldest ?? null) },
      reports: { count: queues?.reports ?? 0, oldestAt: at(queues?.reports_oldest ?? null) },
      appeals: { count: queues?.appeals ?? 0, oldestAt: at(queues?.appeals_oldest ?? null) },
      flagged: { count: queues?.flagged ?? 0, oldestAt: at(queues?.flagged_oldest ?? null) },
    },
    daily,
    precheckAvailable: await precheckAvailable(),
  };
}
