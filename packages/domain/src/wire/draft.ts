// The review draft as it is stored between wizard steps (spec 001 §3.1), as a zod schema. The type and every rule
// about it live in ../rules/draft (zod-free); this schema only decides what a stored draft must look like to be
// restored, and migrates older stored shapes.
import * as z from 'zod';
import { DORM_FACILITIES, facilityOptionsOf } from '../enums';
import type { ReviewDraft } from '../rules/draft';
import { contractTypeSchema, floorTypeSchema, housingTypeSchema, keywordCodeSchema } from './common';
import { depositReturnSchema } from './cost';

/** One chosen option per facility, each among that facility's options (spec 001 §3.1). */
const facilitiesSchema = z
  .object(
    Object.fromEntries(
      DORM_FACILITIES.map((f) => [
        f.name,
        z
          .string()
          .refine((option) => (facilityOptionsOf(f.name) as readonly string[]).includes(option))
          .optional(),
      ]),
    ),
  )
  .transform((value) => value as ReviewDraft['facilityConditions']);

const amount = z.number().nullable();

const currentDraftSchema = z.object({
  housingType: housingTypeSchema.nullable(),
  address: z.string(),
  addressDetail: z.string(),
  detailedAddress: z.string(),
  buildingCode: z.string().nullable(),
  // Drafts saved before a place was part of the draft have none: they continue as a new place.
  placeId: z.number().int().positive().nullable().default(null),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  floorType: floorTypeSchema.nullable(),
  space: z.number().nullable(),
  contractType: contractTypeSchema.nullable(),
  deposit: amount,
  monthlyRent: amount,
  maintenanceCost: amount,
  content: z.string(),
  pros: z.array(keywordCodeSchema),
  cons: z.array(keywordCodeSchema),
  images: z.array(z.string()),
  rating: z.number().nullable(),
  university: z.string(),
  campusId: z.number().nullable(),
  dormitoryName: z.string(),
  roomCapacity: z.number().nullable(),
  dormitoryFee: amount,
  dormitoryConditions: z.object({
    hasDistanceCriteria: z.boolean(),
    hasGradeCriteria: z.boolean(),
    residenceArea: z.string(),
    semesterGrade: z.number().nullable(),
  }),
  facilityConditions: facilitiesSchema,
  /** Drafts saved before the deposit-return step have no record: read as none. */
  depositReturn: depositReturnSchema.nullable().default(null),
});

/**
 * Drafts stored before 관리비 had one name carried it as `managementFee`; they are read as `maintenanceCost`
 * so an unfinished review survives the rename.
 */
function migrateStoredDraft(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  if (!('managementFee' in value) || 'maintenanceCost' in value) return value;
  const { managementFee, ...rest } = value as Record<string, unknown>;
  return { ...rest, maintenanceCost: managementFee };
}

/** A stored review draft (the current shape, or an older one migrated to it). */
export const reviewDraftSchema = z.preprocess(migrateStoredDraft, currentDraftSchema) satisfies z.ZodType<
  ReviewDraft,
  unknown
>;
