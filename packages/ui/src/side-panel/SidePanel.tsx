import * as Dialog from '@radix-ui/react-dialog';
import * as React from 'react';
import { Button, type ButtonProps, IconButton } from '../button';
import { CloseIcon } from '../icons';
import { cx } from '../internal/cx';
import { closingFocus, openingFocus, useInputModalityTracking } from '../internal/openFocus';
import { usePortalContainer } from '../portal';
import './SidePanel.css';

// A right-side sheet for desktop detail views, on Radix Dialog. Modal: a dimmed page, focus kept inside, an
// outside click closes. Non-modal: the page stays usable beside it (pick another row and the panel follows).

const ModalContext = React.createContext(true);

export interface SidePanelRootProps extends React.ComponentProps<typeof Dialog.Root> {
  /** 열려 있는지(화면이 직접 정할 때). */
  open?: boolean;
  /** 처음부터 열어 둘지. */
  defaultOpen?: boolean;
  /** 열리거나 닫힐 때 새 상태와 함께 불립니다. */
  onOpenChange?: (open: boolean) => void;
  /**
   * 모달(기본 켜짐): 뒤 화면이 어두워지고 포커스가 패널 안에만 머뭅니다. 끄면 표 옆에 열어 두고 다른 줄을 고르며 볼 수
   * 있습니다(뒤 화면을 그대로 쓸 수 있음).
   */
  modal?: boolean;
}

function SidePanelRoot({ modal = true, ...props }: SidePanelRootProps) {
  useInputModalityTracking();
  return (
    <ModalContext value={modal}>
      <Dialog.Root modal={modal} {...props} />
    </ModalContext>
  );
}

function SidePanelTrigger(props: React.ComponentProps<typeof Dialog.Trigger>) {
  return <Dialog.Trigger data-slot="trigger" {...props} />;
}

export interface SidePanelContentProps extends React.ComponentProps<typeof Dialog.Content> {
  /** 패널 폭: sm(360px) · md(480px, 기본) · lg(640px). 화면이 더 좁으면 화면 폭. */
  size?: 'sm' | 'md' | 'lg';
  /** 바깥을 누르면 닫을지. 기본: 모달이면 켜짐, 비모달이면 꺼짐(옆의 표를 눌러도 열려 있음). */
  closeOnOutsideClick?: boolean;
  /** 보내는 중. Esc나 바깥 누르기로 닫히지 않습니다. */
  busy?: boolean;
  /** 패널을 그릴 요소(개발용). 비워 두면 PortalProvider가 정한 곳, 없으면 문서 본문. */
  container?: HTMLElement | null;
}

/** The panel: Header, Body and Footer inside. Slides in from the right; Esc closes it. */
function SidePanelContent({
  size = 'md',
  closeOnOutsideClick,
  busy = false,
  container,
  className,
  onInteractOutside,
  onEscapeKeyDown,
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
  ...props
}: SidePanelContentProps) {
  const modal = React.use(ModalContext);
  const outsideCloses = closeOnOutsideClick ?? modal;
  return (
    <Dialog.Portal container={usePortalContainer(container)}>
      {modal && <Dialog.Overlay data-slot="overlay" className="jb-SidePanel-overlay" />}
      <Dialog.Content
        data-component="SidePanel"
        data-slot="content"
        data-size={size}
        data-modal={modal || undefined}
        data-busy={busy || undefined}
        aria-busy={busy || undefined}
        className={cx('jb-SidePanel', className)}
        onOpenAutoFocus={openingFocus(onOpenAutoFocus)}
        onCloseAutoFocus={closingFocus(onCloseAutoFocus)}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          if (busy || !outsideCloses) event.preventDefault();
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

export interface SidePanelHeaderProps extends React.ComponentProps<'div'> {
  /** 닫기(×) 단추의 이름. 기본 "닫기". */
  closeLabel?: string;
  /** 닫기 단추를 숨깁니다(바닥의 단추로만 닫을 때). */
  hideClose?: boolean;
}

/** The top of the panel: title and description, with a close button on the right. */
function SidePanelHeader({
  closeLabel = '닫기',
  hideClose = false,
  className,
  children,
  ...props
}: SidePanelHeaderProps) {
  return (
    <div data-slot="header" className={cx('jb-SidePanel-header', className)} {...props}>
      <div className="jb-SidePanel-heading">{children}</div>
      {!hideClose && (
        <Dialog.Close asChild>
          <IconButton label={closeLabel} icon={<CloseIcon />} size="sm" className="jb-SidePanel-close" />
        </Dialog.Close>
      )}
    </div>
  );
}

function SidePanelTitle({ className, ...props }: React.ComponentProps<typeof Dialog.Title>) {
  return <Dialog.Title data-slot="title" className={cx('jb-SidePanel-title', className)} {...props} />;
}

/** A line under the title; it also becomes the panel's accessible description. */
function SidePanelDescription({ className, ...props }: React.ComponentProps<typeof Dialog.Description>) {
  return (
    <Dialog.Description
      data-slot="description"
      className={cx('jb-SidePanel-description', className)}
      {...props}
    />
  );
}

/** The scrolling middle of the panel; a tab stop while it overflows, so the keyboard can scroll it. */
function SidePanelBody({ className, ...props }: React.ComponentProps<'div'>) {
  const ref = React.useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = React.useState(false);
  React.useLayoutEffect(() => {
    const body = ref.current;
    if (!body || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(body.scrollHeight > body.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    for (const child of body.children) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      data-slot="body"
      className={cx('jb-SidePanel-body', className)}
      tabIndex={overflows ? 0 : undefined}
      {...props}
    />
  );
}

/** The actions at the bottom, always visible. */
function SidePanelFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="footer" className={cx('jb-SidePanel-footer', className)} {...props} />;
}

/** A Button that closes the panel. */
function SidePanelClose({ variant = 'secondary', ...props }: ButtonProps) {
  return (
    <Dialog.Close asChild>
      <Button data-slot="close" variant={variant} {...props} />
    </Dialog.Close>
  );
}

export const SidePanel = {
  Root: SidePanelRoot,
  Trigger: SidePanelTrigger,
  Content: SidePanelContent,
  Header: SidePanelHeader,
  Title: SidePanelTitle,
  Description: SidePanelDescription,
  Body: SidePanelBody,
  Footer: SidePanelFooter,
  Close: SidePanelClose,
};
