import * as Slot from '@radix-ui/react-slot';
import type * as React from 'react';
import { Button, type ButtonProps, IconButton } from '../button';
import { CloseIcon } from '../icons';
import { cx } from '../internal/cx';
import { AlertDialog } from '../modal';
import { ProgressBar } from '../progress-bar';
import './WizardStep.css';

/** The page of one review-wizard screen: header (progress, close), title, helper, body, sticky actions. */
function WizardStepRoot({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-component="WizardStep" className={cx('jb-WizardStep', className)} {...props} />;
}

/** Top bar: holds `Progress` and `Close`. */
function WizardStepHeader({ className, ...props }: React.ComponentProps<'header'>) {
  return <header data-slot="header" className={cx('jb-WizardStep-header', className)} {...props} />;
}

export interface WizardStepProgressProps
  extends Omit<React.ComponentProps<typeof ProgressBar>, 'value' | 'max' | 'valueText'> {
  /** 지금 화면의 순서(1부터). */
  step: number;
  /** 이 흐름의 전체 화면 수. */
  total: number;
  /** 화면낭독기가 읽는 진행 정도를 만드는 규칙(개발용). 기본 "전체 8단계 중 3단계". */
  formatValueText?: (step: number, total: number) => string;
}

const defaultProgressText = (step: number, total: number) => `전체 ${total}단계 중 ${step}단계`;

/** spec 001 §2.2: every wizard screen has a progress bar. */
function WizardStepProgress({
  step,
  total,
  label = '후기 작성 진행률',
  formatValueText = defaultProgressText,
  className,
  ...props
}: WizardStepProgressProps) {
  return (
    <ProgressBar
      data-slot="progress"
      className={cx('jb-WizardStep-progress', className)}
      value={step}
      max={total}
      label={label}
      valueText={formatValueText(step, total)}
      {...props}
    />
  );
}

export interface WizardStepCloseProps extends Omit<React.ComponentProps<'button'>, 'children'> {
  /** "그만두기"로 답하면 불립니다(앱은 작성 화면을 떠납니다). */
  onCancelConfirm?: () => void;
  /** 닫기(×) 버튼의 이름. 기본 "작성 닫기". */
  label?: string;
  /** 닫기를 누르면 묻는 말. 기본 "작성을 중단할까요?" */
  confirmTitle?: React.ReactNode;
  /** 질문 아래 설명. 예: "지금까지 쓴 내용은 임시 저장돼요." */
  confirmDescription?: React.ReactNode;
  /** 머무는 버튼의 글자. 기본 "계속 작성하기". */
  continueLabel?: React.ReactNode;
  /** 떠나는 버튼의 글자. 기본 "그만두기". */
  stopLabel?: React.ReactNode;
  /** 질문이 열린 상태(화면이 직접 정할 때). */
  open?: boolean;
  /** 처음부터 질문을 열어 둘지. */
  defaultOpen?: boolean;
  /** 질문이 열리거나 닫힐 때 불립니다. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * spec 001 §2.2: the close button opens a cancel confirmation. "계속 작성하기" keeps the user on the screen
 * (focus returns to the close button); "그만두기" calls `onCancelConfirm`.
 */
function WizardStepClose({
  onCancelConfirm,
  label = '작성 닫기',
  confirmTitle = '작성을 중단할까요?',
  confirmDescription,
  continueLabel = '계속 작성하기',
  stopLabel = '그만두기',
  open,
  defaultOpen,
  onOpenChange,
  className,
  ...props
}: WizardStepCloseProps) {
  return (
    <AlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>
        <IconButton
          data-slot="close"
          className={cx('jb-WizardStep-close', className)}
          label={label}
          icon={<CloseIcon />}
          {...props}
        />
      </AlertDialog.Trigger>
      <AlertDialog.Content className="jb-WizardStep-confirm" data-slot="confirm">
        <AlertDialog.Title>{confirmTitle}</AlertDialog.Title>
        {confirmDescription !== undefined && (
          <AlertDialog.Description>{confirmDescription}</AlertDialog.Description>
        )}
        <AlertDialog.Actions>
          <AlertDialog.Cancel data-slot="continue">{continueLabel}</AlertDialog.Cancel>
          <AlertDialog.Action data-slot="stop" variant="danger" onClick={() => onCancelConfirm?.()}>
            {stopLabel}
          </AlertDialog.Action>
        </AlertDialog.Actions>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

export interface WizardStepTitleProps extends React.ComponentProps<'h1'> {
  /** 제목을 다른 요소로 그립니다(개발용, 예: 시트 안의 h2). */
  asChild?: boolean;
}

/** The screen's question, e.g. '어떤 유형의 집에 살았나요?'. */
function WizardStepTitle({ asChild = false, className, ...props }: WizardStepTitleProps) {
  const Comp = asChild ? Slot.Root : 'h1';
  return <Comp data-slot="title" className={cx('jb-WizardStep-title', className)} {...props} />;
}

/** A line of help under the title. */
function WizardStepHelper({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="helper" className={cx('jb-WizardStep-helper', className)} {...props} />;
}

/** The screen's inputs; grows to push the actions to the bottom. */
function WizardStepBody({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="body" className={cx('jb-WizardStep-body', className)} {...props} />;
}

/** Bottom action bar, sticky above the home-indicator safe area. */
function WizardStepActions({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="actions" className={cx('jb-WizardStep-actions', className)} {...props} />;
}

/** "이전": goes back (spec 001 §2.3: disabled when the payment-type screen was entered from confirm). */
function WizardStepPrevious({
  children = '이전',
  variant = 'secondary',
  size = 'lg',
  ...props
}: ButtonProps) {
  return (
    <Button data-slot="previous" variant={variant} size={size} {...props}>
      {children}
    </Button>
  );
}

export interface WizardStepNextProps extends ButtonProps {
  /** 이 화면의 입력이 다 맞는지. 맞을 때까지 "다음"이 꺼져 있습니다(스펙). */
  valid?: boolean;
}

function WizardStepNext({
  children = '다음',
  valid = true,
  disabled,
  size = 'lg',
  ...props
}: WizardStepNextProps) {
  return (
    <Button
      data-slot="next"
      data-valid={valid ? '' : undefined}
      size={size}
      disabled={disabled || !valid}
      {...props}
    >
      {children}
    </Button>
  );
}

/**
 * Layout of every review-wizard screen (spec 001 §2.2), as compound parts:
 * `Root` › `Header` (`Progress`, `Close`) › `Title` › `Helper` › `Body` › `Actions` (`Previous`, `Next`).
 */
export const WizardStep = {
  Root: WizardStepRoot,
  Header: WizardStepHeader,
  Progress: WizardStepProgress,
  Close: WizardStepClose,
  Title: WizardStepTitle,
  Helper: WizardStepHelper,
  Body: WizardStepBody,
  Actions: WizardStepActions,
  Previous: WizardStepPrevious,
  Next: WizardStepNext,
};
