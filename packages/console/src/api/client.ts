// The console's only way to the admin API. Same origin (the API server serves the console), so the staff session
// cookie (HttpOnly, SameSite=Strict, path /api/admin) goes with every call; every write carries the session's CSRF
// token. Every answer is parsed with its schema from the domain, so pages work with trusted types. A 401 on a call
// made while signed in means the session ended (30 minutes idle, 12 hours at most): listeners take the staff
// member back to the sign-in page.
import { CSRF_HEADER } from '@jjinbbang/domain';
import type * as z from 'zod';
import { ApiError, NETWORK_MESSAGE, statusMessage, UNREADABLE_MESSAGE } from './errors';

type EnvelopeSchema = z.ZodType<{ code: number; message: string; data: unknown }>;
export type Query = Readonly<Record<string, string | number | boolean | null | undefined>>;

let csrfToken: string | null = null;
/** The CSRF token of the current session (from its sign-in or session answer); null after sign-out. */
export function rememberCsrfToken(token: string | null) {
  csrfToken = token;
}

const sessionEndedListeners = new Set<() => void>();
/** Called when a call made while signed in answers 401; returns the unsubscribe function. */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/** `path?query`, leaving out empty values. */
export function apiUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export interface CallOptions<S extends EnvelopeSchema> {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** The answer's envelope schema (`…ResponseSchema` of `@jjinbbang/domain/schemas`). */
  schema: S;
  /**
   * The call is how the console learns whether anyone is signed in (the session check, the sign-in itself): its
   * 401 is an answer, not the end of a session.
   */
  signInCall?: boolean;
}

/** Calls the admin API and returns the envelope's `data`; throws ApiError with a Korean message otherwise. */
export async function call<S extends EnvelopeSchema>(
  path: string,
  { method = 'GET', query, body, schema, signInCall = false }: CallOptions<S>,
): Promise<z.output<S>['data']> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers[CSRF_HEADER] = csrfToken;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, NETWORK_MESSAGE);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const message =
      json &&
      typeof json === 'object' &&
      'message' in json &&
      typeof json.message === 'string' &&
      json.message
        ? json.message
        : statusMessage(response.status);
    if (response.status === 401 && !signInCall) for (const listener of sessionEndedListeners) listener();
    throw new ApiError(response.status, message);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.error(`${method} ${path}: the answer breaks the admin API's contract`, parsed.error.issues);
    throw new ApiError(response.status, UNREADABLE_MESSAGE);
  }
  return parsed.data.data;
}
