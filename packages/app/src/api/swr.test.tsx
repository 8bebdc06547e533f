import { renderHook } from '@testing-library/react';
import type { Middleware, SWRConfiguration } from 'swr';
import { describe, expect, it } from 'vitest';
import { useSWR } from './swr';

/** The configuration SWR runs a hook with (a middleware sees it after every default and option is merged). */
function configOf(call: (use: Middleware[]) => void): SWRConfiguration {
  let seen: SWRConfiguration | undefined;
  const spy: Middleware = (next) => (key, fetcher, config) => {
    seen = config;
    return next(key, fetcher, config);
  };
  renderHook(() => call([spy]));
  if (!seen) throw new Error('the hook did not run');
  return seen;
}

describe("the app's useSWR (spec 001 §9, without an <SWRConfig> in App)", () => {
  it('runs every call form with no retries and no refetch on focus', () => {
    const forms: ((use: Middleware[]) => void)[] = [
      (use) => useSWR('a', async () => 1, { use }),
      (use) => useSWR(null, async () => 1, { use }),
      (use) => useSWR('c', null, { use }),
      (use) => useSWR('d', { use }),
    ];
    for (const form of forms) {
      expect(configOf(form)).toMatchObject({ shouldRetryOnError: false, revalidateOnFocus: false });
    }
  });

  it("lets a hook's own options win", () => {
    const config = configOf((use) => useSWR('e', async () => 1, { use, revalidateOnFocus: true }));
    expect(config).toMatchObject({ revalidateOnFocus: true, shouldRetryOnError: false });
  });

  it('gives the fetcher to SWR', () => {
    const fetcher = async () => 1;
    let seen: unknown;
    const spy: Middleware = (next) => (key, f, config) => {
      seen = f;
      return next(key, f, config);
    };
    renderHook(() => useSWR('f', fetcher, { use: [spy] }));
    expect(seen).toBe(fetcher);
  });
});

describe("no module of the app imports 'swr' but api/swr.ts", () => {
  // A hook imported from 'swr' itself would run without the defaults. Types may come from anywhere; the one
  // infinite list (hooks/usePagedList.ts) spreads SWR_DEFAULTS into swr/infinite's options.
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
