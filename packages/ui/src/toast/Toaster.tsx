import * as RadixPortal from '@radix-ui/react-portal';
import * as React from 'react';
import { CloseIcon } from '../icons/CloseIcon';
import { cx } from '../internal/cx';
import { usePortalContainer } from '../portal';
import { type ToastItem, ToastListContext } from './Toast';
import './Toast.css';

/** How far (px) a toast has to be pulled down to be dismissed. */
const SWIPE_THRESHOLD = 48;

/** Whether the toasts' timers wait: the pointer is over them, focus is inside them, or the window is in the background. */
const PausedContext = React.createContext(false);

export interface ToastViewportProps extends React.ComponentProps<'section'> {
  /** 화면낭독기가 알림 영역을 부르는 이름. 단축키(F8)가 뒤에 붙습니다. */
  label?: string;
}

/**
 * Where the toasts stack, bottom centre: a landmark named "알림 (F8)" that F8 focuses, and a polite live region
 * (a negative toast is an alert, read at once). The Toaster renders one around its toasts. Portalled like the
 * sheets (see PortalProvider).
 */
export function ToastViewport({
  label = '알림',
  className,
  children,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...props
}: ToastViewportProps) {
  const container = usePortalContainer();
  const ref = React.useRef<HTMLElement>(null);
  const [hovered, setHovered] = React.useState(false);
  const [focused, setFocused] = React.useState(false);
  const [background, setBackground] = React.useState(false);

  React.useEffect(() => {
    // F8 from anywhere brings keyboard users to the toasts, as in the platform's own notification areas.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8' || event.code === 'F8') {
        event.preventDefault();
        ref.current?.focus();
      }
    };
    // Time spent in another window or tab does not count against a toast.
    const onWindowBlur = () => setBackground(true);
    const onWindowFocus = () => setBackground(false);
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('blur', onWindowBlur);
    window.addEventListener('focus', onWindowFocus);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('blur', onWindowBlur);
      window.removeEventListener('focus', onWindowFocus);
    };
  }, []);

  return (
    <RadixPortal.Root container={container} asChild>
      <section
        ref={ref}
        aria-label={`${label} (F8)`}
        aria-live="polite"
        aria-relevant="additions text"
        tabIndex={-1}
        data-component="ToastViewport"
        data-slot="viewport"
        className={cx('jb-ToastViewport', className)}
        onPointerEnter={(event) => {
          onPointerEnter?.(event);
          if (event.pointerType === 'mouse') setHovered(true);
        }}
        onPointerLeave={(event) => {
          onPointerLeave?.(event);
          setHovered(false);
        }}
        onFocus={(event) => {
          onFocus?.(event);
          setFocused(true);
        }}
        onBlur={(event) => {
          onBlur?.(event);
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
        {...props}
      >
        <PausedContext value={hovered || focused || background}>{children}</PausedContext>
      </section>
    </RadixPortal.Root>
  );
}

/** Runs `onTimeout` after `duration` ms of unpaused time; a pause keeps what was left. */
function useDismissTimer(duration: number, paused: boolean, onTimeout: (() => void) | undefined) {
  const remaining = React.useRef(duration);
  const latest = React.useRef(onTimeout);
  latest.current = onTimeout;
  React.useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const started = Date.now();
    const timer = setTimeout(() => latest.current?.(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused]);
}

interface ToastRootProps {
  toast: ToastItem;
  dismissLabel: string;
  onDismiss: () => void;
}

/** One toast: its message, a × button, Esc and a downward swipe to dismiss. */
function ToastRoot({ toast: { message, duration, tone }, dismissLabel, onDismiss }: ToastRootProps) {
  const paused = React.useContext(PausedContext);
  // 0 (or anything not a positive number) means "stay until dismissed".
  useDismissTimer(
    Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY,
    paused,
    onDismiss,
  );
  const swipeStart = React.useRef<number | null>(null);
  const [swipe, setSwipe] = React.useState<{ state: 'move' | 'cancel'; y: number } | null>(null);

  const dismiss = (element: HTMLElement) => {
    // Focus stays in the toasts' region rather than falling back to the page's start.
    if (element.contains(element.ownerDocument.activeElement))
      element.closest<HTMLElement>('[data-slot="viewport"]')?.focus();
    onDismiss();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a status or alert (the role is chosen by tone) that Esc and a swipe dismiss
    <div
      role={tone === 'negative' ? 'alert' : 'status'}
      aria-atomic="true"
      tabIndex={0}
      data-component="Toast"
      data-slot="toast"
      data-tone={tone}
      data-paused={paused || undefined}
      data-swipe={swipe?.state}
      className="jb-Toast"
      style={swipe ? ({ '--jb-toast-swipe-y': `${swipe.y}px` } as React.CSSProperties) : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          dismiss(event.currentTarget);
        }
      }}
      onPointerDown={(event) => {
        if (event.button === 0 && !(event.target as Element).closest('button'))
          swipeStart.current = event.clientY;
      }}
      onPointerMove={(event) => {
        if (swipeStart.current === null) return;
        const y = Math.max(0, event.clientY - swipeStart.current);
        if (y > 0) {
          if (!event.currentTarget.hasPointerCapture(event.pointerId))
            event.currentTarget.setPointerCapture(event.pointerId);
          setSwipe({ state: 'move', y });
        }
      }}
      onPointerUp={(event) => {
        if (swipeStart.current === null) return;
        const y = event.clientY - swipeStart.current;
        swipeStart.current = null;
        if (y >= SWIPE_THRESHOLD) dismiss(event.currentTarget);
        else setSwipe(swipe ? { state: 'cancel', y: 0 } : null);
      }}
      onPointerCancel={() => {
        swipeStart.current = null;
        setSwipe(null);
      }}
    >
      <div data-slot="message" className="jb-Toast-message">
        {message}
      </div>
      <button
        type="button"
        data-slot="dismiss"
        className="jb-Toast-dismiss"
        aria-label={dismissLabel}
        onClick={(event) => dismiss(event.currentTarget.closest('[data-slot="toast"]') as HTMLElement)}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

/**
 * Draws the toasts of the enclosing ToastProvider (`useToast().show`) and the viewport they stack in. Render it once inside the ToastProvider.
 */
export function Toaster() {
  const list = React.useContext(ToastListContext);
  if (!list) throw new Error('Toaster must be rendered inside <ToastProvider>');
  return (
    <ToastViewport label={list.label}>
      {/* Newest first, so Tab from the region (F8) reaches the latest toast first; the stylesheet stacks them
          back oldest on top. */}
      {[...list.toasts].reverse().map((toast) => (
        <ToastRoot
          key={toast.id}
          toast={toast}
          dismissLabel={list.dismissLabel}
          onDismiss={() => list.dismiss(toast.id)}
        />
      ))}
    </ToastViewport>
  );
}
