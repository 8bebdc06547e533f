import { useControllableState } from '@jjinbbang/hooks';
import * as Slot from '@radix-ui/react-slot';
import * as React from 'react';
import type { Drawer as DrawerParts } from 'vaul';
import { cx } from '../internal/cx';
import { focusForOpening, useInputModalityTracking } from '../internal/openFocus';
import { usePortalContainer } from '../portal';

// vaul draws the sheet (drag, snap back, flick, focus trap, scroll lock, Esc and overlay dismissal), but it and
// Radix Dialog under it are ~20 KB gzip that a page with only closed sheets does not need for its first paint
// (issue 16). So the sheet's state, its trigger and the plain parts live here, and vaul loads (./drawer) when a
// sheet first opens — in practice earlier: on the first tap or key anywhere on the page (a tap's pointerdown comes
// ~100 ms before its click) or once the page has been idle for a while, so a sheet still opens on the first tap
// with no visible wait. A controlled sheet opened before that (a deep link with the sheet in the address) shows as
// soon as the module arrives.

type DrawerModule = typeof import('./drawer');

let drawerModule: DrawerModule | null = null;
let drawerLoad: Promise<DrawerModule> | null = null;

/** Loads vaul once (a failed load may be retried by the next opening). */
function loadDrawer(): Promise<DrawerModule> {
  drawerLoad ??= import('./drawer').then(
    (loaded) => {
      drawerModule = loaded;
      return loaded;
    },
    (error: unknown) => {
      drawerLoad = null;
      throw error;
    },
  );
  return drawerLoad;
}

/** How long after the page's load event the sheet code is fetched without waiting for a tap. */
const IDLE_PRELOAD_DELAY_MS = 2000;
let preloadArmed = false;

/**
 * Fetches the sheet code ahead of the first opening (once per page): on the first pointerdown or key anywhere, or
 * after the load event plus {@link IDLE_PRELOAD_DELAY_MS} in an idle moment — never in the way of the first paint.
 */
function armPreload() {
  if (preloadArmed || drawerModule || typeof window === 'undefined') return;
  preloadArmed = true;
  const preload = () => {
    window.removeEventListener('pointerdown', preload, true);
    window.removeEventListener('keydown', preload, true);
    loadDrawer().catch(() => undefined);
  };
  window.addEventListener('pointerdown', preload, { capture: true, passive: true });
  window.addEventListener('keydown', preload, true);
  const whenIdle = () =>
    window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(preload, { timeout: IDLE_PRELOAD_DELAY_MS });
      else preload();
    }, IDLE_PRELOAD_DELAY_MS);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** The loaded sheet module, or null while it loads; `needed` starts the load. A failed load calls `onError`. */
function useDrawerModule(needed: boolean, onError: (error: unknown) => void): DrawerModule | null {
  const [loaded, setLoaded] = React.useState(drawerModule);
  const latestOnError = React.useRef(onError);
  latestOnError.current = onError;
  React.useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    loadDrawer().then(
      (module) => live && setLoaded(module),
      (error: unknown) => live && latestOnError.current(error),
    );
    return () => {
      live = false;
    };
  }, [needed, loaded]);
  return loaded ?? drawerModule;
}

/** The vaul parts, for the parts that only render inside an open sheet (its content has loaded them). */
function loadedDrawer(part: string): DrawerModule['Drawer'] {
  if (!drawerModule) throw new Error(`BottomSheet.${part} must be rendered inside BottomSheet.Content`);
  return drawerModule.Drawer;
}

/** Which motion token the sheet animates with: `slow` (300 ms, spec default) or `normal` (200 ms, filter sheets). */
export type BottomSheetDuration = 'normal' | 'slow';

