import { reachableCreateStep, type WizardFacts, type WizardStepId } from '@jjinbbang/domain';
import { useStepHistory } from '@jjinbbang/hooks';
import { useEffect, useState } from 'react';
import { wizardLinks } from '..';
import { type CreateWizardAction, trailTo } from './create-wizard-state';
import type { CreateWizardState } from './draft-state';

/**
 * The create wizard's steps as history entries (spec 001 §2.3): "이전" is the browser's back, a step opened from
 * confirm returns there, and leaving rewinds the wizard so back never shows an emptied one. A typed,
 * reloaded-without-history or resumed address gets the steps before it laid under it; a step the draft cannot be
 * on yet falls back to the first unanswered one; a draft in progress is offered back on the first step.
 */
export function useCreateWizardHistory({
  step,
  fromConfirm,
  state,
  facts,
  active,
  dispatch,
}: {
  step: WizardStepId;
  /** `?from=confirm` on the address. */
  fromConfirm: boolean;
  state: CreateWizardState;
  facts: WizardFacts;
  /** False while the stored state is another student's (it is being cleared). */
  active: boolean;
  dispatch: (action: CreateWizardAction) => void;
}) {
  const { draft } = state;
  const history = useStepHistory<WizardStepId>({
    wizard: 'create',
    pathFor: (target, options) => wizardLinks.createStep(target, { fromConfirm: options?.alone ?? false }),
  });
  const [leaving, setLeaving] = useState(false);
  const [resumeOffer, setResumeOffer] = useState(false);
  const alone = history.isOwnEntry ? history.isAlone : fromConfirm;

  const hasProgress = draft.housingType !== null && state.lastStep !== 'type';
  useEffect(() => {
    if (leaving || !active || resumeOffer) return;
    const target = reachableCreateStep(step, draft, facts);
    if (history.isOwnEntry) {
      if (target !== step) history.replace(target);
    } else if (step === 'type' && hasProgress && !fromConfirm) {
      history.rebuild([{ step: 'type' }]);
      setResumeOffer(true);
    } else history.rebuild(trailTo(target, draft, fromConfirm && target === step && step !== 'confirm'));
  });
  // "이어서 작성하기" resumes where the student was; while it is offered, that place is kept.
  useEffect(() => {
    if (leaving || !active || alone || resumeOffer || !history.isOwnEntry || state.lastStep === step) return;
    dispatch({ type: 'visited', step });
  }, [leaving, active, alone, resumeOffer, history.isOwnEntry, state.lastStep, step, dispatch]);

  return {
    history,
    alone,
    /** The wizard is being left: it draws nothing while its history rewinds. */
    leaving,
    leave: (to: string) => {
      setLeaving(true);
      history.exit(to);
    },
    resumeOffer,
    resume: () => {
      setResumeOffer(false);
      history.rebuild(trailTo(reachableCreateStep(state.lastStep, draft, facts), draft, false));
    },
    declineResume: () => setResumeOffer(false),
  };
}
