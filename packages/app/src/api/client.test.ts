import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiClient,
  broadcastCoordinator,
  type LockManagerLike,
  RESPONSE_VALIDATION,
  webLockCoordinator,
} from './client';
import { ApiError } from './errors';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const okBody = (data: unknown) => ({ code: 200, message: 'OK', data });
const unauthorized = () => json(401, { code: 401, message: '로그인이 필요해요.', data: null });

function memoryTokens(access: string | null, refresh: string | null) {
  const state = { access, refresh };
  return {
    state,
    store: {
      getAccessToken: () => state.access,
      getRefreshToken: () => state.refresh,
      setTokens(a: string, r: string) {
        state.access = a;
        state.refresh = r;
      },
      clearTokens() {
        state.access = null;
        state.refresh = null;
      },
    },
  };
}

const nameSchema = z.object({ name: z.string() });
const schema = () => nameSchema;

/** A fake server: /me answers 200 only for the current access token; refresh rotates tokens. */
function fakeServer(options: { refreshOk?: boolean } = {}) {
  let current = 'access-2';
  const calls: string[] = [];
  let resolveRefresh: (() => void) | null = null;
  const refreshGate = new Promise<void>((resolve) => {
    resolveRefresh = resolve;
  });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const auth = new Headers(init?.headers).get('Authorization');
    calls.push(`${init?.method ?? 'GET'} ${url} ${auth ?? ''}`);
    if (url.endsWith('/api/v1/auth/tokenRefresh')) {
      await refreshGate;
      if (options.refreshOk === false || auth !== 'Bearer refresh-1') return unauthorized();
      current = 'access-3';
      return json(200, okBody({ accessToken: 'access-3', refreshToken: 'refresh-2' }));
    }
    return auth === `Bearer ${current}` ? json(200, okBody({ name: '찐빵' })) : unauthorized();
  });
  return { fetch, calls, releaseRefresh: () => resolveRefresh?.(), rotate: () => (current = 'access-3') };
}

describe('ApiClient envelope', () => {
  it('returns parsed data and builds the query string', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      json(200, okBody({ name: '서울대학교' })),
    );
    const client = new ApiClient({
      baseUrl: 'http://api.test',
      tokens: memoryTokens(null, null).store,
      fetch,
    });
    await expect(
      client.request('/x', { query: { offset: 0, limit: 15, skip: undefined }, schema }),
    ).resolves.toEqual({
      name: '서울대학교',
    });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('http://api.test/x?offset=0&limit=15');
  });

  it('treats code !== 200 inside a 200 body as an error (api-contract §1)', async () => {
    const fetch = vi.fn(async () => json(200, { code: 500, message: '마커 조회 실패', data: null }));
    const client = new ApiClient({ baseUrl: '', tokens: memoryTokens(null, null).store, fetch });
    await expect(client.request('/x', { schema })).rejects.toMatchObject({
      code: 500,
      message: '마커 조회 실패',
    });
  });

  it('returns the envelope message with requestWithMessage', async () => {
    const fetch = vi.fn(async () => json(200, { code: 200, message: '탈퇴가 완료되었어요.', data: null }));
    const client = new ApiClient({ baseUrl: '', tokens: memoryTokens('a', 'r').store, fetch });
    await expect(
      client.requestWithMessage('/api/v1/auth/user', {
        method: 'DELETE',
        auth: true,
        schema: () => z.null(),
      }),
    ).resolves.toEqual({ data: null, message: '탈퇴가 완료되었어요.' });
  });

  it('names the broken field when data breaks the contract', async () => {
    const fetch = vi.fn(async () => json(200, okBody({ name: 3 })));
    const client = new ApiClient({ baseUrl: '', tokens: memoryTokens(null, null).store, fetch });
    await expect(client.request('/x', { schema })).rejects.toThrow(/name/);
  });

  it('validates responses in tests and development by default', async () => {
    expect(RESPONSE_VALIDATION).toBe(true);
  });

  it('hands data over unparsed when responses are not validated (a production build)', async () => {
    const fetch = vi.fn(async () => json(200, okBody({ name: 3, extra: true })));
    const pick = vi.fn(schema);
    const client = new ApiClient({
      baseUrl: '',
      tokens: memoryTokens(null, null).store,
      fetch,
      validateResponses: false,
    });
    await expect(client.request('/x', { schema: pick })).resolves.toEqual({ name: 3, extra: true });
    expect(pick).not.toHaveBeenCalled();
    // Errors are still the envelope's.
    fetch.mockImplementationOnce(async () => json(200, { code: 500, message: '실패', data: null }));
    await expect(client.request('/x', { schema: pick })).rejects.toMatchObject({ code: 500 });
  });

  it('turns a network failure into a Korean ApiError', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const client = new ApiClient({ baseUrl: '', tokens: memoryTokens(null, null).store, fetch });
    await expect(client.request('/x', { schema })).rejects.toMatchObject({
      message: '네트워크 연결을 확인해 주세요.',
    });
  });
});

