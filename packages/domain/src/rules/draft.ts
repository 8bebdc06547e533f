// The review draft (spec 001 §3.1) and its conversion to the create and update payloads (spec 001 §7).
import type { ContractType, CreateFacilities, FloorType, HousingType, ReviewKind } from '../enums';
import {
  createFacilitiesToWire,
  isCreateFacilitiesComplete,
  isGeneralHousingType,
  keywordTargetOf,
  reviewKindOf,
  wireFacilitiesToCreate,
} from '../enums';
import type { KeywordCode } from '../keywords';
import { validateKeywordSelection } from '../keywords';
import { WIRE_LIMITS } from '../wire/constants';
import type { ReviewDetail } from '../wire/reading';
import type {
  CreateAgencyReviewBody,
  CreateDormitoryReviewBody,
  CreateGeneralReviewBody,
  UpdateAgencyReviewBody,
  UpdateDormitoryReviewBody,
  UpdateGeneralReviewBody,
} from '../wire/writing';
import { type DepositReturnRecord, outcomeHasDays, validateDepositReturn } from './cost';
import { formatManwon, pyeongToSquareMetres, squareMetresToPyeong } from './display';
import { type RuleResult, refuse } from './result';
import {
  halfWidthNumber,
  VALIDATION_MESSAGES,
  validatePhotoCount,
  validateRating,
  validateReviewContent,
} from './validation';

/** spec 001 §3.1 dormitoryConditions. */
export interface DormitoryConditions {
  hasDistanceCriteria: boolean;
  hasGradeCriteria: boolean;
  /** Residence region, asked when the distance criterion is on. */
  residenceArea: string;
  /** Semester grade 0..4.5, asked when the grade criterion is on. */
  semesterGrade: number | null;
}

/** The draft remembered between wizard steps (spec 001 §3.1). Money in 만원. */
export interface ReviewDraft {
  housingType: HousingType | null;
  /** Road address. */
  address: string;
  /** Lot address. */
  addressDetail: string;
  /** Building name (general) or trade name (agency). */
  detailedAddress: string;
  buildingCode: string | null;
  /**
   * The existing place picked in the place step, or null for a new place; the server then
   * matches by building code or address key.
   */
  placeId: number | null;
  latitude: number | null;
  longitude: number | null;
  floorType: FloorType | null;
  /** Area in pyeong as typed on the floor screen. */
  space: number | null;
  contractType: ContractType | null;
  deposit: number | null;
  /** Always null for 전세 ({@link hasMonthlyRent}). */
  monthlyRent: number | null;
  /** 관리비; null means none (a typed 0 is stored as null, {@link normalizeMaintenanceCost}). */
  maintenanceCost: number | null;
  content: string;
  pros: KeywordCode[];
  cons: KeywordCode[];
  /** Uploaded image URLs (local photos are uploaded and replaced before conversion). */
  images: string[];
  rating: number | null;
  university: string;
  /** decisions.md: the campus chosen in the dormitory info step. */
  campusId: number | null;
  dormitoryName: string;
  roomCapacity: number | null;
  dormitoryFee: number | null;
  dormitoryConditions: DormitoryConditions;
  facilityConditions: CreateFacilities;
  /** 보증금 반환 기록, optional; general reviews only (dormitory reviews skip the step). */
  depositReturn: DepositReturnRecord | null;
}

export function emptyReviewDraft(): ReviewDraft {
  return {
    housingType: null,
    address: '',
    addressDetail: '',
    detailedAddress: '',
    buildingCode: null,
    placeId: null,
    latitude: null,
    longitude: null,
    floorType: null,
    space: null,
    contractType: null,
    deposit: null,
    monthlyRent: null,
    maintenanceCost: null,
    content: '',
    pros: [],
    cons: [],
    images: [],
    rating: null,
    university: '',
    campusId: null,
    dormitoryName: '',
    roomCapacity: null,
    dormitoryFee: null,
    dormitoryConditions: {
      hasDistanceCriteria: false,
      hasGradeCriteria: false,
      residenceArea: '',
      semesterGrade: null,
    },
    facilityConditions: {},
    depositReturn: null,
  };
}

/** spec 001 §3.1: drafts are auto-saved with a 500 ms debounce and expire after 24 hours. */
export const DRAFT_SAVE_DEBOUNCE_MS = 500;
export const DRAFT_EXPIRY_MS = 24 * 60 * 60 * 1000;

export function isDraftExpired(savedAt: number, now: number): boolean {
  return now - savedAt > DRAFT_EXPIRY_MS;
}

