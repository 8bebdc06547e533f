// Review wizard step graphs (spec 001 §2, §4).
import type { ContractType, HousingType, ReviewKind } from '../enums';
import { GENERAL_HOUSING_TYPES, HOUSING_TYPES, reviewKindOf } from '../enums';

// --- Create flow -------------------------------------------------------------------------------------------

/** Create-flow steps, named by their route segment (spec 001 §2.1). */
export const CREATE_STEPS = [
  'type',
  'input-address',
  'address',
  'dormitory',
  'dormitory-conditions',
  'dormitory-amenities',
  'result',
  'floor',
  'agency',
  'price',
  'jeonse',
  'wolse',
  'room-info',
  'filter-ad',
  'filter-disad',
  'content',
  'confirm',
] as const;
export type CreateStep = (typeof CREATE_STEPS)[number];

/** spec 001 §2.1: /review/type … /review/confirm. */
export function createStepPath(step: CreateStep): string {
  return `/review/${step}`;
}

export const CREATE_STEP_PATHS: Record<CreateStep, string> = Object.fromEntries(
  CREATE_STEPS.map((s) => [s, createStepPath(s)]),
) as Record<CreateStep, string>;

export function createStepFromPath(pathname: string): CreateStep | null {
  const match = /^\/review\/([a-z-]+)\/?$/.exec(pathname);
  const step = match?.[1];
  return step && (CREATE_STEPS as readonly string[]).includes(step) ? (step as CreateStep) : null;
}

/** spec 001 §2.3: the type groups whose change resets the draft — room-like group, dormitory, others. */
export type HousingTypeGroup = 'general' | 'dormitory' | 'agency';

export function housingTypeGroupOf(type: HousingType): HousingTypeGroup {
  const kind: ReviewKind = reviewKindOf(type);
  return kind === 'DORM' ? 'dormitory' : kind === 'AGENCY' ? 'agency' : 'general';
}

/** spec 001 §2.3: changing between type groups resets the draft; within a group it is kept. */
export function typeChangeResetsDraft(previous: HousingType | null | undefined, next: HousingType): boolean {
  if (!previous) return false;
  return housingTypeGroupOf(previous) !== housingTypeGroupOf(next);
}

/** spec 001 §2.3: agency cannot yet be chosen in the create flow. */
export const AGENCY_NOT_READY_MESSAGE = '업데이트 준비 중이에요!';
/** The create flow's type screen lists every housing type, in the pickers' order. */
export const CREATE_TYPE_OPTIONS: readonly HousingType[] = HOUSING_TYPES;

export function canChooseCreateType(type: HousingType): { ok: true } | { ok: false; message: string } {
  return type === 'AGENCY' ? { ok: false, message: AGENCY_NOT_READY_MESSAGE } : { ok: true };
}

/** What of the draft decides the path. */
export interface WizardDraftFacts {
  housingType?: HousingType | null;
  contractType?: ContractType | null;
  /** Building name or agency trade name (spec 001 §3.1 detailedAddress). */
  detailedAddress?: string | null;
}

/**
 * The ordered steps for a draft (spec 001 §4):
 * - general: type → input-address → address → floor → result → price → jeonse|wolse → room-info → …
 * - dormitory: type → input-address → address → dormitory → dormitory-conditions → dormitory-amenities → room-info → …
 * - agency: type → input-address → address → [agency when the trade name is empty] → result → room-info → …
 *   (agency skips price and contract)
 * then filter-ad → filter-disad → content → confirm. Floor and agency go on to result (spec 001 §2.3).
 * Before a type is chosen the path is just the type step.
 */
export function createStepSequence(draft: WizardDraftFacts): CreateStep[] {
  if (!draft.housingType) return ['type'];
  const head: CreateStep[] = ['type', 'input-address', 'address'];
  const tail: CreateStep[] = ['room-info', 'filter-ad', 'filter-disad', 'content', 'confirm'];
  const group = housingTypeGroupOf(draft.housingType);
  if (group === 'dormitory')
    return [...head, 'dormitory', 'dormitory-conditions', 'dormitory-amenities', ...tail];
  if (group === 'agency') {
    const nameMissing = (draft.detailedAddress ?? '').trim() === '';
    return [...head, ...(nameMissing ? (['agency'] as CreateStep[]) : []), 'result', ...tail];
  }
  const priceStep: CreateStep[] =
    draft.contractType === 'DEPOSIT_RENT'
      ? ['jeonse']
      : draft.contractType === 'MONTHLY_RENT'
        ? ['wolse']
        : [];
  return [...head, 'floor', 'result', 'price', ...priceStep, ...tail];
}

