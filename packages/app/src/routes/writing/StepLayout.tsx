import type { ReviewDraft, ReviewKind, WizardMode } from '@jjinbbang/domain';
import { WizardStep } from '@jjinbbang/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { afterNextPaint } from '../../shell/next-paint';
import './writing.css';

export type { WizardMode };

/** What every step view gets from the wizard around it: plain values and callbacks, no routing. */
export interface StepFrame {
  mode: WizardMode;
  /** The step's heading, from the domain's step table. */
  title: string;
  progress: { step: number; total: number };
  /** "이전"; null when it is disabled (spec 001 §2.3: the payment-type screen opened from confirm). */
  onPrevious: (() => void) | null;
  /** "그만두기" in the close confirmation. */
  onAbort: () => void;
  /** Opened alone from the confirm page or the edit hub: "다음" returns there (spec 001 §2.4, §4). */
  alone: boolean;
  /** Opened alone but handing over to another screen (contract type → its prices): "다음" goes on. */
  handsOver: boolean;
}

/** What a step container gets from the create or edit wizard. */
export interface StepContext {
  mode: WizardMode;
  kind: ReviewKind;
  draft: ReviewDraft;
  frame: StepFrame;
  /** Saves the step's answer and goes on (to the next step, the follow-up, or back to confirm/hub). */
  commit: (next: ReviewDraft) => void;
  /** Saves without moving (e.g. the text as it is typed, so a refresh keeps it). */
  update: (change: (draft: ReviewDraft) => ReviewDraft) => void;
}

export interface StepLayoutProps {
  frame: StepFrame;
  /** Defaults to the step table's title (`frame.title`). */
  title?: ReactNode;
  helper?: ReactNode;
  children?: ReactNode;
  /** spec 001 §2.2: "다음" stays disabled until the screen is valid. */
  valid: boolean;
  onNext: () => void;
  nextLabel?: string;
  /** Shown while the step works on something (photos being prepared): "다음" waits. */
  busy?: boolean;
}

/** The "다음" label: '완료' where it returns to the summary (edit hub, confirm), '다음' where it goes on. */
export function nextLabelOf(frame: StepFrame): string {
  if (frame.alone && !frame.handsOver) return '완료';
  return '다음';
}

/**
 * spec 001 §2.2: progress bar, close with a cancel confirmation, previous and next. Each new step moves focus
 * to its heading, so a screen reader announces the question and keyboard users start at the top.
 */
export function StepLayout({
  frame,
  title,
  helper,
  children,
  valid,
  onNext,
  nextLabel,
  busy,
}: StepLayoutProps) {
  const edit = frame.mode === 'edit';
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (window.scrollY !== 0 && typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
    // Focusing lays the new step out inside the tap that opened it; after its first frame that is done. Focus the
    // step or the student moved meanwhile (a refused field, a tap) stays where it is.
    const before = document.activeElement;
    return afterNextPaint(() => {
      const active = document.activeElement;
      if (active === before || active === document.body || !active?.isConnected)
        headingRef.current?.focus({ preventScroll: true });
    });
  }, []);
  return (
    <WizardStep.Root className="jb-writing-step" aria-busy={busy || undefined}>
      <WizardStep.Header>
        <WizardStep.Progress
          step={frame.progress.step}
          total={frame.progress.total}
          label={edit ? '후기 수정 진행률' : '후기 작성 진행률'}
        />
        <WizardStep.Close
          label={edit ? '수정 닫기' : '작성 닫기'}
          confirmTitle={edit ? '수정을 중단할까요?' : '작성을 중단할까요?'}
          confirmDescription={edit ? '수정한 내용은 저장되지 않아요.' : '작성한 내용은 24시간 동안 저장돼요.'}
          continueLabel={edit ? '계속 수정하기' : '계속 작성하기'}
          onCancelConfirm={frame.onAbort}
        />
      </WizardStep.Header>
      <WizardStep.Title ref={headingRef} tabIndex={-1} className="jb-writing-title">
        {title ?? frame.title}
      </WizardStep.Title>
      {helper && <WizardStep.Helper>{helper}</WizardStep.Helper>}
      <WizardStep.Body>{children}</WizardStep.Body>
      <WizardStep.Actions>
        <WizardStep.Previous disabled={frame.onPrevious === null} onClick={() => frame.onPrevious?.()} />
        <WizardStep.Next valid={valid && !busy} loading={busy} onClick={onNext}>
          {nextLabel ?? nextLabelOf(frame)}
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

/** A number field's text for a stored value ('' when none). */
export const numberInput = (value: number | null): string => (value === null ? '' : String(value));
