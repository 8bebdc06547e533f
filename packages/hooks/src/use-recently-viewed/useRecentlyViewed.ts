import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
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

export type RecentlyViewedId = string | number;

export const RECENTLY_VIEWED_MAX = 5; // spec 000 §9: recently viewed list holds at most 5 ids

export interface RecentlyViewedOptions<Id extends RecentlyViewedId> {
  /** Storage key (after the namespace). Default `recently-viewed`. */
  key?: string;
  /** Defaults to `localStorage`; `null` keeps the list in memory for this page only. */
  storage?: KeyValueStorage | null;
  /** Key prefix. Default `jjinbbang`; `''` for none. */
  namespace?: string;
  /** Accepts a stored item as an id; others are dropped. Default: strings and finite numbers. */
  isId?: (value: unknown) => value is Id;
  /** Called when the list cannot be written (the in-page list still updates). */
  onError?: (failure: StorageFailure) => void;
}

export interface RecentlyViewed<Id extends RecentlyViewedId> {
  /** Most recent first, no duplicates, at most `max`. */
  ids: Id[];
  /** Moves `id` to the front (adding it if new) and drops what falls beyond `max`. */
  add: (id: Id) => void;
  remove: (id: Id) => void;
  clear: () => void;
}

const isDefaultId = (value: unknown): value is RecentlyViewedId =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/**
 * A list kept per storage key and shared by every hook on that key (in this tab through listeners,
 * across tabs through `storage` events). Snapshots are cached by raw text so `useSyncExternalStore`
 * sees a stable value.
 */
interface ListStore {
  read(): unknown[];
  write(list: unknown[]): StorageFailure | null;
  subscribe(listener: () => void): () => void;
}

const stores = new WeakMap<object, Map<string, ListStore>>();
const memoryOwner = {};

function createListStore(storage: KeyValueStorage | null, storageKey: string): ListStore {
  const listeners = new Set<() => void>();
  let cachedText: string | null | undefined;
  let cachedList: unknown[] = [];
  // Set when a write failed, so this page still shows the newest list.
  let memory: unknown[] | null = null;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (!isStorageEventFor(event, storage, storageKey)) return;
    memory = null;
    notify();
  };
  return {
    read() {
      if (memory) return memory;
      const text = readStorage(storage, storageKey);
      if (text !== cachedText) {
        cachedText = text;
        const parsed = parseJson(text);
        cachedList = Array.isArray(parsed) ? parsed : [];
      }
      return cachedList;
    },
    write(list) {
      if (list.length === 0) {
        removeStorage(storage, storageKey);
        memory = storage ? null : list;
        notify();
        return null;
      }
      const failure = storage ? writeJson(storage, storageKey, list) : null;
      memory = failure || !storage ? list : null;
      notify();
      return failure;
    },
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined')
        window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', onStorage);
        }
      };
    },
  };
}

function getListStore(storage: KeyValueStorage | null, storageKey: string): ListStore {
  const owner = storage ?? memoryOwner;
  let byKey = stores.get(owner);
  if (!byKey) {
    byKey = new Map();
    stores.set(owner, byKey);
  }
  let store = byKey.get(storageKey);
  if (!store) {
    store = createListStore(storage, storageKey);
    byKey.set(storageKey, store);
  }
  return store;
}

const EMPTY: never[] = [];

/** Recently viewed ids, most recent first, de-duplicated, capped at `max` and persisted. */
export function useRecentlyViewed<Id extends RecentlyViewedId = number>(
  max: number = RECENTLY_VIEWED_MAX,
  options: RecentlyViewedOptions<Id> = {},
): RecentlyViewed<Id> {
  const { key = 'recently-viewed', namespace = DEFAULT_STORAGE_NAMESPACE, onError } = options;
  // A guard passed inline changes identity every render; it is a rule, not data, so a ref holds it.
  const isIdRef = useRef((options.isId ?? isDefaultId) as (value: unknown) => value is Id);
  isIdRef.current = (options.isId ?? isDefaultId) as (value: unknown) => value is Id;
  const storage = pickStorage(options.storage, getLocalStorage);
  const store = getListStore(storage, createStorageKey(namespace, key));
  const limit = Math.max(0, Math.floor(max));

  const raw = useSyncExternalStore(store.subscribe, store.read, () => EMPTY);

  // Stored data is untrusted: drop foreign items and duplicates, cap at the current max.
  const ids = useMemo(() => {
    const isId = isIdRef.current;
    const seen = new Set<unknown>();
    const list: Id[] = [];
    for (const item of raw) {
      if (list.length >= limit) break;
      if (!isId(item) || seen.has(item)) continue;
      seen.add(item);
      list.push(item);
    }
    return list;
  }, [raw, limit]);

  const update = useCallback(
    (change: (current: Id[]) => Id[]) => {
      const current = (store.read() as unknown[]).filter(isIdRef.current);
      const failure = store.write(change(current));
      if (failure) onError?.(failure);
    },
    [store, onError],
  );

  const add = useCallback(
    (id: Id) => update((current) => [...new Set([id, ...current])].slice(0, limit)),
    [update, limit],
  );
  const remove = useCallback(
    (id: Id) => update((current) => current.filter((item) => item !== id)),
    [update],
  );
  const clear = useCallback(() => update(() => []), [update]);

  return { ids, add, remove, clear };
}
