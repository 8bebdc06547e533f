import { type ReviewDraft, type ReviewKind, WIZARD_STEP_IDS, type WizardStepId } from '@jjinbbang/domain';
import { reviewDraftSchema } from '@jjinbbang/domain/schemas';
import { z } from 'zod';

// spec 001 §3.1: drafts are auto-saved in local storage. They are kept per user — the key carries the
// user id and the stored state its owner — so a signed-out or different student never sees or submits them.

export * from './draft-keys';

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
