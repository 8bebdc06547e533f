// A student's nickname: changed in 나의 찐빵, made up at sign-up. Unique by its key (domain nicknameKey) through a
// unique index, so two students asking for one name at the same moment cannot both get it; names kept from before
// the key existed (null key) still count as taken.
import {
  cleanNickname,
  generateNickname,
  NICKNAME_MESSAGES as M,
  nicknameKey,
  nicknameProblem,
} from '@jjinbbang/domain';
import { sql } from 'drizzle-orm';
import { prohibitedWordsIn } from '../admin/words.ts';
import type { AppContext } from '../context.ts';
import { type Db, query } from '../db/client.ts';
import { badRequest, conflict } from '../errors.ts';
import { takeQuota } from '../lib/quotas.ts';

/** A unique-index violation, whether the driver's error or drizzle's wrapper around it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** Whether another account already goes by `key` (a chosen or generated name, or an older one without a key). */
async function taken(db: Db, key: string, userId: number | null): Promise<boolean> {
  const rows = await query<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM users
        WHERE (${userId}::int IS NULL OR id <> ${userId})
          AND (nickname_key = ${key}
            OR (nickname_key IS NULL AND left_at IS NULL AND lower(replace(nickname, ' ', '')) = ${key}))
        LIMIT 1`,
  );
  return rows.length > 0;
}

/** Why `nickname` cannot be anyone's (shape or a dictionary word), or null. */
async function refusal(db: Db, nickname: string): Promise<string | null> {
  const problem = nicknameProblem(nickname);
  if (problem) return problem;
  return (await prohibitedWordsIn(db, nickname)).length > 0 ? M.prohibited : null;
}

/** Gives `userId` the nickname `input` (cleaned) and returns it: 400 for a bad or prohibited name, 409 if taken. */
export async function changeNickname(ctx: AppContext, userId: number, input: string): Promise<string> {
  const nickname = cleanNickname(input);
  const reason = await refusal(ctx.db, nickname);
  if (reason) throw badRequest(reason);
  const key = nicknameKey(nickname);
  if (await taken(ctx.db, key, userId)) throw conflict(M.taken);
  // spent only on a change that can succeed, so trying names that are taken costs nothing
  await takeQuota(ctx, 'nicknameChanges', userId);
  try {
    await ctx.db.execute(
      sql`UPDATE users SET nickname = ${nickname}, nickname_key = ${key} WHERE id = ${userId}`,
    );
  } catch (error) {
    // another student took it between the check and the update
    if (isUniqueViolation(error)) throw conflict(M.taken);
    throw error;
  }
  return nickname;
}

/**
 * The nickname a new account starts with: the provider's, when it is a valid, allowed and free nickname, else a
 * generated one ("포근한 찐빵 27"). `insert` writes the account with the name and its key and throws a unique
 * violation when the key was taken meanwhile; the next candidate is tried then.
 */
export async function withSignupNickname<T>(
  db: Db,
  proposed: string | null,
  insert: (nickname: string, key: string) => Promise<T>,
): Promise<T> {
  const candidates: string[] = [];
  if (proposed && (await refusal(db, cleanNickname(proposed))) === null)
    candidates.push(cleanNickname(proposed));
  for (let i = 0; i < 12; i++) candidates.push(generateNickname(Math.random, i < 6 ? 2 : 3));
  for (const nickname of candidates) {
    const key = nicknameKey(nickname);
    if (await taken(db, key, null)) continue;
    try {
      return await insert(nickname, key);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw conflict('닉네임을 정하지 못했어요. 잠시 후 다시 가입해 주세요.');
}
