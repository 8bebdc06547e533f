import { useControllableState } from '@jjinbbang/hooks';
import * as React from 'react';
import { Drawer } from 'vaul';
import { cx } from '../internal/cx';
import { closingFocus, openingFocus, useInputModalityTracking } from '../internal/openFocus';
import { usePortalContainer } from '../portal';
import './BottomSheet.css';

/** Which motion token the sheet animates with: `slow` (300 ms, spec default) or `normal` (200 ms, filter sheets). */
export type BottomSheetDuration = 'normal' | 'slow';

interface BottomSheetContextValue {
  duration: BottomSheetDuration;
  dismissible: boolean;
  setOpen: (open: boolean) => void;
  reportHeight: (height: number) => void;
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
  useInputModalityTracking();

  // vaul only knows a fraction of the sheet height; convert the pixel rule. The tiny epsilon makes
  // exactly `closeDistance` spring back ("more than"), as vaul compares with >=.
  const visibleHeight = typeof window === 'undefined' ? height : Math.min(height, window.innerHeight);
  const closeThreshold = visibleHeight > 0 ? Math.min(1, (closeDistance + 0.5) / visibleHeight) : 0.25;

  const context = React.useMemo<BottomSheetContextValue>(
    () => ({ duration, dismissible, setOpen, reportHeight: setHeight }),
    [duration, dismissible, setOpen],
  );

  return (
    <BottomSheetContext.Provider value={context}>
      <Drawer.Root
        open={open}
        onOpenChange={setOpen}
        closeThreshold={closeThreshold}
        dismissible={dismissible}
        onAnimationEnd={onAnimationEnd}
        container={portalContainer}
        autoFocus
      >
        {children}
      </Drawer.Root>
    </BottomSheetContext.Provider>
  );
}

export interface BottomSheetTriggerProps extends React.ComponentProps<'button'> {
  /** 직접 만든 버튼(예: 찐빵 Button)을 여는 버튼으로 씁니다. */
  asChild?: boolean;
}

function Trigger({ className, ...props }: BottomSheetTriggerProps) {
  return (
    <Drawer.Trigger data-slot="trigger" className={cx('jb-BottomSheet-trigger', className)} {...props} />
  );
}

export interface BottomSheetContentProps extends React.ComponentProps<typeof Drawer.Content> {
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
  const { duration, reportHeight } = useBottomSheetContext('Content');
  const observer = React.useRef<ResizeObserver | null>(null);

  // The element goes to the observer from the ref callback (in state it would render the sheet twice inside the tap
  // that opens it); it reports the height, needed once a drag starts, after the browser's own layout.
  const setRefs = React.useCallback(
    (element: HTMLDivElement | null) => {
      observer.current?.disconnect();
      observer.current =
        element && typeof ResizeObserver !== 'undefined'
          ? new ResizeObserver(([entry]) => {
              if (entry) reportHeight(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height);
            })
          : null;
      if (element) observer.current?.observe(element);
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref, reportHeight],
  );

  // vaul injects unlayered CSS with a 0.5 s animation; an inline duration (from our token) is the one
  // thing that outranks it while still yielding to the !important motion switch.
  const motionStyle: React.CSSProperties = {
    animationDuration: 'var(--jb-BottomSheet-duration)',
    transitionDuration: 'var(--jb-BottomSheet-duration)',
  };

  return (
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
        className={cx('jb-BottomSheet', className)}
        style={{ ...motionStyle, ...style }}
        onOpenAutoFocus={openingFocus(onOpenAutoFocus)}
        onCloseAutoFocus={closingFocus(onCloseAutoFocus)}
        {...props}
      >
        {children}
      </Drawer.Content>
    </Drawer.Portal>
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
  return <Drawer.Title data-slot="title" className={cx('jb-BottomSheet-title', className)} {...props} />;
}

export interface BottomSheetDescriptionProps extends React.ComponentProps<'p'> {
  /** 설명을 다른 요소로 그립니다(개발용). */
  asChild?: boolean;
}

function Description({ className, ...props }: BottomSheetDescriptionProps) {
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
