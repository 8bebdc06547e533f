// The prohibited-word dictionary and the flags it puts on reviews. Words are stored normalised (domain
// normalizeWord: NFKC, lower case, no spaces), so duplicates are one row. A new or edited review whose text
// contains an enabled word is flagged for staff — its text is never changed. A word added later flags the
// reviews that already contain it.
import { normalizeWord, type ProhibitedWord } from '@jjinbbang/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, query } from '../db/client.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { DEFAULT_PROHIBITED_WORDS } from '../moderation/default-words.ts';
import { type Actor, recordAudit } from './audit.ts';

const WORD_NOT_FOUND = '금칙어를 찾을 수 없어요.';

interface WordRow extends Record<string, unknown> {
  id: number;
  word: string;
  enabled: boolean;
  flagged: number;
  created_at: Date | string;
  created_by: number | null;
  created_by_name: string | null;
}

const SELECT = sql`SELECT w.id, w.word, w.enabled, w.created_at, w.created_by, s.display_name AS created_by_name,
    (SELECT count(*)::int FROM review_flags f JOIN reviews r ON r.id = f.review_id
      WHERE f.word_id = w.id AND f.cleared_at IS NULL AND r.status <> 'deleted') AS flagged
  FROM prohibited_words w LEFT JOIN staff s ON s.id = w.created_by`;

function toWord(r: WordRow): ProhibitedWord {
  return {
    id: r.id,
    word: r.word,
    enabled: r.enabled,
    flaggedReviews: r.flagged,
    createdAt: new Date(r.created_at).toISOString(),
    createdBy: r.created_by === null ? null : { id: r.created_by, displayName: r.created_by_name ?? '' },
  };
}

/** The text a review is matched in, by the database: the same normalisation as normalizeWord. */
const normalisedContent = (column: SQL) =>
  sql`regexp_replace(lower(normalize(${column}, NFKC)), '\\s+', '', 'g')`;