/** spec 001 §2.3: choosing a type; a change of type group starts from an empty draft. */
export function chooseHousingType(draft: ReviewDraft, type: HousingType): ReviewDraft {
  const group = (t: HousingType) => reviewKindOf(t);
  if (draft.housingType && group(draft.housingType) !== group(type)) {
    return { ...emptyReviewDraft(), housingType: type };
  }
  return { ...draft, housingType: type };
}

/** spec 001 §4: switching a criterion off clears its input; "no condition" clears both. */
export function setDormCriteria(
  conditions: DormitoryConditions,
  change: { distance?: boolean; grade?: boolean } | 'none',
): DormitoryConditions {
  if (change === 'none') {
    return { hasDistanceCriteria: false, hasGradeCriteria: false, residenceArea: '', semesterGrade: null };
  }
  const next = { ...conditions };
  if (change.distance !== undefined) {
    next.hasDistanceCriteria = change.distance;
    if (!change.distance) next.residenceArea = '';
  }
  if (change.grade !== undefined) {
    next.hasGradeCriteria = change.grade;
    if (!change.grade) next.semesterGrade = null;
  }
  return next;
}

// --- Money (spec 001 §5: 만원, digits only; what is typed is kept or refused, never changed) -----

export type MoneyField = 'deposit' | 'monthlyRent' | 'maintenanceCost' | 'dormitoryFee';

export const MONEY_FIELD_LABELS: Record<MoneyField, string> = {
  deposit: '보증금',
  monthlyRent: '월세',
  maintenanceCost: '관리비',
  dormitoryFee: '기숙사비',
};

/**
 * The largest amount (만원) a step accepts for each field. Far above anything a student pays (보증금 100억원,
 * 월세 1,000만원, 관리비 300만원, 한 학기 기숙사비 1,000만원) and far below the wire's 2^31 − 1, so an amount typed in
 * 원 instead of 만원 is caught in the step that asks for it instead of failing at the server.
 */
export const MONEY_LIMITS: Record<MoneyField, number> = {
  deposit: WIRE_LIMITS.deposit,
  monthlyRent: WIRE_LIMITS.monthlyRent,
  maintenanceCost: WIRE_LIMITS.maintenanceCost,
  dormitoryFee: WIRE_LIMITS.dormFee,
};

const TOPIC: Record<MoneyField, string> = {
  deposit: '보증금은',
  monthlyRent: '월세는',
  maintenanceCost: '관리비는',
  dormitoryFee: '기숙사비는',
};

export const MONEY_MESSAGES = {
  empty: {
    deposit: VALIDATION_MESSAGES.depositEmpty,
    monthlyRent: VALIDATION_MESSAGES.monthlyRentEmpty,
    maintenanceCost: VALIDATION_MESSAGES.maintenanceCostEmpty,
    dormitoryFee: VALIDATION_MESSAGES.dormFeeEmpty,
  } satisfies Record<MoneyField, string>,
  /** "45.5" is refused, never read as 455 or rounded. */
  decimal: (field: MoneyField) => `${TOPIC[field]} 만원 단위의 정수로 입력해 주세요. 소수점은 쓸 수 없어요.`,
  tooLarge: (field: MoneyField) =>
    `${TOPIC[field]} ${formatManwon(MONEY_LIMITS[field])} 이하로 입력해 주세요. 만원 단위가 맞는지 확인해 주세요.`,
  format: VALIDATION_MESSAGES.digitsOnly,
} as const;

export type MoneyInputResult = { ok: true; value: number | null } | { ok: false; message: string };

/**
 * A money field as typed ('1,000', '45.5', '') → its 만원 amount, or the Korean reason it is refused. An empty
 * optional field is `null`.
 */
export function parseMoneyField(
  field: MoneyField,
  input: string,
  options: { required?: boolean } = {},
): MoneyInputResult {
  const text = halfWidthNumber(input).replace(/,/g, '').trim();
  if (text === '') {
    return options.required === false
      ? { ok: true, value: null }
      : { ok: false, message: MONEY_MESSAGES.empty[field] };
  }
  if (/^\d*\.\d*$/.test(text)) return { ok: false, message: MONEY_MESSAGES.decimal(field) };
  if (!/^\d+$/.test(text)) return { ok: false, message: MONEY_MESSAGES.format };
  const value = Number(text);
  if (value > MONEY_LIMITS[field]) return { ok: false, message: MONEY_MESSAGES.tooLarge(field) };
  return { ok: true, value };
}

/** The field's rule as a {@link RuleResult} (for `firstRefusal`). */
export function validateMoneyField(
  field: MoneyField,
  input: string,
  options: { required?: boolean } = {},
): RuleResult {
  const result = parseMoneyField(field, input, options);
  return result.ok ? { ok: true } : refuse(result.message);
}