describe('ApiClient token renewal (spec 000 §4)', () => {
  it('renews once for concurrent 401s, stores both tokens and replays every request', async () => {
    const server = fakeServer();
    const tokens = memoryTokens('access-1', 'refresh-1');
    const client = new ApiClient({ baseUrl: '', tokens: tokens.store, fetch: server.fetch });
    server.rotate();
    const requests = [1, 2, 3].map(() => client.request('/me', { auth: true, schema }));
    await vi.waitFor(() => expect(server.calls.filter((c) => c.startsWith('GET /me')).length).toBe(3));
    server.releaseRefresh();
    await expect(Promise.all(requests)).resolves.toEqual([
      { name: '찐빵' },
      { name: '찐빵' },
      { name: '찐빵' },
    ]);
    expect(server.calls.filter((c) => c.includes('tokenRefresh'))).toHaveLength(1);
    expect(tokens.state).toEqual({ access: 'access-3', refresh: 'refresh-2' });
  });

  it('fails without renewing when no refresh token is stored', async () => {
    const server = fakeServer();
    server.rotate();
    const client = new ApiClient({
      baseUrl: '',
      tokens: memoryTokens('access-1', null).store,
      fetch: server.fetch,
    });
    await expect(client.request('/me', { auth: true, schema })).rejects.toBeInstanceOf(ApiError);
    expect(server.calls.some((c) => c.includes('tokenRefresh'))).toBe(false);
  });

  it('on renewal failure rejects all waiting requests, removes both tokens and reports the expiry', async () => {
    const server = fakeServer({ refreshOk: false });
    server.rotate();
    const tokens = memoryTokens('access-1', 'refresh-1');
    const onSessionExpired = vi.fn();
    const client = new ApiClient({
      baseUrl: '',
      tokens: tokens.store,
      fetch: server.fetch,
      onSessionExpired,
    });
    const requests = [1, 2].map(() => client.request('/me', { auth: true, schema }));
    server.releaseRefresh();
    const results = await Promise.allSettled(requests);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(tokens.state).toEqual({ access: null, refresh: null });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', async () => json(500, { code: 500, message: '서버에 문제가 생겼어요.', data: null })],
    ['a gateway page', async () => new Response('<html>502 Bad Gateway</html>', { status: 502 })],
    ['too many requests', async () => json(429, { code: 429, message: '너무 많아요', data: null })],
  ])(
    'a renewal that meets %s keeps both tokens and fails the request as unreachable, not 401',
    async (_name, answer) => {
      const fetch = vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith('tokenRefresh') ? answer() : unauthorized(),
      );
      const tokens = memoryTokens('a1', 'r1');
      const onSessionExpired = vi.fn();
      const client = new ApiClient({ baseUrl: '', tokens: tokens.store, fetch, onSessionExpired });
      const failure = await client.request('/me', { auth: true, schema }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).status).not.toBe(401);
      expect((failure as ApiError).message).toBe('연결이 불안정해요. 잠시 후 다시 시도해 주세요.');
      expect(tokens.state).toEqual({ access: 'a1', refresh: 'r1' });
      expect(onSessionExpired).not.toHaveBeenCalled();
    },
  );

  it('a renewal answered 429 waits for Retry-After: no renewal is sent before it', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('tokenRefresh')
        ? new Response(JSON.stringify({ code: 429, message: '너무 많아요', data: null }), {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '600' },
          })
        : unauthorized(),
    );
    const tokens = memoryTokens('a1', 'r1');
    const client = new ApiClient({ baseUrl: '', tokens: tokens.store, fetch });
    await expect(client.request('/me', { auth: true, schema })).rejects.toMatchObject({ status: 429 });
    const second = await client.request('/me', { auth: true, schema }).catch((e: unknown) => e);
    expect((second as ApiError).retryAfter).toBeGreaterThan(500);
    expect(fetch.mock.calls.filter(([u]) => String(u).endsWith('tokenRefresh'))).toHaveLength(1);
    expect(tokens.state).toEqual({ access: 'a1', refresh: 'r1' });
  });

  it('a renewal answered 429 with a short Retry-After is made again after the wait', async () => {
    let refreshes = 0;
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('tokenRefresh')) {
        refreshes += 1;
        return refreshes === 1
          ? new Response(JSON.stringify({ code: 429, message: '잠시만요', data: null }), {
              status: 429,
              headers: { 'Content-Type': 'application/json', 'Retry-After': '0' },
            })
          : json(200, okBody({ accessToken: 'a2', refreshToken: 'r2' }));
      }
      return new Headers(init?.headers).get('Authorization') === 'Bearer a2'
        ? json(200, okBody({ name: '찐빵' }))
        : unauthorized();
    });
    const tokens = memoryTokens('a1', 'r1');
    const client = new ApiClient({ baseUrl: '', tokens: tokens.store, fetch });
    await expect(client.request('/me', { auth: true, schema })).resolves.toEqual({ name: '찐빵' });
    expect(tokens.state).toEqual({ access: 'a2', refresh: 'r2' });
  });

  it('reports whether the API answers: no answer makes the connection unstable, an answer online', async () => {
    const { connectionState } = await import('../session/connection');
    let up = false;
    const fetch = vi.fn(async () => {
      if (!up) throw new TypeError('Failed to fetch');
      return json(200, okBody({ name: '찐빵' }));
    });
    const client = new ApiClient({ baseUrl: '', tokens: memoryTokens(null, null).store, fetch });
    await expect(client.request('/x', { schema })).rejects.toBeInstanceOf(ApiError);
    expect(connectionState()).toBe('unstable');
    up = true;
    await client.request('/x', { schema });
    expect(connectionState()).toBe('online');
  });

  it('retries a request at most once', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('tokenRefresh')
        ? json(200, okBody({ accessToken: 'a2', refreshToken: 'r2' }))
        : unauthorized(),
    );
    const client = new ApiClient({ baseUrl: '', tokens: memoryTokens('a1', 'r1').store, fetch });
    await expect(client.request('/me', { auth: true, schema })).rejects.toMatchObject({ status: 401 });
    expect(fetch.mock.calls.filter(([u]) => !String(u).endsWith('tokenRefresh'))).toHaveLength(2);
  });

  it('does not renew for calls that do not need sign-in', async () => {
    const fetch = vi.fn(async () => unauthorized());
    const client = new ApiClient({ baseUrl: '', tokens: memoryTokens('a1', 'r1').store, fetch });
    await expect(client.request('/public', { schema })).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

/**
 * Two tabs of one browser: two clients sharing one token store (local storage) and one coordinator. The fake
 * server renews a refresh token once; presenting it again is taken as a replay and revokes everything.
 */
function strictServer() {
  let generation = 1;
  let revoked = false;
  const calls: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const auth = new Headers(init?.headers).get('Authorization');
    calls.push(`${url} ${auth ?? ''}`);
    if (url.endsWith('/api/v1/auth/tokenRefresh')) {
      await gate;
      if (revoked || auth !== `Bearer refresh-${generation}`) {
        revoked = true;
        return unauthorized();
      }
      generation += 1;
      return json(
        200,
        okBody({ accessToken: `access-${generation}`, refreshToken: `refresh-${generation}` }),
      );
    }
    return !revoked && auth === `Bearer access-${generation}`
      ? json(200, okBody({ name: '찐빵' }))
      : unauthorized();
  });
  return {
    fetch,
    refreshes: () => calls.filter((c) => c.includes('tokenRefresh')).length,
    release: () => release(),
  };
}

