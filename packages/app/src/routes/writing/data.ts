import useSWR from 'swr';
import { errorMessage } from '../../api/errors';
import { getAllUniversities } from '../../api/writing';
import type { UniversityListState } from './steps/DormInfoStep';

/** The university list for the dormitory step. */
export function useUniversityList(): UniversityListState {
  const universities = useSWR('writing/universities', getAllUniversities);
  if (universities.data) return { status: 'ready', universities: universities.data };
  if (universities.error) {
    return {
      status: 'error',
      message: errorMessage(universities.error, '잠시 후 다시 시도해 주세요.'),
      retry: () => void universities.mutate(),
    };
  }
  return { status: 'loading' };
}
