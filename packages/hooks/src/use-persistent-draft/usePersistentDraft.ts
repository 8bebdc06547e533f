import { type SetStateAction, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  createStorageKey,
  DEFAULT_STORAGE_NAMESPACE,
  getLocalStorage,
  isStorageEventFor,
  type KeyValueStorage,
  parseJson,
  pickStorage,
  readStorage,
  removeStorage,
  type StorageFailure,
  writeJson,
} from '../storage/storage';

/**
 * Anything with a zod-style `safeParse` (a zod schema fits). Typed structurally so the hooks
 * package does not depend on zod.
 */
export interface DraftSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** Why a stored draft was thrown away instead of restored. */
export type DraftDiscardReason = 'expired' | 'corrupt' | 'invalid';

export interface PersistentDraftOptions<T> {
  /** Quiet time after the last change before the draft is written. Spec 001 §3.1: 500 ms. */
  debounceMs?: number;
  /** A stored draft older than this (since its last save) is discarded. Spec 001 §3.1: 24 hours. */
  maxAgeMs?: number;
  /** Validates restored data; data it rejects is discarded. */
  schema?: DraftSchema<T>;
  /** Defaults to `localStorage`; `null` keeps the draft in memory only. */
  storage?: KeyValueStorage | null;
  /** Key prefix. Defaults to `jjinbbang`, giving keys like `jjinbbang:draft:<key>`; `''` for none. */
  namespace?: string;
  /** Follow writes made by other tabs. Default `true`. */
  crossTab?: boolean;
  /** Called when a write fails (full storage, unserialisable value). Writes never throw. */
  onError?: (failure: StorageFailure) => void;
  /** Called when stored data is expired, corrupt or rejected by the schema. */
  onDiscard?: (reason: DraftDiscardReason) => void;
}

export interface PersistentDraftControls {
  /** Writes a pending change now instead of waiting for the debounce. */
  flush: () => void;
  /** Resets the state to `initial` and removes the stored draft (e.g. after a successful submit). */
  clear: () => void;
  /** The last write failure, or `null` once a write succeeds again. */
  error: StorageFailure | null;
  /** Whether the current state was restored from storage when the hook mounted. */
  restored: boolean;
  /** Why stored data was discarded on mount, if it was. */
  discarded: DraftDiscardReason | null;
  /** Epoch ms of the last successful write (or of the restored draft). */
  savedAt: number | null;
}

export type PersistentDraft<T> = [
  value: T,
  setValue: (next: SetStateAction<T>) => void,
  controls: PersistentDraftControls,
];

/** What is written to storage: the value plus when it was saved, so expiry survives reloads. */
interface StoredDraft {
  version: 1;
  savedAt: number;
  value: unknown;
}

interface LoadedDraft<T> {
  value: T;
  restored: boolean;
  discarded: DraftDiscardReason | null;
  savedAt: number | null;
  /** Identity of one load, so a discard is reported once per load. */
  load: object;
}

/** A stored draft as read without a mounted hook ({@link readPersistentDraft}). */
export type StoredDraftRead<T> = ReadResult<T>;

type ReadResult<T> =
  | { kind: 'empty' }
  | { kind: 'restored'; value: T; savedAt: number }
  | { kind: 'discarded'; reason: DraftDiscardReason };

export const DRAFT_DEBOUNCE_MS = 500; // spec 001 §9: draft debounce 500 ms
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000; // spec 001 §9: draft expiry 24 hours

function isStoredDraft(data: unknown): data is StoredDraft {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Partial<StoredDraft>;
  return (
    record.version === 1 &&
    typeof record.savedAt === 'number' &&
    Number.isFinite(record.savedAt) &&
    'value' in record
  );
}

/**
 * Interprets stored text. A draft is expired once `now - savedAt >= maxAgeMs`: exactly 24 hours old is
 * already too old.
 */
