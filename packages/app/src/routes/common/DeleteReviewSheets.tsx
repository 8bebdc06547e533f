import { CompletionSheet, ConfirmSheet } from '@jjinbbang/ui';

export type DeleteReviewStep = 'idle' | 'confirm' | 'deleting' | 'done';

export interface DeleteReviewSheetsProps {
  step: DeleteReviewStep;
  /** The user backed out of the question. */
  onCancel: () => void;
  /** The user confirmed: delete now (the caller moves the step to 'deleting', then 'done' or back to 'idle'). */
  onConfirm: () => void;
  /** The completion sheet was confirmed or closed (spec 001 §4: then /mypage). */
  onDone: () => void;
}

/**
 * Deleting a review (spec 001 §4 "Delete: confirm sheet, then completion sheet, then /mypage"), the same on the
 * review detail page and in the edit hub.
 */
export function DeleteReviewSheets({ step, onCancel, onConfirm, onDone }: DeleteReviewSheetsProps) {
  return (
    <>
      <ConfirmSheet
        open={step === 'confirm' || step === 'deleting'}
        onOpenChange={(open) => {
          if (!open && step === 'confirm') onCancel();
        }}
        title="이 후기를 삭제할까요?"
        description="삭제한 후기는 되돌릴 수 없어요."
        backLabel="취소"
        confirmLabel="삭제하기"
        confirmVariant="danger"
        closeOnConfirm={false}
        loading={step === 'deleting'}
        onConfirm={() => {
          if (step === 'confirm') onConfirm();
        }}
      />
      <CompletionSheet
        open={step === 'done'}
        onOpenChange={(open) => {
          if (!open) onDone();
        }}
        title="후기가 삭제되었어요"
        message="나의 찐빵으로 이동할게요."
        onConfirm={onDone}
      />
    </>
  );
}
