// Writing calls (api-contract §5): images, review create/update/delete, reports.
import * as z from 'zod';
import type { KeywordTarget, ReviewKind } from '../enums';
import { keywordTargetOf } from '../enums';
import {
  KEYWORD_MESSAGES,
  type KeywordCode,
  type KeywordSelectionMode,
  MAX_KEYWORDS_PER_SIDE,
  validateKeywordSelection,
} from '../keywords';
import { placeSearchTerms } from '../rules/address';
import { KOREA_BOUNDS } from '../rules/geo';
import {
  CONTENT_MAX_LENGTH,
  CONTENT_MIN_LENGTH,
  PHOTO_MAX_COUNT,
  PHOTO_MIN_COUNT,
  REPORT_MAX_LENGTH,
  VALIDATION_MESSAGES,
} from '../rules/validation';
import {
  averageRatingSchema,
  contractTypeSchema,
  countSchema,
  depositSchema,
  dormFeeSchema,
  emptyResponseSchema,
  envelopeSchema,
  floorTypeSchema,
  generalHousingTypeSchema,
  housingTypeSchema,
  idSchema,
  imageUrlSchema,
  keywordCodeSchema,
  latitudeSchema,
  longitudeSchema,
  maintenanceCostSchema,
  monthlyRentSchema,
  requestText,
  reviewKindSchema,
  reviewRatingSchema,
} from './common';
import { PLACE_SEARCH_MAX, WIRE_LIMITS } from './constants';
import { depositReturnSchema } from './cost';
import { dormConditionSchema, wireFacilitiesSchema } from './reading';

// --- Images (POST /api/v1/images, multipart) ---------------------------------------------------------------

export const imageUploadResponseSchema = envelopeSchema(z.object({ urls: z.array(imageUrlSchema).min(1) }));
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>;

// --- Review bodies (POST /api/v1/review/{kind}, PUT /api/v1/review/{id}) -----------------------------------

function contentSchema(mode: KeywordSelectionMode) {
  return requestText(Number.MAX_SAFE_INTEGER).check((ctx) => {
    const length = ctx.value.trim().length;
    const M = VALIDATION_MESSAGES;
    const message =
      length === 0
        ? M.contentEmpty
        : mode === 'create' && length < CONTENT_MIN_LENGTH
          ? M.contentTooShort
          : length > CONTENT_MAX_LENGTH
            ? M.contentTooLong
            : null;
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
  });
}

function keywordsSchema(target: KeywordTarget, mode: KeywordSelectionMode) {
  const side = z.array(keywordCodeSchema);
  return z.object({ positive: side, negative: side }).check((ctx) => {
    const selection = ctx.value as { positive: KeywordCode[]; negative: KeywordCode[] };
    const result = validateKeywordSelection(selection, target, mode);
    if (result.ok) return;
    const M = KEYWORD_MESSAGES;
    const side: 'positive' | 'negative' | null =
      result.message === M.tooFewPros || result.message === M.noPros
        ? 'positive'
        : result.message === M.tooFewCons || result.message === M.noCons
          ? 'negative'
          : result.message === M.tooMany
            ? selection.positive.length > MAX_KEYWORDS_PER_SIDE ||
              new Set(selection.positive).size !== selection.positive.length
              ? 'positive'
              : 'negative'
            : null;
    ctx.issues.push({ code: 'custom', message: result.message, path: side ? [side] : [], input: ctx.value });
  });
}

function imageUrlsSchema(kind: ReviewKind) {
  const min = kind === 'AGENCY' ? 0 : PHOTO_MIN_COUNT;
  return z
    .array(imageUrlSchema)
    .min(min, { error: VALIDATION_MESSAGES.photosTooFew })
    .max(PHOTO_MAX_COUNT, { error: VALIDATION_MESSAGES.photosTooMany });
}

/** A coordinate of a place: inside Korea; the server names the field in its 400. */
const placeLatitudeSchema = latitudeSchema.refine(
  (v) => v >= KOREA_BOUNDS.minLat && v <= KOREA_BOUNDS.maxLat,
  {
    params: { korea: true },
  },
);
const placeLongitudeSchema = longitudeSchema.refine(
  (v) => v >= KOREA_BOUNDS.minLng && v <= KOREA_BOUNDS.maxLng,
  { params: { korea: true } },
);