export function decodeDraft<T>(
  text: string | null,
  now: number,
  maxAgeMs: number,
  schema: DraftSchema<T> | undefined,
): ReadResult<T> {
  if (text === null) return { kind: 'empty' };
  const data = parseJson(text);
  if (!isStoredDraft(data)) return { kind: 'discarded', reason: 'corrupt' };
  if (now - data.savedAt >= maxAgeMs) return { kind: 'discarded', reason: 'expired' };
  if (!schema) return { kind: 'restored', value: data.value as T, savedAt: data.savedAt };
  const parsed = schema.safeParse(data.value);
  return parsed.success
    ? { kind: 'restored', value: parsed.data, savedAt: data.savedAt }
    : { kind: 'discarded', reason: 'invalid' };
}

/** Mounted drafts by storage key, told when their stored draft is removed from outside (e.g. logout). */
const removalListeners = new Map<string, Set<() => void>>();

function onRemoved(storageKey: string, listener: () => void): () => void {
  let set = removalListeners.get(storageKey);
  if (!set) {
    set = new Set();
    removalListeners.set(storageKey, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

// 'draft:review:1' is under 'draft:review:1', and so is 'draft:review:1:edit:7'; 'draft:review:12' is not.
const isUnder = (key: string, prefix: string) => key === prefix || key.startsWith(`${prefix}:`);

/** Where the draft helpers below look: the same defaults as the hook. */
export interface DraftLocation {
  storage?: (KeyValueStorage & { readonly length?: number; key?(index: number): string | null }) | null;
  namespace?: string;
}

/**
 * Removes the stored draft `keyPrefix` and every draft under it (`keyPrefix:…`), without a mounted
 * hook — e.g. a user's drafts on logout. Mounted hooks on those keys in this tab start over from `initial`;
 * other tabs follow through the storage event.
 */
export function removePersistentDrafts(keyPrefix: string, location: DraftLocation = {}): void {
  const storage = pickStorage(location.storage, getLocalStorage) as DraftLocation['storage'];
  const prefix = createStorageKey(location.namespace ?? DEFAULT_STORAGE_NAMESPACE, 'draft', keyPrefix);
  // Unreadable storage lists nothing; the exact key is still removed.
  const keys = new Set(listStorageKeys(storage, prefix));
  keys.add(prefix);
  for (const key of keys) removeStorage(storage ?? null, key);
  for (const [key, listeners] of removalListeners) {
    if (!isUnder(key, prefix)) continue;
    for (const listener of listeners) listener();
  }
}

function listStorageKeys(storage: DraftLocation['storage'], prefix: string): string[] {
  const keys: string[] = [];
  if (!storage || typeof storage.length !== 'number' || typeof storage.key !== 'function') return keys;
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null && isUnder(key, prefix)) keys.push(key);
    }
  } catch {
    // Unreadable storage lists nothing.
  }
  return keys;
}

/**
 * The keys (as given to the hook) of the drafts stored under `keyPrefix`: `keyPrefix` itself and `keyPrefix:…`.
 * For pages that summarise or sweep drafts without mounting the hook.
 */
export function listPersistentDrafts(keyPrefix: string, location: DraftLocation = {}): string[] {
  const storage = pickStorage(location.storage, getLocalStorage) as DraftLocation['storage'];
  const root = createStorageKey(location.namespace ?? DEFAULT_STORAGE_NAMESPACE, 'draft', '');
  const prefix = createStorageKey(location.namespace ?? DEFAULT_STORAGE_NAMESPACE, 'draft', keyPrefix);
  return listStorageKeys(storage, prefix).map((key) => key.slice(root.length));
}

/**
 * Reads one stored draft without mounting the hook, by the hook's rules (expiry, schema): a summary elsewhere shows
 * exactly what the hook would restore. Nothing is written or removed.
 */