interface BottomSheetContextValue {
  duration: BottomSheetDuration;
  open: boolean;
  dismissible: boolean;
  setOpen: (open: boolean) => void;
  reportHeight: (height: number) => void;
  /** What vaul's root takes (it is rendered by Content, around the sheet, once vaul has loaded). */
  drawer: {
    closeThreshold: number;
    onAnimationEnd?: ((open: boolean) => void) | undefined;
    container: HTMLElement | undefined;
  };
  /** The sheet's element id: the trigger's aria-controls. */
  contentId: string;
  /** The trigger, if any: focus returns to it when the sheet closes. */
  triggerRef: React.RefObject<HTMLButtonElement | null>;
}

const BottomSheetContext = React.createContext<BottomSheetContextValue | null>(null);

function useBottomSheetContext(part: string): BottomSheetContextValue {
  const context = React.useContext(BottomSheetContext);
  if (!context) throw new Error(`BottomSheet.${part} must be rendered inside BottomSheet.Root`);
  return context;
}

export interface BottomSheetRootProps {
  /** 열린 상태(화면이 직접 정할 때. 예: 지도에서 건물을 누르면 열기). */
  open?: boolean;
  /** 처음부터 열어 둘지. */
  defaultOpen?: boolean;
  /** 열리거나 닫힐 때 새 상태와 함께 불립니다. */
  onOpenChange?: (open: boolean) => void;
  /** 아래로 이만큼(px)보다 많이 밀면 닫힙니다. 기본 100px(스펙). 덜 밀면 제자리로 돌아가고, 빠르게 튕기면 거리와 상관없이 닫힙니다. */
  closeDistance?: number;
  /** 끄면 밀기·어두운 배경 누르기·Esc로 닫히지 않습니다(보내는 중처럼). 시트 안의 닫기 버튼은 그대로 동작합니다. */
  dismissible?: boolean;
  /** 열리고 닫히는 속도. slow(0.3초, 기본) · normal(0.2초, 필터 시트). */
  duration?: BottomSheetDuration;
  /** 열리거나 닫히는 움직임이 끝나면 불립니다(개발용). */
  onAnimationEnd?: (open: boolean) => void;
  /** 시트를 그릴 요소(개발용). 비워 두면 PortalProvider가 정한 곳, 그것도 없으면 문서 본문. */
  container?: HTMLElement | null;
  /** 시트를 여는 버튼과 시트 내용. */
  children?: React.ReactNode;
}

const DEFAULT_CLOSE_DISTANCE = 100; // spec §9: a swipe down over 100 px closes a sheet

function Root({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  closeDistance = DEFAULT_CLOSE_DISTANCE,
  dismissible = true,
  duration = 'slow',
  onAnimationEnd,
  container,
  children,
}: BottomSheetRootProps) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [height, setHeight] = React.useState(0);
  const portalContainer = usePortalContainer(container);
  const contentId = React.useId();
  const triggerRef = React.useRef<HTMLButtonElement | null>(null);
  useInputModalityTracking();
  React.useEffect(armPreload, []);

  // vaul only knows a fraction of the sheet height; convert the pixel rule. The tiny epsilon makes
  // exactly `closeDistance` spring back ("more than"), as vaul compares with >=.
  const visibleHeight = typeof window === 'undefined' ? height : Math.min(height, window.innerHeight);
  const closeThreshold = visibleHeight > 0 ? Math.min(1, (closeDistance + 0.5) / visibleHeight) : 0.25;

  const context = React.useMemo<BottomSheetContextValue>(
    () => ({
      duration,
      open,
      dismissible,
      setOpen,
      reportHeight: setHeight,
      drawer: { closeThreshold, onAnimationEnd, container: portalContainer },
      contentId,
      triggerRef,
    }),
    [duration, open, dismissible, setOpen, closeThreshold, onAnimationEnd, portalContainer, contentId],
  );

  return <BottomSheetContext.Provider value={context}>{children}</BottomSheetContext.Provider>;
}

export interface BottomSheetTriggerProps extends React.ComponentProps<'button'> {
  /** 직접 만든 버튼(예: 찐빵 Button)을 여는 버튼으로 씁니다. */
  asChild?: boolean;
}