export interface WizardNavigation<Step extends string> {
  /** Where to go; null when there is no such step (e.g. the price screen before a contract is chosen). */
  step: Step | null;
  /** Whether the step is entered "from confirm" (it carries the marker on). */
  fromConfirm: boolean;
}

export interface CreateNavOptions {
  /** The screen was entered from confirm (`from === 'confirm'`). */
  fromConfirm?: boolean;
}

/**
 * Next step. spec 001 §4: a step entered from confirm returns to confirm — except the contract-type screen,
 * which goes on to its price screen (still "from confirm"), and the address entry, which opens the search.
 */
export function nextCreateStep(
  step: CreateStep,
  draft: WizardDraftFacts,
  options: CreateNavOptions = {},
): WizardNavigation<CreateStep> {
  if (options.fromConfirm && step !== 'confirm') {
    if (step === 'price') return { step: priceScreenOf(draft.contractType), fromConfirm: true };
    if (step === 'input-address') return { step: 'address', fromConfirm: true };
    return { step: 'confirm', fromConfirm: false };
  }
  const sequence = createStepSequence(draft);
  if (step === 'price') return { step: priceScreenOf(draft.contractType), fromConfirm: false };
  const index = sequence.indexOf(step);
  const next = index >= 0 ? sequence[index + 1] : undefined;
  return { step: next ?? null, fromConfirm: false };
}

/**
 * Previous step. From confirm it is confirm, except the contract-type screen whose previous is disabled
 * (spec 001 §2.3) — null means "disabled".
 */
export function previousCreateStep(
  step: CreateStep,
  draft: WizardDraftFacts,
  options: CreateNavOptions = {},
): WizardNavigation<CreateStep> {
  if (options.fromConfirm && step !== 'confirm') {
    if (step === 'price') return { step: null, fromConfirm: true };
    if (step === 'jeonse' || step === 'wolse') return { step: 'price', fromConfirm: true };
    if (step === 'address') return { step: 'input-address', fromConfirm: true };
    return { step: 'confirm', fromConfirm: false };
  }
  const sequence = createStepSequence(draft);
  const index = sequence.indexOf(step);
  const previous = index > 0 ? sequence[index - 1] : undefined;
  return { step: previous ?? null, fromConfirm: false };
}

function priceScreenOf(contractType: ContractType | null | undefined): CreateStep | null {
  if (contractType === 'DEPOSIT_RENT') return 'jeonse';
  if (contractType === 'MONTHLY_RENT') return 'wolse';
  return null;
}

/** Progress bar fill 0..1 for a step in the draft's path. */
export function createStepProgress(step: CreateStep, draft: WizardDraftFacts): number {
  const sequence = createStepSequence(draft);
  const index = sequence.indexOf(step);
  if (index < 0 || sequence.length < 2) return 0;
  return index / (sequence.length - 1);
}

/** Rows of the confirm summary and the edit hub (spec 001 §2.3, §2.4). */
export const SUMMARY_ROWS = [
  'type',
  'address',
  'detailAddress',
  'contract',
  'terms',
  'pros',
  'cons',
  'content',
] as const;
export type SummaryRow = (typeof SUMMARY_ROWS)[number];

export const SUMMARY_ROW_LABELS: Record<HousingTypeGroup, Record<SummaryRow, string>> = {
  general: {
    type: '찐빵 유형',
    address: '주소',
    detailAddress: '상세 주소',
    contract: '계약 형태',
    terms: '계약 조건',
    pros: '장점',
    cons: '단점',
    content: '후기 내용',
  },
  dormitory: {
    type: '찐빵 유형',
    address: '주소',
    detailAddress: '기숙사 정보',
    contract: '입사 조건',
    terms: '시설',
    pros: '장점',
    cons: '단점',
    content: '후기 내용',
  },
  agency: {
    type: '찐빵 유형',
    address: '주소',
    detailAddress: '상호명',
    contract: '계약 형태',
    terms: '계약 조건',
    pros: '장점',
    cons: '단점',
    content: '후기 내용',
  },
};

/** The summary rows a group shows: agency has no contract rows (it skips price and contract). */
export function summaryRowsFor(group: HousingTypeGroup): SummaryRow[] {
  return group === 'agency'
    ? SUMMARY_ROWS.filter((r) => r !== 'contract' && r !== 'terms')
    : [...SUMMARY_ROWS];
}

