import {
  initialTokenRenewalState,
  type TokenRenewalEvent,
  type TokenRenewalState,
  tokenRenewalReducer,
} from '@jjinbbang/domain';
import type { z } from 'zod';
import { reportReachable, reportUnreachable } from '../session/connection';
import { notifySessionEnded, type TokenStore, tokenStore } from '../session/storage';
import { takeEarlyResponse } from './early';
import { ApiError, NETWORK_ERROR_MESSAGE, UNREACHABLE_MESSAGE } from './errors';
import { API_BASE_URL, type Query, requestUrl } from './url';

/** The lazily loaded schema module (`./schemas`): the wire schemas of domain plus the app's own. */
export type WireSchemas = typeof import('./schemas');

let wireSchemas: Promise<WireSchemas> | undefined;
/**
 * Loads (once) the schema module. zod and the wire schemas are large and take a long task to build, so they are not
 * part of the start-up bundle: when responses are validated, the first request loads them while its own response
 * is on the way.
 */
export function loadWireSchemas(): Promise<WireSchemas> {
  wireSchemas ??= import('./schemas').catch((error: unknown) => {
    wireSchemas = undefined; // a failed chunk load is tried again with the next response
    throw error;
  });
  return wireSchemas;
}

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** JSON body, or FormData for multipart uploads. */
  body?: unknown;
  /** Sends the access token and takes part in token renewal (spec 000 §4). */
  auth?: boolean;
  /** A bearer token other than the access token (the signup token). */
  bearer?: string;
  /**
   * Picks the schema of `data` in the envelope from the schema module (loaded on first use); when responses are
   * validated (see ApiClientOptions.validateResponses), a response that breaks it throws a WireContractError
   * naming the field.
   */
  schema: (schemas: WireSchemas) => S;
  signal?: AbortSignal;
}

interface Waiter {
  resolve: (accessToken: string) => void;
  /** `unreachable`: the renewal could not be made (the session may well be alive); otherwise it was refused. */
  reject: (reason: { unreachable: boolean }) => void;
}

/** What a renewal call came to. */
type RenewalOutcome =
  | { kind: 'renewed'; tokens: { accessToken: string; refreshToken: string } }
  /** The server refused the refresh token: the session is over. */
  | { kind: 'refused' }
  /** No answer, a 5xx, a 429 or an answer that is not the API's: try again later (after `retryAfter` s). */
  | { kind: 'unavailable'; retryAfter: number | null };

/** A renewal answered 429 with a Retry-After this short is simply waited for and made again. */
const RENEWAL_WAIT_INLINE_SECONDS = 30;
/** Gateways and proxies answer these when the API itself is down or unreachable. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** `Retry-After` in seconds (a number or an HTTP date), or null. */
function retryAfterOf(response: Response): number | null {
  const header = response.headers.get('retry-after');
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

interface Envelope {
  code?: unknown;
  message?: unknown;
  data?: unknown;
}

/**
 * One token renewal per browser at a time. Tabs share the stored tokens (local storage), and a refresh token is
 * good for one renewal: two tabs renewing with the same token at once would have the second taken as a replay.
 * `exclusive` runs a renewal while no other tab of this browser runs one.
 */
export interface RenewalCoordinator {
  exclusive<T>(renew: () => Promise<T>): Promise<T>;
}

const RENEWAL_LOCK = 'jjinbbang:token-renewal';
/** A tab that announced a renewal and went silent (closed mid-way) is waited for at most this long. */
const RENEWAL_WAIT_MS = 10_000;

/** The subset of the Web Locks API the coordinator uses (`navigator.locks`). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Web Locks: the browser queues the renewals of every tab of this origin on one named lock. */
export function webLockCoordinator(locks: LockManagerLike): RenewalCoordinator {
  return { exclusive: (renew) => locks.request(RENEWAL_LOCK, renew) };
}

/**
 * Fallback where Web Locks are missing: a tab announces its renewal on a BroadcastChannel and the others wait
 * until it says it is done (or RENEWAL_WAIT_MS pass), then find the new tokens in storage. Two tabs starting in
 * the same instant can still both renew; the server accepts a just-replaced refresh token for a few seconds, so
 * even then nobody is signed out.
 */
export function broadcastCoordinator(channel: BroadcastChannel): RenewalCoordinator {
  let othersBusyUntil = 0;
  const waiters = new Set<() => void>();
  channel.addEventListener('message', (event: MessageEvent) => {
    if (event.data === 'start') othersBusyUntil = Date.now() + RENEWAL_WAIT_MS;
    if (event.data === 'done') {
      othersBusyUntil = 0;
      for (const wake of waiters) wake();
      waiters.clear();
    }
  });
  const othersDone = () =>
    new Promise<void>((resolve) => {
      const wait = othersBusyUntil - Date.now();
      if (wait <= 0) return resolve();
      const timer = setTimeout(() => {
        waiters.delete(wake);
        resolve();
      }, wait);
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      waiters.add(wake);
    });
  return {
    async exclusive(renew) {
      await othersDone();
      channel.postMessage('start');
      try {
        return await renew();
      } finally {
        channel.postMessage('done');
      }
    },
  };
}

/** What this browser offers: Web Locks, else a BroadcastChannel, else nothing to coordinate with (one tab). */
export function browserRenewalCoordinator(): RenewalCoordinator {
  const locks =
    typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManagerLike }).locks;
  if (locks && typeof locks.request === 'function') return webLockCoordinator(locks);
  if (typeof BroadcastChannel !== 'undefined')
    return broadcastCoordinator(new BroadcastChannel(RENEWAL_LOCK));
  return { exclusive: (renew) => renew() };
}

