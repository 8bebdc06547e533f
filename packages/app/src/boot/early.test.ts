import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../api/client';
import { EARLY_RESPONSE_MAX_AGE_MS, startEarlyRequest, takeEarlyResponse } from '../api/early';
import * as api from '../api/endpoints';
import { building, buildingCost, buildingReviews, review, universities, user } from '../api/queries';
import { boot, earlyRequests } from './early';

const okBody = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, message: 'OK', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

/** An API client signed in as `token-1` that fetches with `fetch`. */
const clientOf = (fetch: typeof globalThis.fetch) =>
  new ApiClient({
    baseUrl: '',
    tokens: {
      getAccessToken: () => 'token-1',
      getRefreshToken: () => null,
      setTokens: () => {},
      clearTokens: () => {},
    },
    fetch,
    validateResponses: false,
  });

/** Runs the boot script at `path` for a visitor with a stored token, its fetch answering `data`. */
function bootAt(path: string, data: unknown) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => okBody(data));
  vi.stubGlobal('fetch', fetch);
  localStorage.setItem('accessToken', 'token-1');
  window.history.pushState({}, '', path);
  boot();
  return fetch;
}

const guest = { signedIn: false, verificationStatus: null } as const;
const verified = { signedIn: true, verificationStatus: 'verified' } as const;

afterEach(() => {
  window.__jbEarly = undefined;
  localStorage.clear();
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
  window.history.pushState({}, '', '/');
});

describe('early requests (the boot script)', () => {
  it('starts the calls a building page makes as it opens, in the same form', () => {
    const requests = earlyRequests('/building/12', '?isAgency=true', verified);
    expect(requests.map((r) => r.path)).toEqual([
      '/api/v1/user',
      '/api/v1/building/12',
      '/api/v1/building/12/review',
      '/api/v1/building/12/cost',
    ]);
    expect(requests[2]?.query).toEqual({ isAgency: true, num: 10, page: 0, sortBy: 'LATEST' });
    expect(requests[3]).toMatchObject({ query: { isAgency: true }, auth: false });
  });

  it('sends a public call without the token, as the client does, so the client takes it', async () => {
    for (const [path, url, query] of [
      ['/building/12', '/api/v1/building/12/cost', { isAgency: false }],
      ['/', '/api/v1/user/univ', { offset: 0, limit: 500 }],
    ] as const) {
      const sent = bootAt(path, []).mock.calls.find(([input]) => String(input).includes(url));
      expect(sent?.[1]?.headers).not.toHaveProperty('Authorization');
      const clientFetch = vi.fn(async () => okBody({ late: true }));
      const answer = clientOf(clientFetch).request(url, { query, schema: () => null as never });
      await expect(answer).resolves.toEqual([]);
      expect(clientFetch).not.toHaveBeenCalled();
    }
  });

  it("asks for a review's detail only for a verified reader (the page asks only then)", () => {
    expect(earlyRequests('/building/review/7', '?reviewType=DORM', guest)).toEqual([]);
    const userRequest = { path: '/api/v1/user', auth: true };
    expect(
      earlyRequests('/building/review/7', '', { signedIn: true, verificationStatus: 'pending' }),
    ).toEqual([userRequest]);
    expect(earlyRequests('/building/review/7', '?reviewType=DORM', verified)).toEqual([
      userRequest,
      { path: '/api/v1/review/7', query: { reviewType: 'DORM' }, auth: true, photo: true },
    ]);
    expect(earlyRequests('/building/review/7/report', '', verified)).toEqual([userRequest]);
    expect(earlyRequests('/building/abc', '', guest)).toEqual([]);
    // A page that does not read the user as it opens (or no page at all) gets nothing.
    expect(earlyRequests('/login', '', verified)).toEqual([]);
    expect(earlyRequests('/campus/3', '', verified)).toEqual([]);
  });

  it('starts the university list on home and on the full list, signed in or not', () => {
    const list = { path: '/api/v1/user/univ', query: { offset: 0, limit: 500 }, auth: false };
    expect(earlyRequests('/', '', guest)).toEqual([list]);
    expect(earlyRequests('/', '?university=3', verified)).toEqual([
      { path: '/api/v1/user', auth: true },
      list,
    ]);
    expect(earlyRequests('/universities', '', verified)).toEqual([list]);
  });

  it('hands the client the response it started for the same URL and token, once', async () => {
    localStorage.setItem('verificationStatus', 'verified');
    const answer = { reviewImages: { count: 1, imageUrl: ['/files/reviews/abc.jpg'] } };
    const fetch = bootAt('/building/review/7?reviewType=GENERAL', answer);
    expect(fetch).toHaveBeenCalledTimes(2);
    const clientFetch = vi.fn(async () => okBody({ late: true }));
    const client = clientOf(clientFetch);
    const ask = () =>
      client.request('/api/v1/review/7', {
        auth: true,
        query: { reviewType: 'GENERAL' },
        schema: () => null as never,
      });
    await expect(ask()).resolves.toEqual(answer);
    expect(clientFetch).not.toHaveBeenCalled();
    // Taken once: the next identical call goes to the network.
    await ask();
    expect(clientFetch).toHaveBeenCalledTimes(1);
    // The first photo is preloaded for the page's largest paint.
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull(),
    );
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(link?.getAttribute('imagesrcset')).toContain('/files/reviews/abc.w640.avif 640w');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('keeps an early response from another token or an old one', () => {
    bootAt('/building/3', null);
    expect(takeEarlyResponse('/api/v1/user', 'token-2')).toBeNull();
    const now = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(now + EARLY_RESPONSE_MAX_AGE_MS + 1);
    expect(takeEarlyResponse('/api/v1/building/3?isAgency=false', 'token-1')).toBeNull();
    vi.restoreAllMocks();
  });

  it('drops a response nobody took and reads its body, so the request does not stay open', async () => {
    vi.useFakeTimers();
    const response = okBody({});
    vi.stubGlobal('fetch', async () => response);
    startEarlyRequest('/api/v1/user', 'token-1');
    await vi.advanceTimersByTimeAsync(EARLY_RESPONSE_MAX_AGE_MS + 1);
    vi.useRealTimers();
    expect(window.__jbEarly?.size).toBe(0);
    await vi.waitFor(() => expect(response.bodyUsed).toBe(true));
  });

  it("starts each call in the form the page's query sends it", async () => {
    // The empty answers break the wire contract; the queries log that, which is not what this test is about.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        seen.push(String(input));
        return okBody({});
      }),
    );
    await Promise.allSettled([
      building(12, true).fetch(api),
      buildingReviews(12, true, 'LATEST').fetchPage(api, 0),
      buildingCost(12, true).fetch(api),
      review(7, 'DORM').fetch(api),
      universities().fetch(api),
      user().fetch(api),
    ]);
    const early = [
      ...earlyRequests('/building/12', '?isAgency=true', guest),
      ...earlyRequests('/building/review/7', '?reviewType=DORM', verified).slice(1),
      ...earlyRequests('/', '', guest),
      ...earlyRequests('/', '', verified).slice(0, 1),
    ];
    const { requestUrl } = await import('../api/url');
    expect(seen).toEqual(early.map((r) => requestUrl('', r.path, r.query)));
    vi.restoreAllMocks();
  });
});