/** Confirm row → the create step it opens (with from=confirm). */
export function confirmRowStep(row: SummaryRow, draft: WizardDraftFacts): CreateStep | null {
  const group = draft.housingType ? housingTypeGroupOf(draft.housingType) : 'general';
  switch (row) {
    case 'type':
      return 'type';
    case 'address':
      return 'input-address';
    case 'detailAddress':
      return group === 'dormitory' ? 'dormitory' : group === 'agency' ? 'agency' : 'floor';
    case 'contract':
      return group === 'dormitory' ? 'dormitory-conditions' : group === 'agency' ? null : 'price';
    case 'terms':
      return group === 'dormitory'
        ? 'dormitory-amenities'
        : group === 'agency'
          ? null
          : priceScreenOf(draft.contractType);
    case 'pros':
      return 'filter-ad';
    case 'cons':
      return 'filter-disad';
    case 'content':
      return 'content';
  }
}

// --- Edit flow ---------------------------------------------------------------------------------------------

/** Edit sub-steps under /review/{reviewId}/update (spec 001 §2.1). */
export const EDIT_STEPS = [
  'type',
  'input-address',
  'address',
  'floor',
  'contract',
  'contract/price',
  'filter-ad',
  'filter-disad',
  'content',
  'dormitory',
  'dormitory-conditions',
  'dormitory-amenities',
] as const;
export type EditStep = (typeof EDIT_STEPS)[number];

export function editHubPath(reviewId: number | string): string {
  return `/review/${reviewId}/update`;
}

export function editStepPath(reviewId: number | string, step: EditStep | 'hub'): string {
  return step === 'hub' ? editHubPath(reviewId) : `${editHubPath(reviewId)}/${step}`;
}

export function editStepFromPath(pathname: string): { reviewId: string; step: EditStep | 'hub' } | null {
  const match = /^\/review\/([^/]+)\/update(?:\/(.+?))?\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  const step = match[2];
  if (step === undefined) return { reviewId: match[1], step: 'hub' };
  return (EDIT_STEPS as readonly string[]).includes(step)
    ? { reviewId: match[1], step: step as EditStep }
    : null;
}

/** spec 001 §2.4: the edit type screen lists housing types without dormitory and agency. */
export const EDIT_TYPE_OPTIONS: readonly HousingType[] = GENERAL_HOUSING_TYPES;

/** spec 001 §2.4: every edit step returns to the hub, replacing history. */
export function nextEditStep(_step: EditStep): { step: 'hub'; replace: true } {
  return { step: 'hub', replace: true };
}

/** spec 001 §2.4: the address entry's search box opens the address search. */
export const EDIT_ADDRESS_SEARCH_STEP: EditStep = 'address';

export interface EditHubRow {
  row: SummaryRow;
  label: string;
  /** The sub-step the row opens; null when locked or not applicable. */
  step: EditStep | null;
  locked: boolean;
}

/**
 * spec 001 §2.4: agency and dormitory lock the type and address rows; agency also locks detail address.
 * Agency has no contract rows.
 */
export function editHubRows(kind: ReviewKind): EditHubRow[] {
  const group: HousingTypeGroup = kind === 'DORM' ? 'dormitory' : kind === 'AGENCY' ? 'agency' : 'general';
  const labels = SUMMARY_ROW_LABELS[group];
  const stepOf: Record<SummaryRow, EditStep | null> = {
    type: 'type',
    address: 'input-address',
    detailAddress: group === 'dormitory' ? 'dormitory' : group === 'agency' ? null : 'floor',
    contract: group === 'dormitory' ? 'dormitory-conditions' : 'contract',
    terms: group === 'dormitory' ? 'dormitory-amenities' : 'contract/price',
    pros: 'filter-ad',
    cons: 'filter-disad',
    content: 'content',
  };
  const lockedRows = new Set<SummaryRow>(
    group === 'agency'
      ? ['type', 'address', 'detailAddress']
      : group === 'dormitory'
        ? ['type', 'address']
        : [],
  );
  return summaryRowsFor(group).map((row) => {
    const locked = lockedRows.has(row);
    return { row, label: labels[row], step: locked ? null : stepOf[row], locked };
  });
}

/** Whether a sub-step may be opened for a review kind (a locked row's step may not). */
export function isEditStepAllowed(kind: ReviewKind, step: EditStep): boolean {
  if (step === 'address') return editHubRows(kind).some((r) => r.step === 'input-address');
  const dormSteps: EditStep[] = ['dormitory', 'dormitory-conditions', 'dormitory-amenities'];
  const generalOnly: EditStep[] = ['floor', 'contract', 'contract/price'];
  if (kind !== 'DORM' && dormSteps.includes(step)) return false;
  if (kind !== 'GENERAL' && generalOnly.includes(step)) return false;
  return (
    editHubRows(kind).some((r) => r.step === step) || ['filter-ad', 'filter-disad', 'content'].includes(step)
  );
}
