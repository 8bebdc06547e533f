import { VERIFICATION_STATUSES, type VerificationStatus } from '@jjinbbang/domain';

// spec 000 §3: the session lives in local storage under these keys.
export const SESSION_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  signupToken: 'signupToken',
  email: 'email',
  verificationStatus: 'verificationStatus',
  isFirstLogin: 'isFirstLogin',
} as const;

type SessionKey = keyof typeof SESSION_KEYS;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readSession(key: SessionKey): string | null {
  return storage()?.getItem(SESSION_KEYS[key]) ?? null;
}

export function writeSession(key: SessionKey, value: string | null): void {
  const store = storage();
  if (!store) return;
  if (value === null) store.removeItem(SESSION_KEYS[key]);
  else store.setItem(SESSION_KEYS[key], value);
}

/** Token store the API client reads and renews. */
export const tokenStore = {
  getAccessToken: () => readSession('accessToken'),
  getRefreshToken: () => readSession('refreshToken'),
  setTokens(accessToken: string, refreshToken: string) {
    writeSession('accessToken', accessToken);
    writeSession('refreshToken', refreshToken);
  },
  clearTokens() {
    writeSession('accessToken', null);
    writeSession('refreshToken', null);
  },
};
export type TokenStore = typeof tokenStore;

/** Leaving the service or logging out resets every stored session value (spec 000 §4). */
export function clearSession(): void {
  for (const key of Object.keys(SESSION_KEYS) as SessionKey[]) writeSession(key, null);
}

/** The verification status stored on the last visit, or null when none (or something else) is stored. */
export function readStoredVerificationStatus(): VerificationStatus | null {
  const value = readSession('verificationStatus');
  return (VERIFICATION_STATUSES as readonly (string | null)[]).includes(value)
    ? (value as VerificationStatus)
    : null;
}

const endedListeners = new Set<() => void>();

/**
 * The server refused this browser's tokens (the session was ended on another device, by "다른 기기에서 모두
 * 로그아웃", or it expired): the API client has removed them and tells whoever listens (session/sync.ts).
 */
export function notifySessionEnded(): void {
  for (const listener of endedListeners) listener();
}

export function onSessionEnded(listener: () => void): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}
