import type { EmblaCarouselType } from 'embla-carousel';
import * as React from 'react';
import { cx } from '../internal/cx';
import { useEmbla } from '../internal/useEmbla';
import { SNAP_LOCK_MS, SNAP_THRESHOLD_PX } from './snap';
import './Carousel.css';

type EmblaApi = EmblaCarouselType;

/** What parts and consumers may do with the carousel; the engine itself stays private. */
export interface CarouselState {
  /** Index of the current scroll position (a snap; the last one may cover several end slides). */
  selectedIndex: number;
  snapCount: number;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  /** True while a drag or the snap animation is in progress. */
  scrolling: boolean;
  scrollPrev: () => void;
  scrollNext: () => void;
  /** Brings slide `slideIndex` into place; `instant` skips the animation. */
  scrollToSlide: (slideIndex: number, instant?: boolean) => void;
}

interface CarouselContextValue extends CarouselState {
  viewportRef: (node: HTMLElement | null) => void;
}

const CarouselContext = React.createContext<CarouselContextValue | null>(null);

function useCarouselContext(part: string): CarouselContextValue {
  const context = React.useContext(CarouselContext);
  if (!context) throw new Error(`Carousel.${part} must be rendered inside Carousel.Root`);
  return context;
}

/** Scroll state and commands of the enclosing Carousel.Root (e.g. for custom arrow buttons). */
export function useCarousel(): CarouselState {
  const { viewportRef: _viewportRef, ...state } = useCarouselContext('useCarousel');
  return state;
}

function snapOfSlide(api: EmblaApi, slideIndex: number): number {
  const registry = api.internalEngine().slideRegistry;
  const snap = registry.findIndex((slides) => slides.includes(slideIndex));
  return snap === -1 ? api.selectedScrollSnap() : snap;
}

const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

export interface CarouselRootProps extends Omit<React.ComponentProps<'section'>, 'aria-label'> {
  /** 화면낭독기가 캐러셀 영역을 부르는 이름(필수). 예: "캠퍼스 목록", "자취 꿀팁". */
  label: string;
  /** 화면낭독기가 이 영역의 종류로 읽는 말. 기본 "캐러셀". */
  roleDescription?: string;
  /** 끌기나 버튼으로 넘긴 뒤 다른 위치에 멈추면 그 위치(0부터)를 알려 줍니다. */
  onSelectedIndexChange?: (index: number) => void;
  /**
   * 넘기는 엔진을 언제 만들지. 기본 `mount`(나타나자마자). `reach`면 처음 손대거나 마우스를 올리거나 포커스가 들어올 때
   * 만듭니다: 엔진은 만들 때 모든 카드의 크기를 재므로, 보기만 하는 첫 화면은 그 비용을 치르지 않습니다. 그 전에는
   * 이전/다음을 알 수 없으니 그런 버튼이 없는 캐러셀에만 쓰세요.
   */
  createEngineOn?: 'mount' | 'reach';
}

export { SNAP_LOCK_MS, SNAP_THRESHOLD_PX } from './snap';

interface CarouselFollowers {
  setSnapCount: (count: number) => void;
  setCanScrollPrev: (can: boolean) => void;
  setCanScrollNext: (can: boolean) => void;
  setSelectedIndex: (index: number) => void;
  setScrolling: (scrolling: boolean) => void;
  setDragLocked: (locked: boolean) => void;
  onIndexChange: React.RefObject<((index: number) => void) | undefined>;
  /** Drags wait until this time (performance.now()); embla's watchDrag reads it. */
  lockedUntil: React.RefObject<number>;
}

/**
 * Keeps the carousel's state in step with `api` and applies the spec's snapping rule (spec 000 §2 Home, §9); returns
 * what undoes it.
 */
