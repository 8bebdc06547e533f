// The app's SWR. Pages read data through useQuery and usePagedList (hooks/usePagedList.ts) with the definitions in
// queries.ts, never with keys of their own.
//
// spec 001 §9: no retries, and no refetch when the window regains focus. The defaults go with each hook rather than
// with an <SWRConfig> in App, so the start-up bundle carries no SWR; no provider option is used anywhere, so every
// hook and `mutate` share SWR's one default cache.
import useSWR, { mutate, type SWRConfiguration, type SWRResponse } from 'swr';
import type { Api, Query, QueryName } from './queries';

export { mutate };

/** spec 001 §9: no retries; no refetch on focus. A hook's own options win over these. */
export const SWR_DEFAULTS = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
} as const satisfies SWRConfiguration;

let loading: Promise<Api> | undefined;
/** The client and the conversions a fetcher runs with, loaded once (a failed load is tried again). */
export function loadApi(): Promise<Api> {
  loading ??= import('./endpoints').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Runs a query; `null` while what it depends on is unknown. A screen's options win over the resource's. */
export function useQuery<T>(query: Query<T> | null, options?: SWRConfiguration<T>): SWRResponse<T> {
  return useSWR(query?.key ?? null, async () => (query as Query<T>).fetch(await loadApi()), {
    ...SWR_DEFAULTS,
    ...query?.options,
    ...options,
  });
}

/** Whether a cache key belongs to one of these queries (a paged list's keys are serialised strings). */
export function isQueryOf(key: unknown, names: readonly QueryName[]): boolean {
  if (Array.isArray(key)) return names.includes(key[0]);
  return typeof key === 'string' && names.some((name) => key.includes(`"${name}"`));
}

/** Loads again every cached query of these names, plain and paged. */
export function reloadQueries(names: readonly QueryName[]): Promise<unknown> {
  return mutate((key) => isQueryOf(key, names), undefined, { revalidate: true });
}

/** Drops what the cache holds for a query without asking again (a deleted review's detail). */
export function forgetQuery(query: Pick<Query<unknown>, 'key'>): Promise<unknown> {
  return mutate(query.key, undefined, { revalidate: false });
}
