import type * as React from 'react';
import { BottomSheet } from '../bottom-sheet';
import { Button } from '../button';
import { CheckIcon } from '../icons';
import { cx } from '../internal/cx';

export interface CompletionSheetProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the sheet (rendered as the trigger itself). */
  trigger?: React.ReactElement;
  /** Decorative illustration above the title; a check mark by default. */
  icon?: React.ReactNode;
  title: React.ReactNode;
  message?: React.ReactNode;
  confirmLabel?: string;
  /** Runs on the confirm button; the sheet then closes. */
  onConfirm?: () => void;
  /** Shows the confirm button busy and blocks every way of closing (spec: no dismiss while submitting). */
  loading?: boolean;
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
