/**
 * The small slice of the Web Storage API the hooks use. `localStorage` and `sessionStorage` satisfy it;
 * tests and other hosts can pass their own (for example one that throws a quota error).
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Why a storage write failed. `quota` is the one an app usually tells the user about. */
export type StorageFailureKind = 'quota' | 'serialize' | 'unknown';

export interface StorageFailure {
  kind: StorageFailureKind;
  /** The full (namespaced) storage key that could not be written. */
  key: string;
  cause: unknown;
}

/** Every key the hooks write starts with this, so an app can find (or wipe) them. */
export const DEFAULT_STORAGE_NAMESPACE = 'jjinbbang';

/** `namespace:part:part` — the one place storage keys are built. An empty namespace adds no prefix. */
export function createStorageKey(namespace: string, ...parts: string[]): string {
  return (namespace ? [namespace, ...parts] : parts).join(':');
}

type WebStorageName = 'localStorage' | 'sessionStorage';

function resolveWebStorage(name: WebStorageName): KeyValueStorage | null {
  // Read lazily: nothing here may touch `window` at import time (SSR), and merely reading
  // `window.localStorage` throws a SecurityError when the browser blocks site data.
  if (typeof window === 'undefined') return null;
  try {
    return window[name] ?? null;
  } catch {
    return null;
  }
}

export const getLocalStorage = (): KeyValueStorage | null => resolveWebStorage('localStorage');
export const getSessionStorage = (): KeyValueStorage | null => resolveWebStorage('sessionStorage');

/** Picks the storage a hook uses: an explicit `null` means "do not persist". */
export function pickStorage(
  option: KeyValueStorage | null | undefined,
  fallback: () => KeyValueStorage | null,
): KeyValueStorage | null {
  return option === undefined ? fallback() : option;
}

export function isQuotaExceededError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  // Chrome/Safari name it QuotaExceededError (legacy code 22); old Firefox used its own name and code 1014.
  return (
    name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014
  );
}

/** Reads a key; a throwing storage reads as "nothing stored". */
export function readStorage(storage: KeyValueStorage | null, key: string): string | null {
  if (!storage) return null;
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a key and returns the failure instead of throwing it. */
export function writeStorage(
  storage: KeyValueStorage | null,
  key: string,
  value: string,
): StorageFailure | null {
  if (!storage) return null;
  try {
    storage.setItem(key, value);
    return null;
  } catch (cause) {
    return { kind: isQuotaExceededError(cause) ? 'quota' : 'unknown', key, cause };
  }
}

/** Serialises to JSON and writes; values JSON cannot hold (cycles, BigInt) are reported as `serialize`. */
export function writeJson(
  storage: KeyValueStorage | null,
  key: string,
  value: unknown,
): StorageFailure | null {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch (cause) {
    return { kind: 'serialize', key, cause };
  }
  return writeStorage(storage, key, text);
}

export function removeStorage(storage: KeyValueStorage | null, key: string): void {
  if (!storage) return;
  try {
    storage.removeItem(key);
  } catch {
    // A storage that cannot remove cannot hold the value either; nothing left to do.
  }
}

/** Parses JSON; malformed text reads as `undefined` rather than throwing. */
export function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Whether a `storage` event (another tab wrote) concerns `key` in `storage`.
 * `event.key === null` means the other tab cleared the whole storage.
 */
export function isStorageEventFor(
  event: StorageEvent,
  storage: KeyValueStorage | null,
  key: string,
): boolean {
  if (!storage || event.storageArea !== storage) return false;
  return event.key === key || event.key === null;
}