function buildingRequestSchema<T extends z.ZodType>(type: T) {
  return z.object({
    /**
     * The existing place the student picked in the place step (or, on an edit, the review's place). Absent or null
     * for a new place, which the server matches by building code or address key.
     */
    placeId: idSchema.nullable().optional(),
    /**
     * 건물관리번호 (25 digits) from the postcode widget, or the code of an existing place; null or absent for an
     * address typed by hand. Anything else is an unknown building code (400).
     */
    buildingCode: requestText(WIRE_LIMITS.buildingCode).trim().min(1).nullable().optional(),
    name: requestText(WIRE_LIMITS.placeName).trim().min(1),
    type,
    /** Road address (도로명 주소). */
    address: requestText(WIRE_LIMITS.address).trim().min(1),
    /** Lot address (지번 주소), when known. */
    lotAddress: requestText(WIRE_LIMITS.address).trim().nullable().optional(),
    latitude: placeLatitudeSchema,
    longitude: placeLongitudeSchema,
  });
}

export const generalBuildingRequestSchema = buildingRequestSchema(generalHousingTypeSchema);
export const dormitoryBuildingRequestSchema = buildingRequestSchema(z.literal('DORMITORY'));
export const agencyBuildingRequestSchema = buildingRequestSchema(z.literal('AGENCY'));
export type GeneralBuildingRequest = z.infer<typeof generalBuildingRequestSchema>;
export type DormitoryBuildingRequest = z.infer<typeof dormitoryBuildingRequestSchema>;
export type AgencyBuildingRequest = z.infer<typeof agencyBuildingRequestSchema>;

function generalReviewSchema(mode: KeywordSelectionMode) {
  return z
    .object({
      contractType: contractTypeSchema,
      deposit: depositSchema,
      /** null for 전세 (DEPOSIT_RENT), required for 월세. */
      monthlyRent: monthlyRentSchema.nullable(),
      /** null = none (a fee of 0 is sent as null). */
      maintenanceCost: maintenanceCostSchema.positive().nullable(),
      floor: floorTypeSchema,
      /** Square metres. */
      space: z.number().positive().max(WIRE_LIMITS.space),
      rating: reviewRatingSchema,
      content: contentSchema(mode),
      /**
       * 보증금 반환 기록, optional: absent = not asked (an edit keeps the stored record), null = no
       * record (an edit clears it).
       */
      depositReturn: depositReturnSchema.nullable().optional(),
    })
    .check((ctx) => {
      const { contractType, monthlyRent } = ctx.value;
      if (contractType === 'DEPOSIT_RENT' && monthlyRent !== null) {
        ctx.issues.push({
          code: 'custom',
          message: '전세는 월세 없이 보내요.',
          path: ['monthlyRent'],
          input: monthlyRent,
        });
      }
      if (contractType === 'MONTHLY_RENT' && monthlyRent === null) {
        ctx.issues.push({
          code: 'custom',
          message: VALIDATION_MESSAGES.monthlyRentEmpty,
          path: ['monthlyRent'],
          input: monthlyRent,
        });
      }
    });
}

function dormitoryReviewSchema(mode: KeywordSelectionMode) {
  return z.object({
    /** decisions.md: the campus the user chose, never a constant. */
    campusId: idSchema,
    /** decisions.md: a whole number ≥ 1. */
    capacity: z.int().min(1).max(WIRE_LIMITS.capacity),
    dormFee: dormFeeSchema,
    floor: floorTypeSchema,
    rating: reviewRatingSchema,
    content: contentSchema(mode),
  });
}

function agencyReviewSchema(mode: KeywordSelectionMode) {
  return z.object({
    rating: reviewRatingSchema,
    content: contentSchema(mode),
    /** 보증금 반환 기록 of the lease the agency brokered, as for general reviews. */
    depositReturn: depositReturnSchema.nullable().optional(),
  });
}

function generalBody<B extends z.ZodType>(mode: KeywordSelectionMode, buildingRequest: B) {
  return z.object({
    generalReview: generalReviewSchema(mode),
    imageUrls: imageUrlsSchema('GENERAL'),
    buildingRequest,
    keywords: keywordsSchema(keywordTargetOf('GENERAL'), mode),
  });
}

function dormitoryBody<B extends z.ZodType>(mode: KeywordSelectionMode, buildingRequest: B) {
  return z.object({
    dormitoryReview: dormitoryReviewSchema(mode),
    imageUrls: imageUrlsSchema('DORM'),
    buildingRequest,
    keywords: keywordsSchema(keywordTargetOf('DORM'), mode),
    condition: dormConditionSchema,
    facilities: wireFacilitiesSchema,
  });
}

