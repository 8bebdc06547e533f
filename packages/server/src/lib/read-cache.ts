import { LRUCache } from 'lru-cache';
import type { DataChanges } from '../db/client.ts';

/**
 * Answers computed from the database, reused while the data version stays (issue 16 item 6: 50 clients asking
 * for the same university's rooms should cost one ranking, not fifty). Correctness before hit rate:
 * - an answer is stored under the version read BEFORE its query ran, and only if no change arrived meanwhile, so
 *   a query that raced a commit is never kept;
 * - any change empties the cache (one global version: a like can reorder every ranking);
 * - while the version is not trusted (PostgreSQL's listening connection is down) nothing is read or kept.
 * Concurrent misses of one key share one query. Entries are dropped least recently used first beyond
 * `maxEntries`, or beyond `maxWeight` where each entry weighs 1 + what `weigh` says (e.g. its number of markers);
 * an entry heavier than `maxWeight` alone is not kept. The eviction is lru-cache's; the versions and the shared
 * misses are ours.
 */
export class ReadCache<V extends {}> {
  readonly #changes: DataChanges;
  #version = -1;
  readonly #entries: LRUCache<string, V>;
  readonly #pending = new Map<string, Promise<V>>();

  constructor(
    changes: DataChanges,
    opts: { maxEntries: number; maxWeight?: number; weigh?: (value: V) => number },
  ) {
    this.#changes = changes;
    const weigh = opts.weigh;
    this.#entries = new LRUCache<string, V>({
      max: opts.maxEntries,
      ...(opts.maxWeight !== undefined && weigh
        ? { maxSize: opts.maxWeight, sizeCalculation: (value: V) => 1 + weigh(value) }
        : {}),
    });
  }

  /** The cached answer for `key`, or `compute()`'s (then kept when still current). */
  async get(key: string, compute: () => Promise<V>): Promise<V> {
    if (!this.#changes.trusted) return compute();
    const version = this.#changes.version;
    this.#sync(version);
    const hit = this.#entries.get(key);
    if (hit !== undefined) return hit;
    const pendingKey = `${version}\u0000${key}`;
    const pending = this.#pending.get(pendingKey);
    if (pending) return pending;
    const promise = compute().then((value) => {
      if (this.#changes.trusted && this.#changes.version === version) {
        this.#sync(version);
        this.#entries.set(key, value);
      }
      return value;
    });
    this.#pending.set(pendingKey, promise);
    try {
      return await promise;
    } finally {
      this.#pending.delete(pendingKey);
    }
  }

  /**
   * The answers of many keys at once: the missing ones are computed together by `computeMissing`, which answers
   * a value for each key it was given (a key it leaves out is computed again next time).
   */
  async getMany(
    keys: readonly string[],
    computeMissing: (missing: string[]) => Promise<Map<string, V>>,
  ): Promise<Map<string, V>> {
    const out = new Map<string, V>();
    if (!this.#changes.trusted) return computeMissing([...keys]);
    const version = this.#changes.version;
    this.#sync(version);
    const missing: string[] = [];
    const waits: Promise<void>[] = [];
    for (const key of keys) {
      const hit = this.#entries.get(key);
      if (hit !== undefined) {
        out.set(key, hit);
        continue;
      }
      const pending = this.#pending.get(`${version}\u0000${key}`);
      if (pending) waits.push(pending.then((value) => void out.set(key, value)));
      else missing.push(key);
    }
    if (missing.length > 0) {
      const batch = computeMissing(missing).then((values) => {
        if (this.#changes.trusted && this.#changes.version === version) {
          this.#sync(version);
          for (const [key, value] of values) this.#entries.set(key, value);
        }
        return values;
      });
      for (const key of missing) {
        const pendingKey = `${version}\u0000${key}`;
        const one = batch.then((values) => {
          const value = values.get(key);
          if (value === undefined) throw new Error(`no value computed for ${key}`);
          return value;
        });
        // A batch that fails is reported once, by the request that ran it.
        one.catch(() => {});
        this.#pending.set(pendingKey, one);
        batch.then(
          () => this.#pending.delete(pendingKey),
          () => this.#pending.delete(pendingKey),
        );
      }
      waits.push(
        batch.then((values) => {
          for (const [key, value] of values) out.set(key, value);
        }),
      );
    }
    await Promise.all(waits);
    return out;
  }

  /** Number of answers kept. */
  get size(): number {
    this.#sync(this.#changes.version);
    return this.#entries.size;
  }

  /** What the kept answers weigh together (each 1 + `weigh`), when the cache has a `maxWeight`. */
  get weight(): number {
    this.#sync(this.#changes.version);
    return this.#entries.calculatedSize;
  }

  #sync(version: number) {
    if (this.#version === version) return;
    this.#version = version;
    this.#entries.clear();
  }
}