/** A stored amount within its field's limit (restored drafts, the edit flow's server values). */
export function isMoneyWithinLimit(field: MoneyField, value: number | null): boolean {
  return value === null || (Number.isInteger(value) && value >= 0 && value <= MONEY_LIMITS[field]);
}

// --- Contract (spec 001 §5, §7) ------------------------------------------------------------------------

/** The one rule of "전세 has no monthly rent": only 월세 carries one. */
export function hasMonthlyRent(contractType: ContractType | null | undefined): boolean {
  return contractType === 'MONTHLY_RENT';
}

/** spec 001 §5: a maintenance cost of 0 means none and is stored as null — the one place this is decided. */
export function normalizeMaintenanceCost(value: number | null | undefined): number | null {
  return value === null || value === undefined || value === 0 ? null : value;
}

/**
 * A new contract type. A different type drops the deposit and the rent: a 월세 deposit is not a 전세 price, so
 * the price screen asks again. The maintenance cost does not depend on the type and stays.
 */
export function changeContractType(draft: ReviewDraft, contractType: ContractType): ReviewDraft {
  if (draft.contractType === contractType) return draft;
  // A 관리비 of 0 is stored as null once prices are entered; without the deposit that would read as "not
  // asked", so it is kept as the 0 typed until the price screen saves it again.
  const maintenanceCost = draft.maintenanceCost ?? (draft.deposit !== null ? 0 : null);
  return { ...draft, contractType, deposit: null, monthlyRent: null, maintenanceCost };
}

export interface ContractPrices {
  deposit: number | null;
  monthlyRent: number | null;
  maintenanceCost: number | null;
}

/** The price screen's amounts, with the contract rules applied (no rent for 전세, 관리비 0 → null). */
export function setContractPrices(draft: ReviewDraft, prices: ContractPrices): ReviewDraft {
  return {
    ...draft,
    deposit: prices.deposit,
    monthlyRent: hasMonthlyRent(draft.contractType) ? prices.monthlyRent : null,
    maintenanceCost: normalizeMaintenanceCost(prices.maintenanceCost),
  };
}

/** The maintenance-cost field's text for a draft: a stored null after prices were entered is the 0 typed. */
export function maintenanceCostInputOf(draft: ReviewDraft): string {
  if (draft.maintenanceCost !== null) return String(draft.maintenanceCost);
  return draft.deposit !== null ? '0' : '';
}

// --- Defaults (spec 001 §9, decisions.md) ------------------------------------------------------------------

/** spec 001 §9: default area 25 (㎡ on the wire), only when no area was given. */
export const DEFAULT_SPACE_SQUARE_METRES = 25;
export const DEFAULT_DORM_CAPACITY = 1;
export const DEFAULT_DORM_FEE = 0;
export const DEFAULT_DORM_FLOOR: FloorType = 'LOW';

// --- Conversion --------------------------------------------------------------------------------------------

export type CreatePayload =
  | { kind: 'GENERAL'; body: CreateGeneralReviewBody }
  | { kind: 'DORM'; body: CreateDormitoryReviewBody }
  | { kind: 'AGENCY'; body: CreateAgencyReviewBody };

export type UpdatePayload =
  | { kind: 'GENERAL'; body: UpdateGeneralReviewBody }
  | { kind: 'DORM'; body: UpdateDormitoryReviewBody }
  | { kind: 'AGENCY'; body: UpdateAgencyReviewBody };

export type PayloadResult<P> = ({ ok: true } & P) | { ok: false; field: string; message: string };

type Mode = 'create' | 'edit';

class DraftProblem {
  constructor(
    readonly field: string,
    readonly message: string,
  ) {}
}

function need<T>(value: T | null | undefined, field: string, message: string): T {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    throw new DraftProblem(field, message);
  }
  return value;
}

function check(result: { ok: true } | { ok: false; message: string }, field: string): void {
  if (!result.ok) throw new DraftProblem(field, result.message);
}

const MISSING = {
  type: '찐빵 유형을 선택해 주세요.',
  address: '주소를 입력해 주세요.',
  coordinates: '지도에서 위치를 확인해 주세요.',
  contractType: '계약 형태를 선택해 주세요.',
  campus: '캠퍼스를 선택해 주세요.',
  grade: VALIDATION_MESSAGES.gradeEmpty,
  region: VALIDATION_MESSAGES.regionEmpty,
} as const;

/**
 * The place part of a payload: the picked place's id, or a new place's road and lot address, its
 * 건물관리번호 when the postcode widget gave one, and the coordinates confirmed on the map — never a constant.
 */
