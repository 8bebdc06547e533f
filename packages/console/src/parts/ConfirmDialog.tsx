import { AlertDialog } from '@jjinbbang/ui';
import type * as React from 'react';

export interface ConfirmDialogProps {
  /** 열려 있는지. */
  open: boolean;
  /** 닫을 때(취소, Esc) 불립니다. 보내는 중에는 불리지 않습니다. */
  onOpenChange: (open: boolean) => void;
  /** 묻는 말. 예: "신고를 기각할까요?" */
  title: string;
  /** 무슨 일이 생기는지. */
  description: React.ReactNode;
  /** 확인 단추의 글자. 예: "기각하기". */
  confirmLabel: string;
  /** 되돌리기 어려운 일이면 빨간 단추. */
  destructive?: boolean;
  /** 보내는 중: 단추가 돌고 닫히지 않습니다. */
  busy?: boolean;
  /** 확인을 누르면 불립니다. 대화상자는 열린 채로 두고, 끝나면 화면이 닫습니다. */
  onConfirm: () => void;
}

/** "Are you sure?" before a destructive or consequential decision, on the kit's AlertDialog. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive = false,
  busy = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Content busy={busy}>
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description>{description}</AlertDialog.Description>
        <AlertDialog.Actions>
          <AlertDialog.Cancel disabled={busy} />
          <AlertDialog.Action
            variant={destructive ? 'danger' : 'primary'}
            loading={busy}
            onClick={(event) => {
              event.preventDefault();
              onConfirm();
            }}
          >
            {confirmLabel}
          </AlertDialog.Action>
        </AlertDialog.Actions>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