export function readPersistentDraft<T>(
  key: string,
  options: Pick<PersistentDraftOptions<T>, 'schema' | 'maxAgeMs'> & DraftLocation & { now?: number } = {},
): StoredDraftRead<T> {
  const storage = pickStorage(options.storage, getLocalStorage);
  const storageKey = createStorageKey(options.namespace ?? DEFAULT_STORAGE_NAMESPACE, 'draft', key);
  return decodeDraft(
    readStorage(storage, storageKey),
    options.now ?? Date.now(),
    options.maxAgeMs ?? DRAFT_MAX_AGE_MS,
    options.schema,
  );
}

/**
 * Removes one stored draft, not the drafts under its key (a discarded create draft keeps the edit drafts). A mounted
 * hook on it starts over from `initial`.
 */
export function removePersistentDraft(key: string, location: DraftLocation = {}): void {
  const storage = pickStorage(location.storage, getLocalStorage);
  const storageKey = createStorageKey(location.namespace ?? DEFAULT_STORAGE_NAMESPACE, 'draft', key);
  removeStorage(storage, storageKey);
  for (const listener of removalListeners.get(storageKey) ?? []) listener();
}

function resolveInitial<T>(initial: T | (() => T)): T {
  return typeof initial === 'function' ? (initial as () => T)() : initial;
}

/**
 * `useState` whose value is mirrored to local storage: writes are debounced, flushed when the page is
 * hidden or the component unmounts, and followed across tabs. Stored data that is expired, corrupt or
 * rejected by `schema` is removed and the hook starts from `initial`; nothing here throws.
 */
