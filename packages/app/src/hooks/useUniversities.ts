import type { University } from '@jjinbbang/domain';
import * as queries from '../api/queries';
import { useQuery } from '../api/swr';

export interface Universities {
  universities: readonly University[] | undefined;
  error: unknown;
  isLoading: boolean;
  retry: () => void;
}

/**
 * Every university with its campuses (home, the full list, the map's campus filter, the dormitory step), one
 * cached answer for every screen. `enabled: false` neither loads nor shows it (the map, until its campus filter
 * opens).
 */
export function useUniversities({ enabled = true }: { enabled?: boolean } = {}): Universities {
  const { data, error, isLoading, mutate } = useQuery(enabled ? queries.universities() : null);
  return { universities: data, error, isLoading, retry: () => void mutate() };
}
