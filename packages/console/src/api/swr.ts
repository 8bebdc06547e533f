// Reading a resource: SWR over the query definitions (api/queries.ts). Staff keep the console open for hours and
// come back to it from other tabs, so a page revalidates when the window regains focus; errors are shown, never
// retried behind the staff member's back.
import useSWR, { mutate, type SWRConfiguration } from 'swr';
import type { QueryDefinition, Resource } from './queries';

const DEFAULTS = {
  shouldRetryOnError: false,
  revalidateOnFocus: true,
} as const satisfies SWRConfiguration;

/**
 * A table's next page, filter or tab keeps the previous rows until its answer arrives (no flash of a skeleton).
 * Never for one thing's detail: a decision must not be taken on the previous thing's data.
 */
export const LIST = { keepPreviousData: true } as const satisfies SWRConfiguration;

/** The resource `definition` names (null: nothing to read yet). */
export function useQuery<T>(definition: QueryDefinition<T> | null, options?: SWRConfiguration<T>) {
  return useSWR<T>(definition ? definition.key : null, definition ? definition.fetch : null, {
    ...DEFAULTS,
    ...options,
  });
}

/** Reads every cached entry of these resources again (after a write changed them). */
export function invalidate(...resources: Resource[]) {
  return mutate((key) => Array.isArray(key) && resources.includes(key[0] as Resource));
}

/** Puts `data` into the cache under `definition`'s key without fetching (an answer that already says it). */
export function remember<T>(definition: QueryDefinition<T>, data: T | undefined) {
  return mutate(definition.key, data, { revalidate: false });
}

/** Reads everything on screen again (the current page's menu item clicked again). */
export function refreshAll() {
  return mutate(() => true);
}