export async function listWords(
  db: Db,
  q: { q?: string; enabled?: boolean; page: number; size: number },
): Promise<{ items: ProhibitedWord[]; total: number }> {
  const parts: SQL[] = [sql`true`];
  if (q.q?.trim()) parts.push(sql`strpos(w.word, ${normalizeWord(q.q)}) > 0`);
  if (q.enabled !== undefined) parts.push(sql`w.enabled = ${q.enabled}`);
  const where = sql.join(parts, sql` AND `);
  const [count] = await query<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM prohibited_words w WHERE ${where}`,
  );
  const rows = await query<WordRow>(
    db,
    sql`${SELECT} WHERE ${where} ORDER BY w.word LIMIT ${q.size} OFFSET ${q.page * q.size}`,
  );
  return { items: rows.map(toWord), total: count?.n ?? 0 };
}

async function loadWord(db: Db, id: number): Promise<ProhibitedWord> {
  const [row] = await query<WordRow>(db, sql`${SELECT} WHERE w.id = ${id}`);
  if (!row) throw notFound(WORD_NOT_FOUND);
  return toWord(row);
}

/** Flags the reviews (not deleted) whose text contains word `id`. */
async function flagExisting(db: Db, id: number, word: string) {
  await db.execute(
    sql`INSERT INTO review_flags (review_id, word_id)
        SELECT r.id, ${id} FROM reviews r
        WHERE r.status <> 'deleted' AND strpos(${normalisedContent(sql`r.content`)}, ${word}) > 0
        ON CONFLICT DO NOTHING`,
  );
}

export async function addWord(db: Db, actor: Actor | null, text: string): Promise<ProhibitedWord> {
  const word = normalizeWord(text);
  if (word.length === 0) throw badRequest('금칙어를 입력해 주세요.');
  if (word.length > 40) throw badRequest('금칙어는 40자 이하여야 해요.');
  const id = await db.transaction(async (tx) => {
    const [row] = await query<{ id: number }>(
      tx,
      sql`INSERT INTO prohibited_words (word, created_by) VALUES (${word}, ${actor?.id ?? null})
          ON CONFLICT (word) DO NOTHING RETURNING id`,
    );
    if (!row) throw conflict(`'${word}'은(는) 이미 사전에 있어요.`);
    await flagExisting(tx, row.id, word);
    await recordAudit(tx, actor, {
      action: 'word.add',
      targetType: 'word',
      targetId: row.id,
      after: { word },
    });
    return row.id;
  });
  return loadWord(db, id);
}

export async function setWordEnabled(db: Db, actor: Actor | null, id: number, enabled: boolean) {
  await db.transaction(async (tx) => {
    const [before] = await query<{ word: string; enabled: boolean }>(
      tx,
      sql`SELECT word, enabled FROM prohibited_words WHERE id = ${id} FOR UPDATE`,
    );
    if (!before) throw notFound(WORD_NOT_FOUND);
    if (before.enabled === enabled) return;
    await tx.execute(sql`UPDATE prohibited_words SET enabled = ${enabled} WHERE id = ${id}`);
    if (enabled) await flagExisting(tx, id, before.word);
    await recordAudit(tx, actor, {
      action: 'word.update',
      targetType: 'word',
      targetId: id,
      before,
      after: { word: before.word, enabled },
    });
  });
  return loadWord(db, id);
}

export async function deleteWord(db: Db, actor: Actor | null, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await query<{ word: string; enabled: boolean }>(
      tx,
      sql`DELETE FROM prohibited_words WHERE id = ${id} RETURNING word, enabled`,
    );
    if (!gone) throw notFound(WORD_NOT_FOUND);
    await recordAudit(tx, actor, { action: 'word.delete', targetType: 'word', targetId: id, before: gone });
  });
}

/**
 * Flags review `reviewId` for every enabled word its text contains, replacing its earlier flags (an edited text
 * is judged afresh). Call in the transaction that wrote the text.
 */
export async function flagReview(db: Db, reviewId: number, content: string): Promise<string[]> {
  await db.execute(sql`DELETE FROM review_flags WHERE review_id = ${reviewId}`);
  const words = await prohibitedWordsIn(db, content);
  if (words.length === 0) return [];
  await db.execute(
    sql`INSERT INTO review_flags (review_id, word_id)
        SELECT ${reviewId}, unnest(${`{${words.map((w) => w.id).join(',')}}`}::int[])`,
  );
  return words.map((w) => w.word);
}

/** The enabled dictionary words that `text` contains (compared normalised, so spacing and width do not hide one). */
export function prohibitedWordsIn(db: Db, text: string): Promise<{ id: number; word: string }[]> {
  return query<{ id: number; word: string }>(
    db,
    sql`SELECT id, word FROM prohibited_words WHERE enabled AND strpos(${normalizeWord(text)}, word) > 0`,
  );
}

/**
 * The repository's default list, added once per database (the service is the actor; one audit entry marks it
 * done, so words an admin deleted later do not come back on the next start).
 */
export async function seedDefaultWords(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('jb:default-words', 0))`);
    const [done] = await query<{ id: number }>(
      tx,
      sql`SELECT id FROM audit_log WHERE action = 'word.add' AND target_id = 'default-list' LIMIT 1`,
    );
    if (done) return 0;
    const words = [...new Set(DEFAULT_PROHIBITED_WORDS.map(normalizeWord).filter(Boolean))];
    const added = await query<{ id: number }>(
      tx,
      sql`INSERT INTO prohibited_words (word) SELECT unnest(${`{${words.map((w) => `"${w.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[])
          ON CONFLICT (word) DO NOTHING RETURNING id`,
    );
    await recordAudit(tx, null, {
      action: 'word.add',
      targetType: 'word',
      targetId: 'default-list',
      reason: '저장소의 기본 금칙어 목록',
      after: { count: added.length },
    });
    return added.length;
  });
}
