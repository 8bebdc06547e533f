// Shared pieces of the wire format (api-contract §1, §6).
import * as z from 'zod';
import {
  BOOKMARK_FILTER_TYPES,
  BOOKMARK_SORTS,
  BOOKMARK_TARGET_TYPES,
  CONTRACT_TYPE_FILTERS,
  CONTRACT_TYPES,
  DORM_ROOM_FACILITIES,
  FLOOR_TYPES,
  GENERAL_HOUSING_TYPES,
  HOUSING_TYPES,
  KEYWORD_TARGETS,
  LEAVE_REASON_OPTIONS,
  MAP_SORT_OPTIONS,
  MARKER_TYPES,
  REVIEW_KINDS,
  SORT_OPTIONS,
  VIEW_TYPES,
  WIRE_VERIFICATION_STATUSES,
} from '../enums';
import { KEYWORD_CODES, type KeywordCode } from '../keywords';
import { stripBidiControls } from '../rules/text';
import { WIRE_LIMITS } from './constants';

export const housingTypeSchema = z.enum(HOUSING_TYPES);
export const generalHousingTypeSchema = z.enum(GENERAL_HOUSING_TYPES);
export const floorTypeSchema = z.enum(FLOOR_TYPES);
export const contractTypeSchema = z.enum(CONTRACT_TYPES);
export const contractTypeFilterSchema = z.enum(CONTRACT_TYPE_FILTERS);
export const sortOptionSchema = z.enum(SORT_OPTIONS);
/** The map lists' sorts: the four plus 실거주비 낮은순. */
export const mapSortOptionSchema = z.enum(MAP_SORT_OPTIONS);
export const viewTypeSchema = z.enum(VIEW_TYPES);
export const reviewKindSchema = z.enum(REVIEW_KINDS);
export const markerTypeSchema = z.enum(MARKER_TYPES);
export const keywordTargetSchema = z.enum(KEYWORD_TARGETS);
export const bookmarkFilterTypeSchema = z.enum(BOOKMARK_FILTER_TYPES);
export const bookmarkSortSchema = z.enum(BOOKMARK_SORTS);
export const bookmarkTargetTypeSchema = z.enum(BOOKMARK_TARGET_TYPES);
export const wireVerificationStatusSchema = z.enum(WIRE_VERIFICATION_STATUSES);
export const dormRoomFacilitySchema = z.enum(DORM_ROOM_FACILITIES);
export const leaveReasonOptionSchema = z
  .int()
  .refine((v) => (LEAVE_REASON_OPTIONS as readonly number[]).includes(v), {
    error: '탈퇴 사유는 1~6 중 하나예요.',
  });

export const keywordCodeSchema = z.enum(
  KEYWORD_CODES as readonly KeywordCode[] as [KeywordCode, ...KeywordCode[]],
  {
    error: (issue) => `unknown keyword code ${JSON.stringify(issue.input)}`,
  },
);

/** Row ids are positive integers that fit PostgreSQL's `integer` (WIRE_LIMITS.id). */
export const idSchema = z.int().positive().max(WIRE_LIMITS.id);
/** api-contract §1: money fields are integers in 만원, never above the largest cap (the deposit's). */
export const moneySchema = z.int().nonnegative().max(WIRE_LIMITS.deposit);
export const depositSchema = z.int().nonnegative().max(WIRE_LIMITS.deposit);
export const monthlyRentSchema = z.int().nonnegative().max(WIRE_LIMITS.monthlyRent);
export const maintenanceCostSchema = z.int().nonnegative().max(WIRE_LIMITS.maintenanceCost);
export const dormFeeSchema = z.int().nonnegative().max(WIRE_LIMITS.dormFee);
export const countSchema = z.int().nonnegative();
/** 1-based page numbers of request bodies. */
export const pageNumberSchema = z.int().min(1).max(WIRE_LIMITS.page);
/** 0-based page indexes of query strings. */
export const pageIndexQuerySchema = z.coerce.number().pipe(z.int().nonnegative().max(WIRE_LIMITS.page));

/**
 * Text a request carries: at most `max` characters and no NUL character, which PostgreSQL text cannot hold (a
 * NUL would otherwise reach the database and fail there). The issue carries `params.nul` so the server can say
 * which field held it. Bidirectional formatting characters are dropped first (rules/text.ts): reviews, names,
 * addresses and reports are stored without them.
 */
export function requestText(max: number) {
  return z
    .string()
    .overwrite(stripBidiControls)
    .max(max)
    .refine((v) => !v.includes('\u0000'), { params: { nul: true }, abort: true });
}
export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);
/** api-contract §1: ISO-8601 with offset, e.g. 2025-02-23T04:06:00+09:00. */
export const dateTimeSchema = z.iso.datetime({ offset: true });
/** A review's stars: a whole number 1..5 (spec 001 §1). */
export const reviewRatingSchema = z.int().min(1).max(5);
/** An average: 0..5 with at most 2 decimals; null for a building without reviews. */
export const averageRatingSchema = z.number().min(0).max(5).nullable();
export const imageUrlSchema = requestText(WIRE_LIMITS.url).min(1);

/** api-contract §1: every JSON response is `{ code, message, data }`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.int(), message: z.string(), data });
}
export type Envelope<T> = { code: number; message: string; data: T };

/** Any envelope, data unchecked: to read `code` and `message` of an error answer. */
export const anyEnvelopeSchema = envelopeSchema(z.unknown());
export type AnyEnvelope = z.infer<typeof anyEnvelopeSchema>;

/** Answers that carry nothing but success. */
export const emptyDataSchema = z.null();
export const emptyResponseSchema = envelopeSchema(emptyDataSchema);
export type EmptyResponse = z.infer<typeof emptyResponseSchema>;

/** Paged lists of nearby, search and building reviews: `{ num, page, itemNum, items }` (itemNum = total). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ num: countSchema, page: countSchema, itemNum: countSchema, items: z.array(item) });
}

/** A JSON request path id (`/review/{id}`), from text. */
export const pathIdSchema = z.coerce.number().pipe(idSchema);
