import type { University } from '@jjinbbang/domain';
import { loadEndpoints } from '../api/load-endpoints';
import { useSWR } from '../api/swr';

/** SWR key of the whole university list; every screen shares the one cached answer. */
export const UNIVERSITIES_SWR_KEY = 'universities/all';

export interface Universities {
  universities: readonly University[] | undefined;
  error: unknown;
  isLoading: boolean;
  retry: () => void;
}

/**
 * Every university with its campuses (home, the full list, the map's campus filter, the dormitory step).
 * `enabled: false` neither loads nor shows it (e.g. the map, until its campus filter opens).
 */
export function useUniversities({ enabled = true }: { enabled?: boolean } = {}): Universities {
  const { data, error, isLoading, mutate } = useSWR(
    enabled ? UNIVERSITIES_SWR_KEY : null,
    async () => (await loadEndpoints()).getAllUniversities(),
    {
      // The list changes with a deploy, not within a visit.
      revalidateIfStale: false,
    },
  );
  return { universities: data, error, isLoading, retry: () => void mutate() };
}
