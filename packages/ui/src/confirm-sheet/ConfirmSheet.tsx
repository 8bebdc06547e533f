import type * as React from 'react';
import { BottomSheet } from '../bottom-sheet';
import { Button, type ButtonVariant } from '../button';
import { cx } from '../internal/cx';
import './ConfirmSheet.css';

export interface ConfirmSheetProps {
  /** 열린 상태(화면이 직접 정할 때). */
  open?: boolean;
  /** 처음부터 열어 둘지. */
  defaultOpen?: boolean;
  /** 열리거나 닫힐 때 새 상태와 함께 불립니다. */
  onOpenChange?: (open: boolean) => void;
  /** 누르면 시트를 여는 버튼(예: "후기 삭제"). 없으면 화면이 열고 닫습니다. */
  trigger?: React.ReactElement;
  /** 묻는 말. 짧은 질문으로: "후기를 삭제할까요?" */
  title: React.ReactNode;
  /** 질문 아래 설명. 예: "삭제한 후기는 되돌릴 수 없어요." */
  description?: React.ReactNode;
  /** 그만두는 버튼의 글자. 기본 "돌아가기". */
  backLabel?: string;
  /** 하겠다는 버튼의 글자. 기본 "확인". 동사로: "삭제하기", "신고하기". */
  confirmLabel?: string;
  /** 하겠다는 버튼의 색. primary(주황) · danger(빨강, 삭제처럼 되돌릴 수 없는 행동). */
  confirmVariant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  /** 하겠다는 버튼을 누르면 불립니다. 그 뒤 시트가 닫힙니다(아래 설정으로 열어 둘 수 있음). */
  onConfirm?: () => void;
  /** 돌아가기를 누르면 시트가 닫히기 전에 불립니다. */
  onBack?: () => void;
  /** 끄면 확인 뒤에도 시트가 열려 있습니다(다음 단계나 완료 안내로 이어 갈 때). */
  closeOnConfirm?: boolean;
  /** 처리 중. 확인 버튼에 스피너가 돌고, 밀기·배경·Esc로도 닫히지 않습니다. */
  loading?: boolean;
  /** 시트에 붙일 클래스(개발용). */
  className?: string;
}

export function ConfirmSheet({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  backLabel = '돌아가기',
  confirmLabel = '확인',
  confirmVariant = 'primary',
  onConfirm,
  onBack,
  closeOnConfirm = true,
  loading = false,
  className,
}: ConfirmSheetProps) {
  return (
    <BottomSheet.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      dismissible={!loading}
    >
      {trigger && <BottomSheet.Trigger asChild>{trigger}</BottomSheet.Trigger>}
      <BottomSheet.Content
        data-variant="confirm"
        className={cx('jb-ConfirmSheet', className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <BottomSheet.Handle />
        <BottomSheet.Title className="jb-ConfirmSheet-title">{title}</BottomSheet.Title>
        {description && (
          <BottomSheet.Description className="jb-ConfirmSheet-description">
            {description}
          </BottomSheet.Description>
        )}
        <BottomSheet.Footer>
          <BottomSheet.Close asChild>
            <Button variant="secondary" size="lg" disabled={loading} onClick={onBack}>
              {backLabel}
            </Button>
          </BottomSheet.Close>
          {closeOnConfirm && !loading ? (
            <BottomSheet.Close asChild>
              <Button variant={confirmVariant} size="lg" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </BottomSheet.Close>
          ) : (
            <Button variant={confirmVariant} size="lg" loading={loading} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          )}
        </BottomSheet.Footer>
      </BottomSheet.Content>
    </BottomSheet.Root>
  );
}