function follow(api: EmblaCarouselType, state: CarouselFollowers): () => void {
  const sync = () => {
    state.setSnapCount(api.scrollSnapList().length);
    state.setCanScrollPrev(api.canScrollPrev());
    state.setCanScrollNext(api.canScrollNext());
    state.setSelectedIndex(api.selectedScrollSnap());
  };
  const onSelect = () => {
    sync();
    state.onIndexChange.current?.(api.selectedScrollSnap());
  };
  const onMove = () => state.setScrolling(true);
  const onSettle = () => state.setScrolling(false);
  let start = { snap: 0, location: 0 };
  // How far the finger (or mouse) travelled, read from the input events themselves: embla's animated location
  // trails the pointer when frames are slow, and a 100 px drag could read as 9 px and fall back (seen in tests).
  let pointer = { start: 0, last: 0 };
  let unlock = 0;
  const root = api.rootNode();
  const view = root.ownerDocument.defaultView ?? window;
  const xOf = (event: MouseEvent | TouchEvent) =>
    'touches' in event
      ? ((event.touches[0] ?? event.changedTouches[0])?.clientX ?? pointer.last)
      : event.clientX;
  const onInputDown = (event: MouseEvent | TouchEvent) => {
    const x = xOf(event);
    pointer = { start: x, last: x };
  };
  const onInputMove = (event: MouseEvent | TouchEvent) => {
    pointer.last = xOf(event);
  };
  root.addEventListener('mousedown', onInputDown, true);
  root.addEventListener('touchstart', onInputDown, { capture: true, passive: true });
  view.addEventListener('mousemove', onInputMove, true);
  view.addEventListener('touchmove', onInputMove, { capture: true, passive: true });
  const onPointerDown = () => {
    start = { snap: api.selectedScrollSnap(), location: api.internalEngine().location.get() };
  };
  const onPointerUp = () => {
    const trailed = api.internalEngine().location.get() - start.location;
    const dragged = pointer.last - pointer.start;
    const moved = Math.abs(dragged) > Math.abs(trailed) ? dragged : trailed;
    if (Math.abs(moved) > SNAP_THRESHOLD_PX && api.selectedScrollSnap() === start.snap) {
      // embla falls back on a slow short drag; the spec advances one card in the drag's direction.
      if (moved < 0) api.scrollNext();
      else api.scrollPrev();
    }
    if (Math.abs(moved) > SNAP_THRESHOLD_PX) {
      state.lockedUntil.current = performance.now() + SNAP_LOCK_MS;
      state.setDragLocked(true);
      view.clearTimeout(unlock);
      unlock = view.setTimeout(() => state.setDragLocked(false), SNAP_LOCK_MS);
    }
  };
  sync();
  api
    .on('reInit', sync)
    .on('select', onSelect)
    .on('scroll', onMove)
    .on('settle', onSettle)
    .on('pointerDown', onPointerDown)
    .on('pointerUp', onPointerUp);
  return () => {
    view.clearTimeout(unlock);
    root.removeEventListener('mousedown', onInputDown, true);
    root.removeEventListener('touchstart', onInputDown, true);
    view.removeEventListener('mousemove', onInputMove, true);
    view.removeEventListener('touchmove', onInputMove, true);
    api
      .off('reInit', sync)
      .off('select', onSelect)
      .off('scroll', onMove)
      .off('settle', onSettle)
      .off('pointerDown', onPointerDown)
      .off('pointerUp', onPointerUp);
  };
}

function Root({
  label,
  roleDescription = '캐러셀',
  onSelectedIndexChange,
  className,
  onKeyDown,
  onPointerDownCapture,
  onPointerMoveCapture,
  onClickCapture,
  onPointerEnter,
  onFocusCapture,
  createEngineOn = 'mount',
  children,
  ...props
}: CarouselRootProps) {
  // spec 000 §2 Home, §9: cards snap to card positions after a drag or scroll. embla does the physics; the spec's
  // constants are kept on top of it: 10.8 px decides tap or drag (embla's dragThreshold also decides whether the
  // click fires) and advances a card even when embla would fall back, embla's `settle` stands in for the 50 ms
  // scroll-settle delay, and a 300 ms lock after each snap keeps the next drag from starting early.
  const lockedUntil = React.useRef(0);
  // Tap or drag is decided here too, not only by embla: while the lock holds embla ignores a touch, and a drag's
  // click must not fire then either.
  const press = React.useRef<{ x: number; y: number; moved: number } | null>(null);
  const watchDrag = React.useCallback(() => performance.now() >= lockedUntil.current, []);
  const [selectedIndex, setSelectedIndex] = React.useState(0);
  const [snapCount, setSnapCount] = React.useState(0);
  const [canScrollPrev, setCanScrollPrev] = React.useState(false);
  const [canScrollNext, setCanScrollNext] = React.useState(false);
  const [scrolling, setScrolling] = React.useState(false);
  // The 300 ms lock after a snap, as an attribute: styles and tests can tell when the next drag is taken.
  const [dragLocked, setDragLocked] = React.useState(false);
  const onIndexChange = React.useRef(onSelectedIndexChange);
  onIndexChange.current = onSelectedIndexChange;
  // State setters are stable: set up once per engine, as it is created.
  const followEngine = React.useCallback(
    (engine: EmblaApi) =>
      follow(engine, {
        setSnapCount,
        setCanScrollPrev,
        setCanScrollNext,
        setSelectedIndex,
        setScrolling,
        setDragLocked,
        onIndexChange,
        lockedUntil,
      }),
    [],
  );
  const { viewportRef, api, attach } = useEmbla(
    {
      align: 'start',
      containScroll: 'trimSnaps',
      skipSnaps: false,
      dragThreshold: SNAP_THRESHOLD_PX,
      watchDrag,
    },
    followEngine,
    createEngineOn,
  );

  const scrollPrev = React.useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = React.useCallback(() => api?.scrollNext(), [api]);
  const scrollToSlide = React.useCallback(
    (slideIndex: number, instant = false) => {
      if (api) api.scrollTo(snapOfSlide(api, slideIndex), instant);
    },
    [api],
  );

  const handleKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (!api) return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const slides = api.slideNodes();
    const current = slides.findIndex((slide) => slide.contains(event.target as Node));
    if (current === -1) {
      if (step === 1) api.scrollNext();
      else api.scrollPrev();
      return;
    }
    const target = Math.min(slides.length - 1, Math.max(0, current + step));
    api.scrollTo(snapOfSlide(api, target));
    // The viewport clips overflow; letting the browser scroll it for focus would fight the engine.
    slides[target]?.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
  };

  const context = React.useMemo<CarouselContextValue>(
    () => ({
      viewportRef,
      selectedIndex,
      snapCount,
      canScrollPrev,
      canScrollNext,
      scrolling,
      scrollPrev,
      scrollNext,
      scrollToSlide,
    }),
    [
      viewportRef,
      selectedIndex,
      snapCount,
      canScrollPrev,
      canScrollNext,
      scrolling,
      scrollPrev,
      scrollNext,
      scrollToSlide,
    ],
  );

  return (
    <CarouselContext.Provider value={context}>
      <section
        aria-label={label}
        aria-roledescription={roleDescription}
        data-component="Carousel"
        data-slot="root"
        // The engine is attached (after the first touch, hover or focus): drags and arrow keys move the strip.
        data-ready={api ? '' : undefined}
        data-scrolling={scrolling || undefined}
        data-drag-locked={dragLocked || undefined}
        data-can-scroll-prev={canScrollPrev || undefined}
        data-can-scroll-next={canScrollNext || undefined}
        className={cx('jb-Carousel', className)}
        onKeyDown={handleKeyDown}
        onPointerDownCapture={(event) => {
          attach();
          press.current = { x: event.clientX, y: event.clientY, moved: 0 };
          onPointerDownCapture?.(event);
        }}
        onPointerEnter={(event) => {
          attach();
          onPointerEnter?.(event);
        }}
        onFocusCapture={(event) => {
          attach();
          onFocusCapture?.(event);
        }}
        onPointerMoveCapture={(event) => {
          const start = press.current;
          if (start) start.moved = Math.max(start.moved, Math.abs(event.clientX - start.x));
          onPointerMoveCapture?.(event);
        }}
        onClickCapture={(event) => {
          // A press that travelled past the threshold was a drag: its click opens nothing.
          if (press.current && press.current.moved > SNAP_THRESHOLD_PX) {
            event.preventDefault();
            event.stopPropagation();
          }
          press.current = null;
          onClickCapture?.(event);
        }}
        {...props}
      >
        {children}
      </section>
    </CarouselContext.Provider>
  );
}

