import * as Dialog from '@radix-ui/react-dialog';
import * as React from 'react';
import { Button, type ButtonProps } from '../button';
import { cx } from '../internal/cx';
import { closingFocus, focusForOpening, openingFocus, useInputModalityTracking } from '../internal/openFocus';
import { usePortalContainer } from '../portal';
import './Modal.css';

// ---------------------------------------------------------------------------------------------------------
// Modal: a radix Dialog with our title / body / actions regions.

export type ModalRootProps = React.ComponentProps<typeof Dialog.Root>;

function ModalRoot(props: ModalRootProps) {
  useInputModalityTracking();
  return <Dialog.Root {...props} />;
}

function ModalTrigger(props: React.ComponentProps<typeof Dialog.Trigger>) {
  return <Dialog.Trigger data-slot="trigger" {...props} />;
}

export interface ModalContentProps extends React.ComponentProps<typeof Dialog.Content> {
  /** 보내는 중. 어두운 배경을 누르거나 Esc를 눌러도 닫히지 않습니다(스펙: 보내는 중에는 닫히지 않음). */
  busy?: boolean;
  /** 어두운 배경을 누르면 닫을지. 기본 켜짐. */
  closeOnOutsideClick?: boolean;
  /** 어두운 배경 요소에 줄 속성(개발용). */
  overlayProps?: React.ComponentProps<typeof Dialog.Overlay>;
  /** 대화상자를 그릴 요소(개발용). 비워 두면 PortalProvider가 정한 곳, 없으면 문서 본문. */
  container?: HTMLElement | null;
}

function ModalContent({
  busy = false,
  closeOnOutsideClick = true,
  overlayProps,
  container,
  className,
  onInteractOutside,
  onEscapeKeyDown,
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
  ...props
}: ModalContentProps) {
  return (
    <Dialog.Portal container={usePortalContainer(container)}>
      <Dialog.Overlay
        data-slot="overlay"
        {...overlayProps}
        className={cx('jb-Modal-overlay', overlayProps?.className)}
      />
      <Dialog.Content
        onOpenAutoFocus={openingFocus(onOpenAutoFocus)}
        onCloseAutoFocus={closingFocus(onCloseAutoFocus)}
        data-component="Modal"
        data-slot="content"
        data-busy={busy || undefined}
        aria-busy={busy || undefined}
        className={cx('jb-Modal', className)}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          if (busy || !closeOnOutsideClick) event.preventDefault();
        }}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          if (busy) event.preventDefault();
        }}
        {...props}
      >
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

function ModalTitle({ className, ...props }: React.ComponentProps<typeof Dialog.Title>) {
  return <Dialog.Title data-slot="title" className={cx('jb-Modal-title', className)} {...props} />;
}

/** The body text; it also becomes the dialog's accessible description. */
function ModalDescription({ className, ...props }: React.ComponentProps<typeof Dialog.Description>) {
  return (
    <Dialog.Description
      data-slot="description"
      className={cx('jb-Modal-description', className)}
      {...props}
    />
  );
}

