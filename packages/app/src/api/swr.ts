// The app's SWR: every data hook of the app comes from here (hooks/usePagedList.ts spreads SWR_DEFAULTS into
// its swr/infinite hook; api/swr.test.ts keeps other modules from importing 'swr' themselves).
//
// spec 001 §9: the query client has retries disabled, and a page does not refetch when the window regains focus.
// Those defaults go with each hook rather than with an <SWRConfig> in App: a provider there would put SWR into the
// start-up bundle, and home draws its first paint without SWR (issue 16: JS before the first paint of `/`; see
// routes/home/HomePage.tsx). No provider option is used anywhere, so every hook, `mutate` and `useSWRConfig`
// share SWR's one default cache.
import useSWRBase, { type SWRConfiguration, type SWRHook } from 'swr';

export { mutate, useSWRConfig } from 'swr';

/** spec 001 §9: no retries; no refetch on focus. A hook's own options win over these. */
export const SWR_DEFAULTS = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
} as const satisfies SWRConfiguration;

/** SWR's `useSWR`, with the app's defaults under the hook's own options (same call forms, same types). */
export const useSWR = ((key: Parameters<SWRHook>[0], ...rest: unknown[]) => {
  // SWR's call forms: (key), (key, fetcher), (key, fetcher, options), (key, options), (key, null, options).
  const withFetcher = typeof rest[0] === 'function' || rest[0] === null;
  const fetcher = (withFetcher ? rest[0] : null) as Parameters<SWRHook>[1];
  const options = (withFetcher ? rest[1] : rest[0]) as SWRConfiguration | undefined;
  return useSWRBase(key, fetcher, { ...SWR_DEFAULTS, ...options });
}) as SWRHook;