function agencyBody<B extends z.ZodType>(mode: KeywordSelectionMode, buildingRequest: B) {
  return z.object({
    agencyReview: agencyReviewSchema(mode),
    imageUrls: imageUrlsSchema('AGENCY'),
    buildingRequest,
    keywords: keywordsSchema(keywordTargetOf('AGENCY'), mode),
  });
}

export const createGeneralReviewBodySchema = generalBody('create', generalBuildingRequestSchema);
export const createDormitoryReviewBodySchema = dormitoryBody('create', dormitoryBuildingRequestSchema);
export const createAgencyReviewBodySchema = agencyBody('create', agencyBuildingRequestSchema);
export type CreateGeneralReviewBody = z.infer<typeof createGeneralReviewBodySchema>;
export type CreateDormitoryReviewBody = z.infer<typeof createDormitoryReviewBodySchema>;
export type CreateAgencyReviewBody = z.infer<typeof createAgencyReviewBodySchema>;

/** `POST /api/v1/review/{kind}`: the body schema for each path kind (a mismatch is 400). */
export const createReviewBodySchemas = {
  GENERAL: createGeneralReviewBodySchema,
  DORM: createDormitoryReviewBodySchema,
  AGENCY: createAgencyReviewBodySchema,
} as const;
export type CreateReviewBody = CreateGeneralReviewBody | CreateDormitoryReviewBody | CreateAgencyReviewBody;
export type CreateReviewBodyOf<K extends ReviewKind> = z.infer<(typeof createReviewBodySchemas)[K]>;

export const updateGeneralReviewBodySchema = generalBody('edit', generalBuildingRequestSchema.optional());
export const updateDormitoryReviewBodySchema = dormitoryBody(
  'edit',
  dormitoryBuildingRequestSchema.optional(),
);
export const updateAgencyReviewBodySchema = agencyBody('edit', agencyBuildingRequestSchema.optional());
export type UpdateGeneralReviewBody = z.infer<typeof updateGeneralReviewBodySchema>;
export type UpdateDormitoryReviewBody = z.infer<typeof updateDormitoryReviewBodySchema>;
export type UpdateAgencyReviewBody = z.infer<typeof updateAgencyReviewBodySchema>;

/** `PUT /api/v1/review/{id}`: same shape as create, edit rules (keywords 1..5, content non-empty). */
export const updateReviewBodySchemas = {
  GENERAL: updateGeneralReviewBodySchema,
  DORM: updateDormitoryReviewBodySchema,
  AGENCY: updateAgencyReviewBodySchema,
} as const;
export type UpdateReviewBody = UpdateGeneralReviewBody | UpdateDormitoryReviewBody | UpdateAgencyReviewBody;
export type UpdateReviewBodyOf<K extends ReviewKind> = z.infer<(typeof updateReviewBodySchemas)[K]>;

export const reviewIdDataSchema = z.object({ reviewId: idSchema });
export const createReviewResponseSchema = envelopeSchema(reviewIdDataSchema);
export type CreateReviewResponse = z.infer<typeof createReviewResponseSchema>;
export const updateReviewResponseSchema = envelopeSchema(reviewIdDataSchema);
export type UpdateReviewResponse = z.infer<typeof updateReviewResponseSchema>;
export const deleteReviewResponseSchema = emptyResponseSchema;

// --- Place search (POST /api/v1/place/search) --------------------------------------------------------------

const nearSchema = z.object({ latitude: latitudeSchema, longitude: longitudeSchema });

/**
 * The place step's search: our own places of the review's kind — buildings (but dormitories) for
 * GENERAL, the chosen campus's dormitories for DORM, agencies for AGENCY — by name, road or lot address, nearest to
 * `near` (the student's campus) first. A dormitory search may leave the keyword empty to list the campus's dorms.
 */
export const placeSearchRequestSchema = z
  .object({
    keyword: requestText(WIRE_LIMITS.searchKeyword).trim(),
    kind: reviewKindSchema,
    campusId: idSchema.nullable().optional(),
    near: nearSchema.nullable().optional(),
    num: z.int().min(1).max(PLACE_SEARCH_MAX).default(PLACE_SEARCH_MAX),
  })
  .check((ctx) => {
    const { kind, campusId, keyword } = ctx.value;
    if (kind === 'DORM' && (campusId === null || campusId === undefined)) {
      ctx.issues.push({
        code: 'custom',
        message: '기숙사는 캠퍼스를 골라야 찾을 수 있어요.',
        path: ['campusId'],
        input: campusId,
      });
    }
    if (kind !== 'DORM' && placeSearchTerms(keyword).length === 0) {
      ctx.issues.push({
        code: 'custom',
        message: VALIDATION_MESSAGES.searchTooShort,
        path: ['keyword'],
        input: keyword,
      });
    }
  });
