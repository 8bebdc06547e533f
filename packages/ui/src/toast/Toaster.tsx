import * as RadixPortal from '@radix-ui/react-portal';
import * as RadixToast from '@radix-ui/react-toast';
import * as React from 'react';
import { cx } from '../internal/cx';
import { usePortalContainer } from '../portal';
import { ToastListContext, type ToastProps } from './Toast';
import './Toast.css';

export interface ToastViewportProps extends Omit<React.ComponentProps<typeof RadixToast.Viewport>, 'label'> {
  /** 화면낭독기가 알림 영역을 부르는 이름. 단축키(F8)가 뒤에 붙습니다. */
  label?: string;
}

/**
 * Where the toasts stack, bottom centre. The Toaster renders one; render your own only inside a ToastProvider of
 * Radix's (advanced). Portalled like the sheets (see PortalProvider).
 */
export function ToastViewport({ label = '알림', className, ...props }: ToastViewportProps) {
  const container = usePortalContainer();
  return (
    <RadixPortal.Root container={container} asChild>
      <RadixToast.Viewport
        label={`${label} ({hotkey})`}
        data-component="ToastViewport"
        data-slot="viewport"
        className={cx('jb-ToastViewport', className)}
        {...props}
      />
    </RadixPortal.Root>
  );
}

/** One toast (Radix renders it into the viewport). */
function ToastRoot({
  children,
  duration = 3000,
  tone = 'neutral',
  onDismiss,
  dismissLabel = '알림 닫기',
  className,
  onOpenChange,
  onPause,
  onResume,
  ...props
}: ToastProps) {
  const [paused, setPaused] = React.useState(false);
  // Radix treats 0 as "close at once"; ours means "stay until dismissed".
  const time = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return (
    <RadixToast.Root
      open
      duration={time}
      // Errors interrupt (assertive); confirmations wait their turn (polite).
      type={tone === 'negative' ? 'foreground' : 'background'}
      data-component="Toast"
      data-slot="toast"
      data-tone={tone}
      data-paused={paused || undefined}
      className={cx('jb-Toast', className)}
      onOpenChange={(open) => {
        onOpenChange?.(open);
        if (!open) onDismiss?.();
      }}
      onPause={() => {
        onPause?.();
        setPaused(true);
      }}
      onResume={() => {
        onResume?.();
        setPaused(false);
      }}
      {...props}
    >
      <RadixToast.Description data-slot="message" className="jb-Toast-message">
        {children}
      </RadixToast.Description>
      {onDismiss && (
        <RadixToast.Close data-slot="dismiss" className="jb-Toast-dismiss" aria-label={dismissLabel}>
          <svg
            viewBox="0 0 24 24"
            width="16"
            height="16"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </RadixToast.Close>
      )}
    </RadixToast.Root>
  );
}

/**
 * Draws the toasts of the enclosing ToastProvider — the queued ones (`useToast().show`) and the declared
 * `<Toast>`s — and the viewport they stack in. Render it once inside the ToastProvider.
 */
export function Toaster() {
  const list = React.useContext(ToastListContext);
  if (!list) throw new Error('Toaster must be rendered inside <ToastProvider>');
  return (
    <RadixToast.Provider duration={list.duration} label={list.label} swipeDirection="down">
      {list.toasts.map(([key, props]) => (
        <ToastRoot key={key} {...props} />
      ))}
      <ToastViewport label={list.label} />
    </RadixToast.Provider>
  );
}
