import type { ReviewKind, WizardStepId } from '@jjinbbang/domain';
import { AlertDialog, Button, CompletionSheet, WizardStep } from '@jjinbbang/ui';
import { useEffect, useRef } from 'react';
import { DeleteReviewSheets } from '../common/DeleteReviewSheets';
import { RatingModal } from './RatingModal';
import { type SummaryRowItem, SummaryRows } from './SummaryRows';
import './writing.css';

export type HubStage =
  | 'idle'
  | 'rating'
  | 'saving'
  | 'saved'
  | 'failed'
  | 'confirmDelete'
  | 'deleting'
  | 'deleted';

export interface EditHubViewProps {
  rows: readonly SummaryRowItem[];
  rating: number | null;
  /** What the review rates (the rating question's subject). */
  kind?: ReviewKind;
  stage: HubStage;
  /** The message of a failed re-upload. */
  failure: string;
  onStageChange: (stage: HubStage) => void;
  onOpenRow: (step: WizardStepId) => void;
  onReupload: (rating: number) => void;
  onDelete: () => void;
  onAbort: () => void;
  /** After the completion sheets (spec 001 §4: my page). */
  onFinished: () => void;
  dialogContainer?: HTMLElement | null;
}

/** spec 001 §2.4: the summary rows (some locked), delete and re-upload. */
export function EditHubView({
  rows,
  rating,
  kind,
  stage,
  failure,
  onStageChange,
  onOpenRow,
  onReupload,
  onDelete,
  onAbort,
  onFinished,
  dialogContainer,
}: EditHubViewProps) {
  // As on every step: the screen starts at its heading, so a screen reader announces it and the keyboard
  // starts at the top instead of on the page body.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, []);
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
      <WizardStep.Title ref={headingRef} tabIndex={-1} className="jb-writing-title">
        후기 수정하기
      </WizardStep.Title>
      <WizardStep.Helper>고칠 항목을 누른 뒤, 다시 올리기를 눌러 주세요.</WizardStep.Helper>
      <WizardStep.Body>
        <SummaryRows rows={rows} label="후기 내용" onOpen={onOpenRow} />
      </WizardStep.Body>
      {/* The two actions share the bar like every wizard step's 이전/다음, full height and width. */}
      <WizardStep.Actions className="jb-writing-hub-actions">
        <Button variant="secondary" size="lg" onClick={() => onStageChange('confirmDelete')}>
          삭제하기
        </Button>
        <Button size="lg" loading={stage === 'saving'} onClick={() => onStageChange('rating')}>
          다시 올리기
        </Button>
      </WizardStep.Actions>
      <RatingModal
        open={stage === 'rating'}
        onOpenChange={(open) => !open && onStageChange('idle')}
        initial={rating}
        confirmLabel="다시 올리기"
        kind={kind}
        container={dialogContainer}
        onRate={onReupload}
      />
      <AlertDialog.Root open={stage === 'failed'} onOpenChange={(open) => !open && onStageChange('idle')}>
        <AlertDialog.Content container={dialogContainer} aria-describedby={undefined}>
          <AlertDialog.Title>{failure}</AlertDialog.Title>
          <AlertDialog.Actions>
            <AlertDialog.Action onClick={() => onStageChange('idle')}>확인</AlertDialog.Action>
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
        onCancel={() => onStageChange('idle')}
        onConfirm={onDelete}
        onDone={onFinished}
      />
    </WizardStep.Root>
  );
}
