import { renderHook } from '@testing-library/react';
import { type Middleware, type SWRConfiguration, unstable_serialize } from 'swr';
import { unstable_serialize as serializeInfinite } from 'swr/infinite';
import { describe, expect, it } from 'vitest';
import {
  buildingReviews,
  CHANGED_BY_REVIEW_WRITE,
  campusCost,
  myReviews,
  review,
  universities,
  user,
} from './queries';
import { isQueryOf, useQuery } from './swr';

/**
 * The configuration SWR runs a hook with (a middleware sees it after every default and option is merged); the
 * middleware then runs the hook without a key, so nothing is fetched.
 */
function configOf(call: (use: Middleware[]) => void): SWRConfiguration {
  let seen: SWRConfiguration | undefined;
  const spy: Middleware = (next) => (_key, fetcher, config) => {
    seen = config;
    return next(null, fetcher, config);
  };
  renderHook(() => call([spy]));
  if (!seen) throw new Error('the hook did not run');
  return seen;
}

describe("the app's useQuery (spec 001 §9, without an <SWRConfig> in App)", () => {
  it('runs a query with no retries and no refetch on focus, and loads nothing without one', () => {
    for (const query of [user(), null]) {
      expect(configOf((use) => useQuery(query, { use }))).toMatchObject({
        shouldRetryOnError: false,
        revalidateOnFocus: false,
      });
    }
  });

  it("takes the resource's options, and a screen's own win over both", () => {
    expect(configOf((use) => useQuery(universities(), { use }))).toMatchObject({ revalidateIfStale: false });
    const config = configOf((use) => useQuery(review(3, 'DORM'), { use, revalidateOnFocus: true }));
    expect(config).toMatchObject({
      revalidateOnFocus: true,
      shouldRetryOnError: false,
      dedupingInterval: 300_000,
    });
  });
});

describe('what a written review reloads (spec 001 §4)', () => {
  it('names the review and building queries, plain and paged, by the keys SWR stores them under', () => {
    const changed = (key: unknown) => isQueryOf(key, CHANGED_BY_REVIEW_WRITE);
    expect(changed(review(3, 'GENERAL').key)).toBe(true);
    expect(changed(campusCost(4).key)).toBe(true);
    // A paged list is cached under its serialised first-page key and each page's.
    const pages = (key: readonly unknown[]) => (index: number) => [...key, index];
    expect(changed(serializeInfinite(pages(myReviews().key)))).toBe(true);
    expect(changed(unstable_serialize([...buildingReviews(7, false, 'LATEST').key, 1]))).toBe(true);
    expect(changed(user().key)).toBe(false);
    expect(changed(universities().key)).toBe(false);
  });
});

describe("no module of the app imports 'swr' but api/swr.ts", () => {
  // A hook imported from 'swr' itself would run without the defaults and outside the query definitions. Types may
  // come from anywhere; the one infinite list (hooks/usePagedList.ts) spreads SWR_DEFAULTS into its options.
  it('finds no other import of a hook', () => {
    const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const offenders = Object.entries(sources).flatMap(([file, text]) =>
      [...text.matchAll(/^import (?!type )[^;]*from '(swr[^']*)';/gm)].map((m) => `${file}: ${m[1]}`),
    );
    expect(offenders.sort()).toEqual(['../hooks/usePagedList.ts: swr/infinite', './swr.ts: swr']);
    expect(sources['../hooks/usePagedList.ts']).toContain('...SWR_DEFAULTS');
  });
});
