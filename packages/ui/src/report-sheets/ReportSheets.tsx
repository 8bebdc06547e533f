import * as React from 'react';
import { CompletionSheet } from '../completion-sheet';
import { ConfirmSheet } from '../confirm-sheet';
import './ReportSheets.css';

export type ReportStep = 'confirm' | 'reconfirm' | 'done';

export interface ReportSheetsLabels {
  /** 첫 질문. 기본 "이 후기를 신고할까요?" */
  confirmTitle: string;
  /** 첫 질문 아래 설명. */
  confirmDescription: string;
  /** 첫 질문에서 그만두는 버튼. 기본 "취소". */
  cancel: string;
  /** 첫 질문에서 넘어가는 버튼. 기본 "확인". */
  next: string;
  /** 두 번째 질문. 기본 "정말 신고하시겠어요?" */
  reconfirmTitle: string;
  /** 두 번째 질문 아래 설명. */
  reconfirmDescription: string;
  /** 첫 질문으로 돌아가는 버튼. 기본 "뒤로". */
  back: string;
  /** 신고를 보내는 버튼. 기본 "신고하기". */
  report: string;
  /** 완료 시트의 제목. 기본 "신고가 접수되었어요". */
  doneTitle: string;
  /** 완료 시트의 설명. */
  doneMessage: string;
  /** 완료 시트의 버튼. 기본 "확인". */
  done: string;
  /** 신고를 보내지 못했을 때 두 번째 질문 자리에 보이는 빨간 안내. */
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
  /** 신고 흐름이 열려 있는지. 신고 화면의 확인 버튼이 첫 질문부터 엽니다. */
  open: boolean;
  /** 신고를 보내기 전에 닫으면(취소, 아래로 밀기, Esc) false와 함께 불립니다. */
  onOpenChange: (open: boolean) => void;
  /** 신고를 보냅니다. 기다리는 동안 "신고하기"에 스피너가 돌고 시트가 닫히지 않으며, 성공하면 완료 시트, 실패하면 안내 문구가 보입니다. */
  onSubmit: () => Promise<void> | void;
  /** 완료 시트를 확인하거나 닫으면 한 번 불립니다(후기로 돌아가기). */
  onDone: () => void;
  /** 실패 안내 문구를 실패 이유에 맞게 바꿀 때(개발용). 없으면 기본 실패 문구. */
  formatError?: (error: unknown) => string;
  /** 모든 문구를 바꿉니다(위 "문구" 표의 항목 중 바꿀 것만). */
  labels?: Partial<ReportSheetsLabels>;
  /** 열릴 때 시작할 단계: 첫 질문(confirm) 또는 두 번째 질문(reconfirm). */
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
