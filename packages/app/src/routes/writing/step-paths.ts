import type { ReviewDraft, WizardStepId } from '@jjinbbang/domain';

// spec 001 §2.1: the path segment of each wizard step. The domain's step table names steps by id; only the
// app turns them into URLs.

/** /review/{segment} of the create wizard. */
export const CREATE_STEP_SEGMENTS: Record<WizardStepId, string> = {
  type: 'type',
  addressEntry: 'input-address',
  pin: 'address',
  dormitoryInfo: 'dormitory',
  dormitoryConditions: 'dormitory-conditions',
  dormitoryAmenities: 'dormitory-amenities',
  floor: 'floor',
  agency: 'agency',
  addressResult: 'result',
  contractType: 'price',
  jeonsePrice: 'jeonse',
  wolsePrice: 'wolse',
  photos: 'room-info',
  pros: 'filter-ad',
  cons: 'filter-disad',
  content: 'content',
  confirm: 'confirm',
};

/** /review/{id}/update/{segment} of the edit flow; steps the edit flow never opens have none. */
export const EDIT_STEP_SEGMENTS: Partial<Record<WizardStepId, string>> = {
  type: 'type',
  addressEntry: 'input-address',
  pin: 'address',
  floor: 'floor',
  contractType: 'contract',
  jeonsePrice: 'contract/price',
  wolsePrice: 'contract/price',
  pros: 'filter-ad',
  cons: 'filter-disad',
  content: 'content',
  dormitoryInfo: 'dormitory',
  dormitoryConditions: 'dormitory-conditions',
  dormitoryAmenities: 'dormitory-amenities',
};

export function createStepFromSegment(segment: string | undefined): WizardStepId | null {
  const found = Object.entries(CREATE_STEP_SEGMENTS).find(([, s]) => s === segment);
  return found ? (found[0] as WizardStepId) : null;
}

/** The edit step of a segment; `contract/price` is the price screen of the draft's contract type. */
export function editStepFromSegment(segment: string, draft: ReviewDraft): WizardStepId | null {
  if (segment === 'contract/price')
    return draft.contractType === 'DEPOSIT_RENT' ? 'jeonsePrice' : 'wolsePrice';
  const found = Object.entries(EDIT_STEP_SEGMENTS).find(([, s]) => s === segment);
  return found ? (found[0] as WizardStepId) : null;
}

/** spec 001 §2.1 / §4: `/review/{step}`, with `?from=confirm` when opened from the confirm page. */
export function createStepPath(
  step: WizardStepId,
  { fromConfirm = false }: { fromConfirm?: boolean } = {},
): string {
  return `/review/${CREATE_STEP_SEGMENTS[step]}${fromConfirm ? '?from=confirm' : ''}`;
}

/** spec 001 §2.1: the edit hub (`'hub'`) or one of its sub-steps, with the review kind. */
export function editStepPath(reviewId: number, reviewType: string, step: WizardStepId | 'hub'): string {
  const segment = step === 'hub' ? null : EDIT_STEP_SEGMENTS[step];
  return `/review/${reviewId}/update${segment ? `/${segment}` : ''}?reviewType=${reviewType}`;
}

/** The review and sub-step segment of an edit address, or null when it is not one. */
export function matchEditPath(pathname: string): { reviewId: number | null; segment: string | null } | null {
  const match = /^\/review\/([^/]+)\/update(?:\/(.+?))?\/?$/.exec(pathname);
  if (!match) return null;
  const id = Number(match[1]);
  return { reviewId: Number.isSafeInteger(id) && id > 0 ? id : null, segment: match[2] ?? null };
}
