import { editHubRows, toUpdatePayload, type WizardStepId } from '@jjinbbang/domain';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, failureKind } from '../../api/errors';
import { CHANGED_BY_REVIEW_WRITE } from '../../api/queries';
import { deleteReview } from '../../api/reading';
import { reloadQueries } from '../../api/swr';
import { updateReview } from '../../api/writing';
import type { EditWizardState } from './draft-state';
import type { EditHubViewProps, HubStage } from './EditHub';
import { summaryValue } from './summary';

/** spec 001 §2.4 / §8: the only message of a failed re-upload. */
export const UPDATE_FAILED_MESSAGE = '수정에 실패했어요. 잠시 후 다시 시도해 주세요.';
/** A refusal (4xx) or a review that is gone says why in Korean, and that is shown: retrying cannot succeed. */
export function updateFailureMessage(error: unknown): string {
  const kind = failureKind(error);
  return kind === 'refused' || kind === 'gone'
    ? errorMessage(error, UPDATE_FAILED_MESSAGE)
    : UPDATE_FAILED_MESSAGE;
}

/** spec 001 §4 / §9: the edit completion sheet stays 1 second before my page. */
const EDIT_COMPLETION_DELAY_MS = 1000;

/**
 * The edit hub (spec 001 §2.4): every answer of the review with the step that changes it, re-upload with a new
 * rating, and deletion; after either the review lists and buildings reload.
 */
export function useEditHub({
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
}): EditHubViewProps {
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
  // Both completion sheets say they move on to my page, and do (spec 001 §4: after 1 second).
  useEffect(() => {
    if (stage !== 'saved' && stage !== 'deleted') return;
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
      void reloadQueries(CHANGED_BY_REVIEW_WRITE);
      setStage('saved');
    } catch (error) {
      console.error('후기 수정 실패', error);
      setFailure(updateFailureMessage(error));
      setStage('failed');
    }
  };

  const remove = async () => {
    setStage('deleting');
    try {
      await deleteReview(reviewId);
      void reloadQueries(CHANGED_BY_REVIEW_WRITE);
      setStage('deleted');
    } catch (error) {
      // spec 001 §8: a failed deletion is only logged.
      console.error('후기 삭제 실패', error);
      setStage('idle');
    }
  };

  return {
    rows: rows,
    rating: state.draft.rating,
    kind: state.kind,
    stage: stage,
    failure: failure,
    onStageChange: setStage,
    onOpenRow: openStep,
    onReupload: (rating) => void reupload(rating),
    onDelete: () => void remove(),
    onAbort: onAbort,
    onFinished: onFinished,
  };
}