/**
 * Opens the sheet. The same element and attributes as Radix Dialog's trigger (aria-haspopup, aria-expanded,
 * aria-controls, data-state), drawn without loading vaul; pressing it also starts loading the sheet.
 */
function Trigger({
  className,
  asChild,
  onClick,
  onPointerDown,
  onFocus,
  ref,
  ...props
}: BottomSheetTriggerProps) {
  const { open, dismissible, setOpen, contentId, triggerRef } = useBottomSheetContext('Trigger');
  const setRefs = React.useCallback(
    (element: HTMLButtonElement | null) => {
      triggerRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref, triggerRef],
  );
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={contentId}
      data-state={open ? 'open' : 'closed'}
      data-slot="trigger"
      className={cx('jb-BottomSheet-trigger', className)}
      {...props}
      ref={setRefs}
      onPointerDown={(event: React.PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event);
        loadDrawer().catch(() => undefined);
      }}
      onFocus={(event: React.FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        loadDrawer().catch(() => undefined);
      }}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        // As vaul did: a sheet that may not be dismissed ignores its trigger while open.
        if (!open) setOpen(true);
        else if (dismissible) setOpen(false);
      }}
    />
  );
}

export interface BottomSheetContentProps extends React.ComponentProps<typeof DrawerParts.Content> {
  /** 시트 뒤 어두운 배경에 붙일 클래스(개발용). */
  overlayClassName?: string;
  ref?: React.Ref<HTMLDivElement>;
}

