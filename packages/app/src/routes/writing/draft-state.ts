import { type ReviewDraft, type ReviewKind, WIZARD_STEP_IDS, type WizardStepId } from '@jjinbbang/domain';
import { reviewDraftSchema } from '@jjinbbang/domain/schemas';
import { z } from 'zod';

// spec 001 §3.1: drafts are auto-saved in local storage. They are kept per user — the key carries the
// user id and the stored state its owner — so a signed-out or different student never sees or submits them.

/** Every review draft key (`review`, `review:{userId}…`) and every draft-photo namespace start with these. */
export const ALL_DRAFTS_KEY_PREFIX = 'review';
export const ALL_PHOTOS_NAMESPACE_PREFIX = 'review-draft';

/** `jjinbbang:draft:review:{userId}` — the create wizard's draft of one user. */
export const createDraftKey = (userId: number) => `review:${userId}`;
/** The edit wizard keeps its own draft per user and review, so an unfinished create draft is never overwritten. */
export const editDraftKey = (userId: number, reviewId: number) => `review:${userId}:edit:${reviewId}`;
/** Every draft key of a user starts here (`removePersistentDrafts` takes it). */
export const userDraftKeyPrefix = (userId: number) => `review:${userId}`;
/** decisions.md: draft photos live as Blobs in IndexedDB, one namespace per user; the draft keeps their ids. */
export const draftPhotoNamespace = (userId: number) => `review-draft:${userId}`;

/** Keys and namespaces used before drafts were kept per user: whose they were is unknown, so they go. */
export const LEGACY_DRAFT_KEYS = ['reviewDraft', 'reviewEditDraft'] as const;
export const LEGACY_PHOTO_NAMESPACE = 'review-draft';

const stepIdSchema = z.enum(WIZARD_STEP_IDS);

/** The create wizard's stored state: the draft, its photos in the blob store, where the student was. */
export interface CreateWizardState {
  ownerId: number;
  draft: ReviewDraft;
  photoIds: string[];
  /** The last step the student was on, for "이어서 작성하기". */
  lastStep: WizardStepId;
}

export const createWizardStateSchema = z.object({
  ownerId: z.int().positive(),
  draft: reviewDraftSchema,
  photoIds: z.array(z.string()),
  lastStep: stepIdSchema.catch('type'),
}) satisfies z.ZodType<CreateWizardState, unknown>;

/** The edit wizard's stored state: the review kind and the draft read from the review. */
export interface EditWizardState {
  ownerId: number;
  kind: ReviewKind;
  draft: ReviewDraft;
}

export const editWizardStateSchema = z
  .object({
    ownerId: z.int().positive(),
    kind: z.enum(['GENERAL', 'DORM', 'AGENCY']),
    draft: reviewDraftSchema,
  })
  .nullable() satisfies z.ZodType<EditWizardState | null, unknown>;

/** A restored state belongs to this user only (defence in depth: the key already carries the id). */
export function ownedBy<T extends { ownerId: number }>(state: T | null, userId: number): T | null {
  return state && state.ownerId === userId ? state : null;
}
