import { type Context, Hono } from 'hono';
import type { UserRow } from './db/schema.ts';
import type { ResponseCheck } from './errors.ts';

/**
 * What a request carries besides its input, typed for `c.get`/`c.set`: the signed-in user once the guard has
 * resolved it (`undefined` = not asked yet, `null` = a guest) with its session, and the response check of development and tests.
 */
export interface AppEnv {
  Variables: {
    user: UserRow | null | undefined;
    /** The signed-in device's session (set with `user` by the guard). */
    sessionId: string | undefined;
    responseCheck: ResponseCheck | undefined;
  };
}

export type AppRequest = Context<AppEnv>;

/** A router of the API: every route module builds its routes on one of these. */
export const createRouter = () => new Hono<AppEnv>();
