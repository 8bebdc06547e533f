import * as RadixPortal from 'radix-ui/portal';
import * as RadixToast from 'radix-ui/toast';
import * as React from 'react';
import { cx } from '../internal/cx';
import { usePortalContainer } from '../portal';

// Toasts are Radix Toast behind our API: Radix brings the announcements, the pause while the pointer or focus is
// on a toast (and while the window is in the background), the F8 shortcut to the toasts, Esc and swipe to
// dismiss. Ours: the queue (`useToast().show`), the tones, the Korean text and the look.

export type ToastTone = 'neutral' | 'positive' | 'negative';

export interface ToastOptions {
  /** 알림에 보일 문구. */
  message: React.ReactNode;
  /** 알림이 화면에 머무는 시간(밀리초). 비워 두면 ToastProvider의 시간을 따릅니다. */
  duration?: number;
  /** 알림의 색: 보통(neutral, 어두운 회색) · 성공(positive, 초록) · 실패(negative, 빨강). */
  tone?: ToastTone;
}

export interface ToastItem extends Required<Pick<ToastOptions, 'duration' | 'tone'>> {
  id: number;
  message: React.ReactNode;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions | string) => number;
  /** Removes the toast with this id. */
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
  /** 알림이 저절로 사라지기까지의 기본 시간(밀리초). 포인터나 포커스가 알림 위에 있으면 멈춥니다. */
  duration?: number;
  /** 한꺼번에 보이는 알림의 최대 개수. 넘치면 가장 오래된 알림부터 사라집니다. */
  max?: number;
  /** 화면낭독기가 알림 영역을 부르는 이름. 단축키(F8)가 뒤에 붙습니다. */
  label?: string;
  /** 각 알림의 닫기(×) 버튼을 화면낭독기가 읽는 이름. */
  dismissLabel?: string;
}

/**
 * Put once around the app: gives `useToast()` to everything inside and draws the toasts at the bottom of the
 * screen (above the bottom navigation, `--jb-toast-offset`).
 */
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
      <RadixToast.Provider duration={duration} label={label} swipeDirection="down">
        {children}
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
        <ToastViewport label={label} />
      </RadixToast.Provider>
    </ToastContext>
  );
}

export interface ToastViewportProps extends Omit<React.ComponentProps<typeof RadixToast.Viewport>, 'label'> {
  /** 화면낭독기가 알림 영역을 부르는 이름. 단축키(F8)가 뒤에 붙습니다. */
  label?: string;
}

/**
 * Where the toasts stack, bottom centre. ToastProvider renders one; render your own only inside a ToastProvider
 * of Radix's (advanced). Portalled like the sheets (see PortalProvider).
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

export interface ToastProps
  extends Omit<React.ComponentProps<typeof RadixToast.Root>, 'children' | 'type' | 'open' | 'defaultOpen'> {
  /** 알림에 보일 문구. */
  children: React.ReactNode;
  /** 알림이 저절로 사라지기까지의 시간(밀리초). 0이면 사용자가 닫을 때까지 남습니다. */
  duration?: number;
  /** 알림의 색: 보통(neutral, 어두운 회색) · 성공(positive, 초록) · 실패(negative, 빨강, 화면낭독기가 바로 읽음). */
  tone?: ToastTone;
  /** 알림이 닫힐 때(시간이 다 됨, × 버튼, Esc, 아래로 밀기) 불립니다. 없으면 × 버튼을 그리지 않습니다. */
  onDismiss?: () => void;
  /** 닫기(×) 버튼을 화면낭독기가 읽는 이름. */
  dismissLabel?: string;
}

/**
 * One toast, inside a ToastProvider (Radix renders it into the viewport). Its timer pauses while the pointer is
 * over the toasts or focus is inside them (WCAG 2.2.1) and while the window is in the background.
 */
export function Toast({
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
