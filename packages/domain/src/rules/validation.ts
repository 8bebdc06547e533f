// Input rules of spec 000 §5 and spec 001 §5, each with its Korean message.
import type { ReviewKind, VerificationStatus } from '../enums';
import { WIRE_LIMITS } from '../wire/constants';
import { SQUARE_METRES_PER_PYEONG } from './display';
import { firstRefusal, RULE_OK, type RuleResult, refuse } from './result';

/** The largest area the floor screen takes, in its unit (평): the wire's limit in ㎡, in whole 평. */
export const AREA_MAX_PYEONG = Math.floor(WIRE_LIMITS.space / SQUARE_METRES_PER_PYEONG);

export const VALIDATION_MESSAGES = {
  // spec 000 §5: e-mail ("check the e-mail format", "only school e-mail addresses can be used").
  emailEmpty: '이메일을 입력해 주세요.',
  emailFormat: '이메일 형식을 확인해 주세요.',
  emailNotSchool: '학교 이메일만 사용할 수 있어요.',
  // spec 000 §5: verification code, 6 digits.
  codeFormat: '인증번호 6자리를 입력해 주세요.',
  // spec 000 §5: report text.
  reportEmpty: '신고 사유를 입력해 주세요.',
  reportTooLong: '신고 사유는 최대 1000자까지 입력할 수 있어요.',
  // spec 000 §5: certificate ("only PDF or image files can be uploaded", "file size must be 10 MB or less").
  certificateType: 'PDF나 이미지 파일만 올릴 수 있어요.',
  certificateSize: '파일 크기는 10MB 이하여야 해요.',
  // spec 001 §5: review content.
  contentEmpty: '내용을 입력해주세요.',
  contentTooShort: '최소 100자 이상 작성해야 해요!',
  contentTooLong: '최대 1000자까지 작성할 수 있어요.',
  // spec 001 §5 / §8: photos.
  photosTooMany: '사진은 최대 20장까지 올릴 수 있어요.',
  photosTooFew:
    '사진이 부족해요. 일반 건물과 기숙사 후기는 사진이 2~20장, 공인중개사 후기는 최대 20장 필요해요.',
  photoType: 'JPG, PNG, WEBP, HEIC 이미지만 업로드할 수 있어요.',
  photoSize: '사진 한 장의 크기는 10MB 이하여야 해요.',
  /** The server: a file of zero bytes. */
  photoEmpty: '빈 파일이에요. 다른 사진을 골라 주세요.',
  /** The server: the type is right but the image cannot be decoded (cut off, damaged). */
  photoUnreadable: '사진을 열 수 없어요. 파일이 손상되었을 수 있어요.',
  /** The server cannot decode HEVC-coded HEIC: the app converts HEIC in the browser before uploading. */
  photoHeicUnsupported: 'HEIC 사진은 서버에서 열 수 없어요. JPG, PNG, WEBP로 바꿔서 올려 주세요.',
  /** The server: the whole request is over 20 photos of 10 MB. */
  photosRequestTooLarge: '한 번에 올릴 수 있는 사진의 크기를 넘었어요. 사진 수를 줄여서 다시 올려 주세요.',
  // spec 001 §5: prices. The wolse screen's two alerts are the spec's; the others follow their wording.
  depositEmpty: '보증금을 입력해 주세요!',
  monthlyRentEmpty: '월세를 입력해 주세요!',
  maintenanceCostEmpty: '관리비를 입력해 주세요!',
  digitsOnly: '숫자만 입력해 주세요.',
  /** spec 001 §5: asked on next of the price screens. */
  priceUnitConfirm: '단위를 올바르게 입력하셨나요?\n예) 관리비 300,000원 → 30 입력',
  // spec 001 §5: dormitory.
  dormFeeEmpty: '기숙사비를 입력해 주세요.',
  dormCapacityInvalid: '몇 인실인지 1 이상의 숫자로 입력해 주세요.',
  dormCapacityTooLarge: `${WIRE_LIMITS.capacity}인실까지 입력할 수 있어요.`,
  dormUniversityEmpty: '대학교를 선택해 주세요.',
  dormNameEmpty: '기숙사 이름을 입력해 주세요.',
  dormFloorEmpty: '층수를 선택해 주세요.',
  gradeEmpty: '학점을 입력해 주세요.',
  gradeRange: '학점은 0부터 4.5까지 입력할 수 있어요.',
  regionEmpty: '거주 지역을 입력해 주세요.',
  facilitiesIncomplete: '모든 시설을 선택해 주세요.',
  // spec 001 §5: floor and agency screens.
  buildingNameEmpty: '건물 이름을 입력해 주세요.',
  areaEmpty: '면적을 입력해 주세요.',
  areaFormat: '면적은 숫자와 소수점 한 개까지만 입력할 수 있어요.',
  areaZero: '면적은 0보다 크게 입력해 주세요.',
  areaTooLarge: `면적은 ${AREA_MAX_PYEONG}평 이하로 입력해 주세요.`,
  floorEmpty: '층수를 선택해 주세요.',
  agencyNameEmpty: '공인중개사 상호명을 입력해 주세요.',
  // spec 001 §5 / spec 000 §5: writing needs verification.
  writeNeedsVerification: '학교 인증을 마치면 후기를 쓸 수 있어요.',
  // api-contract §4: the server's search minimum.
  searchTooShort: '검색어를 2자 이상 입력해 주세요.',
  ratingRange: '별점을 1점에서 5점 사이로 선택해 주세요.',
} as const;

