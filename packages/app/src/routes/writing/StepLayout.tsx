import type { ReviewDraft, ReviewKind } from '@jjinbbang/domain';
import { WizardStep } from '@jjinbbang/ui';
import type { ReactNode } from 'react';

export type WizardMode = 'create' | 'edit';

/** What every wizard screen gets from the create or edit wizard around it. */
export interface StepContext {
  mode: WizardMode;
  kind: ReviewKind;
  draft: ReviewDraft;
  update: (next: ReviewDraft | ((draft: ReviewDraft) => ReviewDraft)) => void;
  /** Goes on with the draft as it now is (the create path depends on it); edit steps return to the hub. */
  next: (draft: ReviewDraft) => void;
  /** null when "이전" is disabled (spec 001 §2.3: the payment-type screen entered from confirm). */
  previous: (() => void) | null;
  progress: { step: number; total: number };
  /** "그만두기" in the close confirmation. */
  onAbort: () => void;
  /** The step was opened from the confirm page (spec 001 §4). */
  fromConfirm: boolean;
}

export interface StepLayoutProps {
  ctx: StepContext;
  title: ReactNode;
  helper?: ReactNode;
  children?: ReactNode;
  /** spec 001 §2.2: "다음" stays disabled until the screen is valid. */
  valid: boolean;
  /** Defaults to going on with the current draft. */
  onNext?: () => void;
  nextLabel?: string;
}

/** spec 001 §2.2: progress bar, close with a cancel confirmation, previous and next. */
export function StepLayout({ ctx, title, helper, children, valid, onNext, nextLabel }: StepLayoutProps) {
  const edit = ctx.mode === 'edit';
  return (
    <WizardStep.Root className="jb-writing-step">
      <WizardStep.Header>
        <WizardStep.Progress
          step={ctx.progress.step}
          total={ctx.progress.total}
          label={edit ? '후기 수정 진행률' : '후기 작성 진행률'}
        />
        <WizardStep.Close
          label={edit ? '수정 닫기' : '작성 닫기'}
          confirmTitle={edit ? '수정을 중단할까요?' : '작성을 중단할까요?'}
          confirmDescription={edit ? '수정한 내용은 저장되지 않아요.' : '작성한 내용은 24시간 동안 저장돼요.'}
          continueLabel={edit ? '계속 수정하기' : '계속 작성하기'}
          onCancelConfirm={ctx.onAbort}
        />
      </WizardStep.Header>
      <WizardStep.Title>{title}</WizardStep.Title>
      {helper && <WizardStep.Helper>{helper}</WizardStep.Helper>}
      <WizardStep.Body>{children}</WizardStep.Body>
      <WizardStep.Actions>
        <WizardStep.Previous disabled={ctx.previous === null} onClick={() => ctx.previous?.()} />
        <WizardStep.Next valid={valid} onClick={() => (onNext ? onNext() : ctx.next(ctx.draft))}>
          {nextLabel ?? (edit ? '완료' : '다음')}
        </WizardStep.Next>
      </WizardStep.Actions>
    </WizardStep.Root>
  );
}

/** A polite inline message under a screen's inputs (rule refusals, chip refusals). */
export function StepMessage({
  message,
  tone = 'error',
}: {
  message: string | null;
  tone?: 'error' | 'info';
}) {
  return (
    <p className="jb-writing-message" data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {message ?? ''}
    </p>
  );
}
