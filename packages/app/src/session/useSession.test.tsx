import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';

// The session check's answer, set by each test: what GET /api/v1/user gives (or how it fails).
const getUser = vi.fn();
vi.mock('../api/endpoints', async () => ({
  ApiError: (await import('../api/errors')).ApiError,
  client: { request: (path: string) => (path === '/api/v1/user' ? getUser() : Promise.resolve([])) },
}));

const { useSession, sessionRetryDelay } = await import('./useSession');
const { announceSessionChange } = await import('./sync');

const student = {
  id: 7,
  email: 'jjin@pusan.ac.kr',
  university: '부산대학교',
  univAuthentication: '인증완료',
  nickname: '찐빵',
};

/** A fresh SWR cache per test, as a page would have on a new visit. */
const fresh = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
beforeEach(() => {
  localStorage.clear();
  getUser.mockReset();
});

const signedInTokens = () => {
  localStorage.setItem('accessToken', 'a1');
  localStorage.setItem('refreshToken', 'r1');
};

describe('useSession: network is not identity', () => {
  it('without tokens it is signed out at once', () => {
    const { result } = renderHook(useSession, { wrapper: fresh });
    expect(result.current).toMatchObject({ status: 'signedOut', isLoading: false, user: null });
  });

  it('with tokens it asks the server who is signed in', async () => {
    signedInTokens();
    getUser.mockResolvedValue(student);
    const { result } = renderHook(useSession, { wrapper: fresh });
    expect(result.current).toMatchObject({ status: 'checking', isLoading: true });
    await waitFor(() => expect(result.current.status).toBe('signedIn'));
    expect(result.current).toMatchObject({ isAuthenticated: true, verificationStatus: 'verified' });
  });

  it.each([
    ['no network', new ApiError(0, 0, '네트워크 연결을 확인해 주세요.')],
    ['a server error', new ApiError(500, 500, '서버에 문제가 생겼어요.')],
    ['too many requests', new ApiError(429, 429, '너무 많아요', 30)],
    [
      'a renewal that could not be made',
      new ApiError(0, 0, '연결이 불안정해요. 잠시 후 다시 시도해 주세요.'),
    ],
  ])(
    'a check that meets %s is unconfirmed — loading, never signed out — and keeps the tokens',
    async (_name, failure) => {
      signedInTokens();
      getUser.mockRejectedValue(failure);
      const { result } = renderHook(useSession, { wrapper: fresh });
      await waitFor(() => expect(result.current.status).toBe('unconfirmed'));
      expect(result.current).toMatchObject({ isLoading: true, isAuthenticated: false, user: null });
      expect(localStorage.getItem('accessToken')).toBe('a1');
      expect(localStorage.getItem('refreshToken')).toBe('r1');
    },
  );

  it('a screen that opens does not ask who is signed in again; coming back into view does', async () => {
    signedInTokens();
    getUser.mockResolvedValue(student);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // One cache for the whole visit, as the app has: each screen that opens mounts its own useSession.
    const cache = new Map();
    const visit = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => cache }}>{children}</SWRConfig>
    );
    const first = renderHook(useSession, { wrapper: visit });
    await waitFor(() => expect(first.result.current.status).toBe('signedIn'));
    for (const later of [5_000, 60_000]) {
      await act(() => vi.advanceTimersByTimeAsync(later));
      const next = renderHook(useSession, { wrapper: visit });
      expect(next.result.current.status).toBe('signedIn');
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(getUser).toHaveBeenCalledTimes(1);
    }
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(getUser).toHaveBeenCalledTimes(2));
  });

  it('asks again by itself and is signed in once the server answers', async () => {
    signedInTokens();
    getUser
      .mockRejectedValueOnce(new ApiError(0, 0, '네트워크 연결을 확인해 주세요.'))
      .mockResolvedValue(student);
    const { result } = renderHook(useSession, { wrapper: fresh });
    await waitFor(() => expect(result.current.status).toBe('unconfirmed'));
    await waitFor(() => expect(result.current.status).toBe('signedIn'), { timeout: 4000 });
    expect(getUser).toHaveBeenCalledTimes(2);
  });

  it('a refused session (401 after renewal) is signed out and its tokens go', async () => {
    signedInTokens();
    getUser.mockRejectedValue(new ApiError(401, 401, '로그인 정보가 유효하지 않아요.'));
    const { result } = renderHook(useSession, { wrapper: fresh });
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
    expect(result.current.isLoading).toBe(false);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('hears of a sign-out in another tab and shows it without a reload', async () => {
    signedInTokens();
    getUser.mockResolvedValue(student);
    const { result } = renderHook(useSession, { wrapper: fresh });
    await waitFor(() => expect(result.current.status).toBe('signedIn'));
    // The other tab cleared the shared storage and said so.
    localStorage.clear();
    act(() => announceSessionChange('signedOut'));
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
  });
  it('hears of a sign-in in another tab when the tokens reach this tab after the message', async () => {
    getUser.mockResolvedValue(student);
    const { result } = renderHook(useSession, { wrapper: fresh });
    expect(result.current.status).toBe('signedOut');
    // The other tab's message comes first; this tab's copy of local storage catches up a moment later, with an
    // event of its own.
    const otherTab = new BroadcastChannel('jjinbbang:session');
    otherTab.postMessage('signedIn');
    otherTab.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    signedInTokens();
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: 'accessToken',
          oldValue: null,
          newValue: 'a1',
          storageArea: localStorage,
        }),
      );
    });
    await waitFor(() => expect(result.current.status).toBe('signedIn'));
  });
});

describe('sessionRetryDelay', () => {
  it('backs off 1, 2, 4, 8 s, then every 15 s, about', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    expect([1, 2, 3, 4, 5, 9].map((n) => sessionRetryDelay(n, null))).toEqual([
      1000, 2000, 4000, 8000, 15_000, 15_000,
    ]);
    vi.restoreAllMocks();
  });

  it('waits as long as the server asked (Retry-After)', () => {
    expect(sessionRetryDelay(1, 30)).toBe(30_000);
  });
});