function buildingRequestOf<T extends HousingType>(draft: ReviewDraft, type: T, name: string) {
  const address = need(draft.address, 'address', MISSING.address).trim();
  if (draft.latitude === null || draft.longitude === null) {
    throw new DraftProblem('latitude', MISSING.coordinates);
  }
  return {
    placeId: draft.placeId,
    buildingCode: draft.buildingCode?.trim() || null,
    name: name.trim(),
    type,
    address,
    lotAddress: draft.addressDetail.trim() || null,
    latitude: draft.latitude,
    longitude: draft.longitude,
  };
}

function commonParts(draft: ReviewDraft, kind: ReviewKind, mode: Mode) {
  const rating = need(draft.rating, 'rating', VALIDATION_MESSAGES.ratingRange);
  check(validateRating(rating), 'rating');
  check(validateReviewContent(draft.content, mode), 'content');
  check(validatePhotoCount(draft.images.length, kind), 'images');
  const keywords = { positive: [...draft.pros], negative: [...draft.cons] };
  check(validateKeywordSelection(keywords, keywordTargetOf(kind), mode), 'keywords');
  return { rating, content: draft.content.trim(), imageUrls: [...draft.images], keywords };
}

function convert(draft: ReviewDraft, mode: Mode): CreatePayload {
  const housingType = need(draft.housingType, 'housingType', MISSING.type);
  const kind = reviewKindOf(housingType);
  const common = commonParts(draft, kind, mode);

  if (kind === 'GENERAL' && isGeneralHousingType(housingType)) {
    const contractType = need(draft.contractType, 'contractType', MISSING.contractType);
    const deposit = need(draft.deposit, 'deposit', VALIDATION_MESSAGES.depositEmpty);
    const monthlyRent = hasMonthlyRent(contractType)
      ? need(draft.monthlyRent, 'monthlyRent', VALIDATION_MESSAGES.monthlyRentEmpty)
      : null;
    for (const [field, value] of [
      ['deposit', deposit],
      ['monthlyRent', monthlyRent],
      ['maintenanceCost', draft.maintenanceCost],
    ] as const) {
      if (!isMoneyWithinLimit(field, value)) throw new DraftProblem(field, MONEY_MESSAGES.tooLarge(field));
    }
    const name = need(draft.detailedAddress, 'detailedAddress', VALIDATION_MESSAGES.buildingNameEmpty);
    return {
      kind: 'GENERAL',
      body: {
        generalReview: {
          contractType,
          deposit,
          monthlyRent,
          maintenanceCost: normalizeMaintenanceCost(draft.maintenanceCost),
          floor: need(draft.floorType, 'floorType', VALIDATION_MESSAGES.floorEmpty),
          space:
            draft.space !== null && draft.space > 0
              ? pyeongToSquareMetres(draft.space)
              : DEFAULT_SPACE_SQUARE_METRES,
          rating: common.rating,
          content: common.content,
          depositReturn: depositReturnOf(draft),
        },
        imageUrls: common.imageUrls,
        // decisions.md: a general review always carries the coordinates confirmed on the map.
        buildingRequest: buildingRequestOf(draft, housingType, name),
        keywords: common.keywords,
      },
    };
  }

  if (kind === 'DORM') {
    const name = need(draft.dormitoryName, 'dormitoryName', VALIDATION_MESSAGES.dormNameEmpty);
    const capacity = draft.roomCapacity ?? DEFAULT_DORM_CAPACITY;
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new DraftProblem('roomCapacity', VALIDATION_MESSAGES.dormCapacityInvalid);
    }
    const conditions = draft.dormitoryConditions;
    const grade = conditions.hasGradeCriteria
      ? need(conditions.semesterGrade, 'dormitoryConditions', MISSING.grade)
      : null;
    if (grade !== null && !(grade >= 0 && grade <= 4.5)) {
      throw new DraftProblem('dormitoryConditions', VALIDATION_MESSAGES.gradeRange);
    }
    const region = conditions.hasDistanceCriteria
      ? need(conditions.residenceArea, 'dormitoryConditions', MISSING.region).trim()
      : null;
    if (!isMoneyWithinLimit('dormitoryFee', draft.dormitoryFee)) {
      throw new DraftProblem('dormitoryFee', MONEY_MESSAGES.tooLarge('dormitoryFee'));
    }
    if (!isCreateFacilitiesComplete(draft.facilityConditions)) {
      throw new DraftProblem('facilityConditions', VALIDATION_MESSAGES.facilitiesIncomplete);
    }
    return {
      kind: 'DORM',
      body: {
        dormitoryReview: {
          campusId: need(draft.campusId, 'campusId', MISSING.campus),
          capacity,
          dormFee: draft.dormitoryFee ?? DEFAULT_DORM_FEE,
          floor: draft.floorType ?? DEFAULT_DORM_FLOOR,
          rating: common.rating,
          content: common.content,
        },
        imageUrls: common.imageUrls,
        buildingRequest: buildingRequestOf(draft, 'DORMITORY', name),
        keywords: common.keywords,
        // spec 001 §7: currentGrade travels as text.
        condition: { currentRegion: region, currentGrade: grade === null ? null : String(grade) },
        facilities: createFacilitiesToWire(draft.facilityConditions),
      },
    };
  }

  const name = need(draft.detailedAddress, 'detailedAddress', VALIDATION_MESSAGES.agencyNameEmpty);
  return {
    kind: 'AGENCY',
    body: {
      agencyReview: { rating: common.rating, content: common.content },
      imageUrls: common.imageUrls,
      buildingRequest: buildingRequestOf(draft, 'AGENCY', name),
      keywords: common.keywords,
    },
  };
}

