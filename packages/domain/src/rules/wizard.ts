// The review wizard as one step table shared by the create flow, the confirm summary and the edit hub
// (spec 001 §2.3, §2.4, §4). Steps have ids, never URLs: the app's routes module maps ids to paths.
import type { HousingType, ReviewKind } from '../enums';
import { GENERAL_HOUSING_TYPES, HOUSING_TYPES, isCreateFacilitiesComplete, reviewKindOf } from '../enums';
import { checkKeywordMinimum } from '../keywords';
import { validateDepositReturn } from './cost';
import { hasMonthlyRent, isMoneyWithinLimit, type ReviewDraft } from './draft';
import {
  validateAgencyName,
  validateDormConditions,
  validateDormInfo,
  validatePhotoCount,
  validateReviewContent,
} from './validation';

export type WizardMode = 'create' | 'edit';

/** spec 001 §2.3: the type groups whose change resets the draft — room-like group, dormitory, others. */
export type HousingTypeGroup = 'general' | 'dormitory' | 'agency';

export const HOUSING_TYPE_GROUPS: readonly HousingTypeGroup[] = ['general', 'dormitory', 'agency'];

export function housingTypeGroupOf(type: HousingType): HousingTypeGroup {
  const kind: ReviewKind = reviewKindOf(type);
  return kind === 'DORM' ? 'dormitory' : kind === 'AGENCY' ? 'agency' : 'general';
}

