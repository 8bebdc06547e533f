import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isQuotaExceededError } from '../storage/storage';
import {
  type BlobBackend,
  type BlobRecord,
  createFallbackBackend,
  createIndexedDbBackend,
  createMemoryBackend,
} from './blobBackend';

/** spec 001 §8: shown when draft photos did not survive a refresh. */
export const BLOB_LOST_MESSAGE = '새로고침해서 고른 이미지가 사라졌어요. 이미지를 다시 골라 주세요.';

export const DEFAULT_BLOB_DB_NAME = 'jjinbbang-blobs';

export interface BlobStoreEntry {
  id: string;
  blob: Blob;
  /** The file name when a `File` was added, otherwise ''. */
  name: string;
  type: string;
  size: number;
  addedAt: number;
  /** An object URL for `<img src>`; the hook revokes it on remove, clear and unmount. */
  url: string;
}

export interface BlobStoreFailure {
  kind: 'quota' | 'unknown';
  cause: unknown;
}

export interface BlobStoreOptions {
  /** Ids the app expects to find (e.g. `draft.images`); those not stored are listed in `missingIds`. */
  expectedIds?: readonly string[];
  /** Defaults to the browser's `indexedDB`; `null` keeps blobs in page memory only. */
  indexedDB?: IDBFactory | null;
  /** IndexedDB database name. Default `jjinbbang-blobs`. */
  dbName?: string;
}

export interface BlobStore {
  /** `loading` until the stored blobs of the namespace have been read. */
  status: 'loading' | 'ready';
  /** `false` when IndexedDB is unavailable and blobs only live until the page is closed. */
  persistent: boolean;
  /** Stored blobs in the order they were added. */
  entries: BlobStoreEntry[];
  /** `expectedIds` not found in the store once it is ready — the cue for `BLOB_LOST_MESSAGE`. */
  missingIds: string[];
  /** The last failure to persist or delete, or `null` once an operation succeeds. */
  error: BlobStoreFailure | null;
  /** Stores blobs (a `FileList` works) and resolves with their new entries. Never rejects. */
  add: (blobs: Iterable<Blob> | ArrayLike<Blob>) => Promise<BlobStoreEntry[]>;
  remove: (id: string) => Promise<void>;
  /** Removes every blob of the namespace (e.g. after the review was submitted). */
  clear: () => Promise<void>;
}

const NO_IDS: string[] = [];
const backends = new Map<string, BlobBackend>();
const factoryIds = new WeakMap<IDBFactory, number>();
let nextFactoryId = 1;

function defaultFactory(): IDBFactory | null {
  try {
    return typeof indexedDB === 'undefined' ? null : indexedDB;
  } catch {
    return null;
  }
}

// One backend per database (and factory, so tests can use a fresh fake IndexedDB).
function getBackend(factory: IDBFactory | null, dbName: string): BlobBackend {
  let factoryId = 0;
  if (factory) {
    factoryId = factoryIds.get(factory) ?? nextFactoryId++;
    factoryIds.set(factory, factoryId);
  }
  const cacheKey = `${factoryId}:${dbName}`;
  let backend = backends.get(cacheKey);
  if (!backend) {
    backend = createFallbackBackend(
      factory ? createIndexedDbBackend(factory, dbName) : null,
      createMemoryBackend(),
    );
    backends.set(cacheKey, backend);
  }
  return backend;
}

// Hooks on the same namespace (a photo step and a confirm page) reload when another one changes it.
const listeners = new Map<string, Set<() => void>>();

