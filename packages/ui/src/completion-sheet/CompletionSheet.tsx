import type * as React from 'react';
import { BottomSheet } from '../bottom-sheet';
import { Button } from '../button';
import { CheckIcon } from '../icons';
import { cx } from '../internal/cx';
import './CompletionSheet.css';

export interface CompletionSheetProps {
  /** 열린 상태(화면이 직접 정할 때). */
  open?: boolean;
  /** 처음부터 열어 둘지. */
  defaultOpen?: boolean;
  /** 열리거나 닫힐 때 새 상태와 함께 불립니다. */
  onOpenChange?: (open: boolean) => void;
  /** 누르면 시트를 여는 버튼. 보통은 작업이 끝난 뒤 화면이 직접 엽니다. */
  trigger?: React.ReactElement;
  /** 제목 위 그림. 기본은 초록 체크 표시(꾸밈이라 화면낭독기는 읽지 않음). */
  icon?: React.ReactNode;
  /** 끝난 일을 알리는 말. 예: "후기가 삭제되었어요". */
  title: React.ReactNode;
  /** 제목 아래 설명. 예: "마이페이지로 이동할게요." */
  message?: React.ReactNode;
  /** 확인 버튼의 글자. 기본 "확인". */
  confirmLabel?: string;
  /** 확인을 누르면 불립니다. 그 뒤 시트가 닫힙니다. */
  onConfirm?: () => void;
  /** 아직 처리 중. 확인 버튼에 스피너가 돌고 어떤 방법으로도 닫히지 않습니다(올리는 중에 닫히지 않게, 스펙). */
  loading?: boolean;
  /** 시트에 붙일 클래스(개발용). */
  className?: string;
}

export function CompletionSheet({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  icon = <CheckIcon size={32} />,
  title,
  message,
  confirmLabel = '확인',
  onConfirm,
  loading = false,
  className,
}: CompletionSheetProps) {
  return (
    <BottomSheet.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      dismissible={!loading}
    >
      {trigger && <BottomSheet.Trigger asChild>{trigger}</BottomSheet.Trigger>}
      <BottomSheet.Content
        data-variant="completion"
        className={cx('jb-CompletionSheet', className)}
        {...(message ? {} : { 'aria-describedby': undefined })}
      >
        <BottomSheet.Handle />
        {icon && (
          <div className="jb-CompletionSheet-icon" data-slot="icon" aria-hidden="true">
            {icon}
          </div>
        )}
        <BottomSheet.Title className="jb-CompletionSheet-title">{title}</BottomSheet.Title>
        {message && (
          <BottomSheet.Description className="jb-CompletionSheet-message">{message}</BottomSheet.Description>
        )}
        <BottomSheet.Footer>
          {loading ? (
            <Button size="lg" fullWidth loading>
              {confirmLabel}
            </Button>
          ) : (
            <BottomSheet.Close asChild>
              <Button size="lg" fullWidth onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </BottomSheet.Close>
          )}
        </BottomSheet.Footer>
      </BottomSheet.Content>
    </BottomSheet.Root>
  );
}
