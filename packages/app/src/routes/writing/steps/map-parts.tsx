import type { MarkerType, ReviewDraft } from '@jjinbbang/domain';

/** spec 001 §2.3: the result map opens at level 3. */
export const RESULT_MAP_LEVEL = 3;

export function markerTypeOf(draft: Pick<ReviewDraft, 'housingType'>): MarkerType {
  if (draft.housingType === 'DORMITORY') return 'DORMITORY';
  if (draft.housingType === 'AGENCY') return 'AGENCY';
  return 'GENERAL';
}