/** An in-memory Web Locks: callbacks of one name run one after another. */
function fakeLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

describe('ApiClient renewal across tabs', () => {
  it('two tabs hitting 401 at once renew once (Web Locks); the second reuses the new tokens', async () => {
    const server = strictServer();
    // Both tabs hold access-0, already expired: the server's current access token is access-1.
    const shared = memoryTokens('access-0', 'refresh-1');
    const locks = fakeLocks();
    const tabA = new ApiClient({
      baseUrl: '',
      tokens: shared.store,
      fetch: server.fetch,
      coordinator: webLockCoordinator(locks),
    });
    const tabB = new ApiClient({
      baseUrl: '',
      tokens: shared.store,
      fetch: server.fetch,
      coordinator: webLockCoordinator(locks),
    });
    const requests = [
      tabA.request('/me', { auth: true, schema }),
      tabB.request('/me', { auth: true, schema }),
    ];
    await vi.waitFor(() => expect(server.refreshes()).toBe(1));
    server.release();
    await expect(Promise.all(requests)).resolves.toEqual([{ name: '찐빵' }, { name: '찐빵' }]);
    expect(server.refreshes()).toBe(1);
    expect(shared.state).toEqual({ access: 'access-2', refresh: 'refresh-2' });
  });

  it('without coordination the second tab spends the same refresh token and both tabs are signed out', async () => {
    const server = strictServer();
    const shared = memoryTokens('access-0', 'refresh-1');
    const alone = { exclusive: <T>(renew: () => Promise<T>) => renew() };
    const tabA = new ApiClient({
      baseUrl: '',
      tokens: shared.store,
      fetch: server.fetch,
      coordinator: alone,
    });
    const tabB = new ApiClient({
      baseUrl: '',
      tokens: shared.store,
      fetch: server.fetch,
      coordinator: alone,
    });
    const requests = [
      tabA.request('/me', { auth: true, schema }),
      tabB.request('/me', { auth: true, schema }),
    ];
    await vi.waitFor(() => expect(server.refreshes()).toBe(2));
    server.release();
    const results = await Promise.allSettled(requests);
    expect(results.some((r) => r.status === 'rejected')).toBe(true);
  });

  it('BroadcastChannel fallback: a tab that needs renewal while another renews waits and reuses its tokens', async () => {
    const server = strictServer();
    const shared = memoryTokens('access-0', 'refresh-1');
    const name = `renewal-test-${Math.random()}`;
    const [channelA, channelB] = [new BroadcastChannel(name), new BroadcastChannel(name)];
    try {
      const tabA = new ApiClient({
        baseUrl: '',
        tokens: shared.store,
        fetch: server.fetch,
        coordinator: broadcastCoordinator(channelA),
      });
      const tabB = new ApiClient({
        baseUrl: '',
        tokens: shared.store,
        fetch: server.fetch,
        coordinator: broadcastCoordinator(channelB),
      });
      const announced = new Promise((resolve) =>
        channelB.addEventListener('message', resolve, { once: true }),
      );
      const first = tabA.request('/me', { auth: true, schema });
      await vi.waitFor(() => expect(server.refreshes()).toBe(1));
      // Tab A's renewal is on the wire; tab B learns of it before its own request fails.
      await announced;
      const second = tabB.request('/me', { auth: true, schema });
      server.release();
      await expect(Promise.all([first, second])).resolves.toEqual([{ name: '찐빵' }, { name: '찐빵' }]);
      expect(server.refreshes()).toBe(1);
    } finally {
      channelA.close();
      channelB.close();
    }
  });

  it('uses Web Locks when the browser has them', async () => {
    const request = vi.fn(async <T>(_name: string, callback: () => Promise<T>) => callback());
    vi.stubGlobal('navigator', { locks: { request } });
    try {
      const server = strictServer();
      server.release();
      const client = new ApiClient({
        baseUrl: '',
        tokens: memoryTokens('access-0', 'refresh-1').store,
        fetch: server.fetch,
      });
      await expect(client.request('/me', { auth: true, schema })).resolves.toEqual({ name: '찐빵' });
      expect(request).toHaveBeenCalledWith('jjinbbang:token-renewal', expect.any(Function));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
