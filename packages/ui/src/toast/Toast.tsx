import * as React from 'react';
import { cx } from '../internal/cx';

export interface ToastOptions {
  message: React.ReactNode;
  /** Milliseconds before the toast dismisses itself; overrides the provider's duration. */
  duration?: number;
  tone?: 'neutral' | 'positive' | 'negative';
}

export interface ToastItem extends Required<Pick<ToastOptions, 'duration' | 'tone'>> {
  id: number;
  message: React.ReactNode;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions | string) => number;
  dismiss: (id: number) => void;
}

const ToastContext = React.createContext<ToastApi | null>(null);

/** Imperative access to the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = React.useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

export interface ToastProviderProps {
  children?: React.ReactNode;
  /** Default time on screen in milliseconds. */
  duration?: number;
  /** Older toasts beyond this many are dropped. */
  max?: number;
  /** Accessible name of the toast region. */
  label?: string;
  /** Accessible name of each toast's dismiss button. */
  dismissLabel?: string;
}

export function ToastProvider({
  children,
  duration = 3000,
  max = 3,
  label = '알림',
  dismissLabel = '알림 닫기',
}: ToastProviderProps) {
  const [toasts, setToasts] = React.useState<ToastItem[]>([]);
  const nextId = React.useRef(1);

  const dismiss = React.useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const show = React.useCallback(
    (options: ToastOptions | string) => {
      const opts = typeof options === 'string' ? { message: options } : options;
      const id = nextId.current++;
      const item: ToastItem = {
        id,
        message: opts.message,
        duration: opts.duration ?? duration,
        tone: opts.tone ?? 'neutral',
      };
      setToasts((list) => [...list, item].slice(-max));
      return id;
    },
    [duration, max],
  );

  const api = React.useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      <ToastViewport label={label}>
        {toasts.map((toast) => (
          <Toast
            key={toast.id}
            duration={toast.duration}
            tone={toast.tone}
            dismissLabel={dismissLabel}
            onDismiss={() => dismiss(toast.id)}
          >
            {toast.message}
          </Toast>
        ))}
      </ToastViewport>
    </ToastContext>
  );
}

export interface ToastViewportProps extends React.ComponentProps<'section'> {
  label?: string;
}

/**
 * The live region stays mounted even when empty: screen readers only announce changes inside a region that
 * already existed.
 */
export function ToastViewport({ label = '알림', className, children, ...props }: ToastViewportProps) {
  return (
    <section
      aria-label={label}
      data-component="ToastViewport"
      data-slot="viewport"
      className={cx('jb-ToastViewport', className)}
      {...props}
    >
      <div role="status" aria-live="polite" aria-atomic="false" data-slot="live-region">
        {React.Children.count(children) > 0 && (
          <ol data-slot="list" className="jb-ToastViewport-list">
            {children}
          </ol>
        )}
      </div>
    </section>
  );
}

export interface ToastProps extends Omit<React.ComponentProps<'li'>, 'children'> {
  children: React.ReactNode;
  /** Auto-dismiss after this many milliseconds; 0 or Infinity keeps it until dismissed. */
  duration?: number;
  tone?: 'neutral' | 'positive' | 'negative';
  onDismiss?: () => void;
  dismissLabel?: string;
}

/** One toast. The timer pauses while the pointer is over it or focus is inside (WCAG 2.2.1). */
export function Toast({
  children,
  duration = 3000,
  tone = 'neutral',
  onDismiss,
  dismissLabel = '알림 닫기',
  className,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...props
}: ToastProps) {
  const [paused, setPaused] = React.useState(false);
  const onDismissRef = React.useRef(onDismiss);
  onDismissRef.current = onDismiss;

  React.useEffect(() => {
    if (paused || !Number.isFinite(duration) || duration <= 0) return;
    const timer = window.setTimeout(() => onDismissRef.current?.(), duration);
    return () => window.clearTimeout(timer);
  }, [duration, paused]);

  return (
    <li
      data-component="Toast"
      data-slot="toast"
      data-tone={tone}
      data-paused={paused || undefined}
      className={cx('jb-Toast', className)}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        if (!event.defaultPrevented) setPaused(true);
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        if (!event.defaultPrevented) setPaused(false);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented) setPaused(true);
      }}
      onBlur={(event) => {
        onBlur?.(event);
        if (!event.defaultPrevented && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setPaused(false);
        }
      }}
      {...props}
    >
      <span data-slot="message" className="jb-Toast-message">
        {children}
      </span>
      {onDismiss && (
        <button
          type="button"
          data-slot="dismiss"
          className="jb-Toast-dismiss"
          aria-label={dismissLabel}
          onClick={onDismiss}
        >
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
        </button>
      )}
    </li>
  );
}