const M = VALIDATION_MESSAGES;

// --- School e-mail (spec 000 §5) ---------------------------------------------------------------------------

const EMAIL_FORMAT = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmailFormat(email: string): boolean {
  return EMAIL_FORMAT.test(email.trim());
}

/** spec 000 §5: a basic e-mail format first, then the .ac.kr domain. */
export function validateSchoolEmail(email: string): RuleResult {
  const value = email.trim();
  if (value === '') return refuse(M.emailEmpty);
  if (!isEmailFormat(value)) return refuse(M.emailFormat);
  if (!value.toLowerCase().endsWith('.ac.kr')) return refuse(M.emailNotSchool);
  return RULE_OK;
}

// --- Verification code (spec 000 §5) -----------------------------------------------------------------------

export const VERIFICATION_CODE_LENGTH = 6;

/** What the code input keeps of what is typed or pasted: digits only, at most 6. */
export function sanitizeVerificationCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
}

export function validateVerificationCode(code: string): RuleResult {
  return /^\d{6}$/.test(code) ? RULE_OK : refuse(M.codeFormat);
}

// --- Report (spec 000 §5) ----------------------------------------------------------------------------------

export const REPORT_MAX_LENGTH = 1000;

export function validateReportText(text: string): RuleResult {
  const value = text.trim();
  if (value === '') return refuse(M.reportEmpty);
  if (value.length > REPORT_MAX_LENGTH) return refuse(M.reportTooLong);
  return RULE_OK;
}

// --- Certificate (spec 000 §5, §9) -------------------------------------------------------------------------

export const CERTIFICATE_MAX_BYTES = 10_485_760;
export const CERTIFICATE_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type CertificateMimeType = (typeof CERTIFICATE_MIME_TYPES)[number];
/** For `<input accept>`. */
export const CERTIFICATE_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export interface FileFacts {
  /** MIME type as the browser or the multipart part reports it. */
  type: string;
  size: number;
}

export function validateCertificateFile(file: FileFacts): RuleResult {
  if (!(CERTIFICATE_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    return refuse(M.certificateType);
  }
  if (file.size > CERTIFICATE_MAX_BYTES) return refuse(M.certificateSize);
  return RULE_OK;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((b, i) => bytes[offset + i] === b);
}

/** api-contract §3: the type is judged by content, not by name. Returns null for anything else. */
export function sniffCertificateType(bytes: Uint8Array): CertificateMimeType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}