export type PlaceSearchRequest = z.input<typeof placeSearchRequestSchema>;

export const placeSearchItemSchema = z.object({
  placeId: idSchema,
  type: housingTypeSchema,
  name: z.string(),
  address: z.string(),
  lotAddress: z.string().nullable(),
  buildingCode: z.string().nullable(),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  reviewCount: countSchema,
  rating: averageRatingSchema,
  /** Metres from `near` (null without one). */
  distance: z.number().nonnegative().nullable(),
  /** A dormitory's university. */
  universityName: z.string().nullable(),
});
export type PlaceSearchItem = z.infer<typeof placeSearchItemSchema>;
export const placeSearchResponseSchema = envelopeSchema(z.object({ items: z.array(placeSearchItemSchema) }));
export type PlaceSearchResponse = z.infer<typeof placeSearchResponseSchema>;

// --- Place match (POST /api/v1/place/match) ---------------------------------------------------------------

/**
 * The new-place form as the student types it: the server says which registered place the address names (the
 * review would join it on saving), places of alike names in that 시/군/구, the lot address as it would be kept,
 * and the area the address lies in (where the pin starts, and when it is out of place).
 */
export const placeMatchRequestSchema = z.object({
  kind: reviewKindSchema,
  /** The review's type (a join with another type is refused). */
  type: housingTypeSchema.nullable().optional(),
  name: requestText(WIRE_LIMITS.placeName).trim().default(''),
  address: requestText(WIRE_LIMITS.address).trim().min(1),
  lotAddress: requestText(WIRE_LIMITS.address).trim().nullable().optional(),
  /** A dormitory's campus, whose area a lot address without 시/군/구 takes. */
  campusId: idSchema.nullable().optional(),
  /** The pin or, before there is one, the student's campus. */
  near: nearSchema.nullable().optional(),
});
export type PlaceMatchRequest = z.input<typeof placeMatchRequestSchema>;

/** Why a registered place at the address refuses this new place (the save would answer 400). */
export const placeMatchConflictSchema = z.enum(['type', 'name']);
export type PlaceMatchConflict = z.infer<typeof placeMatchConflictSchema>;

export const placeAreaSchema = z.object({
  /** "서울 마포구", or "경남 진주시 가좌동" when the 법정동 is known. */
  label: z.string(),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  /** The registered places and campuses of the area. */
  swLat: latitudeSchema,
  swLng: longitudeSchema,
  neLat: latitudeSchema,
  neLng: longitudeSchema,
});
export type PlaceArea = z.infer<typeof placeAreaSchema>;

export const placeMatchSchema = z.object({
  join: z
    .object({
      place: placeSearchItemSchema,
      /** Which address named it. */
      via: z.enum(['road', 'lot', 'text', 'code']),
      conflict: placeMatchConflictSchema.nullable(),
    })
    .nullable(),
  /** Registered places of alike names in the address's 시/군/구 (at most 3). */
  similar: z.array(placeSearchItemSchema),
  /** The lot address as it would be kept ("경남 진주시 가좌동 482-3"), null without one. */
  lotAddress: z.string().nullable(),
  area: placeAreaSchema.nullable(),
});
export type PlaceMatch = z.infer<typeof placeMatchSchema>;
export const placeMatchResponseSchema = envelopeSchema(placeMatchSchema);

// --- Reports (POST /api/v1/review/{id}/report) -------------------------------------------------------------

export const reportRequestSchema = z.object({
  reason: requestText(Number.MAX_SAFE_INTEGER).check((ctx) => {
    const length = ctx.value.trim().length;
    if (length === 0)
      ctx.issues.push({ code: 'custom', message: VALIDATION_MESSAGES.reportEmpty, input: ctx.value });
    else if (length > REPORT_MAX_LENGTH) {
      ctx.issues.push({ code: 'custom', message: VALIDATION_MESSAGES.reportTooLong, input: ctx.value });
    }
  }),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;
export const reportResponseSchema = emptyResponseSchema;
