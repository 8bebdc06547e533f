import { AlertDialog } from '@jjinbbang/ui';
import type { ReactNode } from 'react';

/** A one-button alert (spec 000 §8 "alert"): the user must acknowledge it. */
export function NoticeDialog({
  open,
  title,
  description,
  actionLabel = '확인',
  onClose,
}: {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  actionLabel?: string;
  onClose: () => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <AlertDialog.Content {...(description ? {} : { 'aria-describedby': undefined })}>
        <AlertDialog.Title>{title}</AlertDialog.Title>
        {description && <AlertDialog.Description>{description}</AlertDialog.Description>}
        <AlertDialog.Actions>
          <AlertDialog.Action onClick={onClose}>{actionLabel}</AlertDialog.Action>
        </AlertDialog.Actions>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
