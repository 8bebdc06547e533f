import type * as RadixToast from '@radix-ui/react-toast';
import * as React from 'react';
import type { ToastLayerProps } from './ToastParts';

// Toasts are Radix Toast behind our API: Radix brings the announcements, the pause while the pointer or focus is
// on a toast (and while the window is in the background), the F8 shortcut to the toasts, Esc and swipe to
// dismiss. Ours: the queue (`useToast().show`), the tones, the Korean text and the look.
//
// This module is Radix-free: the provider keeps the queue and the declarative toasts, and the layer that draws
// them with Radix (./ToastParts, ~12 KB gzip with its Radix dependencies) loads when the first toast is shown —
// or, ahead of time, in an idle moment after a component that can show one (`useToast()`) has mounted. An app's
// start-up bundle then carries no toast code (issue 16: JS before first paint). Until the first toast there is
// no viewport in the page, so the F8 shortcut has nothing to go to either way.

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

const ToastContext = React.createContext<ToastApi | null>(null);

/** Where declarative `<Toast>`s put themselves: the provider's layer draws them. */
interface ToastHost {
  set: (key: string, props: ToastProps) => void;
  remove: (key: string) => void;
}
const ToastHostContext = React.createContext<ToastHost | null>(null);

let layerModule: Promise<typeof import('./ToastParts')> | undefined;
/** Loads (once) the Radix layer; a failed load is tried again by the next toast. */
function loadLayer() {
  layerModule ??= import('./ToastParts').catch((error: unknown) => {
    layerModule = undefined;
    throw error;
  });
  return layerModule;
}

/** Imperative access to the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = React.useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  // A screen that can show a toast loads the layer while the browser is idle, so its first toast shows at once.
  React.useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => void loadLayer().catch(() => undefined), 2000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => void loadLayer().catch(() => undefined), {
      timeout: 5000,
    });
    return () => window.cancelIdleCallback(handle);
  }, []);
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

  // The layer mounts with the first toast and then stays (its viewport is the F8 landmark from then on). It is
  // rendered once its code is in, not under a Suspense boundary: React 19 holds a boundary's reveal until 300 ms
  // after its fallback was shown, so the first toast of a visit came a third of a second after the action.
  const [layer, setLayer] = React.useState<{ Layer: React.ComponentType<ToastLayerProps> } | null>(null);
  React.useEffect(() => {
    if (layer || (toasts.length === 0 && declared.size === 0)) return;
    let current = true;
    loadLayer().then(
      (module) => {
        if (current) setLayer({ Layer: module.ToastLayer });
      },
      () => undefined, // tried again with the next toast (this effect runs again when the toasts change)
    );
    return () => {
      current = false;
    };
  }, [layer, toasts, declared]);

  const entries: [string, ToastProps][] = [
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
  ];

  return (
    <ToastContext value={api}>
      <ToastHostContext value={host}>
        {children}
        {layer && <layer.Layer duration={duration} label={label} toasts={entries} />}
      </ToastHostContext>
    </ToastContext>
  );
}

/**
 * One toast, declared inside a ToastProvider: it shows while it is rendered (the provider's layer draws it at
 * the bottom of the screen with the queued ones). Its timer pauses while the pointer is over the toasts or focus
 * is inside them (WCAG 2.2.1) and while the window is in the background.
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