export function usePersistentDraft<T>(
  key: string,
  initial: T | (() => T),
  options: PersistentDraftOptions<T> = {},
): PersistentDraft<T> {
  const {
    debounceMs = DRAFT_DEBOUNCE_MS,
    maxAgeMs = DRAFT_MAX_AGE_MS,
    namespace = DEFAULT_STORAGE_NAMESPACE,
    crossTab = true,
  } = options;
  const storage = pickStorage(options.storage, getLocalStorage);
  const storageKey = createStorageKey(namespace, 'draft', key);

  // Latest options in a ref so listeners and timers never see stale callbacks or schemas.
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const initialRef = useRef(initial);
  initialRef.current = initial;

  const load = (): LoadedDraft<T> => {
    const result = decodeDraft(readStorage(storage, storageKey), Date.now(), maxAgeMs, options.schema);
    if (result.kind === 'restored') {
      return { value: result.value, restored: true, discarded: null, savedAt: result.savedAt, load: {} };
    }
    if (result.kind === 'discarded') removeStorage(storage, storageKey);
    return {
      value: resolveInitial(initial),
      restored: false,
      discarded: result.kind === 'discarded' ? result.reason : null,
      savedAt: null,
      load: {},
    };
  };

  const [state, setState] = useState(() => ({ ...load(), error: null as StorageFailure | null }));

  // The value to write is tracked outside React state so a flush during unmount or `pagehide`
  // writes the newest value even if React has not re-rendered yet.
  const valueRef = useRef(state.value);
  const pendingRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const targetRef = useRef({ storage, storageKey });
  targetRef.current = { storage, storageKey };

  const cancelTimer = useCallback(() => {
    if (timerRef.current !== undefined) clearTimeout(timerRef.current);
    timerRef.current = undefined;
  }, []);

  const writePending = useCallback(
    (target: { storage: KeyValueStorage | null; storageKey: string }) => {
      cancelTimer();
      if (!pendingRef.current) return;
      pendingRef.current = false;
      const savedAt = Date.now();
      const failure = writeJson(target.storage, target.storageKey, {
        version: 1,
        savedAt,
        value: valueRef.current,
      } satisfies StoredDraft);
      if (failure) optionsRef.current.onError?.(failure);
      setState((prev) =>
        failure
          ? { ...prev, error: failure }
          : { ...prev, error: null, savedAt: target.storage ? savedAt : prev.savedAt },
      );
    },
    [cancelTimer],
  );

  const flush = useCallback(() => writePending(targetRef.current), [writePending]);

  const debounceRef = useRef(debounceMs);
  debounceRef.current = debounceMs;

  const setValue = useCallback(
    (next: SetStateAction<T>) => {
      const value = typeof next === 'function' ? (next as (prev: T) => T)(valueRef.current) : next;
      valueRef.current = value;
      pendingRef.current = true;
      setState((prev) => ({ ...prev, value }));
      cancelTimer();
      timerRef.current = setTimeout(flush, debounceRef.current);
    },
    [cancelTimer, flush],
  );

  const clear = useCallback(() => {
    cancelTimer();
    pendingRef.current = false;
    const value = resolveInitial(initialRef.current);
    valueRef.current = value;
    removeStorage(targetRef.current.storage, targetRef.current.storageKey);
    setState({ value, restored: false, discarded: null, savedAt: null, error: null, load: {} });
  }, [cancelTimer]);

  // A different key is a different draft: write what is pending to the old key, then load the new one.
  const loadedKeyRef = useRef(storageKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload only when the key changes, not on option identity
  useEffect(() => {
    if (loadedKeyRef.current === storageKey) return;
    loadedKeyRef.current = storageKey;
    const next = load();
    valueRef.current = next.value;
    setState({ ...next, error: null });
  }, [storageKey]);

  // Flush pending work when the page is hidden (mobile browsers may never fire unload) and on unmount.
  useEffect(() => {
    // Captured here, so the cleanup after a key change writes to the key the pending value belongs to.
    const target = { storage: targetRef.current.storage, storageKey };
    const onPageHide = () => writePending(target);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') writePending(target);
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
      writePending(target);
    };
    // `storage` is read through the ref: an adapter created inline on every render must not flush
    // (and so defeat the debounce) on every render.
  }, [writePending, storageKey]);

  useEffect(() => {
    if (!crossTab) return;
    const onStorage = (event: StorageEvent) => {
      if (!isStorageEventFor(event, targetRef.current.storage, storageKey)) return;
      const text = event.key === null ? null : event.newValue;
      if (text === null) {
        // Another tab submitted or cleared the draft: this tab starts over too.
        cancelTimer();
        pendingRef.current = false;
        const value = resolveInitial(initialRef.current);
        valueRef.current = value;
        setState({ value, restored: false, discarded: null, savedAt: null, error: null, load: {} });
        return;
      }
      const result = decodeDraft(
        text,
        Date.now(),
        optionsRef.current.maxAgeMs ?? DRAFT_MAX_AGE_MS,
        optionsRef.current.schema,
      );
      if (result.kind !== 'restored') return;
      // The other tab's write is newer than anything pending here.
      cancelTimer();
      pendingRef.current = false;
      valueRef.current = result.value;
      setState((prev) => ({ ...prev, value: result.value, savedAt: result.savedAt, error: null }));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [crossTab, storageKey, cancelTimer]);

  // A removal from outside this hook (logout) resets it like a clear.
  useEffect(
    () =>
      onRemoved(storageKey, () => {
        cancelTimer();
        pendingRef.current = false;
        const value = resolveInitial(initialRef.current);
        valueRef.current = value;
        setState({ value, restored: false, discarded: null, savedAt: null, error: null, load: {} });
      }),
    [storageKey, cancelTimer],
  );

  // Reported from an effect, once per load: loading happens during render, which must stay pure.
  const reportedLoadRef = useRef<object | null>(null);
  useEffect(() => {
    if (!state.discarded || reportedLoadRef.current === state.load) return;
    reportedLoadRef.current = state.load;
    optionsRef.current.onDiscard?.(state.discarded);
  }, [state.discarded, state.load]);

  const controls = useMemo<PersistentDraftControls>(
    () => ({
      flush,
      clear,
      error: state.error,
      restored: state.restored,
      discarded: state.discarded,
      savedAt: state.savedAt,
    }),
    [flush, clear, state.error, state.restored, state.discarded, state.savedAt],
  );

  return [state.value, setValue, controls];
}
