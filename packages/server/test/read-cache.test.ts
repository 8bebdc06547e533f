import { describe, expect, it } from 'vitest';
import { DataChanges } from '../src/db/client.ts';
import { ReadCache } from '../src/lib/read-cache.ts';

/** A computation the test finishes by hand, counting how often it ran. */
function deferred<V>() {
  let finish: (value: V) => void = () => {};
  const promise = new Promise<V>((resolve) => {
    finish = resolve;
  });
  return { promise, finish };
}

describe('ReadCache', () => {
  it('keeps an answer until the data changes', async () => {
    const changes = new DataChanges({ trusted: true });
    const cache = new ReadCache<number>(changes, { maxEntries: 10 });
    let runs = 0;
    const compute = async () => ++runs;
    expect(await cache.get('a', compute)).toBe(1);
    expect(await cache.get('a', compute)).toBe(1);
    changes.bump();
    expect(await cache.get('a', compute)).toBe(2);
    expect(runs).toBe(2);
  });

  it('never keeps an answer whose computation a change overtook', async () => {
    const changes = new DataChanges({ trusted: true });
    const cache = new ReadCache<string>(changes, { maxEntries: 10 });
    const slow = deferred<string>();
    const first = cache.get('k', () => slow.promise);
    changes.bump();
    slow.finish('before the write');
    expect(await first).toBe('before the write');
    expect(cache.size).toBe(0);
    expect(await cache.get('k', async () => 'after the write')).toBe('after the write');
  });

  it('runs one computation for concurrent misses of a key, and a new one after a change', async () => {
    const changes = new DataChanges({ trusted: true });
    const cache = new ReadCache<number>(changes, { maxEntries: 10 });
    const slow = deferred<number>();
    let runs = 0;
    const compute = () => {
      runs++;
      return slow.promise;
    };
    const waiting = [cache.get('k', compute), cache.get('k', compute)];
    changes.bump();
    const afterChange = cache.get('k', async () => 99);
    slow.finish(7);
    expect(await Promise.all(waiting)).toEqual([7, 7]);
    expect(await afterChange).toBe(99);
    expect(runs).toBe(1);
  });

  it('reuses nothing while the version is not trusted', async () => {
    const changes = new DataChanges({ trusted: false });
    const cache = new ReadCache<number>(changes, { maxEntries: 10 });
    let runs = 0;
    await cache.get('a', async () => ++runs);
    await cache.get('a', async () => ++runs);
    expect(runs).toBe(2);
    changes.setTrusted(true);
    await cache.get('a', async () => ++runs);
    await cache.get('a', async () => ++runs);
    expect(runs).toBe(3);
    changes.setTrusted(false);
    expect(await cache.get('a', async () => ++runs)).toBe(4);
  });

  it('drops the least recently used answers beyond its count or weight', async () => {
    const changes = new DataChanges({ trusted: true });
    const byCount = new ReadCache<number>(changes, { maxEntries: 2 });
    await byCount.get('a', async () => 1);
    await byCount.get('b', async () => 2);
    await byCount.get('a', async () => 0); // a is used again: b is now the oldest
    await byCount.get('c', async () => 3);
    expect(await byCount.get('a', async () => -1)).toBe(1);
    expect(await byCount.get('b', async () => -2)).toBe(-2);

    const byWeight = new ReadCache<number[]>(changes, {
      maxEntries: 100,
      maxWeight: 5,
      weigh: (v) => v.length,
    });
    await byWeight.get('x', async () => [1, 2, 3]);
    await byWeight.get('y', async () => [1, 2, 3]);
    expect(byWeight.size).toBe(1);
    await byWeight.get('huge', async () => [1, 2, 3, 4, 5, 6]);
    expect(byWeight.size).toBe(1);
  });

  it('computes only the missing keys of a batch, sharing a batch in flight', async () => {
    const changes = new DataChanges({ trusted: true });
    const cache = new ReadCache<string>(changes, { maxEntries: 10 });
    const asked: string[][] = [];
    const compute = async (missing: string[]) => {
      asked.push(missing);
      return new Map(missing.map((k) => [k, k.toUpperCase()]));
    };
    const [one, two] = await Promise.all([
      cache.getMany(['a', 'b'], compute),
      cache.getMany(['b', 'c'], compute),
    ]);
    expect(Object.fromEntries(one)).toEqual({ a: 'A', b: 'B' });
    expect(Object.fromEntries(two)).toEqual({ b: 'B', c: 'C' });
    expect(asked).toEqual([['a', 'b'], ['c']]);
    await cache.getMany(['a', 'c', 'd'], compute);
    expect(asked.at(-1)).toEqual(['d']);
  });
});
