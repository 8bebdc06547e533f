import { createPath, type ReviewDraft, type WizardStepId } from '@jjinbbang/domain';
import type { StepTrailItem } from '@jjinbbang/hooks';
import type { CreateWizardState } from './draft-state';

/** What changes the create wizard's stored state: the draft, its photos, where the student was. */
export type CreateWizardAction =
  /** A step's answer as it is typed, or saved when the step goes on. */
  | { type: 'draft'; change: (draft: ReviewDraft) => ReviewDraft }
  | { type: 'photoAdded'; id: string }
  | { type: 'photosRemoved'; ids: readonly string[] }
  /** The step the student is on, for "이어서 작성하기". */
  | { type: 'visited'; step: WizardStepId };

export function createWizardReducer(state: CreateWizardState, action: CreateWizardAction): CreateWizardState {
  switch (action.type) {
    case 'draft':
      return { ...state, draft: action.change(state.draft) };
    case 'photoAdded':
      return { ...state, photoIds: [...state.photoIds, action.id] };
    case 'photosRemoved':
      return { ...state, photoIds: state.photoIds.filter((id) => !action.ids.includes(id)) };
    case 'visited':
      return state.lastStep === action.step ? state : { ...state, lastStep: action.step };
  }
}

/** The steps under `target` on the draft's path, so back walks them (a resumed or typed URL). */
export function trailTo(
  target: WizardStepId,
  draft: ReviewDraft,
  alone: boolean,
): StepTrailItem<WizardStepId>[] {
  const path = createPath(draft);
  if (alone) return [...path.map((step) => ({ step })), { step: target, alone: true }];
  const index = path.indexOf(target);
  return index < 0 ? [{ step: target }] : path.slice(0, index + 1).map((step) => ({ step }));
}
