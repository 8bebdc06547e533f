import { DORM_FACILITIES, type ReviewDraft, type ReviewKind } from '@jjinbbang/domain';
import {
  contractTypeSchema,
  floorTypeSchema,
  housingTypeSchema,
  keywordCodeSchema,
} from '@jjinbbang/domain/schemas';
import { z } from 'zod';

/** spec 001 §3.1: the auto-saved review draft of the create wizard (local storage `jjinbbang:draft:reviewDraft`). */
export const CREATE_DRAFT_KEY = 'reviewDraft';
/** The edit wizard keeps its own draft per review, so an unfinished create draft is never overwritten. */
export const editDraftKey = (reviewId: number) => `reviewEditDraft:${reviewId}`;
/** decisions.md: draft photos live as Blobs in IndexedDB under this namespace; the draft keeps their ids. */
export const DRAFT_PHOTO_NAMESPACE = 'review-draft';

const facilityOption = z.string();
const facilitiesSchema = z
  .object(Object.fromEntries(DORM_FACILITIES.map((f) => [f.name, facilityOption.optional()])))
  .transform((value) => value as ReviewDraft['facilityConditions']);

const nullableNumber = z.number().nullable();

/** What a stored draft must look like to be restored (anything else is discarded, spec 001 §3.1). */
export const reviewDraftSchema = z.object({
  housingType: housingTypeSchema.nullable(),
  address: z.string(),
  addressDetail: z.string(),
  detailedAddress: z.string(),
  buildingCode: z.string().nullable(),
  latitude: nullableNumber,
  longitude: nullableNumber,
  floorType: floorTypeSchema.nullable(),
  space: nullableNumber,
  contractType: contractTypeSchema.nullable(),
  deposit: nullableNumber,
  monthlyRent: nullableNumber,
  managementFee: nullableNumber,
  content: z.string(),
  pros: z.array(keywordCodeSchema),
  cons: z.array(keywordCodeSchema),
  images: z.array(z.string()),
  rating: nullableNumber,
  university: z.string(),
  campusId: nullableNumber,
  dormitoryName: z.string(),
  roomCapacity: nullableNumber,
  dormitoryFee: nullableNumber,
  dormitoryConditions: z.object({
    hasDistanceCriteria: z.boolean(),
    hasGradeCriteria: z.boolean(),
    residenceArea: z.string(),
    semesterGrade: nullableNumber,
  }),
  facilityConditions: facilitiesSchema,
}) satisfies z.ZodType<ReviewDraft, unknown>;

/** The create wizard's stored state: the draft plus the ids of its photos in the blob store. */
export interface CreateWizardState {
  draft: ReviewDraft;
  photoIds: string[];
}

export const createWizardStateSchema = z.object({
  draft: reviewDraftSchema,
  photoIds: z.array(z.string()),
}) satisfies z.ZodType<CreateWizardState, unknown>;

/** The edit wizard's stored state: the review kind and the draft read from the review. */
export interface EditWizardState {
  kind: ReviewKind;
  draft: ReviewDraft;
}

export const editWizardStateSchema = z
  .object({ kind: z.enum(['GENERAL', 'DORM', 'AGENCY']), draft: reviewDraftSchema })
  .nullable() satisfies z.ZodType<EditWizardState | null, unknown>;
