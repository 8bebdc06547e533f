import type { ReviewKind, WizardStepId } from '@jjinbbang/domain';
import { Button, Modal } from '@jjinbbang/ui';
import { useState } from 'react';
import { RatingModal } from '../RatingModal';
import type { StepFrame } from '../StepLayout';
import { StepLayout } from '../StepLayout';
import { type SummaryRowItem, SummaryRows } from '../SummaryRows';
import type { UnusedInput } from '../unused-input';

export interface SubmitState {
  submitting: boolean;
  error: string | null;
  submit: () => void;
}

export type ConfirmStage = 'summary' | 'rating' | 'complete';

export interface ConfirmStepViewProps {
  frame: StepFrame;
  rows: readonly SummaryRowItem[];
  rating: number | null;
  onOpenRow: (step: WizardStepId) => void;
  onRate: (rating: number) => void;
  submission: SubmitState;
  /** What was typed for a new place and will not be stored (it joins a registered place), said above the button. */
  unused?: UnusedInput | null;
  /** What the review rates (the rating question's subject). */
  kind?: ReviewKind;
  /** Opening stage (stories show the rating and completion dialogs). */
  initialStage?: ConfirmStage;
  dialogContainer?: HTMLElement | null;
}

/**
 * spec 001 §2.3 / §4: the summary rows, each back to its step, and what was typed but will not be stored; then
 * rating and completion.
 */
export function ConfirmStepView({
  frame,
  rows,
  rating,
  onOpenRow,
  onRate,
  submission,
  unused,
  kind,
  initialStage = 'summary',
  dialogContainer,
}: ConfirmStepViewProps) {
  const [stage, setStage] = useState<ConfirmStage>(initialStage);
  return (
    <StepLayout
      frame={frame}
      helper="고칠 내용이 있으면 항목을 눌러 수정할 수 있어요."
      valid
      nextLabel="후기 올리기"
      onNext={() => setStage('rating')}
    >
      <SummaryRows rows={rows} label="작성한 내용" onOpen={onOpenRow} />
      {unused && (
        <section className="jb-writing-unused" aria-label="올라가지 않는 입력" data-testid="unused-input">
          <p className="jb-writing-unused-title">{unused.title}</p>
          <ul>
            {unused.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      <RatingModal
        open={stage === 'rating'}
        onOpenChange={(open) => !open && setStage('summary')}
        initial={rating}
        kind={kind}
        container={dialogContainer}
        onRate={(value) => {
          onRate(value);
          setStage('complete');
        }}
      />
      <Modal.Root
        open={stage === 'complete'}
        onOpenChange={(open) => {
          if (!open && !submission.submitting) setStage('summary');
        }}
      >
        <Modal.Content
          container={dialogContainer}
          busy={submission.submitting}
          closeOnOutsideClick={!submission.submitting}
        >
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
