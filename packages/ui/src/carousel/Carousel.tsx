import type { EmblaCarouselType } from 'embla-carousel';
import * as React from 'react';
import { cx } from '../internal/cx';
import { reachHandlers, useEmblaEngine } from '../internal/useEmblaEngine';
import { SNAP_THRESHOLD_PX } from './snap';

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
}

export { SNAP_LOCK_MS, SNAP_THRESHOLD_PX } from './snap';

// embla and the code that follows it (carousel-engine.ts) load together after the first paint.
const loadCarouselEngine = () => import('./carousel-engine');
type CarouselEngineModule = Awaited<ReturnType<typeof loadCarouselEngine>>;

function Root({
  label,
  roleDescription = '캐러셀',
  onSelectedIndexChange,
  className,
  onKeyDown,
  onPointerDownCapture,
  onPointerMoveCapture,
  onClickCapture,
  onFocusCapture,
  children,
  ...props
}: CarouselRootProps) {
  // spec 000 §2 Home, §9: cards snap to card positions after a drag or scroll. embla does the physics; the spec's
  // constants are kept on top of it: 10.8 px decides tap or drag (embla's dragThreshold also decides whether the
  // click fires) and advances a card even when embla would fall back, embla's `settle` stands in for the 50 ms
  // scroll-settle delay, and a 300 ms lock after each snap keeps the next drag from starting early.
  const lockedUntil = React.useRef(0);
  // Tap or drag is decided here too, not only by embla: the first touch creates the engine, which then never saw
  // that touch begin, and while the lock holds embla ignores a touch. Either way the click must not fire.
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
  // State setters are stable: set up once per engine, as it is created (internal/useEmblaEngine.tsx).
  const followEngine = React.useCallback(
    (engine: EmblaApi, module: CarouselEngineModule) =>
      module.follow(engine, {
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
  const { viewportRef, api, ready, attach, overflows } = useEmblaEngine(
    {
      align: 'start',
      containScroll: 'trimSnaps',
      skipSnaps: false,
      dragThreshold: SNAP_THRESHOLD_PX,
      watchDrag,
    },
    loadCarouselEngine,
    followEngine,
  );

  // Before the engine exists (no one has touched the strip yet) "next" is offered if the slides overflow, and
  // every command creates the engine first.
  const canGoNext = api ? canScrollNext : overflows;
  const scrollPrev = React.useCallback(() => attach()?.scrollPrev(), [attach]);
  const scrollNext = React.useCallback(() => attach()?.scrollNext(), [attach]);
  const scrollToSlide = React.useCallback(
    (slideIndex: number, instant = false) => {
      const engine = attach();
      if (engine) engine.scrollTo(snapOfSlide(engine, slideIndex), instant);
    },
    [attach],
  );

  const handleKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const api = attach();
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
      canScrollNext: canGoNext,
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
      canGoNext,
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
        // The engine's code is here (it loads after the first paint) and the next touch or focus creates
        // it: from now on drags and arrow keys move the strip.
        data-ready={ready ? '' : undefined}
        data-scrolling={scrolling || undefined}
        data-drag-locked={dragLocked || undefined}
        data-can-scroll-prev={canScrollPrev || undefined}
        data-can-scroll-next={canGoNext || undefined}
        className={cx('jb-Carousel', className)}
        onKeyDown={handleKeyDown}
        {...reachHandlers(attach, {
          onPointerDownCapture: (event) => {
            press.current = { x: event.clientX, y: event.clientY, moved: 0 };
            onPointerDownCapture?.(event);
          },
          onFocusCapture,
        })}
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
