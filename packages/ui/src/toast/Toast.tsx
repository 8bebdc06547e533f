import * as React from 'react';

// Toasts are the kit's own: a live region the toasts are added to (errors as alerts), timers that wait while the
// pointer or focus is on the toasts or the window is in the background, F8 to the toasts, Esc, × and a downward
// swipe to dismiss; the queue (`useToast().show`), the tones, the Korean text and the look.
//
// ToastProvider holds the queue and the declared toasts; <Toaster /> (./Toaster) draws them. They are two
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

export interface ToastProps extends Omit<React.ComponentProps<'div'>, 'children' | 'role'> {
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

/** What <Toaster /> draws: every toast to show, oldest first, and the provider's settings. */
export interface ToastList {
  toasts: readonly [key: string, props: ToastProps][];
  duration: number;
  label: string;
}

const ToastContext = React.createContext<ToastApi | null>(null);
export const ToastListContext = React.createContext<ToastList | null>(null);

/** Where declarative `<Toast>`s put themselves. */
interface ToastHost {
  set: (key: string, props: ToastProps) => void;
  remove: (key: string) => void;
}
const ToastHostContext = React.createContext<ToastHost | null>(null);

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
  const [declared, setDeclared] = React.useState<ReadonlyMap<string, ToastProps>>(new Map());
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
  const host = React.useMemo<ToastHost>(
    () => ({
      set: (key, props) => setDeclared((map) => new Map(map).set(key, props)),
      remove: (key) =>
        setDeclared((map) => {
          if (!map.has(key)) return map;
          const next = new Map(map);
          next.delete(key);
          return next;
        }),
    }),
    [],
  );
  const list = React.useMemo<ToastList>(
    () => ({
      duration,
      label,
      toasts: [
        ...declared,
        ...toasts.map((toast): [string, ToastProps] => [
          `queue-${toast.id}`,
          {
            duration: toast.duration,
            tone: toast.tone,
            dismissLabel,
            onDismiss: () => dismiss(toast.id),
            children: toast.message,
          },
        ]),
      ],
    }),
    [declared, toasts, duration, label, dismissLabel, dismiss],
  );

  return (
    <ToastContext value={api}>
      <ToastHostContext value={host}>
        <ToastListContext value={list}>{children}</ToastListContext>
      </ToastHostContext>
    </ToastContext>
  );
}

/**
 * One toast, declared inside a ToastProvider: it shows while it is rendered (the Toaster draws it with the queued
 * ones). Its timer pauses while the pointer is over the toasts or focus is inside them (WCAG 2.2.1) and while the
 * window is in the background.
 */
export function Toast(props: ToastProps) {
  const host = React.useContext(ToastHostContext);
  if (!host) throw new Error('Toast must be rendered inside <ToastProvider>');
  const key = `declared-${React.useId()}`;
  React.useEffect(() => {
    host.set(key, props);
  });
  React.useEffect(() => () => host.remove(key), [host, key]);
  return null;
}