export interface ApiClientOptions {
  /** decisions.md: one configured base address for every call, token renewal included. Empty = same origin. */
  baseUrl: string;
  tokens: TokenStore;
  fetch?: typeof fetch;
  /** Called when the server refused renewal and the stored tokens were removed (not when it could not answer). */
  onSessionExpired?: () => void;
  /** How renewals of several tabs take turns (default: this browser's Web Locks or BroadcastChannel). */
  coordinator?: RenewalCoordinator;
  /**
   * Parse every response's `data` with its wire schema (default: `RESPONSE_VALIDATION`, below).
   *
   * Decision: the browser validates responses in development and in tests — the unit, dom and story
   * tests and `vite dev` — and not in a production build. The schemas are the same ones the server checks its own
   * output against at the edge in every non-production run (RESPONSE_VALIDATION, on in development, tests and the
   * e2e journeys, which drive a production build of the app against a validating server), so a contract break is
   * caught before it ships, on both sides. In production, parsing again in every visitor's browser would cost each
   * page load zod, the schemas and a long task on the way to its content, and would only turn a drifted
   * field into an error page instead of a blank. The app and the API are deployed together from one repository;
   * responses carry no transforms or defaults (only query schemas do), so the parsed and the unparsed data are the
   * same. A build can still opt in with `VITE_VALIDATE_RESPONSES=on` (e.g. a staging build against another server).
   */
  validateResponses?: boolean;
}

/** Whether the app's client validates responses: in development and tests, or when the build opts in. */
export const RESPONSE_VALIDATION: boolean =
  import.meta.env.DEV || import.meta.env.VITE_VALIDATE_RESPONSES === 'on';

export class ApiClient {
  private readonly baseUrl: string;
  private readonly tokens: TokenStore;
  private readonly fetchImpl: typeof fetch;
  private readonly onSessionExpired?: () => void;
  private readonly validateResponses: boolean;
  /** Created on the first renewal (a BroadcastChannel would otherwise stay open in every test that imports the client). */
  private coordinator: RenewalCoordinator | undefined;
  private renewal: TokenRenewalState<number> = initialTokenRenewalState();
  private readonly waiting = new Map<number, Waiter>();
  private nextRequestId = 1;
  /** After a renewal answered 429, no renewal is attempted before this time (ms); the server asked to wait. */
  private renewalBlockedUntil = 0;

