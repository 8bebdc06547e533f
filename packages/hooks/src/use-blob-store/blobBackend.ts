/** One photo as kept in the store. */
export interface BlobRecord {
  namespace: string;
  id: string;
  blob: Blob;
  name: string;
  addedAt: number;
}

/** Where blobs live: IndexedDB when the browser offers it, otherwise this page's memory. */
export interface BlobBackend {
  readonly persistent: boolean;
  list(namespace: string): Promise<BlobRecord[]>;
  put(records: BlobRecord[]): Promise<void>;
  remove(namespace: string, id: string): Promise<void>;
  clear(namespace: string): Promise<void>;
  /** Clears every namespace that starts with `prefix` (e.g. the draft photos of every user). */
  clearPrefix(prefix: string): Promise<void>;
  /** The namespaces holding blobs that start with `prefix`, each once. */
  namespaces(prefix: string): Promise<string[]>;
}

const STORE = 'blobs';
const NAMESPACE_INDEX = 'namespace';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function transactionDone(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new DOMException('Transaction aborted', 'AbortError'));
  });
}

function openDatabase(factory: IDBFactory, dbName: string, onClosed: () => void): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = factory.open(dbName, 1);
    req.onupgradeneeded = () => {
      const store = req.result.createObjectStore(STORE, { keyPath: ['namespace', 'id'] });
      store.createIndex(NAMESPACE_INDEX, 'namespace');
    };
    req.onsuccess = () => {
      const db = req.result;
      // Another tab deleting or upgrading the database must not be blocked by this connection; the
      // next operation opens a fresh one.
      db.onversionchange = () => {
        db.close();
        onClosed();
      };
      db.onclose = onClosed;
      resolve(db);
    };
    req.onerror = () => reject(req.error);
    req.onblocked = () => reject(new DOMException('IndexedDB open blocked', 'InvalidStateError'));
  });
}

export function createIndexedDbBackend(factory: IDBFactory, dbName: string): BlobBackend {
  let connection: Promise<IDBDatabase> | null = null;
  const db = () => {
    connection ??= openDatabase(factory, dbName, () => {
      connection = null;
    }).catch((error: unknown) => {
      connection = null;
      throw error;
    });
    return connection;
  };
  const run = async <T>(
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore) => Promise<T> | T,
  ): Promise<T> => {
    const tx = (await db()).transaction(STORE, mode);
    const done = transactionDone(tx);
    const result = await work(tx.objectStore(STORE));
    await done;
    return result;
  };
  return {
    persistent: true,
    list: (namespace) =>
      run(
        'readonly',
        (store) => request(store.index(NAMESPACE_INDEX).getAll(namespace)) as Promise<BlobRecord[]>,
      ).then((records) => records.sort((a, b) => a.addedAt - b.addedAt)),
    put: (records) =>
      run('readwrite', (store) => {
        for (const record of records) store.put(record);
      }),
    remove: (namespace, id) =>
      run('readwrite', (store) => {
        store.delete([namespace, id]);
      }),
    clear: (namespace) =>
      run('readwrite', (store) => {
        store.delete(IDBKeyRange.bound([namespace], [namespace, []]));
      }),
    clearPrefix: (prefix) =>
      run('readwrite', (store) => {
        store.delete(IDBKeyRange.bound([prefix], [`${prefix}\uffff`, []]));
      }),
    namespaces: (prefix) =>
      run(
        'readonly',
        (store) =>
          new Promise<string[]>((resolve, reject) => {
            const found: string[] = [];
            const cursor = store
              .index(NAMESPACE_INDEX)
              .openKeyCursor(IDBKeyRange.bound(prefix, `${prefix}\uffff`), 'nextunique');
            cursor.onsuccess = () => {
              const at = cursor.result;
              if (!at) return resolve(found);
              found.push(String(at.key));
              at.continue();
            };
            cursor.onerror = () => reject(cursor.error);
          }),
      ),
  };
}

/** Lives as long as the page: survives moving between wizard steps, not a refresh. */
export function createMemoryBackend(): BlobBackend {
  const records = new Map<string, Map<string, BlobRecord>>();
  const bucket = (namespace: string) => {
    let map = records.get(namespace);
    if (!map) {
      map = new Map();
      records.set(namespace, map);
    }
    return map;
  };
  return {
    persistent: false,
    list: async (namespace) => [...bucket(namespace).values()].sort((a, b) => a.addedAt - b.addedAt),
    put: async (list) => {
      for (const record of list) bucket(record.namespace).set(record.id, record);
    },
    remove: async (namespace, id) => {
      bucket(namespace).delete(id);
    },
    clear: async (namespace) => {
      records.delete(namespace);
    },
    clearPrefix: async (prefix) => {
      for (const namespace of [...records.keys()])
        if (namespace.startsWith(prefix)) records.delete(namespace);
    },
    namespaces: async (prefix) =>
      [...records.entries()]
        .filter(([namespace, bucket]) => namespace.startsWith(prefix) && bucket.size > 0)
        .map(([namespace]) => namespace),
  };
}

/**
 * Tries IndexedDB first and falls back to memory for good once it fails to open
 * (private modes, disabled site data, no IndexedDB at all).
 */
export function createFallbackBackend(primary: BlobBackend | null, fallback: BlobBackend): BlobBackend {
  let active: BlobBackend | null = primary;
  const attempt = async <T>(fn: (backend: BlobBackend) => Promise<T>): Promise<T> => {
    if (active) {
      try {
        return await fn(active);
      } catch (error) {
        if (!isOpenFailure(error)) throw error;
        active = null;
      }
    }
    return fn(fallback);
  };
  return {
    get persistent() {
      return active !== null;
    },
    list: (namespace) => attempt((b) => b.list(namespace)),
    put: (records) => attempt((b) => b.put(records)),
    remove: (namespace, id) => attempt((b) => b.remove(namespace, id)),
    clear: (namespace) => attempt((b) => b.clear(namespace)),
    clearPrefix: (prefix) => attempt((b) => b.clearPrefix(prefix)),
    namespaces: (prefix) => attempt((b) => b.namespaces(prefix)),
  };
}

function isOpenFailure(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  // Quota and constraint errors are real write failures and are reported; these mean "no database".
  return (
    name === 'InvalidStateError' ||
    name === 'SecurityError' ||
    name === 'UnknownError' ||
    name === 'VersionError'
  );
}