export function groupOfKind(kind: ReviewKind): HousingTypeGroup {
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
/** spec 001 §2.4: the edit type screen lists housing types without dormitory and agency. */
export const EDIT_TYPE_OPTIONS: readonly HousingType[] = GENERAL_HOUSING_TYPES;

export function canChooseCreateType(type: HousingType): { ok: true } | { ok: false; message: string } {
  return type === 'AGENCY' ? { ok: false, message: AGENCY_NOT_READY_MESSAGE } : { ok: true };
}

// --- Summary rows (confirm and edit hub) -------------------------------------------------------------------

/** Rows of the confirm summary and the edit hub (spec 001 §2.3, §2.4), in the order they are shown. */
export const SUMMARY_ROWS = [
  'type',
  'address',
  'detailAddress',
  'contract',
  'terms',
  'depositReturn',
  'photos',
  'pros',
  'cons',
  'content',
] as const;
export type SummaryRow = (typeof SUMMARY_ROWS)[number];

const COMMON_LABELS = {
  type: '찐빵 유형',
  depositReturn: '보증금 반환',
  address: '주소',
  photos: '사진',
  pros: '장점',
  cons: '단점',
  content: '후기 내용',
} as const;

export const SUMMARY_ROW_LABELS: Record<HousingTypeGroup, Record<SummaryRow, string>> = {
  general: {
    ...COMMON_LABELS,
    detailAddress: '상세 주소',
    contract: '계약 형태',
    terms: '계약 조건',
  },
  dormitory: {
    ...COMMON_LABELS,
    detailAddress: '기숙사 정보',
    contract: '입사 조건',
    terms: '시설',
  },
  agency: {
    ...COMMON_LABELS,
    detailAddress: '상호명',
    contract: '계약 형태',
    terms: '계약 조건',
  },
};

// --- The step table ----------------------------------------------------------------------------------------

export const WIZARD_STEP_IDS = [
  'type',
  'dormitoryInfo',
  'addressEntry',
  'pin',
  'dormitoryConditions',
  'dormitoryAmenities',
  'floor',
  'agency',
  'addressResult',
  'contractType',
  'jeonsePrice',
  'wolsePrice',
  'depositReturn',
  'photos',
  'pros',
  'cons',
  'content',
  'confirm',
] as const;
export type WizardStepId = (typeof WIZARD_STEP_IDS)[number];

export function isWizardStepId(value: unknown): value is WizardStepId {
  return typeof value === 'string' && (WIZARD_STEP_IDS as readonly string[]).includes(value);
}

/** What a step's rules may look at besides the draft. */
export interface WizardFacts {
  mode: WizardMode;
  /** Photos held for the draft (the create wizard keeps them outside the draft until upload). */
  photoCount?: number;
}

type Draft = ReviewDraft;
const ALL_GROUPS: readonly HousingTypeGroup[] = HOUSING_TYPE_GROUPS;

export interface WizardStepDefinition {
  id: WizardStepId;
  /** The screen's heading (an h1 the wizard moves focus to). */
  title: (draft: Draft, mode: WizardMode) => string;
  /** The draft fields the step writes. */
  edits: readonly (keyof Draft)[];
  /** Groups whose create path has the step (table order is path order). */
  create: readonly HousingTypeGroup[];
  /** Groups whose edit flow may open it; a row whose step a group may not edit is shown locked. */
  edit: readonly HousingTypeGroup[];
  /** A branch: the step belongs to the path only while this holds (jeonse or wolse by contract type). */
  when?: (draft: Draft) => boolean;
  /** Skipped on the create path while this holds, but still opened by its row (e.g. a name already given). */
  skip?: (draft: Draft) => boolean;
  /** The confirm / edit-hub row the step answers. */
  row?: SummaryRow;
  /**
   * Opened alone (from confirm or the hub), the step hands over to the first of these that is on the path
   * for the draft (its `when` holds) before returning.
   */
  handsOverTo?: readonly WizardStepId[];
  /** Opened alone, "이전" is disabled (spec 001 §2.3: the payment-type screen entered from confirm). */
  lockPreviousWhenAlone?: boolean;
  /** Whether the draft holds a valid answer for the step. */
  isComplete: (draft: Draft, facts: WizardFacts) => boolean;
}

const filled = (text: string) => text.trim() !== '';

/**
 * The wizard's steps in path order (spec 001 §4):
 * - general: type → addressEntry → pin → floor → addressResult → contractType → jeonse|wolse price →
 *   depositReturn (optional) → photos …
 * - dormitory: type → dormitoryInfo → addressEntry → pin → dormitoryConditions → dormitoryAmenities → photos …
 *   (the campus comes first, so the place step lists that campus's dormitories and pins at it)
 * - agency: type → addressEntry → pin → [agency when the trade name is empty] → addressResult → photos …
 * then pros → cons → content → confirm. A new step is one more row here, placed where it belongs in the path.
 */
export const WIZARD_STEPS: readonly WizardStepDefinition[] = [
  {
    id: 'type',
    title: () => '어떤 유형의 집에 살았나요?',
    edits: ['housingType'],
    create: ALL_GROUPS,
    edit: ['general'],
    row: 'type',
    isComplete: (d, f) =>
      d.housingType !== null && (f.mode === 'edit' || canChooseCreateType(d.housingType).ok),
  },
  {
    id: 'dormitoryInfo',
    title: () => '기숙사 정보를 알려 주세요',
    edits: ['university', 'campusId', 'dormitoryName', 'roomCapacity', 'floorType'],
    create: ['dormitory'],
    edit: ['dormitory'],
    row: 'detailAddress',
    isComplete: (d) =>
      d.campusId !== null &&
      validateDormInfo({
        university: d.university,
        dormitoryName: d.dormitoryName,
        roomCapacity: d.roomCapacity === null ? '' : String(d.roomCapacity),
        floorType: d.floorType,
      }).ok,
  },
  {
    id: 'addressEntry',
    title: (d) =>
      d.housingType === 'AGENCY'
        ? '어느 공인중개사인가요?'
        : d.housingType === 'DORMITORY'
          ? '어느 기숙사인가요?'
          : '어느 건물인가요?',
    edits: [
      'address',
      'addressDetail',
      'detailedAddress',
      'buildingCode',
      'placeId',
      'latitude',
      'longitude',
    ],
    create: ALL_GROUPS,
    // Every kind's place can be corrected (the dormitory's and agency's too).
    edit: ALL_GROUPS,
    row: 'address',
    handsOverTo: ['pin'],
    isComplete: (d) => filled(d.address),
  },
  {
    id: 'pin',
    title: () => '지도에서 위치를 맞춰 주세요',
    edits: ['latitude', 'longitude'],
    create: ALL_GROUPS,
    edit: ALL_GROUPS,
    // A place picked from our own places has its position; "위치 고치기" still opens the pin.
    skip: (d) => d.placeId !== null,
    isComplete: (d) => d.latitude !== null && d.longitude !== null,
  },
  {
    id: 'dormitoryConditions',
    title: () => '입사 조건을 알려 주세요',
    edits: ['dormitoryConditions', 'dormitoryFee'],
    create: ['dormitory'],
    edit: ['dormitory'],
    row: 'contract',
    isComplete: (d) =>
      isMoneyWithinLimit('dormitoryFee', d.dormitoryFee) &&
      validateDormConditions({
        ...d.dormitoryConditions,
        semesterGrade:
          d.dormitoryConditions.semesterGrade === null ? '' : String(d.dormitoryConditions.semesterGrade),
        dormitoryFee: d.dormitoryFee === null ? '' : String(d.dormitoryFee),
      }).ok,
  },
  {
    id: 'dormitoryAmenities',
    title: () => '기숙사 시설을 알려 주세요',
    edits: ['facilityConditions'],
    create: ['dormitory'],
    edit: ['dormitory'],
    row: 'terms',
    isComplete: (d) => isCreateFacilitiesComplete(d.facilityConditions),
  },
  {
    id: 'floor',
    title: () => '집 정보를 알려 주세요',
    edits: ['detailedAddress', 'space', 'floorType'],
    create: ['general'],
    edit: ['general'],
    row: 'detailAddress',
    isComplete: (d) => filled(d.detailedAddress) && d.space !== null && d.space > 0 && d.floorType !== null,
  },
  {
    id: 'agency',
    title: () => '공인중개사 상호명을 알려 주세요',
    edits: ['detailedAddress'],
    create: ['agency'],
    edit: [],
    row: 'detailAddress',
    skip: (d) => filled(d.detailedAddress),
    isComplete: (d) => validateAgencyName(d.detailedAddress).ok,
  },
  {
    id: 'addressResult',
    title: () => '이 위치가 맞나요?',
    edits: [],
    create: ['general', 'agency'],
    edit: [],
    isComplete: (d) => filled(d.address),
  },
  {
    id: 'contractType',
    title: () => '어떤 계약 형태였나요?',
    edits: ['contractType'],
    create: ['general'],
    edit: ['general'],
    row: 'contract',
    // A new contract type always goes through its price screen.
    handsOverTo: ['jeonsePrice', 'wolsePrice'],
    lockPreviousWhenAlone: true,
    isComplete: (d) => d.contractType !== null,
  },
  {
    id: 'jeonsePrice',
    title: () => '전세 계약 조건을 알려 주세요',
    edits: ['deposit', 'maintenanceCost'],
    create: ['general'],
    edit: ['general'],
    when: (d) => d.contractType === 'DEPOSIT_RENT',
    row: 'terms',
    isComplete: (d) =>
      d.deposit !== null &&
      isMoneyWithinLimit('deposit', d.deposit) &&
      isMoneyWithinLimit('maintenanceCost', d.maintenanceCost),
  },
  {
    id: 'wolsePrice',
    title: () => '월세 계약 조건을 알려 주세요',
    edits: ['deposit', 'monthlyRent', 'maintenanceCost'],
    create: ['general'],
    edit: ['general'],
    when: (d) => hasMonthlyRent(d.contractType),
    row: 'terms',
    isComplete: (d) =>
      d.deposit !== null &&
      d.monthlyRent !== null &&
      isMoneyWithinLimit('deposit', d.deposit) &&
      isMoneyWithinLimit('monthlyRent', d.monthlyRent) &&
      isMoneyWithinLimit('maintenanceCost', d.maintenanceCost),
  },
  {
    // An optional record of whether the deposit came back; dormitory reviews have no deposit.
    id: 'depositReturn',
    title: () => '보증금은 돌려받으셨나요?',
    edits: ['depositReturn'],
    create: ['general'],
    edit: ['general'],
    row: 'depositReturn',
    isComplete: (d) => d.depositReturn === null || validateDepositReturn(d.depositReturn).ok,
  },
  {
    id: 'photos',
    title: () => '방 사진을 올려 주세요',
    edits: ['images'],
    create: ALL_GROUPS,
    edit: [],
    row: 'photos',
    isComplete: (d, f) =>
      validatePhotoCount(f.photoCount ?? d.images.length, reviewKindOf(d.housingType ?? 'ROOM')).ok,
  },
  {
    id: 'pros',
    title: () => '어떤 장점이 있었나요?',
    edits: ['pros'],
    create: ALL_GROUPS,
    edit: ALL_GROUPS,
    row: 'pros',
    isComplete: (d, f) => checkKeywordMinimum(d.pros, 'positive', f.mode).ok,
  },
  {
    id: 'cons',
    title: () => '어떤 단점이 있었나요?',
    edits: ['cons'],
    create: ALL_GROUPS,
    edit: ALL_GROUPS,
    row: 'cons',
    isComplete: (d, f) => checkKeywordMinimum(d.cons, 'negative', f.mode).ok,
  },
  {
    id: 'content',
    title: () => '후기를 자세히 들려 주세요',
    edits: ['content'],
    create: ALL_GROUPS,
    edit: ALL_GROUPS,
    row: 'content',
    isComplete: (d, f) => validateReviewContent(d.content, f.mode).ok,
  },
  {
    id: 'confirm',
    title: () => '작성한 내용을 확인해 주세요',
    edits: ['rating'],
    create: ALL_GROUPS,
    edit: [],
    isComplete: () => true,
  },
];

const BY_ID = new Map(WIZARD_STEPS.map((step) => [step.id, step]));

export function wizardStep(id: WizardStepId): WizardStepDefinition {
  const step = BY_ID.get(id);
  if (!step) throw new RangeError(`unknown wizard step ${id}`);
  return step;
}

export function stepTitle(id: WizardStepId, draft: ReviewDraft, mode: WizardMode): string {
  return wizardStep(id).title(draft, mode);
}

function groupOfDraft(draft: ReviewDraft): HousingTypeGroup | null {
  return draft.housingType ? housingTypeGroupOf(draft.housingType) : null;
}

/** The step a step opened alone hands over to, for this draft. */
export function followUpStep(id: WizardStepId, draft: ReviewDraft): WizardStepId | null {
  const next = wizardStep(id).handsOverTo?.find(
    (target) => (wizardStep(target).when?.(draft) ?? true) && !(wizardStep(target).skip?.(draft) ?? false),
  );
  return next ?? null;
}

/** The step that hands over to `id` when opened alone (contractType for a price screen), if any. */
export function handedFrom(id: WizardStepId): WizardStepId | null {
  return WIZARD_STEPS.find((step) => step.handsOverTo?.includes(id))?.id ?? null;
}

/** Whether the draft holds a valid answer for the step. */
export function isStepComplete(id: WizardStepId, draft: ReviewDraft, facts: WizardFacts): boolean {
  return wizardStep(id).isComplete(draft, facts);
}

// --- Create flow -------------------------------------------------------------------------------------------

/**
 * The create path for a draft; before a type is chosen it is just the type step. `withSkipped` keeps the steps
 * the draft's answers skip (the pin of a picked place), as the progress bar counts them.
 */
export function createPath(draft: ReviewDraft, { withSkipped = false } = {}): WizardStepId[] {
  const group = groupOfDraft(draft);
  if (!group) return ['type'];
  return WIZARD_STEPS.filter(
    (step) =>
      step.create.includes(group) &&
      (step.when?.(draft) ?? true) &&
      (withSkipped || !(step.id !== 'type' && step.skip?.(draft))),
  ).map((step) => step.id);
}

/**
 * The length the progress bar counts. Before a type or contract is chosen the path is still short, so the
 * bar counts the longest general path instead of showing the first screens as nearly done; a step the answers
 * skip is counted as done.
 */
export function createProgress(id: WizardStepId, draft: ReviewDraft): { step: number; total: number } {
  // decisions.md: a skipped step counts as done, so the total never shrinks mid-flow.
  const counted =
    draft.housingType && (groupOfDraft(draft) !== 'general' || draft.contractType)
      ? createPath(draft, { withSkipped: true })
      : createPath(
          { ...draft, housingType: draft.housingType ?? 'ROOM', contractType: 'MONTHLY_RENT' },
          { withSkipped: true },
        );
  const index = counted.indexOf(id);
  return { step: Math.max(1, index + 1), total: counted.length };
}

/** Where a step goes on and back to. `null` = nowhere (previous: disabled). */
export interface WizardMove {
  next: WizardStepId | 'return' | null;
  previous: WizardStepId | 'return' | null;
}

/**
 * Next and previous of a step on the create path, or — when it was opened alone from confirm or the hub
 * (spec 001 §4, §2.4) — its follow-up step (`handsOverTo`) or `'return'` to where it was opened from.
 * `chainedFrom` is the step that handed over to this one while alone (e.g. contractType → wolsePrice).
 */
export function wizardMove(
  id: WizardStepId,
  draft: ReviewDraft,
  options: { alone: boolean; chainedFrom?: WizardStepId | null } = { alone: false },
): WizardMove {
  const step = wizardStep(id);
  if (options.alone) {
    return {
      next: followUpStep(id, draft) ?? 'return',
      previous: options.chainedFrom ?? (step.lockPreviousWhenAlone ? null : 'return'),
    };
  }
  const path = createPath(draft);
  const index = path.indexOf(id);
  return {
    next: index >= 0 ? (path[index + 1] ?? null) : null,
    previous: index > 0 ? (path[index - 1] ?? null) : null,
  };
}

/** The first step of the path the draft has not answered yet (resume and guard against skipping ahead). */
export function firstIncompleteStep(draft: ReviewDraft, facts: WizardFacts): WizardStepId {
  const path = createPath(draft);
  return path.find((id) => !isStepComplete(id, draft, facts)) ?? 'confirm';
}

/**
 * Where a create-wizard visit to `requested` may land: the step itself when every step before it on the path
 * is answered, otherwise the first unanswered one (a bookmarked or resumed URL never skips a question).
 */
export function reachableCreateStep(
  requested: WizardStepId,
  draft: ReviewDraft,
  facts: WizardFacts,
): WizardStepId {
  const path = createPath(draft);
  const index = path.indexOf(requested);
  if (index < 0) {
    // Off the path because it is skipped (the agency step once a name is known): still a row's target.
    const step = wizardStep(requested);
    const group = groupOfDraft(draft);
    const skipped = group !== null && step.create.includes(group) && (step.skip?.(draft) ?? false);
    return skipped ? requested : firstIncompleteStep(draft, facts);
  }
  const gap = path.slice(0, index).find((id) => !isStepComplete(id, draft, facts));
  return gap ?? requested;
}

/** The create path's steps that answer a summary row, keyed by row. */
function rowStepsFor(group: HousingTypeGroup, draft: ReviewDraft): Map<SummaryRow, WizardStepDefinition> {
  const rows = new Map<SummaryRow, WizardStepDefinition>();
  for (const step of WIZARD_STEPS) {
    if (!step.row || !step.create.includes(group)) continue;
    if (step.when && !step.when(draft)) continue;
    if (!rows.has(step.row)) rows.set(step.row, step);
  }
  return rows;
}

/** The rows a group's confirm summary shows, in order (agency has no contract rows). */
export function summaryRowsFor(group: HousingTypeGroup, mode: WizardMode = 'create'): SummaryRow[] {
  const present = new Set<SummaryRow>();
  for (const step of WIZARD_STEPS) {
    if (step.row && step.create.includes(group)) present.add(step.row);
  }
  if (mode === 'edit') present.delete('photos');
  return SUMMARY_ROWS.filter((row) => present.has(row));
}

/** Confirm row → the step it opens (alone); null when nothing can be chosen yet (terms before a contract). */
export function confirmRowStep(row: SummaryRow, draft: ReviewDraft): WizardStepId | null {
  const group = groupOfDraft(draft) ?? 'general';
  const step = rowStepsFor(group, draft).get(row);
  if (step) return step.id;
  // A row whose answering step is a branch not chosen yet: the terms row before a contract type.
  return row === 'terms' && group === 'general' ? 'contractType' : null;
}

// --- Edit flow ---------------------------------------------------------------------------------------------

export interface EditHubRow {
  row: SummaryRow;
  label: string;
  /** The step the row opens; null when locked. */
  step: WizardStepId | null;
  locked: boolean;
}

/**
 * spec 001 §2.4: the hub's rows. Agency and dormitory lock the type and address rows; agency also locks the
 * detail address; agency has no contract rows; photos are not edited.
 */
export function editHubRows(kind: ReviewKind, draft: ReviewDraft): EditHubRow[] {
  const group = groupOfKind(kind);
  const labels = SUMMARY_ROW_LABELS[group];
  const steps = rowStepsFor(group, draft);
  return summaryRowsFor(group, 'edit').map((row) => {
    const step = steps.get(row) ?? (row === 'terms' ? wizardStep('contractType') : undefined);
    if (!step?.edit.includes(group)) return { row, label: labels[row], step: null, locked: true };
    return { row, label: labels[row], step: step.id, locked: false };
  });
}

/** Whether an edit step may be opened for a review kind: a hub row's step, or a step one of them hands to. */
export function isEditStepAllowed(kind: ReviewKind, id: WizardStepId, draft: ReviewDraft): boolean {
  const group = groupOfKind(kind);
  const step = BY_ID.get(id);
  if (!step?.edit.includes(group)) return false;
  const opened = editHubRows(kind, draft).flatMap((row) => (row.step ? [row.step] : []));
  if (opened.includes(id)) return true;
  // Follow-ups: addressEntry → pin, contractType → jeonse/wolse price.
  const from = handedFrom(id);
  return from !== null && opened.includes(from);
}

/** The edit progress bar: the row's place among the hub rows (a follow-up step counts as its row). */
export function editProgress(
  kind: ReviewKind,
  id: WizardStepId,
  draft: ReviewDraft,
): { step: number; total: number } {
  const rows = editHubRows(kind, draft);
  const row = wizardStep(id).row ?? wizardStep(handedFrom(id) ?? id).row;
  const index = rows.findIndex((r) => r.row === row);
  return { step: Math.max(1, index + 1), total: rows.length };
}
