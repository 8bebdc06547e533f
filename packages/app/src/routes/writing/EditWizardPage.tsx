import {
  draftFromReviewDetail,
  editHubRows,
  editProgress,
  isEditStepAllowed,
  isReviewAuthor,
  type ReviewDetail,
  type ReviewKind,
  stepTitle,
  toUpdatePayload,
  type WizardStepId,
  wizardMove,
} from '@jjinbbang/domain';
import { usePersistentDraft, useStepHistory } from '@jjinbbang/hooks';
import { Button, ErrorState } from '@jjinbbang/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { canRetry, errorMessage, failureKind } from '../../api/errors';
import { deleteReview, getReviewDetail } from '../../api/reading';
import { useSWR, useSWRConfig } from '../../api/swr';
import { updateReview } from '../../api/writing';
import { useSession } from '../../session/useSession';
import { PageLoading } from '../account/shared';
import { links, reviewQuery } from '../routes';
import { wizardLinks } from '../wizard-links';
import { editStepOfSegment, matchEditRoute } from '../wizard-paths';
import { type EditWizardState, editDraftKey, editWizardStateSchema, ownedBy } from './draft-state';
import { EditHubView, type HubStage } from './EditHub';
import { invalidateReviewCaches } from './invalidate';
import type { StepContext, StepFrame } from './StepLayout';
import { STEP_SCREENS } from './steps/registry';
import { summaryValue } from './summary';
import { WriteAccessGate } from './WriteAccessGate';

/** spec 001 §2.4 / §8: the only message of a failed re-upload. */
export const UPDATE_FAILED_MESSAGE = '수정에 실패했어요. 잠시 후 다시 시도해 주세요.';
/** spec 001 §4 / §9: the edit completion sheet stays 1 second before my page. */
const EDIT_COMPLETION_DELAY_MS = 1000;

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
  const [stored, setState, controls] = usePersistentDraft<EditWizardState | null>(
    editDraftKey(userId, reviewId ?? 0),
    null,
    { schema: editWizardStateSchema },
  );
  const state = ownedBy(stored, userId);
  // The edit starts from the review as the server has it; a restored draft (a refresh mid-edit) wins.
  const detail = useSWR(
    state || reviewId === null ? null : ['review', reviewId, requestedKind],
    ([, id, kind]) => getReviewDetail(id, kind),
  );
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

function EditError({
  title,
  hint,
  retry,
  back,
}: {
  title: string;
  hint?: string;
  retry?: () => void;
  back?: () => void;
}) {
  const [, navigate] = useLocation();
  return (
    <ErrorState
      title={title}
      hint={hint}
      action={
        retry ? (
          <Button onClick={retry}>다시 시도</Button>
        ) : (
          <Button onClick={back ?? (() => navigate(links.myPage(), { replace: true }))}>돌아가기</Button>
        )
      }
    />
  );
}

/** The hub's data and actions around its view. */
function EditHub({
  reviewId,
  state,
  openStep,
  onAbort,
  onFinished,
}: {
  reviewId: number;
  state: EditWizardState;
  openStep: (step: WizardStepId) => void;
  onAbort: () => void;
  onFinished: () => void;
}) {
  const { mutate } = useSWRConfig();
  const [stage, setStage] = useState<HubStage>('idle');
  const [failure, setFailure] = useState(UPDATE_FAILED_MESSAGE);
  const rows = editHubRows(state.kind, state.draft).map((row) => ({
    row: row.row,
    label: row.label,
    value: summaryValue(row.row, state.draft),
    step: row.step,
  }));

  const finish = useRef(onFinished);
  finish.current = onFinished;
  useEffect(() => {
    if (stage !== 'saved') return;
    const timer = setTimeout(() => finish.current(), EDIT_COMPLETION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [stage]);

  const reupload = async (rating: number) => {
    setStage('saving');
    const payload = toUpdatePayload({ ...state.draft, rating });
    if (!payload.ok) {
      setFailure(payload.message);
      setStage('failed');
      return;
    }
    try {
      await updateReview(reviewId, payload);
      invalidateReviewCaches(mutate);
      setStage('saved');
    } catch (error) {
      console.error('후기 수정 실패', error);
      // The server says why it refused ("작성자만 후기를 수정할 수 있어요.", a quota, a field); a failure of ours or of
      // the network keeps the general message.
      setFailure(
        failureKind(error) === 'refused' || failureKind(error) === 'gone'
          ? errorMessage(error, UPDATE_FAILED_MESSAGE)
          : UPDATE_FAILED_MESSAGE,
      );
      setStage('failed');
    }
  };

  const remove = async () => {
    setStage('deleting');
    try {
      await deleteReview(reviewId);
      invalidateReviewCaches(mutate);
      setStage('deleted');
    } catch (error) {
      // spec 001 §8: a failed deletion is only logged.
      console.error('후기 삭제 실패', error);
      setStage('idle');
    }
  };

  return (
    <EditHubView
      rows={rows}
      rating={state.draft.rating}
      stage={stage}
      failure={failure}
      onStageChange={setStage}
      onOpenRow={openStep}
      onReupload={(rating) => void reupload(rating)}
      onDelete={() => void remove()}
      onAbort={onAbort}
      onFinished={onFinished}
    />
  );
}
