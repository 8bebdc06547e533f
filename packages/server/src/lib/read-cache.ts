import type { DataChanges } from '../db/client.ts';

/**
 * Answers computed from the database, reused while the data version stays (issue 16 item 6: 50 clients asking
 * for the same university's rooms should cost one ranking, not fifty). Correctness before hit rate:
 * - an answer is stored under the version read BEFORE its query ran, and only if no change arrived meanwhile, so
 *   a query that raced a commit is never kept;
 * - any change empties the cache (one global version: a like can reorder every ranking);
 * - while the version is not trusted (PostgreSQL's listening connection is down) nothing is read or kept.
 * Concurrent misses of one key share one query. Entries are dropped oldest-used first beyond `maxEntries`
 * (or beyond `maxWeight`, with each entry weighing what `weigh` says, e.g. its number of markers).
 */
export class ReadCache<V> {
  readonly #changes: DataChanges;
  readonly #maxEntries: number;
  readonly #maxWeight: number;
  readonly #weigh: (value: V) => number;
  #version = -1;
  #weight = 0;
  /** Insertion order is use order: the first key is the least recently used. */
  readonly #entries = new Map<string, { value: V; weight: number }>();
  readonly #pending = new Map<string, Promise<V>>();

  constructor(
    changes: DataChanges,
    opts: { maxEntries: number; maxWeight?: number; weigh?: (value: V) => number },
  ) {
    this.#changes = changes;
    this.#maxEntries = opts.maxEntries;
    this.#maxWeight = opts.maxWeight ?? Number.POSITIVE_INFINITY;
    this.#weigh = opts.weigh ?? (() => 1);
  }

  /** The cached answer for `key`, or `compute()`'s (then kept when still current). */
  async get(key: string, compute: () => Promise<V>): Promise<V> {
    if (!this.#changes.trusted) return compute();
    const version = this.#changes.version;
    this.#sync(version);
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.value;
    }
    const pendingKey = `${version}\u0000${key}`;
    const pending = this.#pending.get(pendingKey);
    if (pending) return pending;
    const promise = compute().then((value) => {
      if (this.#changes.trusted && this.#changes.version === version) {
        this.#sync(version);
        this.#store(key, value);
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
      if (hit) {
        this.#entries.delete(key);
        this.#entries.set(key, hit);
        out.set(key, hit.value);
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
          for (const [key, value] of values) this.#store(key, value);
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

  /** Number of answers kept (for tests). */
  get size(): number {
    this.#sync(this.#changes.version);
    return this.#entries.size;
  }

  #sync(version: number) {
    if (this.#version === version) return;
    this.#version = version;
    this.#entries.clear();
    this.#weight = 0;
  }

  #store(key: string, value: V) {
    const weight = this.#weigh(value);
    if (weight > this.#maxWeight) return;
    const previous = this.#entries.get(key);
    if (previous) {
      this.#entries.delete(key);
      this.#weight -= previous.weight;
    }
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#weight <= this.#maxWeight) break;
      this.#entries.delete(oldest);
      this.#weight -= entry.weight;
    }
  }
}