// --- Review content (spec 001 §5) --------------------------------------------------------------------------

export const CONTENT_MIN_LENGTH = 100;
export const CONTENT_MAX_LENGTH = 1000;

/** Create: 100..1000 characters after trimming. Edit: non-empty after trimming (and still at most 1000). */
export function validateReviewContent(content: string, mode: 'create' | 'edit' = 'create'): RuleResult {
  const value = content.trim();
  if (value === '') return refuse(M.contentEmpty);
  if (mode === 'create' && value.length < CONTENT_MIN_LENGTH) return refuse(M.contentTooShort);
  if (value.length > CONTENT_MAX_LENGTH) return refuse(M.contentTooLong);
  return RULE_OK;
}

// --- Photos (spec 001 §5, api-contract §5) -----------------------------------------------------------------

export const PHOTO_MAX_COUNT = 20;
export const PHOTO_MIN_COUNT = 2;
export const PHOTO_MAX_BYTES = 10_485_760;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;

export function photoCountRange(kind: ReviewKind): { min: number; max: number } {
  return { min: kind === 'AGENCY' ? 0 : PHOTO_MIN_COUNT, max: PHOTO_MAX_COUNT };
}

/** Photos of a review: 2..20, an agency 0..20. */
export function validatePhotoCount(count: number, kind: ReviewKind): RuleResult {
  const { min, max } = photoCountRange(kind);
  if (count > max) return refuse(M.photosTooMany);
  if (count < min) return refuse(M.photosTooFew);
  return RULE_OK;
}

/** The picker: may `adding` more photos join `current` ones? */
export function canAddPhotos(current: number, adding: number): RuleResult {
  return current + adding > PHOTO_MAX_COUNT ? refuse(M.photosTooMany) : RULE_OK;
}

export function validatePhotoFile(file: FileFacts): RuleResult {
  if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())) return refuse(M.photoType);
  if (file.size > PHOTO_MAX_BYTES) return refuse(M.photoSize);
  return RULE_OK;
}

// --- Money, area and number inputs (spec 001 §5) -----------------------------------------------------------

