import {
  draftFromReviewDetail,
  EDIT_ADDRESS_SEARCH_STEP,
  type EditStep,
  editHubRows,
  isEditStepAllowed,
  isReviewAuthor,
  toReviewEntry,
  toUpdatePayload,
} from '@jjinbbang/domain';
import { usePersistentDraft, useStepHistory } from '@jjinbbang/hooks';
import {
  AlertDialog,
  Button,
  ChevronRightIcon,
  CompletionSheet,
  ErrorState,
  WizardStep,
} from '@jjinbbang/ui';
import { useEffect, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useLocation, useSearch } from 'wouter';
import { errorMessage } from '../../api/errors';
import { deleteReview, getReviewDetail } from '../../api/reading';
import { updateReview } from '../../api/writing';
import { useSession } from '../../session/useSession';
import { PageLoading } from '../account/shared';
import { DeleteReviewSheets } from '../common/DeleteReviewSheets';
import { links, matchEditRoute, reviewQuery } from '../routes';
import { RatingModal } from './ConfirmStep';
import { type EditWizardState, editDraftKey, editWizardStateSchema } from './draft-state';
import { invalidateReviewCaches } from './invalidate';
import type { StepContext } from './StepLayout';
import { DormAmenitiesStep, DormConditionsStep, DormInfoStep } from './steps/dorm-steps';
import {
  AddressEntryStep,
  ContractTypeStep,
  FloorStep,
  PinStep,
  PriceStep,
  TypeStep,
} from './steps/place-steps';
import { ContentStep, KeywordsStep } from './steps/review-steps';
import { summaryValue } from './summary';
import { WriteAccessGate } from './WriteAccessGate';
import './writing.css';

/** spec 001 §2.4 / §8: the only message of a failed re-upload. */
export const UPDATE_FAILED_MESSAGE = '수정에 실패했어요. 잠시 후 다시 시도해 주세요.';
/** spec 001 §4 / §9: the edit completion sheet stays 1 second before my page. */
const EDIT_COMPLETION_DELAY_MS = 1000;

/** /review/{id}/update and its sub-steps (spec 001 §2.4). */
export default function EditWizardPage() {
  return (
    <WriteAccessGate>
      <EditWizard />
    </WriteAccessGate>
  );
}

function EditWizard() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const route = matchEditRoute(location);
  const reviewId = Number(route?.reviewId);
  const validId = Number.isInteger(reviewId) && reviewId > 0;
  const requestedKind = reviewQuery.parse(search).reviewType;
  const session = useSession();
  const [state, setState, controls] = usePersistentDraft<EditWizardState | null>(
    editDraftKey(validId ? reviewId : 0),
    null,
    { schema: editWizardStateSchema },
  );
  // The edit starts from the review as the server has it; a restored draft (a refresh mid-edit) wins.
  const detail = useSWR(state || !validId ? null : ['review', reviewId, requestedKind], ([, id, kind]) =>
    getReviewDetail(id, kind),
  );
  const notAuthor = detail.data ? !isReviewAuthor(session.user?.id ?? null, detail.data.authorId) : false;
  useEffect(() => {
    if (!state && detail.data && !notAuthor) {
      setState({ kind: toReviewEntry(detail.data).reviewKind, draft: draftFromReviewDetail(detail.data) });
    }
  }, [state, detail.data, notAuthor, setState]);

  if (!route || !validId) return <EditError title="수정할 후기를 찾을 수 없어요" />;
  if (notAuthor) return <EditError title="내가 쓴 후기만 수정할 수 있어요" />;
  if (!state) {
    if (detail.error)
      return (
        <EditError
          title="후기를 불러오지 못했어요"
          hint={errorMessage(detail.error, '잠시 후 다시 시도해 주세요.')}
          retry={() => detail.mutate()}
        />
      );
    return <PageLoading />;
  }

  const hubPath = links.editReview(reviewId, state.kind);
  const stepPath = (step: EditStep) => links.editReview(reviewId, state.kind, step);
  const abort = () => {
    controls.clear();
    navigate(links.review(reviewId, state.kind), { replace: true });
  };

  if (route.step === 'hub') {
    return (
      <EditHub
        reviewId={reviewId}
        state={state}
        openStep={(step) => navigate(stepPath(step))}
        onAbort={abort}
        onFinished={() => {
          controls.clear();
          navigate(links.myPage(), { replace: true });
        }}
      />
    );
  }
  if (!isEditStepAllowed(state.kind, route.step)) {
    return <EditError title="이 항목은 수정할 수 없어요" back={() => navigate(hubPath, { replace: true })} />;
  }
  return (
    <EditStepScreen
      key={route.step}
      step={route.step}
      state={state}
      setState={setState}
      hubPath={hubPath}
      stepPath={stepPath}
      onAbort={abort}
    />
  );
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

