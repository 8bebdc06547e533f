import type { ReviewDraft, ReviewKind, WizardStepId } from '@jjinbbang/domain';
import { defineQuery, parseIdParam, reviewQuery } from './params';

/** spec 001 §2.2: a create step opened from the confirm screen returns there (`?from=confirm`). */
export const createStepQuery = defineQuery<{ fromConfirm: boolean }>(
  (params) => ({ fromConfirm: params.get('from') === 'confirm' }),
  ({ fromConfirm }, params) => {
    if (fromConfirm) params.set('from', 'confirm');
  },
);

// spec 001 §2.1: the domain's step table names steps by id; only here do they become path segments.

/** `/review/{segment}` of each create-wizard step. */
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
  depositReturn: 'deposit-return',
  photos: 'room-info',
  pros: 'filter-ad',
  cons: 'filter-disad',
  content: 'content',
  confirm: 'confirm',
};

/** `/review/{id}/update/{segment}` of each step the edit flow opens; both price screens are `contract/price`. */
export const EDIT_STEP_SEGMENTS: Partial<Record<WizardStepId, string>> = {
  type: 'type',
  addressEntry: 'input-address',
  pin: 'address',
  floor: 'floor',
  contractType: 'contract',
  jeonsePrice: 'contract/price',
  wolsePrice: 'contract/price',
  depositReturn: 'deposit-return',
  pros: 'filter-ad',
  cons: 'filter-disad',
  content: 'content',
  dormitoryInfo: 'dormitory',
  dormitoryConditions: 'dormitory-conditions',
  dormitoryAmenities: 'dormitory-amenities',
};

/** The wizard's addresses, as `links` writes every other one. */
export const wizardLinks = {
  createStep: (step: WizardStepId, { fromConfirm = false }: { fromConfirm?: boolean } = {}) =>
    `/review/${CREATE_STEP_SEGMENTS[step]}${createStepQuery.toSearch({ fromConfirm })}`,
  /** The edit hub (`step` 'hub') or one of its sub-steps: the only place `/review/{id}/update` is built. */
  editReview: (id: number, reviewType: ReviewKind, step: WizardStepId | 'hub' = 'hub') => {
    const segment = step === 'hub' ? undefined : EDIT_STEP_SEGMENTS[step];
    return `/review/${id}/update${segment ? `/${segment}` : ''}${reviewQuery.toSearch({ reviewType })}`;
  },
} as const;

const stepsOf = (segments: Partial<Record<WizardStepId, string>>) => Object.keys(segments) as WizardStepId[];

/** The create step named by `/review/:step`, or null for an unknown segment. */
export function parseCreateStep(raw: string | undefined): WizardStepId | null {
  return stepsOf(CREATE_STEP_SEGMENTS).find((step) => CREATE_STEP_SEGMENTS[step] === raw) ?? null;
}

/**
 * The review and sub-step segment of an edit address (`/review/{id}/update[/segment]`; `segment` null for the
 * hub), or null when it is not one.
 */
export function matchEditRoute(pathname: string): { reviewId: number; segment: string | null } | null {
  const match = /^\/review\/([^/]+)\/update(?:\/(.+?))?\/?$/.exec(pathname);
  const reviewId = parseIdParam(match?.[1]);
  if (!match || reviewId === null) return null;
  const segment = match[2];
  if (segment === undefined) return { reviewId, segment: null };
  return Object.values(EDIT_STEP_SEGMENTS).includes(segment) ? { reviewId, segment } : null;
}

/** The edit step of a segment: `contract/price` is the price screen of the draft's contract type. */
export function editStepOfSegment(
  segment: string,
  draft: Pick<ReviewDraft, 'contractType'>,
): WizardStepId | null {
  if (segment === EDIT_STEP_SEGMENTS.jeonsePrice) {
    return draft.contractType === 'DEPOSIT_RENT' ? 'jeonsePrice' : 'wolsePrice';
  }
  return stepsOf(EDIT_STEP_SEGMENTS).find((step) => EDIT_STEP_SEGMENTS[step] === segment) ?? null;
}
