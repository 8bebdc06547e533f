import type * as React from 'react';
import { BottomSheet } from '../bottom-sheet';
import { Button, type ButtonVariant } from '../button';
import { cx } from '../internal/cx';

export interface ConfirmSheetProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the sheet (rendered as the trigger itself). */
  trigger?: React.ReactElement;
  /** The question, e.g. "정말 삭제할까요?". */
  title: React.ReactNode;
  /** Optional detail under the question. */
  description?: React.ReactNode;
  backLabel?: string;
  confirmLabel?: string;
  confirmVariant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  /** Runs on the primary action. The sheet closes afterwards unless `closeOnConfirm` is false. */
  onConfirm?: () => void;
  /** Runs on the back action, before the sheet closes. */
  onBack?: () => void;
  /** Keep the sheet open after confirming, e.g. to swap in a next step or a completion sheet. */
  closeOnConfirm?: boolean;
  /** Shows the primary action busy and blocks every way of closing. */
  loading?: boolean;
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