function EditStepScreen({
  step,
  state,
  setState,
  hubPath,
  stepPath,
  onAbort,
}: {
  step: EditStep;
  state: EditWizardState;
  setState: (next: EditWizardState | ((s: EditWizardState | null) => EditWizardState | null)) => void;
  hubPath: string;
  stepPath: (step: EditStep) => string;
  onAbort: () => void;
}) {
  const [, navigate] = useLocation();
  const rows = editHubRows(state.kind);
  // spec 001 §2.4: every step returns to the hub by replacing history.
  const history = useStepHistory<EditStep | 'hub'>({
    steps: ['hub', step],
    current: step,
    navigate,
    pathFor: () => hubPath,
    returnTo: hubPath,
  });
  const position = rows.findIndex(
    (row) => row.step === step || (step === 'contract/price' && row.row === 'terms'),
  );
  const ctx: StepContext = {
    mode: 'edit',
    kind: state.kind,
    draft: state.draft,
    update: (next) =>
      setState((s) => (s ? { ...s, draft: typeof next === 'function' ? next(s.draft) : next } : s)),
    fromConfirm: false,
    progress: { step: Math.max(1, position + 1), total: rows.length },
    onAbort,
    next: (after) => {
      // A new address needs its pin (the address search step); a new contract form needs its prices.
      if (step === 'input-address') navigate(stepPath(EDIT_ADDRESS_SEARCH_STEP), { replace: true });
      else if (step === 'contract' && after.contractType !== state.draft.contractType)
        navigate(stepPath('contract/price'), { replace: true });
      else history.next();
    },
    previous: () => history.back(),
  };
  switch (step) {
    case 'type':
      return <TypeStep ctx={ctx} />;
    case 'input-address':
      return <AddressEntryStep ctx={ctx} />;
    case 'address':
      return <PinStep ctx={ctx} />;
    case 'floor':
      return <FloorStep ctx={ctx} />;
    case 'contract':
      return <ContractTypeStep ctx={ctx} />;
    case 'contract/price':
      return <PriceStep ctx={ctx} />;
    case 'filter-ad':
      return <KeywordsStep ctx={ctx} polarity="positive" />;
    case 'filter-disad':
      return <KeywordsStep ctx={ctx} polarity="negative" />;
    case 'content':
      return <ContentStep ctx={ctx} />;
    case 'dormitory':
      return <DormInfoStep ctx={ctx} />;
    case 'dormitory-conditions':
      return <DormConditionsStep ctx={ctx} />;
    case 'dormitory-amenities':
      return <DormAmenitiesStep ctx={ctx} />;
  }
}

type HubStage = 'idle' | 'rating' | 'saving' | 'saved' | 'failed' | 'confirmDelete' | 'deleting' | 'deleted';

/** spec 001 §2.4: the summary rows (some locked), delete and re-upload. */
function EditHub({
  reviewId,
  state,
  openStep,
  onAbort,
  onFinished,
}: {
  reviewId: number;
  state: EditWizardState;
  openStep: (step: EditStep) => void;
  onAbort: () => void;
  onFinished: () => void;
}) {
  const { mutate } = useSWRConfig();
  const [stage, setStage] = useState<HubStage>('idle');
  const [failure, setFailure] = useState(UPDATE_FAILED_MESSAGE);
  const rows = editHubRows(state.kind);

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
      setFailure(UPDATE_FAILED_MESSAGE);
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
    <WizardStep.Root className="jb-writing-step">
      <WizardStep.Header>
        <WizardStep.Progress step={rows.length} total={rows.length} label="후기 수정 진행률" />
        <WizardStep.Close
          label="수정 닫기"
          confirmTitle="수정을 중단할까요?"
          confirmDescription="수정한 내용은 저장되지 않아요."
          continueLabel="계속 수정하기"
          onCancelConfirm={onAbort}
        />
      </WizardStep.Header>
      <WizardStep.Title>후기 수정하기</WizardStep.Title>
      <WizardStep.Helper>고칠 항목을 누른 뒤, 다시 올리기를 눌러 주세요.</WizardStep.Helper>
      <WizardStep.Body>
        <ul className="jb-writing-rows" aria-label="후기 내용">
          {rows.map((row) => {
            const value = summaryValue(row.row, state.draft);
            const step = row.step;
            return (
              <li key={row.row}>
                <button
                  type="button"
                  className="jb-writing-row"
                  disabled={row.locked || !step}
                  aria-label={
                    row.locked ? `${row.label}: ${value} (수정할 수 없어요)` : `${row.label} 수정: ${value}`
                  }
                  onClick={() => step && openStep(step)}
                >
                  <span className="jb-writing-row-label">{row.label}</span>
                  <span className="jb-writing-row-value">{value}</span>
                  {!row.locked && <ChevronRightIcon size={16} aria-hidden="true" />}
                </button>
              </li>
            );
          })}
        </ul>
      </WizardStep.Body>
      <WizardStep.Actions>
        <Button variant="secondary" size="lg" onClick={() => setStage('confirmDelete')}>
          삭제하기
        </Button>
        <Button size="lg" loading={stage === 'saving'} onClick={() => setStage('rating')}>
          다시 올리기
        </Button>
      </WizardStep.Actions>
      <RatingModal
        open={stage === 'rating'}
        onOpenChange={(open) => !open && setStage('idle')}
        initial={state.draft.rating}
        confirmLabel="다시 올리기"
        onRate={(rating) => void reupload(rating)}
      />
      <AlertDialog.Root open={stage === 'failed'} onOpenChange={(open) => !open && setStage('idle')}>
        <AlertDialog.Content aria-describedby={undefined}>
          <AlertDialog.Title>{failure}</AlertDialog.Title>
          <AlertDialog.Actions>
            <AlertDialog.Action onClick={() => setStage('idle')}>확인</AlertDialog.Action>
          </AlertDialog.Actions>
        </AlertDialog.Content>
      </AlertDialog.Root>
      <CompletionSheet
        open={stage === 'saved'}
        onOpenChange={(open) => !open && onFinished()}
        title="후기를 수정했어요"
        message="잠시 후 나의 찐빵으로 이동해요."
        onConfirm={onFinished}
      />
      <DeleteReviewSheets
        step={
          stage === 'confirmDelete'
            ? 'confirm'
            : stage === 'deleting'
              ? 'deleting'
              : stage === 'deleted'
                ? 'done'
                : 'idle'
        }
        onCancel={() => setStage('idle')}
        onConfirm={() => void remove()}
        onDone={onFinished}
      />
    </WizardStep.Root>
  );
}