/** Free-form body content (forms, lists) below the description. */
function ModalBody({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="body" className={cx('jb-Modal-body', className)} {...props} />;
}

function ModalActions({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="actions" className={cx('jb-Modal-actions', className)} {...props} />;
}

/** A Button that closes the modal. */
function ModalClose({ variant = 'secondary', ...props }: ButtonProps) {
  return (
    <Dialog.Close asChild>
      <Button data-slot="close" variant={variant} {...props} />
    </Dialog.Close>
  );
}

export const Modal = {
  Root: ModalRoot,
  Trigger: ModalTrigger,
  Content: ModalContent,
  Title: ModalTitle,
  Description: ModalDescription,
  Body: ModalBody,
  Actions: ModalActions,
  Close: ModalClose,
};

// ---------------------------------------------------------------------------------------------------------
// AlertDialog: a confirmation that must be answered (no outside-click dismissal, focus starts on Cancel). The same
// Radix Dialog as the Modal, as role="alertdialog" (what Radix's own AlertDialog adds on top of its Dialog).

/** Where the dialog's Cancel button registers, so that opening from the keyboard starts on the safe answer. */
const CancelRefContext = React.createContext<React.RefObject<HTMLButtonElement | null> | null>(null);

function AlertDialogRoot(props: React.ComponentProps<typeof Dialog.Root>) {
  useInputModalityTracking();
  return <Dialog.Root modal {...props} />;
}

function AlertDialogTrigger(props: React.ComponentProps<typeof Dialog.Trigger>) {
  return <Dialog.Trigger data-slot="trigger" {...props} />;
}

export interface AlertDialogContentProps extends React.ComponentProps<typeof Dialog.Content> {
  /** 보내는 중. Esc로도 닫히지 않습니다. */
  busy?: boolean;
  /** 대화상자를 그릴 요소(개발용). 비워 두면 PortalProvider가 정한 곳, 없으면 문서 본문. */
  container?: HTMLElement | null;
}

function AlertDialogContent({
  busy = false,
  container,
  className,
  onEscapeKeyDown,
  onInteractOutside,
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
  ...props
}: AlertDialogContentProps) {
  const cancelRef = React.useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Portal container={usePortalContainer(container)}>
      <Dialog.Overlay data-slot="overlay" className="jb-Modal-overlay" />
      <Dialog.Content
        role="alertdialog"
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented) return;
          focusForOpening(event, event.currentTarget as HTMLElement | null);
          if (!event.defaultPrevented && cancelRef.current) {
            event.preventDefault();
            cancelRef.current.focus({ preventScroll: true });
          }
        }}
        onCloseAutoFocus={closingFocus(onCloseAutoFocus)}
        data-component="AlertDialog"
        data-slot="content"
        data-busy={busy || undefined}
        aria-busy={busy || undefined}
        className={cx('jb-Modal', 'jb-AlertDialog', className)}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          // An alert has to be answered with one of its buttons.
          event.preventDefault();
        }}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          if (busy) event.preventDefault();
        }}
        {...props}
      >
        <CancelRefContext value={cancelRef}>{children}</CancelRefContext>
      </Dialog.Content>
    </Dialog.Portal>
  );
}

function AlertDialogTitle({ className, ...props }: React.ComponentProps<typeof Dialog.Title>) {
  return <Dialog.Title data-slot="title" className={cx('jb-Modal-title', className)} {...props} />;
}

function AlertDialogDescription({ className, ...props }: React.ComponentProps<typeof Dialog.Description>) {
  return (
    <Dialog.Description
      data-slot="description"
      className={cx('jb-Modal-description', className)}
      {...props}
    />
  );
}

/** Answers "no" and closes the dialog; Korean default label 취소. Opening from the keyboard focuses it. */
function AlertDialogCancel({ variant = 'secondary', children = '취소', ...props }: ButtonProps) {
  const cancelRef = React.useContext(CancelRefContext);
  return (
    <Dialog.Close asChild>
      <Button ref={cancelRef} data-slot="cancel" variant={variant} {...props}>
        {children}
      </Button>
    </Dialog.Close>
  );
}

/** Answers "yes" and closes the dialog (call `event.preventDefault()` in onClick to keep it open while busy). */
function AlertDialogAction({ variant = 'primary', children = '확인', ...props }: ButtonProps) {
  return (
    <Dialog.Close asChild>
      <Button data-slot="action" variant={variant} {...props}>
        {children}
      </Button>
    </Dialog.Close>
  );
}

export const AlertDialog = {
  Root: AlertDialogRoot,
  Trigger: AlertDialogTrigger,
  Content: AlertDialogContent,
  Title: AlertDialogTitle,
  Description: AlertDialogDescription,
  Actions: ModalActions,
  Cancel: AlertDialogCancel,
  Action: AlertDialogAction,
};
