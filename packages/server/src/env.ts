import type { Context } from 'hono';
import type { AppContext } from './context.ts';
import type { UserRow } from './db/schema.ts';
import type { ResponseCheck } from './errors.ts';

/**
 * What a request carries besides its input, typed for `c.get`/`c.set`: the server's context, the request id, the
 * signed-in user once the guard has resolved it (`undefined` = not asked yet, `null` = a guest), the request
 * schemas of the matched route (for the Korean validation messages, lib/route.ts) and the response check of
 * development and tests.
 */
export interface AppEnv {
  Variables: {
    ctx: AppContext;
    requestId: string;
    user: UserRow | null | undefined;
    declared: DeclaredRequest | undefined;
    responseCheck: ResponseCheck | undefined;
  };
}

/** A route's request schemas by validation target (`query`, `param`, `json`), as its declaration gave them. */
export type DeclaredRequest = Partial<Record<'query' | 'param' | 'json', unknown>>;

export type AppRequest = Context<AppEnv>;

/** What a route's handler can pass on, whatever its guard narrowed in `c.var`: every part but `set`. */
// biome-ignore lint/suspicious/noExplicitAny: a route's path and input types are its own.
export type RouteRequest = Omit<Context<AppEnv, any, any>, 'set'>;