/** Full-width digits, point and comma (a Korean keyboard's ５００) as the ASCII ones; nothing else changes. */
export function halfWidthNumber(input: string): string {
  return input.replace(/[０-９．，]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

/**
 * A numeric field's text as typed: a number (full-width digits read, thousands separators and outer spaces
 * dropped; `decimal` allows one point) or, when it is not one, exactly what was typed — so the screen refuses
 * it with its reason and "-100", "1e3" or "5백" are never read as another number.
 */
export function numericFieldText(input: string, mode: 'integer' | 'decimal'): string {
  const text = halfWidthNumber(input).replace(/,/g, '').trim();
  const number = mode === 'integer' ? /^\d*$/ : /^\d*\.?\d*$/;
  return number.test(text) ? text : input;
}

/** A money field as typed ('1,000' or '1000') → 1000; null when empty or not digits. */
export function parseMoneyInput(input: string): number | null {
  const value = input.replace(/,/g, '').trim();
  if (!/^\d+$/.test(value)) return null;
  return Number(value);
}

/** Digits only, required (money fields, dormitory fee). */
export function validateMoneyInput(input: string, emptyMessage: string): RuleResult {
  const value = input.replace(/,/g, '').trim();
  if (value === '') return refuse(emptyMessage);
  if (!/^\d+$/.test(value)) return refuse(M.digitsOnly);
  return RULE_OK;
}

/** spec 001 §5: area in 평, digits with at most one decimal point, above 0 and within the wire's limit. */
export function validateArea(input: string): RuleResult {
  const value = halfWidthNumber(input).trim();
  if (value === '') return refuse(M.areaEmpty);
  if (!/^\d+(\.\d+)?$/.test(value)) return refuse(M.areaFormat);
  const area = Number(value);
  if (area <= 0) return refuse(M.areaZero);
  if (area > AREA_MAX_PYEONG) return refuse(M.areaTooLarge);
  return RULE_OK;
}

export interface PriceInputs {
  deposit: string;
  monthlyRent?: string;
  maintenanceCost: string;
}

/** spec 001 §5: 전세 needs deposit and management fee. */
export function validateJeonse(inputs: PriceInputs): RuleResult {
  return firstRefusal(
    validateMoneyInput(inputs.deposit, M.depositEmpty),
    validateMoneyInput(inputs.maintenanceCost, M.maintenanceCostEmpty),
  );
}

/** spec 001 §5: 월세 needs deposit, monthly rent and management fee, in screen order. */
export function validateWolse(inputs: PriceInputs): RuleResult {
  return firstRefusal(
    validateMoneyInput(inputs.deposit, M.depositEmpty),
    validateMoneyInput(inputs.monthlyRent ?? '', M.monthlyRentEmpty),
    validateMoneyInput(inputs.maintenanceCost, M.maintenanceCostEmpty),
  );
}

/** spec 001 §5 edit flow: deposit always; a 월세 also needs monthly rent. */
export function validateEditContractPrice(
  contractType: 'MONTHLY_RENT' | 'DEPOSIT_RENT',
  inputs: Omit<PriceInputs, 'maintenanceCost'>,
): RuleResult {
  return firstRefusal(
    validateMoneyInput(inputs.deposit, M.depositEmpty),
    contractType === 'MONTHLY_RENT'
      ? validateMoneyInput(inputs.monthlyRent ?? '', M.monthlyRentEmpty)
      : RULE_OK,
  );
}

// --- Dormitory (spec 001 §5, decisions.md) -----------------------------------------------------------------

export const GRADE_MIN = 0;
export const GRADE_MAX = 4.5;

/** decisions.md: room capacity is a whole number ≥ 1 (1인실, 2인실, 4인실 …). */
export function validateDormCapacity(input: string | number): RuleResult {
  const value = typeof input === 'number' ? String(input) : halfWidthNumber(input).trim();
  if (!/^\d+$/.test(value) || Number(value) < 1) return refuse(M.dormCapacityInvalid);
  if (Number(value) > WIRE_LIMITS.capacity) return refuse(M.dormCapacityTooLarge);
  return RULE_OK;
}

/** spec 001 §5: dormitory fee required, digits only, no decimals. */
export function validateDormFee(input: string): RuleResult {
  return validateMoneyInput(input, M.dormFeeEmpty);
}

/** spec 001 §5: grade numeric 0 to 4.5 inclusive. */
export function validateGrade(input: string): RuleResult {
  const value = halfWidthNumber(input).trim();
  if (value === '') return refuse(M.gradeEmpty);
  if (!/^\d+(\.\d+)?$/.test(value)) return refuse(M.gradeRange);
  const grade = Number(value);
  return grade >= GRADE_MIN && grade <= GRADE_MAX ? RULE_OK : refuse(M.gradeRange);
}

export function validateRegion(input: string): RuleResult {
  return input.trim() === '' ? refuse(M.regionEmpty) : RULE_OK;
}

export interface DormConditionInputs {
  hasDistanceCriteria: boolean;
  hasGradeCriteria: boolean;
  residenceArea: string;
  semesterGrade: string;
  dormitoryFee: string;
}

/** spec 001 §5: fee always; grade when the grade criterion is on; region when the distance criterion is on. */
export function validateDormConditions(inputs: DormConditionInputs): RuleResult {
  return firstRefusal(
    inputs.hasDistanceCriteria ? validateRegion(inputs.residenceArea) : RULE_OK,
    inputs.hasGradeCriteria ? validateGrade(inputs.semesterGrade) : RULE_OK,
    validateDormFee(inputs.dormitoryFee),
  );
}

export interface DormInfoInputs {
  university: string;
  dormitoryName: string;
  roomCapacity: string;
  floorType: string | null | undefined;
}

/** spec 001 §5: university, dormitory name, room capacity and floor all required. */
export function validateDormInfo(inputs: DormInfoInputs): RuleResult {
  return firstRefusal(
    inputs.university.trim() === '' ? refuse(M.dormUniversityEmpty) : RULE_OK,
    inputs.dormitoryName.trim() === '' ? refuse(M.dormNameEmpty) : RULE_OK,
    validateDormCapacity(inputs.roomCapacity),
    inputs.floorType ? RULE_OK : refuse(M.dormFloorEmpty),
  );
}

// --- Floor and agency screens (spec 001 §5) ----------------------------------------------------------------

export interface FloorScreenInputs {
  buildingName: string;
  area: string;
  floorType: string | null | undefined;
}

export function validateFloorScreen(inputs: FloorScreenInputs): RuleResult {
  return firstRefusal(
    inputs.buildingName.trim() === '' ? refuse(M.buildingNameEmpty) : RULE_OK,
    validateArea(inputs.area),
    inputs.floorType ? RULE_OK : refuse(M.floorEmpty),
  );
}

/** spec 001 §2.3: whitespace is removed from the trade name as it is typed. */
export function sanitizeAgencyName(input: string): string {
  return input.replace(/\s+/g, '');
}

export function validateAgencyName(input: string): RuleResult {
  return sanitizeAgencyName(input) === '' ? refuse(M.agencyNameEmpty) : RULE_OK;
}

// --- Rating, permissions, search ---------------------------------------------------------------------------

/** spec 001 §4: the upload button needs 1 to 5 stars. */
export function validateRating(rating: number): RuleResult {
  return Number.isInteger(rating) && rating >= 1 && rating <= 5 ? RULE_OK : refuse(M.ratingRange);
}

/** spec 000 §5 / 001 §5: writing a review requires verified status. */
export function canWriteReview(status: VerificationStatus): RuleResult {
  return status === 'verified' ? RULE_OK : refuse(M.writeNeedsVerification);
}

/** spec 000 §5: the app searches only when the keyword is non-empty. */
export function isSearchable(keyword: string): boolean {
  return keyword.trim() !== '';
}

export const SEARCH_MIN_LENGTH = 2;

/** api-contract §4: the server needs at least 2 characters after trimming. */
export function validateSearchKeyword(keyword: string): RuleResult {
  return keyword.trim().length >= SEARCH_MIN_LENGTH ? RULE_OK : refuse(M.searchTooShort);
}

// --- Map query semantics (api-contract §4: bad bounds or min > max → 422) ----------------------------------

export const MAP_MESSAGES = {
  bounds: '지도 범위가 올바르지 않아요.',
  depositRange: '보증금 최소값이 최대값보다 클 수 없어요.',
  monthlyRentRange: '월세 최소값이 최대값보다 클 수 없어요.',
} as const;

export interface BoundsFacts {
  neLat: number;
  neLng: number;
  swLat: number;
  swLng: number;
}

export interface PriceRangeFacts {
  depositMin: number | null;
  depositMax: number | null;
  monthlyRentMin: number | null;
  monthlyRentMax: number | null;
}

/** The north-east corner lies north of and east of the south-west one. */
export function validateBounds(bounds: BoundsFacts): RuleResult {
  return bounds.neLat >= bounds.swLat && bounds.neLng >= bounds.swLng ? RULE_OK : refuse(MAP_MESSAGES.bounds);
}

/** A null bound is open; two bounds must not cross. */
export function validatePriceRanges(filters: PriceRangeFacts): RuleResult {
  const crossed = (min: number | null, max: number | null) => min !== null && max !== null && min > max;
  if (crossed(filters.depositMin, filters.depositMax)) return refuse(MAP_MESSAGES.depositRange);
  if (crossed(filters.monthlyRentMin, filters.monthlyRentMax)) return refuse(MAP_MESSAGES.monthlyRentRange);
  return RULE_OK;
}