/** The draft's deposit-return record, checked (a draft saved before the step existed has none). */
function depositReturnOf(draft: ReviewDraft): DepositReturnRecord | null {
  const record = draft.depositReturn ?? null;
  if (record === null) return null;
  check(validateDepositReturn(record), 'depositReturn');
  return { outcome: record.outcome, days: outcomeHasDays(record.outcome) ? record.days : null };
}

function run<P>(fn: () => P): PayloadResult<P> {
  try {
    return { ok: true, ...fn() };
  } catch (error) {
    if (error instanceof DraftProblem) return { ok: false, field: error.field, message: error.message };
    throw error;
  }
}

/** Draft → `POST /api/v1/review/{kind}` body, or the first missing/invalid field with its message. */
export function toCreatePayload(draft: ReviewDraft): PayloadResult<CreatePayload> {
  return run(() => convert(draft, 'create'));
}

/** Draft → `PUT /api/v1/review/{id}` body with the edit rules (keywords 1..5, content non-empty). */
export function toUpdatePayload(draft: ReviewDraft): PayloadResult<UpdatePayload> {
  return run(() => convert(draft, 'edit') as UpdatePayload);
}

/** The edit flow's starting draft, read from a review detail (GET /api/v1/review/{id}). */
export function draftFromReviewDetail(detail: ReviewDetail): ReviewDraft {
  const draft = emptyReviewDraft();
  const base: ReviewDraft = {
    ...draft,
    housingType: detail.building.type,
    address: detail.building.address,
    addressDetail: detail.building.lotAddress ?? '',
    detailedAddress: detail.building.name,
    buildingCode: detail.building.buildingCode,
    placeId: detail.building.buildingId,
    latitude: detail.building.latitude,
    longitude: detail.building.longitude,
    content: detail.reviewInfo.content,
    pros: [...detail.keywords.positive],
    cons: [...detail.keywords.negative],
    images: [...detail.reviewImages.imageUrl],
  };
  if (detail.generalReviewInfo) {
    const info = detail.generalReviewInfo;
    return {
      ...base,
      housingType: info.type,
      floorType: info.floor,
      space: squareMetresToPyeong(info.space),
      contractType: info.contractType,
      deposit: info.deposit,
      monthlyRent: hasMonthlyRent(info.contractType) ? info.price : null,
      maintenanceCost: normalizeMaintenanceCost(info.maintenanceCost),
      rating: info.rating,
      depositReturn: info.depositReturn ?? null,
    };
  }
  if (detail.dormitoryReviewInfo && 'conditions' in detail) {
    const info = detail.dormitoryReviewInfo;
    const grade = detail.conditions.currentGrade;
    return {
      ...base,
      housingType: 'DORMITORY',
      university: info.universityName,
      campusId: info.campusId,
      dormitoryName: info.name,
      floorType: info.floor,
      roomCapacity: info.capacity,
      dormitoryFee: info.dormFee,
      rating: info.rating,
      dormitoryConditions: {
        hasDistanceCriteria: detail.conditions.currentRegion !== null,
        hasGradeCriteria: grade !== null,
        residenceArea: detail.conditions.currentRegion ?? '',
        semesterGrade: grade === null ? null : Number(grade),
      },
      facilityConditions: wireFacilitiesToCreate(detail.facilities),
    };
  }
  if (detail.agencyReviewInfo) {
    return { ...base, housingType: 'AGENCY', rating: detail.agencyReviewInfo.rating };
  }
  return base;
}
