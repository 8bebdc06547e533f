// Part of the routes module: the review wizard's addresses. Apart from routes.ts because only three pages link
// into the wizard (my page, a review's page, the wizard itself): its two step tables stay out of the start-up
// chunk every page loads, home included (issue 16: JS before first paint on `/`). Read back by wizard-paths.ts.
import type { ReviewKind, WizardStepId } from '@jjinbbang/domain';
import { defineQuery } from './query';
import { reviewQuery } from './routes';

/** spec 001 §2.2: a create step opened from the confirm screen returns there (`?from=confirm`). */
export const createStepQuery = defineQuery<{ fromConfirm: boolean }>(
  (params) => ({ fromConfirm: params.get('from') === 'confirm' }),
  ({ fromConfirm }, params) => {
    if (fromConfirm) params.set('from', 'confirm');
  },
);

// --- Review wizard steps (spec 001 §2.1) -------------------------------------------------------------------------
// The domain's step table names steps by id; only here do they become path segments.

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

/** The wizard's addresses, as `links` (routes.ts) writes every other one. */
export const wizardLinks = {
  createStep: (step: WizardStepId, { fromConfirm = false }: { fromConfirm?: boolean } = {}) =>
    `/review/${CREATE_STEP_SEGMENTS[step]}${createStepQuery.toSearch({ fromConfirm })}`,
  /** The edit hub (`step` 'hub') or one of its sub-steps: the only place `/review/{id}/update` is built. */
  editReview: (id: number, reviewType: ReviewKind, step: WizardStepId | 'hub' = 'hub') => {
    const segment = step === 'hub' ? undefined : EDIT_STEP_SEGMENTS[step];
    return `/review/${id}/update${segment ? `/${segment}` : ''}${reviewQuery.toSearch({ reviewType })}`;
  },
} as const;
