import * as React from 'react';

// Toasts are the kit's own: a live region the toasts are added to (errors as alerts), timers that wait while the
// pointer or focus is on the toasts or the window is in the background, F8 to the toasts, Esc, × and a downward
// swipe to dismiss; the queue (`useToast().show`), the tones, the Korean text and the look.
//
// Toasts are shown through `useToast().show`, as in sonner: a message is an event, not a piece of state to render.
// ToastProvider holds the queue; <Toaster /> (./Toaster) draws it. They are two
// components so that an app can render the drawing part where and when it likes (for instance once its first
// screen is painted); toasts shown before it is there wait in the queue.

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

/** What <Toaster /> draws: the queue, oldest first, and the provider's settings. */
export interface ToastList extends ToastApi {
  toasts: readonly ToastItem[];
  label: string;
  dismissLabel: string;
}

const ToastContext = React.createContext<ToastApi | null>(null);
export const ToastListContext = React.createContext<ToastList | null>(null);

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
 * Put once around the app, with a <Toaster /> inside it: gives `useToast()` to everything inside; the Toaster
 * draws the toasts at the bottom of the screen (above the bottom navigation, `--jb-toast-offset`).
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
  const list = React.useMemo<ToastList>(
    () => ({ ...api, toasts, label, dismissLabel }),
    [api, toasts, label, dismissLabel],
  );

  return (
    <ToastContext value={api}>
      <ToastListContext value={list}>{children}</ToastListContext>
    </ToastContext>
  );
}
