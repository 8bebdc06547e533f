import {
  createProgress,
  emptyReviewDraft,
  reachableCreateStep,
  reviewKindOf,
  stepTitle,
  type WizardFacts,
  wizardMove,
} from '@jjinbbang/domain';
import { useCallback, useEffect } from 'react';
import { useParams, useSearch } from 'wouter';
import { createStepQuery, links, parseCreateStep } from '..';
import { useCampusesAhead } from './campus-origin';
import { type CreateWizardAction, createWizardReducer } from './create-wizard-state';
import type { CreateWizardState } from './draft-state';
import { removeLegacyDrafts, useCreateDraft } from './drafts';
import { ResumeDraftDialog } from './ResumeDraftDialog';
import type { StepContext, StepFrame } from './StepLayout';
import { ConfirmStepView } from './steps/ConfirmStep';
import { PhotosStep } from './steps/PhotosStep';
import { STEP_SCREENS } from './steps/registry';
import { confirmRows, summaryValue } from './summary';
import { useUnusedInput } from './unused-input';
import { useCreateWizardHistory } from './useCreateWizardHistory';
import { useDraftPhotos } from './useDraftPhotos';
import { useSubmitReview } from './useSubmitReview';
import { WriteAccessGate } from './WriteAccessGate';

/** /review/{step}: the create wizard (spec 001 §2.3, §4). Writing needs verified status (spec 001 §5). */
export default function CreateWizardPage() {
  // A different user is a different wizard: nothing of one student's draft survives into another's.
  return <WriteAccessGate>{(user) => <CreateWizard key={user.id} userId={user.id} />}</WriteAccessGate>;
}

function CreateWizard({ userId }: { userId: number }) {
  const step = parseCreateStep(useParams<{ step: string }>().step) ?? 'type';
  useCampusesAhead();
  const initialState = useCallback(
    (): CreateWizardState => ({ ownerId: userId, draft: emptyReviewDraft(), photoIds: [], lastStep: 'type' }),
    [userId],
  );
  const [state, setState, controls] = useCreateDraft(userId, initialState);
  const dispatch = useCallback(
    (action: CreateWizardAction) => setState((s) => createWizardReducer(s, action)),
    [setState],
  );
  const { draft, photoIds } = state;
  const foreign = state.ownerId !== userId;
  const photos = useDraftPhotos(userId, photoIds, dispatch);
  const facts: WizardFacts = { mode: 'create', photoCount: photoIds.length };
  const { history, alone, leaving, leave, ...resume } = useCreateWizardHistory({
    step,
    fromConfirm: createStepQuery.parse(useSearch()).fromConfirm,
    state,
    facts,
    active: !foreign,
    dispatch,
  });
  const unused = useUnusedInput(draft, reviewKindOf(draft.housingType ?? 'ROOM'), step === 'confirm');
  const submission = useSubmitReview({
    draft,
    photoIds,
    files: photos.files,
    // spec 001 §4: the draft and its photos go and the student lands on my page, with the wizard's history
    // rewound, so back never lands on an emptied wizard.
    onCreated: async () => {
      controls.clear();
      await photos.clear();
      leave(links.myPage());
    },
  });

  // Drafts stored before they were kept per user cannot be given to anyone; a state of another owner neither.
  useEffect(() => {
    void removeLegacyDrafts();
  }, []);
  useEffect(() => {
    if (foreign) controls.clear();
  }, [foreign, controls]);

  if (leaving || foreign || !history.isOwnEntry || reachableCreateStep(step, draft, facts) !== step)
    return null;

  const move = wizardMove(step, draft, { alone });
  const frame: StepFrame = {
    mode: 'create',
    title: stepTitle(step, draft, 'create'),
    progress: createProgress(step, draft),
    alone,
    handsOver: alone && move.next !== 'return',
    onAbort: () => {
      controls.flush();
      leave(links.myPage());
    },
    onPrevious:
      move.previous === null
        ? null
        : () => {
            // No wizard entry below (history lost): go to the previous step in place.
            if (!history.back() && move.previous && move.previous !== 'return')
              history.replace(move.previous);
          },
  };
  const ctx: StepContext = {
    mode: 'create',
    kind: reviewKindOf(draft.housingType ?? 'ROOM'),
    draft,
    frame,
    update: (change) => dispatch({ type: 'draft', change }),
    commit: (next) => {
      dispatch({ type: 'draft', change: () => next });
      const target = wizardMove(step, next, { alone }).next;
      if (!alone) {
        if (target && target !== 'return') history.forward(target);
      } else if (target === 'return' || target === null) {
        if (!history.returnToOrigin()) history.replace('confirm');
      } else history.forward(target, { chain: true });
    },
  };

  if (step === 'photos') return <PhotosStep key={step} ctx={ctx} photos={photos.photos} />;
  if (step === 'confirm') {
    return (
      <ConfirmStepView
        key={step}
        frame={frame}
        kind={ctx.kind}
        rows={confirmRows(draft, photos.photos.items.length)}
        unused={unused}
        rating={draft.rating}
        onOpenRow={(target) => history.forward(target, { alone: true })}
        onRate={(rating) => dispatch({ type: 'draft', change: (d) => ({ ...d, rating }) })}
        submission={submission}
      />
    );
  }
  const Screen = STEP_SCREENS[step];
  return (
    <>
      <Screen key={`${step}:${alone}`} ctx={ctx} />
      <ResumeDraftDialog
        open={resume.resumeOffer}
        summary={`${summaryValue('type', draft)}${draft.address ? ` · ${draft.address}` : ''}`}
        onStartOver={() => {
          controls.clear();
          void photos.clear();
          resume.declineResume();
        }}
        onResume={resume.resume}
      />
    </>
  );
}