function Content({
  className,
  overlayClassName,
  style,
  children,
  ref,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: BottomSheetContentProps) {
  const { duration, open, dismissible, setOpen, reportHeight, drawer, contentId, triggerRef } =
    useBottomSheetContext('Content');
  const loaded = useDrawerModule(open, (error) => {
    // Offline, or a new deployment removed the old file: say so, and let the screen know the sheet is not open.
    console.error('BottomSheet: 시트를 불러오지 못했어요', error);
    setOpen(false);
  });
  const [node, setNode] = React.useState<HTMLDivElement | null>(null);
  // Set once the opening slide has finished: styling hook, and what tests wait for before swiping.
  const [settled, setSettled] = React.useState(false);

  React.useEffect(() => {
    if (!open) setSettled(false);
  }, [open]);

  React.useEffect(() => {
    if (!node || !open) return;
    if (getComputedStyle(node).animationName === 'none') setSettled(true);
    const onEnd = (event: AnimationEvent) => {
      if (event.target === node) setSettled(true);
    };
    node.addEventListener('animationend', onEnd);
    return () => node.removeEventListener('animationend', onEnd);
  }, [node, open]);

  React.useLayoutEffect(() => {
    if (!node) return;
    reportHeight(node.getBoundingClientRect().height);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => reportHeight(node.getBoundingClientRect().height));
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, reportHeight]);

  const setRefs = React.useCallback(
    (element: HTMLDivElement | null) => {
      setNode(element);
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  // vaul injects unlayered CSS with a 0.5 s animation; an inline duration (from our token) is the one
  // thing that outranks it while still yielding to the !important motion switch.
  const motionStyle: React.CSSProperties = {
    animationDuration: 'var(--jb-BottomSheet-duration)',
    transitionDuration: 'var(--jb-BottomSheet-duration)',
  };

  // Nothing to draw before the sheet has first opened; once vaul is here it stays mounted (it animates the close).
  if (!loaded) return null;
  const { Drawer } = loaded;
  return (
    <Drawer.Root
      open={open}
      onOpenChange={setOpen}
      closeThreshold={drawer.closeThreshold}
      dismissible={dismissible}
      onAnimationEnd={drawer.onAnimationEnd}
      container={drawer.container}
      autoFocus
    >
      <Drawer.Portal>
        <Drawer.Overlay
          data-slot="overlay"
          data-duration={duration}
          className={cx('jb-BottomSheet-overlay', overlayClassName)}
          style={motionStyle}
        />
        <Drawer.Content
          ref={setRefs}
          data-component="BottomSheet"
          data-slot="content"
          data-duration={duration}
          data-settled={settled || undefined}
          className={cx('jb-BottomSheet', className)}
          style={{ ...motionStyle, ...style }}
          id={contentId}
          onOpenAutoFocus={(event) => {
            onOpenAutoFocus?.(event);
            if (!event.defaultPrevented) focusForOpening(event, node);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            // Radix returns focus to its own trigger; ours is not Radix's, so return it here (as Radix would).
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          {...props}
        >
          {children}
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}

export interface BottomSheetHandleProps extends React.ComponentProps<'div'> {}

/** The grab bar. Purely visual: the whole sheet is draggable, and keyboard users close with Esc. */
function Handle({ className, ...props }: BottomSheetHandleProps) {
  return (
    <div
      aria-hidden="true"
      data-slot="handle"
      className={cx('jb-BottomSheet-handle', className)}
      {...props}
    />
  );
}

export interface BottomSheetTitleProps extends React.ComponentProps<'h2'> {
  /** 제목을 다른 요소로 그립니다(개발용). */
  asChild?: boolean;
}

function Title({ className, ...props }: BottomSheetTitleProps) {
  const Drawer = loadedDrawer('Title');
  return <Drawer.Title data-slot="title" className={cx('jb-BottomSheet-title', className)} {...props} />;
}

export interface BottomSheetDescriptionProps extends React.ComponentProps<'p'> {
  /** 설명을 다른 요소로 그립니다(개발용). */
  asChild?: boolean;
}

function Description({ className, ...props }: BottomSheetDescriptionProps) {
  const Drawer = loadedDrawer('Description');
  return (
    <Drawer.Description
      data-slot="description"
      className={cx('jb-BottomSheet-description', className)}
      {...props}
    />
  );
}

export interface BottomSheetCloseProps extends React.ComponentProps<'button'> {
  /** 직접 만든 버튼(예: 찐빵 Button)을 닫기 버튼으로 씁니다. */
  asChild?: boolean;
}

/** Closes the sheet, also when it is not dismissible by gesture (the caller's own button still works). */
function Close({ className, onClick, ...props }: BottomSheetCloseProps) {
  const { dismissible, setOpen } = useBottomSheetContext('Close');
  const Drawer = loadedDrawer('Close');
  return (
    <Drawer.Close
      data-slot="close"
      className={cx(!props.asChild && 'jb-BottomSheet-close', className)}
      onClick={(event) => {
        onClick?.(event);
        // vaul drops every close request when not dismissible; an explicit button is not a gesture.
        if (!event.defaultPrevented && !dismissible) setOpen(false);
      }}
      {...props}
    />
  );
}

export interface BottomSheetBodyProps extends React.ComponentProps<'div'> {}

/** Scrollable middle region between the title and the footer. */
function Body({ className, ...props }: BottomSheetBodyProps) {
  return <div data-slot="body" className={cx('jb-BottomSheet-body', className)} {...props} />;
}

export interface BottomSheetFooterProps extends React.ComponentProps<'div'> {}

/** Action row pinned to the bottom, padded for the home indicator. */
function Footer({ className, ...props }: BottomSheetFooterProps) {
  return <div data-slot="footer" className={cx('jb-BottomSheet-footer', className)} {...props} />;
}

export const BottomSheet = {
  Root,
  Trigger,
  Content,
  Handle,
  Title,
  Description,
  Body,
  Footer,
  Close,
};

// Storybook's docgen writes props tables only for exported components: the parts are exported under their full
// names for it. The package's API stays the `BottomSheet` namespace (index.ts exports nothing else).
export {
  Body as BottomSheetBody,
  Close as BottomSheetClose,
  Content as BottomSheetContent,
  Description as BottomSheetDescription,
  Footer as BottomSheetFooter,
  Handle as BottomSheetHandle,
  Root as BottomSheetRoot,
  Title as BottomSheetTitle,
  Trigger as BottomSheetTrigger,
};
