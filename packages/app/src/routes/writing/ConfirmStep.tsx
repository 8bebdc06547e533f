import {
  confirmRowStep,
  housingTypeGroupOf,
  SUMMARY_ROW_LABELS,
  type SummaryRow,
  summaryRowsFor,
} from '@jjinbbang/domain';
import { Button, ChevronRightIcon, Modal, StarRatingInput } from '@jjinbbang/ui';
import { useState } from 'react';
import { type StepContext, StepLayout } from './StepLayout';
import { summaryValue } from './summary';

export interface RatingModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: number | null;
  onRate: (rating: number) => void;
  confirmLabel?: string;
}

/** spec 001 §4: 1 to 5 stars, hovering previews them; the upload button waits for a rating. */
export function RatingModal({
  open,
  onOpenChange,
  initial,
  onRate,
  confirmLabel = '업로드',
}: RatingModalProps) {
  const [rating, setRating] = useState(initial ?? 0);
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content>
        <Modal.Title>이 집은 몇 점인가요?</Modal.Title>
        <Modal.Description>별점을 1점에서 5점 사이로 선택해 주세요.</Modal.Description>
        <Modal.Body className="jb-writing-rating">
          <StarRatingInput label="별점" value={rating} onValueChange={setRating} />
        </Modal.Body>
        <Modal.Actions>
          <Modal.Close>취소</Modal.Close>
          <Button disabled={rating < 1} onClick={() => onRate(rating)}>
            {confirmLabel}
          </Button>
        </Modal.Actions>
      </Modal.Content>
    </Modal.Root>
  );
}

export interface SubmitState {
  submitting: boolean;
  error: string | null;
  submit: () => void;
}

/** spec 001 §2.3: the summary rows, each back to its step (from=confirm); then rating and completion. */
export function ConfirmStep({
  ctx,
  openRow,
  photoCount,
  submission,
}: {
  ctx: StepContext;
  openRow: (step: NonNullable<ReturnType<typeof confirmRowStep>>) => void;
  photoCount: number;
  submission: SubmitState;
}) {
  const [stage, setStage] = useState<'summary' | 'rating' | 'complete'>('summary');
  const group = housingTypeGroupOf(ctx.draft.housingType ?? 'ROOM');
  const rows = summaryRowsFor(group);
  return (
    <StepLayout
      ctx={ctx}
      title="작성한 내용을 확인해 주세요"
      helper="고칠 내용이 있으면 항목을 눌러 수정할 수 있어요."
      valid
      nextLabel="후기 올리기"
      onNext={() => setStage('rating')}
    >
      <ul className="jb-writing-rows" aria-label="작성한 내용">
        {rows.map((row: SummaryRow) => {
          const step = confirmRowStep(row, ctx.draft);
          const label = SUMMARY_ROW_LABELS[group][row];
          return (
            <li key={row}>
              <button
                type="button"
                className="jb-writing-row"
                disabled={!step}
                onClick={() => step && openRow(step)}
                aria-label={`${label} 수정: ${summaryValue(row, ctx.draft)}`}
              >
                <span className="jb-writing-row-label">{label}</span>
                <span className="jb-writing-row-value">{summaryValue(row, ctx.draft)}</span>
                {step && <ChevronRightIcon size={16} aria-hidden="true" />}
              </button>
            </li>
          );
        })}
        <li>
          <button type="button" className="jb-writing-row" onClick={() => openRow('room-info')}>
            <span className="jb-writing-row-label">사진</span>
            <span className="jb-writing-row-value">{photoCount}장</span>
            <ChevronRightIcon size={16} aria-hidden="true" />
          </button>
        </li>
      </ul>
      <RatingModal
        open={stage === 'rating'}
        onOpenChange={(open) => !open && setStage('summary')}
        initial={ctx.draft.rating}
        onRate={(rating) => {
          ctx.update({ ...ctx.draft, rating });
          setStage('complete');
        }}
      />
      <Modal.Root
        open={stage === 'complete'}
        onOpenChange={(open) => {
          if (!open && !submission.submitting) setStage('summary');
        }}
      >
        <Modal.Content busy={submission.submitting} closeOnOutsideClick={!submission.submitting}>
          <Modal.Title>후기 작성을 마칠까요?</Modal.Title>
          <Modal.Description>
            올린 후기는 나의 찐빵에서 볼 수 있어요. 다른 학생들에게 큰 도움이 될 거예요.
          </Modal.Description>
          {submission.error && (
            <p className="jb-writing-message" data-tone="error" role="alert">
              {submission.error}
            </p>
          )}
          <Modal.Actions>
            <Modal.Close disabled={submission.submitting}>취소</Modal.Close>
            <Button
              loading={submission.submitting}
              disabled={submission.submitting}
              onClick={submission.submit}
            >
              완료
            </Button>
          </Modal.Actions>
        </Modal.Content>
      </Modal.Root>
    </StepLayout>
  );
}
