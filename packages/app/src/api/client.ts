import { parseWire } from '@jjinbbang/domain';
import type { z } from 'zod';
import { type TokenStore, tokenStore } from '../session/storage';
import { ApiError, NETWORK_ERROR_MESSAGE } from './errors';

type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** JSON body, or FormData for multipart uploads. */
  body?: unknown;
  /** Sends the access token and takes part in token renewal (spec 000 §4). */
  auth?: boolean;
  /** A bearer token other than the access token (the signup token). */
  bearer?: string;
  /** Schema of `data` in the envelope; a response that breaks it throws a WireContractError naming the field. */
  schema: S;
  signal?: AbortSignal;
}

interface Envelope {
  code?: unknown;
  message?: unknown;
  data?: unknown;
}

export interface ApiClientOptions {
  /** decisions.md: one configured base address for every call, token renewal included. Empty = same origin. */
  baseUrl: string;
  tokens: TokenStore;
  fetch?: typeof fetch;
  /** Called when renewal fails and the stored tokens were removed. */
  onSessionExpired?: () => void;
}

export class ApiClient {
  private readonly baseUrl: string;
  private readonly tokens: TokenStore;
  private readonly fetchImpl: typeof fetch;
  private readonly onSessionExpired?: () => void;
  private renewal: Promise<string> | null = null;

  constructor(options: ApiClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/$/, '');
    this.tokens = options.tokens;
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    this.onSessionExpired = options.onSessionExpired;
  }

  url(path: string, query?: Query): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined || value === null) continue;
      params.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    const search = params.toString();
    return `${this.baseUrl}${path}${search ? `?${search}` : ''}`;
  }

  async request<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.output<S>> {
    const send = (accessToken: string | null) => this.send(path, options, options.bearer ?? accessToken);
    const first = await send(options.auth ? this.tokens.getAccessToken() : null);
    // spec 000 §4: a 401 on a signed-in call renews the tokens once and replays the request once.
    if (first.status !== 401 || !options.auth || options.bearer) return this.unwrap(first, options.schema, path);
    // Without a refresh token there is nothing to renew: the 401 goes to the caller unchanged.
    if (!this.tokens.getRefreshToken()) return this.unwrap(first, options.schema, path);
    const renewed = await this.renewAccessToken();
    return this.unwrap(await send(renewed), options.schema, path);
  }

  /** Resolves with a fresh access token, sharing one renewal between concurrent 401s. */
  private renewAccessToken(): Promise<string> {
    this.renewal ??= this.send('/api/v1/auth/tokenRefresh', { method: 'PUT', schema: null }, this.tokens.getRefreshToken())
      .then(async (response) => {
        const envelope = await readEnvelope(response);
        const data = envelope?.data as { accessToken?: unknown; refreshToken?: unknown } | null | undefined;
        if (!response.ok || typeof data?.accessToken !== 'string' || typeof data.refreshToken !== 'string') {
          throw new ApiError(401, 401, '로그인이 만료되었습니다. 다시 로그인해 주세요.');
        }
        this.tokens.setTokens(data.accessToken, data.refreshToken);
        return data.accessToken;
      })
      .catch((error: unknown) => {
        this.tokens.clearTokens();
        this.onSessionExpired?.();
        throw error;
      })
      .finally(() => {
        this.renewal = null;
      });
    return this.renewal;
  }

  private async send(
    path: string,
    options: Pick<RequestOptions<z.ZodType>, 'method' | 'query' | 'body' | 'signal'> & { schema: unknown },
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
    try {
      return await this.fetchImpl(this.url(path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, 0, NETWORK_ERROR_MESSAGE);
    }
  }

  private async unwrap<S extends z.ZodType>(response: Response, schema: S | null, path: string): Promise<z.output<S>> {
    const envelope = await readEnvelope(response);
    const code = typeof envelope?.code === 'number' ? envelope.code : response.status;
    const message = typeof envelope?.message === 'string' ? envelope.message : '';
    // api-contract §1: an error is a non-2xx status, or (old servers) code !== 200 inside a 200 body.
    if (!response.ok || code !== 200) {
      throw new ApiError(response.status, code, message || '요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.');
    }
    return schema ? parseWire(schema, envelope?.data ?? null, path) : (envelope?.data as z.output<S>);
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
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  tokens: tokenStore,
});