function subscribe(channel: string, listener: () => void): () => void {
  let set = listeners.get(channel);
  if (!set) {
    set = new Set();
    listeners.set(channel, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

function notifyOthers(channel: string, self: () => void): void {
  for (const listener of listeners.get(channel) ?? []) if (listener !== self) listener();
}

let lastAddedAt = 0;
function nextAddedAt(): number {
  // Strictly increasing so a batch added within one millisecond keeps its order after a reload.
  lastAddedAt = Math.max(Date.now(), lastAddedAt + 1);
  return lastAddedAt;
}

function createId(): string {
  // randomUUID only exists in secure contexts; a phone testing over a LAN address is not one.
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function toFailure(cause: unknown): BlobStoreFailure {
  return { kind: isQuotaExceededError(cause) ? 'quota' : 'unknown', cause };
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/**
 * Deletes every blob of a namespace without a mounted hook (e.g. a user's draft photos on logout); with
 * `prefix: true`, of every namespace starting with it. Hooks on those namespaces reload. Never rejects: a failure
 * is returned.
 */
export async function deleteBlobNamespace(
  namespace: string,
  options: Pick<BlobStoreOptions, 'indexedDB' | 'dbName'> & { prefix?: boolean } = {},
): Promise<BlobStoreFailure | null> {
  const factory = options.indexedDB === undefined ? defaultFactory() : options.indexedDB;
  const dbName = options.dbName ?? DEFAULT_BLOB_DB_NAME;
  const backend = getBackend(factory, dbName);
  let failure: BlobStoreFailure | null = null;
  try {
    await (options.prefix ? backend.clearPrefix(namespace) : backend.clear(namespace));
  } catch (cause) {
    failure = toFailure(cause);
  }
  const channel = `${dbName}\u0000${namespace}`;
  for (const [key, set] of listeners) {
    if (key !== channel && !(options.prefix && key.startsWith(channel))) continue;
    for (const listener of set) listener();
  }
  return failure;
}

/**
 * The namespaces that hold blobs and start with `prefix` (e.g. every user's draft photos), so an app can find
 * photos nothing refers to any more. Never rejects: an unreadable store lists nothing.
 */
export async function listBlobNamespaces(
  prefix: string,
  options: Pick<BlobStoreOptions, 'indexedDB' | 'dbName'> = {},
): Promise<string[]> {
  const factory = options.indexedDB === undefined ? defaultFactory() : options.indexedDB;
  try {
    return await getBackend(factory, options.dbName ?? DEFAULT_BLOB_DB_NAME).namespaces(prefix);
  } catch {
    return [];
  }
}

/**
 * Keeps draft photos as Blobs in IndexedDB under `namespace`, so they survive a refresh (local storage
 * cannot hold 20 photos). Hands out object URLs and revokes them; ids the app expects but the store no
 * longer holds are reported in `missingIds`.
 */
export function useBlobStore(namespace: string, options: BlobStoreOptions = {}): BlobStore {
  const factory = options.indexedDB === undefined ? defaultFactory() : options.indexedDB;
  const dbName = options.dbName ?? DEFAULT_BLOB_DB_NAME;
  const backend = useMemo(() => getBackend(factory, dbName), [factory, dbName]);
  const channel = `${dbName}\u0000${namespace}`;

  const [state, setState] = useState<{
    status: 'loading' | 'ready';
    entries: BlobStoreEntry[];
    error: BlobStoreFailure | null;
  }>({ status: 'loading', entries: [], error: null });
  const [persistent, setPersistent] = useState(backend.persistent);

  // Object URLs this mounted hook owns; revoked when their entry goes away or the hook unmounts.
  const urlsRef = useRef(new Map<string, string>());
  const mountedRef = useRef(false);
  const reloadRef = useRef<() => void>(() => {});

  const urlFor = useCallback((record: BlobRecord): string => {
    const urls = urlsRef.current;
    let url = urls.get(record.id);
    if (url === undefined && mountedRef.current) {
      url = URL.createObjectURL(record.blob);
      urls.set(record.id, url);
    }
    return url ?? '';
  }, []);

  const revoke = useCallback((ids: Iterable<string>) => {
    for (const id of ids) {
      const url = urlsRef.current.get(id);
      if (url === undefined) continue;
      URL.revokeObjectURL(url);
      urlsRef.current.delete(id);
    }
  }, []);

  const toEntry = useCallback(
    (record: BlobRecord): BlobStoreEntry => ({
      id: record.id,
      blob: record.blob,
      name: record.name,
      type: record.blob.type,
      size: record.blob.size,
      addedAt: record.addedAt,
      url: urlFor(record),
    }),
    [urlFor],
  );

  useEffect(() => {
    mountedRef.current = true;
    let active = true;
    const urls = urlsRef.current;
    const reload = () => {
      backend.list(namespace).then(
        (records) => {
          if (!active) return;
          const present = new Set(records.map((r) => r.id));
          revoke([...urls.keys()].filter((id) => !present.has(id)));
          setState((prev) => ({ status: 'ready', entries: records.map(toEntry), error: prev.error }));
          setPersistent(backend.persistent);
        },
        (cause: unknown) => {
          if (!active) return;
          // Unreadable store: nothing can be restored, which `missingIds` then reports.
          setState({ status: 'ready', entries: [], error: toFailure(cause) });
        },
      );
    };
    reloadRef.current = reload;
    setState((prev) => ({ ...prev, status: 'loading' }));
    reload();
    const unsubscribe = subscribe(channel, reload);
    return () => {
      active = false;
      mountedRef.current = false;
      unsubscribe();
      revoke([...urls.keys()]);
    };
  }, [backend, namespace, channel, revoke, toEntry]);

  const add = useCallback(
    async (blobs: Iterable<Blob> | ArrayLike<Blob>): Promise<BlobStoreEntry[]> => {
      const records: BlobRecord[] = Array.from(blobs, (blob) => ({
        namespace,
        id: createId(),
        blob,
        name: 'name' in blob && typeof blob.name === 'string' ? blob.name : '',
        addedAt: nextAddedAt(),
      }));
      if (records.length === 0) return [];
      const added = records.map(toEntry);
      let failure: BlobStoreFailure | null = null;
      try {
        await backend.put(records);
      } catch (cause) {
        // The photos stay usable in this page; only surviving a refresh failed.
        failure = toFailure(cause);
      }
      if (mountedRef.current) {
        setState((prev) => ({ status: prev.status, entries: [...prev.entries, ...added], error: failure }));
        setPersistent(backend.persistent);
      }
      notifyOthers(channel, reloadRef.current);
      return added;
    },
    [backend, namespace, channel, toEntry],
  );

  const remove = useCallback(
    async (id: string) => {
      let failure: BlobStoreFailure | null = null;
      try {
        await backend.remove(namespace, id);
      } catch (cause) {
        failure = toFailure(cause);
      }
      revoke([id]);
      if (mountedRef.current) {
        setState((prev) => ({ ...prev, entries: prev.entries.filter((e) => e.id !== id), error: failure }));
      }
      notifyOthers(channel, reloadRef.current);
    },
    [backend, namespace, channel, revoke],
  );

  const clear = useCallback(async () => {
    let failure: BlobStoreFailure | null = null;
    try {
      await backend.clear(namespace);
    } catch (cause) {
      failure = toFailure(cause);
    }
    revoke([...urlsRef.current.keys()]);
    if (mountedRef.current) setState((prev) => ({ ...prev, entries: [], error: failure }));
    notifyOthers(channel, reloadRef.current);
  }, [backend, namespace, channel, revoke]);

  const expected = options.expectedIds;
  const missingRef = useRef<string[]>(NO_IDS);
  const missingIds = useMemo(() => {
    if (state.status !== 'ready' || !expected) return NO_IDS;
    const stored = new Set(state.entries.map((e) => e.id));
    const missing = expected.filter((id) => !stored.has(id));
    // Same contents, same array: callers may use it as an effect dependency.
    if (sameIds(missing, missingRef.current)) return missingRef.current;
    missingRef.current = missing;
    return missing;
  }, [state.status, state.entries, expected]);

  return {
    status: state.status,
    persistent,
    entries: state.entries,
    missingIds,
    error: state.error,
    add,
    remove,
    clear,
  };
}
