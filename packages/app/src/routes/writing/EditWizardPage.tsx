import {
  draftFromReviewDetail,
  editProgress,
  isEditStepAllowed,
  isReviewAuthor,
  type ReviewDetail,
  type ReviewKind,
  stepTitle,
  type WizardStepId,
  wizardMove,
} from '@jjinbbang/domain';
import { usePersistentDraft, useStepHistory } from '@jjinbbang/hooks';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { canRetry, errorMessage, failureKind } from '../../api/errors';
import * as queries from '../../api/queries';
import { useQuery } from '../../api/swr';
import { useSession } from '../../session/useSession';
import { editStepOfSegment, links, matchEditRoute, reviewQuery, wizardLinks } from '..';
import { PageLoading } from '../account/shared';
import { useCampusesAhead } from './campus-origin';
import { editDraftKey, editWizardStateSchema, ownedBy } from './draft-state';
import { EditError } from './EditError';
import { EditHubView } from './EditHub';
import type { StepContext, StepFrame } from './StepLayout';
import { STEP_SCREENS } from './steps/registry';
import { useEditHub } from './useEditHub';
import { WriteAccessGate } from './WriteAccessGate';

function kindOfDetail(detail: ReviewDetail): ReviewKind {
  if (detail.dormitoryReviewInfo) return 'DORM';
  if (detail.agencyReviewInfo) return 'AGENCY';
  return 'GENERAL';
}

/** /review/{id}/update and its sub-steps (spec 001 §2.4). */
export default function EditWizardPage() {
  return <WriteAccessGate>{(user) => <EditWizard key={user.id} userId={user.id} />}</WriteAccessGate>;
}

function EditWizard({ userId }: { userId: number }) {
  const [location] = useLocation();
  const search = useSearch();
  const route = matchEditRoute(location);
  const reviewId = route?.reviewId ?? null;
  const requestedKind = reviewQuery.parse(search).reviewType;
  const session = useSession();
  useCampusesAhead();
  const [stored, setState, controls] = usePersistentDraft(editDraftKey(userId, reviewId ?? 0), null, {
    schema: editWizardStateSchema,
  });
  const state = ownedBy(stored, userId);
  // The edit starts from the review as the server has it; a restored draft (a refresh mid-edit) wins.
  const detail = useQuery(state || reviewId === null ? null : queries.review(reviewId, requestedKind));
  const notAuthor = detail.data ? !isReviewAuthor(session.user?.id ?? null, detail.data.authorId) : false;
  useEffect(() => {
    if (!state && detail.data && !notAuthor) {
      setState({
        ownerId: userId,
        kind: kindOfDetail(detail.data),
        draft: draftFromReviewDetail(detail.data),
      });
    }
  }, [state, detail.data, notAuthor, setState, userId]);

  const kind = state?.kind ?? requestedKind;
  const history = useStepHistory<WizardStepId | 'hub'>({
    wizard: `edit:${reviewId}`,
    pathFor: (step) => wizardLinks.editReview(reviewId ?? 0, kind, step),
  });
  const [leaving, setLeaving] = useState(false);
  const step = state && route?.segment ? editStepOfSegment(route.segment, state.draft) : null;

  // A typed or reloaded-without-history address: the hub goes under the step, so back and "이전" return there.
  useEffect(() => {
    if (leaving || !state || !route || history.isOwnEntry) return;
    history.rebuild(
      route.segment === null || !step ? [{ step: 'hub' }] : [{ step: 'hub' }, { step, alone: true }],
    );
  });

  if (!route || reviewId === null) return <EditError title="수정할 후기를 찾을 수 없어요" />;
  if (notAuthor) return <EditError title="내가 쓴 후기만 수정할 수 있어요" />;
  if (!state) {
    if (detail.error)
      return failureKind(detail.error) === 'gone' ? (
        <EditError
          title="수정할 후기를 찾을 수 없어요"
          hint="작성자가 지웠거나 더 이상 볼 수 없는 후기예요."
        />
      ) : (
        <EditError
          title="후기를 불러오지 못했어요"
          hint={errorMessage(detail.error, '잠시 후 다시 시도해 주세요.')}
          // A refusal (403) says why; asking again cannot change it.
          retry={canRetry(detail.error) ? () => detail.mutate() : undefined}
        />
      );
    return <PageLoading />;
  }
  if (leaving || !history.isOwnEntry) return null;

  const leave = (to: string) => {
    setLeaving(true);
    history.exit(to);
  };
  const abort = () => {
    controls.clear();
    leave(links.review(reviewId, state.kind));
  };

  if (route.segment === null) {
    return (
      <EditHub
        reviewId={reviewId}
        state={state}
        openStep={(target) => history.forward(target, { alone: true })}
        onAbort={abort}
        onFinished={() => {
          controls.clear();
          leave(links.myPage());
        }}
      />
    );
  }
  if (!step || !isEditStepAllowed(state.kind, step, state.draft)) {
    return <EditError title="이 항목은 수정할 수 없어요" back={() => history.replace('hub')} />;
  }

  const move = wizardMove(step, state.draft, { alone: true });
  const frame: StepFrame = {
    mode: 'edit',
    title: stepTitle(step, state.draft, 'edit'),
    progress: editProgress(state.kind, step, state.draft),
    alone: true,
    handsOver: move.next !== 'return',
    onAbort: abort,
    // The edit flow's steps always go back to where they came from (the hub, or the contract type screen).
    onPrevious: () => {
      if (!history.back()) history.replace('hub');
    },
  };
  const ctx: StepContext = {
    mode: 'edit',
    kind: state.kind,
    draft: state.draft,
    frame,
    update: (change) => setState((s) => (s ? { ...s, draft: change(s.draft) } : s)),
    commit: (next) => {
      setState((s) => (s ? { ...s, draft: next } : s));
      const target = wizardMove(step, next, { alone: true }).next;
      // spec 001 §2.4: each step returns to the hub — by going back, so the hub is never in history twice.
      if (target === 'return' || target === null) {
        if (!history.returnToOrigin()) history.replace('hub');
      } else history.forward(target, { chain: true });
    },
  };
  const Screen = step === 'photos' || step === 'confirm' ? null : STEP_SCREENS[step];
  if (!Screen) return <EditError title="이 항목은 수정할 수 없어요" back={() => history.replace('hub')} />;
  return <Screen key={step} ctx={ctx} />;
}

/** The hub's data and actions around its view. */
function EditHub(props: Parameters<typeof useEditHub>[0]) {
  return <EditHubView {...useEditHub(props)} />;
}