export interface CarouselViewportProps extends React.ComponentProps<'div'> {}

/** The clipping window the slides move in. */
function Viewport({ className, ...props }: CarouselViewportProps) {
  const { viewportRef } = useCarouselContext('Viewport');
  return (
    <div
      ref={viewportRef}
      data-slot="viewport"
      className={cx('jb-Carousel-viewport', className)}
      {...props}
    />
  );
}

interface SlidePosition {
  index: number;
  total: number;
}

const SlidePositionContext = React.createContext<SlidePosition | null>(null);

export interface CarouselTrackProps extends React.ComponentProps<'div'> {}

/** The moving strip. Its direct children should be `Carousel.Slide`s: each learns its position from here. */
function Track({ className, children, ...props }: CarouselTrackProps) {
  const slides = React.Children.toArray(children);
  return (
    <div data-slot="track" className={cx('jb-Carousel-track', className)} {...props}>
      {slides.map((slide, index) => (
        <SlidePositionContext.Provider
          key={React.isValidElement(slide) && slide.key != null ? slide.key : index}
          value={{ index, total: slides.length }}
        >
          {slide}
        </SlidePositionContext.Provider>
      ))}
    </div>
  );
}

export interface CarouselSlideProps extends React.ComponentProps<'div'> {
  /** 화면낭독기가 각 장에서 읽는 위치. 기본 "2 / 4"처럼 "몇 번째 / 전체". */
  positionLabel?: (position: number, total: number) => string;
  /** 화면낭독기가 한 장의 종류로 읽는 말. 기본 "슬라이드". */
  roleDescription?: string;
}

function Slide({
  className,
  positionLabel = (position, total) => `${position} / ${total}`,
  roleDescription = '슬라이드',
  ...props
}: CarouselSlideProps) {
  const position = React.useContext(SlidePositionContext);
  return (
    // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern: a slide is a group, not a form fieldset
    <div
      role="group"
      aria-roledescription={roleDescription}
      aria-label={position ? positionLabel(position.index + 1, position.total) : undefined}
      data-slot="slide"
      className={cx('jb-Carousel-slide', className)}
      {...props}
    />
  );
}

export const Carousel = { Root, Viewport, Track, Slide };

// Storybook's docgen writes props tables only for exported components: the parts are exported under their full
// names for it. The package's API stays the `Carousel` namespace (index.ts exports nothing else).
export { Root as CarouselRoot, Slide as CarouselSlide, Track as CarouselTrack, Viewport as CarouselViewport };
