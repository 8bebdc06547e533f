// The audit trail: every staff action (who, when, what, target, reason, before/after) appended in the transaction
// that made the change, so an action and its record commit together or not at all. Nothing here, or anywhere,
// updates or deletes a row; the database refuses it too (trigger of migration 0007).
import type { AuditAction, AuditEntry, AuditFilter as AuditQuery, AuditTargetType } from '@jjinbbang/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, query } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/** Who acts: a staff member, or the service itself (null: a blind's 30 days ending, the default word list). */
export interface Actor {
  id: number;
  role: 'admin' | 'moderator';
}

export interface AuditRecord {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: number | string;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(db: Db, actor: Actor | null, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor?.id ?? null,
    action: record.action,
    targetType: record.targetType,
    targetId: String(record.targetId),
    reason: record.reason ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

interface AuditRow extends Record<string, unknown> {
  id: number;
  at: Date | string;
  actor_id: number | null;
  actor_login: string | null;
  actor_name: string | null;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: string;
  reason: string | null;
  before: unknown;
  after: unknown;
}

const iso = (v: Date | string) => new Date(v).toISOString();

function toEntry(r: AuditRow): AuditEntry {
  return {
    id: r.id,
    at: iso(r.at),
    actor:
      r.actor_id === null
        ? null
        : { id: r.actor_id, login: r.actor_login ?? '', displayName: r.actor_name ?? '' },
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    reason: r.reason,
    before: r.before,
    after: r.after,
  };
}

type AuditFilter = Omit<AuditQuery, 'page' | 'size'>;

/** Days are Korean calendar days (the console's date pickers). */
function where(f: AuditFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.targetType) parts.push(sql`a.target_type = ${f.targetType}`);
  if (f.targetId) parts.push(sql`a.target_id = ${f.targetId}`);
  if (f.actorId) parts.push(sql`a.actor_id = ${f.actorId}`);
  if (f.action) parts.push(sql`a.action = ${f.action}`);
  if (f.from) parts.push(sql`a.at >= (${f.from}::date)::timestamp AT TIME ZONE 'Asia/Seoul'`);
  if (f.to) parts.push(sql`a.at < ((${f.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Seoul')`);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(a.reason ILIKE ${like} OR a.before::text ILIKE ${like} OR a.after::text ILIKE ${like} OR s.display_name ILIKE ${like} OR s.login ILIKE ${like})`,
    );
  }
  return sql.join(parts, sql` AND `);
}

const SELECT = sql`SELECT a.id, a.at, a.actor_id, s.login AS actor_login, s.display_name AS actor_name, a.action,
  a.target_type, a.target_id, a.reason, a.before, a.after
  FROM audit_log a LEFT JOIN staff s ON s.id = a.actor_id`;

export async function listAudit(
  db: Db,
  q: AuditFilter & { page: number; size: number },
): Promise<{ items: AuditEntry[]; total: number }> {
  const w = where(q);
  const [count] = await query<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM audit_log a LEFT JOIN staff s ON s.id = a.actor_id WHERE ${w}`,
  );
  const rows = await query<AuditRow>(
    db,
    sql`${SELECT} WHERE ${w} ORDER BY a.at DESC, a.id DESC LIMIT ${q.size} OFFSET ${q.page * q.size}`,
  );
  return { items: rows.map(toEntry), total: count?.n ?? 0 };
}

/** A target's history, oldest first. */
export async function auditOf(db: Db, targetType: AuditTargetType, targetId: number): Promise<AuditEntry[]> {
  const rows = await query<AuditRow>(
    db,
    sql`${SELECT} WHERE a.target_type = ${targetType} AND a.target_id = ${String(targetId)} ORDER BY a.at, a.id`,
  );
  return rows.map(toEntry);
}

export const AUDIT_EXPORT_MAX = 50_000;

/** A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
function csvField(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The filtered trail as CSV, newest first: UTF-8 with a byte order mark (Excel otherwise reads Korean as another
 * code page), CRLF line ends (RFC 4180), times in Korean time.
 */
export async function exportAuditCsv(
  db: Db,
  f: AuditFilter,
  labels: Record<string, string>,
): Promise<string> {
  const rows = await query<AuditRow & { at_kst: string }>(
    db,
    sql`SELECT q.*, to_char(q.at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD HH24:MI:SS') AS at_kst
        FROM (${SELECT} WHERE ${where(f)} ORDER BY a.at DESC, a.id DESC LIMIT ${AUDIT_EXPORT_MAX}) q`,
  );
  const header = [
    '번호',
    '시각(KST)',
    '운영진',
    '아이디',
    '작업',
    '작업 코드',
    '대상',
    '대상 번호',
    '사유',
    '변경 전',
    '변경 후',
  ];
  const lines = [header.map(csvField).join(',')];
  for (const r of rows) {
    lines.push(
      [
        r.id,
        r.at_kst,
        r.actor_name ?? '시스템',
        r.actor_login ?? '',
        labels[r.action] ?? r.action,
        r.action,
        r.target_type,
        r.target_id,
        r.reason,
        r.before,
        r.after,
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