  constructor(options: ApiClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/$/, '');
    this.tokens = options.tokens;
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    this.onSessionExpired = options.onSessionExpired;
    this.coordinator = options.coordinator;
    this.validateResponses = options.validateResponses ?? RESPONSE_VALIDATION;
  }

  url(path: string, query?: Query): string {
    return requestUrl(this.baseUrl, path, query);
  }

  async request<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.output<S>> {
    return (await this.requestWithMessage(path, options)).data;
  }

  /** Like `request`, with the envelope's `message` too (some answers are shown to the user, e.g. leave service). */
  async requestWithMessage<S extends z.ZodType>(
    path: string,
    options: RequestOptions<S>,
  ): Promise<{ data: z.output<S>; message: string }> {
    // The schema module loads alongside the request, never after it.
    if (this.validateResponses) void loadWireSchemas().catch(() => undefined);
    const send = (accessToken: string | null) => this.send(path, options, options.bearer ?? accessToken);
    const first = await send(options.auth ? this.tokens.getAccessToken() : null);
    if (first.status !== 401 || !options.auth || options.bearer)
      return this.unwrap(first, options.schema, path);
    // spec 000 §4: renew once and replay once; on refusal the original 401 goes to the caller unchanged. A renewal
    // that could not be made is not a refusal: the caller gets "unreachable", never a 401 that would sign out.
    let renewedToken: string;
    try {
      renewedToken = await this.waitForRenewal(false);
    } catch (reason) {
      if ((reason as { unreachable?: boolean }).unreachable) throw this.unreachableError();
      return this.unwrap(first, options.schema, path);
    }
    const second = await send(renewedToken);
    if (second.status === 401) await this.waitForRenewal(true).catch(() => undefined);
    return this.unwrap(second, options.schema, path);
  }

  /** Registers a 401 with the renewal machine and resolves with the access token to replay with. */
  private waitForRenewal(retried: boolean): Promise<string> {
    const requestId = this.nextRequestId++;
    const token = new Promise<string>((resolve, reject) => this.waiting.set(requestId, { resolve, reject }));
    this.dispatch({
      type: 'request401',
      requestId,
      retried,
      hasRefreshToken: Boolean(this.tokens.getRefreshToken()),
    });
    return token;
  }

  private unreachableError(): ApiError {
    const wait = Math.ceil((this.renewalBlockedUntil - Date.now()) / 1000);
    return wait > 0
      ? new ApiError(429, 429, UNREACHABLE_MESSAGE, wait)
      : new ApiError(0, 0, UNREACHABLE_MESSAGE);
  }

  private dispatch(event: TokenRenewalEvent<number>, fresh?: { accessToken: string; refreshToken: string }) {
    const { state, effects } = tokenRenewalReducer(this.renewal, event);
    this.renewal = state;
    if (effects.storeTokens && fresh) this.tokens.setTokens(fresh.accessToken, fresh.refreshToken);
    if (effects.clearTokens) {
      this.tokens.clearTokens();
      this.onSessionExpired?.();
    }
    const reason = { unreachable: effects.unreachable };
    for (const id of effects.reject) this.settle(id, (w) => w.reject(reason));
    const accessToken = this.tokens.getAccessToken() ?? '';
    for (const id of effects.replay) this.settle(id, (w) => w.resolve(accessToken));
    if (effects.startRefresh) void this.refresh();
  }

  private settle(id: number, action: (waiter: Waiter) => void) {
    const waiter = this.waiting.get(id);
    this.waiting.delete(id);
    if (waiter) action(waiter);
  }

  /**
   * Renews once for this browser: inside the coordinator's turn, a tab first looks at the stored tokens — if
   * another tab renewed while this one waited, it takes those instead of spending the refresh token again.
   * New tokens are stored before the turn ends, so the next tab in line finds them.
   */
  private async refresh() {
    const seen = this.tokens.getRefreshToken();
    let outcome: RenewalOutcome;
    if (Date.now() < this.renewalBlockedUntil) {
      outcome = { kind: 'unavailable', retryAfter: null };
    } else {
      this.coordinator ??= browserRenewalCoordinator();
      try {
        outcome = await this.coordinator.exclusive(async (): Promise<RenewalOutcome> => {
          const stored = this.tokens.getRefreshToken();
          const access = this.tokens.getAccessToken();
          if (!stored) return { kind: 'refused' };
          if (stored !== seen && access)
            return { kind: 'renewed', tokens: { accessToken: access, refreshToken: stored } };
          let result = await this.callRefresh(stored);
          // A short wait the server asks for is waited here, inside this browser's turn, and the renewal made again.
          const wait = result.kind === 'unavailable' ? result.retryAfter : null;
          if (wait !== null && wait <= RENEWAL_WAIT_INLINE_SECONDS) {
            await new Promise((resolve) => setTimeout(resolve, wait * 1000));
            result = await this.callRefresh(stored);
          }
          if (result.kind === 'renewed')
            this.tokens.setTokens(result.tokens.accessToken, result.tokens.refreshToken);
          return result;
        });
      } catch {
        outcome = { kind: 'unavailable', retryAfter: null };
      }
    }
    if (outcome.kind === 'renewed') this.dispatch({ type: 'refreshSucceeded' }, outcome.tokens);
    else if (outcome.kind === 'refused') this.dispatch({ type: 'refreshFailed' });
    else {
      if (outcome.retryAfter !== null) this.renewalBlockedUntil = Date.now() + outcome.retryAfter * 1000;
      this.dispatch({ type: 'refreshUnavailable' });
    }
  }

  /**
   * decisions.md: renewal goes to the configured API base like every other call. Only the API refusing the token
   * (a 4xx of its own but 408/429) ends the session; no answer, a 5xx, a 429 or a page that is not the API's
   * (a proxy's error) leave it as it is.
   */
  private async callRefresh(refreshToken: string): Promise<RenewalOutcome> {
    let response: Response;
    try {
      response = await this.send('/api/v1/auth/tokenRefresh', { method: 'PUT' }, refreshToken);
    } catch {
      return { kind: 'unavailable', retryAfter: null };
    }
    const envelope = await readEnvelope(response);
    const data = envelope?.data as { accessToken?: unknown; refreshToken?: unknown } | null | undefined;
    if (response.ok && typeof data?.accessToken === 'string' && typeof data.refreshToken === 'string')
      return { kind: 'renewed', tokens: { accessToken: data.accessToken, refreshToken: data.refreshToken } };
    const refused =
      envelope !== null &&
      response.status >= 400 &&
      response.status < 500 &&
      response.status !== 408 &&
      response.status !== 429;
    return refused ? { kind: 'refused' } : { kind: 'unavailable', retryAfter: retryAfterOf(response) };
  }

  private async send(
    path: string,
    options: Pick<RequestOptions<z.ZodType>, 'method' | 'query' | 'body' | 'signal'>,
    bearer: string | null,
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json; charset=utf-8';
      body = JSON.stringify(options.body);
    }
    const url = this.url(path, options.query);
    if ((options.method ?? 'GET') === 'GET' && !options.signal) {
      // The boot script may have started this very call before the app's code arrived (./early.ts).
      const early = takeEarlyResponse(url, bearer);
      if (early) {
        try {
          return await early;
        } catch {
          // a failed early call is made again, below
        }
      }
    }
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      reportUnreachable();
      throw new ApiError(0, 0, NETWORK_ERROR_MESSAGE);
    }
    if (GATEWAY_STATUSES.has(response.status)) reportUnreachable();
    else reportReachable();
    return response;
  }

  private async unwrap<S extends z.ZodType>(
    response: Response,
    pick: (schemas: WireSchemas) => S,
    path: string,
  ): Promise<{ data: z.output<S>; message: string }> {
    const envelope = await readEnvelope(response);
    const code = typeof envelope?.code === 'number' ? envelope.code : response.status;
    const message = typeof envelope?.message === 'string' ? envelope.message : '';
    // api-contract §1: an error is a non-2xx status, or (old servers) code !== 200 inside a 200 body.
    if (!response.ok || code !== 200) {
      throw new ApiError(
        response.status,
        code,
        message || '요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.',
        retryAfterOf(response),
      );
    }
    const data = envelope?.data ?? null;
    if (!this.validateResponses) return { data: data as z.output<S>, message };
    const schemas = await loadWireSchemas();
    return { data: schemas.parseWire(pick(schemas), data, path), message };
  }
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  try {
    const value: unknown = await response.json();
    return value && typeof value === 'object' ? (value as Envelope) : null;
  } catch {
    return null;
  }
}

export const api = new ApiClient({
  baseUrl: API_BASE_URL,
  tokens: tokenStore,
  onSessionExpired: notifySessionEnded,
});
