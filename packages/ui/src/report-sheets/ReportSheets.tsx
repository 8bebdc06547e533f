import * as React from 'react';
import { CompletionSheet } from '../completion-sheet';
import { ConfirmSheet } from '../confirm-sheet';

export type ReportStep = 'confirm' | 'reconfirm' | 'done';

export interface ReportSheetsLabels {
  confirmTitle: string;
  confirmDescription: string;
  cancel: string;
  next: string;
  reconfirmTitle: string;
  reconfirmDescription: string;
  back: string;
  report: string;
  doneTitle: string;
  doneMessage: string;
  done: string;
  /** Shown in place of the reconfirm description after a failed submission. */
  failed: string;
}

export const REPORT_SHEETS_LABELS: ReportSheetsLabels = {
  confirmTitle: '이 후기를 신고할까요?',
  confirmDescription: '작성한 신고 사유와 함께 운영팀에 전달돼요.',
  cancel: '취소',
  next: '확인',
  reconfirmTitle: '정말 신고하시겠어요?',
  reconfirmDescription: '신고한 뒤에는 취소할 수 없어요.',
  back: '뒤로',
  report: '신고하기',
  doneTitle: '신고가 접수되었어요',
  doneMessage: '검토 후 운영 정책에 따라 처리할게요.',
  done: '확인',
  failed: '신고에 실패했어요. 잠시 후 다시 시도해 주세요.',
};

export interface ReportSheetsProps {
  /** Whether the flow shows (the report page's confirm button opens it at the first step). */
  open: boolean;
  /** The flow was left before submitting (cancel, swipe, Escape). */
  onOpenChange: (open: boolean) => void;
  /**
   * Sends the report. While its promise is pending the sheet is busy and cannot be closed; when it resolves the
   * completion sheet shows, when it rejects the question stays with `formatError`'s text.
   */
  onSubmit: () => Promise<void> | void;
  /** The completion sheet was confirmed or closed (either way, once): return to the review (spec 000 §2). */
  onDone: () => void;
  /** Text of a failed submission; receives what `onSubmit` rejected with. */
  formatError?: (error: unknown) => string;
  labels?: Partial<ReportSheetsLabels>;
  /** Starting step each time the flow opens (a page may skip the first question). */
  initialStep?: Exclude<ReportStep, 'done'>;
}

/**
 * The report confirmation flow (spec 000 §2): a question, then "정말 신고하시겠어요?" with 뒤로/신고하기, then the
 * completion sheet "신고가 접수되었어요". Built on ConfirmSheet and CompletionSheet.
 */
export function ReportSheets({
  open,
  onOpenChange,
  onSubmit,
  onDone,
  formatError,
  labels,
  initialStep = 'confirm',
}: ReportSheetsProps) {
  const l = { ...REPORT_SHEETS_LABELS, ...labels };
  const [step, setStep] = React.useState<ReportStep>(initialStep);
  const [submitting, setSubmitting] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  // A sheet that closes because the flow moved on must not end the flow.
  const stepRef = React.useRef(step);
  stepRef.current = step;

  const wasOpen = React.useRef(open);
  React.useEffect(() => {
    if (open && !wasOpen.current) {
      setStep(initialStep);
      setError(null);
    }
    wasOpen.current = open;
  }, [open, initialStep]);

  const closeFrom = (from: ReportStep) => (next: boolean) => {
    if (next || stepRef.current !== from) return;
    if (from === 'done') onDone();
    else onOpenChange(false);
  };

  const goTo = (next: ReportStep) => {
    stepRef.current = next;
    setStep(next);
  };

  const submit = async () => {
    setSubmitting(true);
    setError(null);
    try {
      await onSubmit();
      goTo('done');
    } catch (cause) {
      setError(formatError?.(cause) ?? l.failed);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <ConfirmSheet
        open={open && step === 'confirm'}
        onOpenChange={closeFrom('confirm')}
        className="jb-ReportSheets-confirm"
        title={l.confirmTitle}
        description={l.confirmDescription}
        backLabel={l.cancel}
        confirmLabel={l.next}
        closeOnConfirm={false}
        onConfirm={() => goTo('reconfirm')}
      />
      <ConfirmSheet
        open={open && step === 'reconfirm'}
        onOpenChange={closeFrom('reconfirm')}
        className="jb-ReportSheets-reconfirm"
        title={l.reconfirmTitle}
        description={
          error ? (
            <span role="alert" data-slot="error" className="jb-ReportSheets-error">
              {error}
            </span>
          ) : (
            l.reconfirmDescription
          )
        }
        backLabel={l.back}
        confirmLabel={l.report}
        confirmVariant="danger"
        closeOnConfirm={false}
        loading={submitting}
        onBack={() => goTo('confirm')}
        onConfirm={() => {
          if (!submitting) void submit();
        }}
      />
      <CompletionSheet
        open={open && step === 'done'}
        onOpenChange={closeFrom('done')}
        className="jb-ReportSheets-done"
        title={l.doneTitle}
        message={l.doneMessage}
        confirmLabel={l.done}
      />
    </>
  );
}
