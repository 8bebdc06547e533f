import { DETAIL_PHOTO_SIZES } from '@jjinbbang/domain';
import { useControllableState, usePrefersReducedMotion } from '@jjinbbang/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import * as React from 'react';
import { cx } from '../internal/cx';
import { ResponsiveImg } from '../internal/ResponsiveImg';
import { useEmbla } from '../internal/useEmbla';
import { getDotWindow } from './dotWindow';
import './ImageSlider.css';

export interface ImageSliderImage {
  /** 사진 주소. */
  src: string;
  /** 사진 설명. 없으면 화면낭독기가 "사진 n"으로 읽습니다. */
  alt?: string;
}

export interface ImageSliderProps extends Omit<React.ComponentProps<'section'>, 'aria-label' | 'children'> {
  /** 보여 줄 사진들(주소 또는 주소와 설명). */
  images: ReadonlyArray<string | ImageSliderImage>;
  /** 지금 보이는 사진의 순서(0부터, 화면이 직접 정할 때). */
  index?: number;
  /** 처음에 보일 사진. */
  defaultIndex?: number;
  /** 다른 사진으로 넘어가면 그 순서와 함께 불립니다. */
  onIndexChange?: (index: number) => void;
  /** 틀의 가로세로 비율. 기본 4 / 3. 사진이 와도 화면이 밀리지 않습니다. */
  aspectRatio?: string;
  /** 왼쪽 위에 놓을 버튼(보통 뒤로 가기). */
  backButton?: React.ReactNode;
  /** 이만큼(px) 넘게 밀면 다음 사진으로 넘어갑니다. 기본 10px(스펙). */
  swipeThreshold?: number;
  /** 화면낭독기가 슬라이더를 부르는 이름. 기본 "사진". */
  label?: string;
  /** 사진이 없을 때의 글자. 기본 "등록된 사진이 없어요". */
  emptyText?: string;
  /** 사진을 불러오지 못했을 때의 글자. 기본 "사진을 불러올 수 없어요". */
  brokenText?: string;
  /** 화면낭독기가 이 영역의 종류로 읽는 말. 기본 "슬라이더". */
  roleDescription?: string;
  /** 설명 없는 사진을 읽는 말을 만드는 규칙(개발용). */
  imageAlt?: (position: number, total: number) => string;
  /** 아래 점을 읽는 말을 만드는 규칙(개발용). 기본 "3번째 사진 보기". */
  dotLabel?: (position: number) => string;
}

function normalise(image: string | ImageSliderImage): ImageSliderImage {
  return typeof image === 'string' ? { src: image } : image;
}

const SWIPE_THRESHOLD = 10; // spec §9: slider swipe threshold 10 px
/**
 * embla's scroll duration (its own integration steps, not milliseconds), chosen so the next photo settles in the
 * spec's slider transition (§9); embla's default is much slower. Drags are timed by their own speed.
 */
const EMBLA_DURATION = 15;

export function ImageSlider({
  images,
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
  aspectRatio = '4 / 3',
  backButton,
  swipeThreshold = SWIPE_THRESHOLD,
  label = '사진',
  emptyText = '등록된 사진이 없어요',
  brokenText = '사진을 불러올 수 없어요',
  roleDescription = '슬라이더',
  imageAlt = (position) => `사진 ${position}`,
  dotLabel = (position) => `${position}번째 사진 보기`,
  className,
  style,
  onKeyDown,
  ...props
}: ImageSliderProps) {
  const total = images.length;
  const [rawIndex, setIndex] = useControllableState({
    value: indexProp,
    defaultValue: defaultIndex,
    onChange: onIndexChange,
  });
  const current = total === 0 ? 0 : Math.min(total - 1, Math.max(0, rawIndex));
  const [broken, setBroken] = React.useState<ReadonlySet<string>>(() => new Set());
  const [dragging, setDragging] = React.useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rootRef = React.useRef<HTMLElement>(null);

  // Scripted motion follows the user's reduced-motion setting and the motion switch of the visual tests.
  const jump = React.useCallback(
    () => reducedMotion || rootRef.current?.closest('[data-jb-motion="off"]') != null,
    [reducedMotion],
  );

  // The dot window remembers where it was so it only moves at its edges.
  const windowStart = React.useRef(0);
  const dotWindow = getDotWindow(total, current, windowStart.current);
  windowStart.current = dotWindow.start;

  const currentRef = React.useRef(current);
  currentRef.current = current;
  const setIndexRef = React.useRef(setIndex);
  setIndexRef.current = setIndex;

  // Where the finger went down and came up: embla reports the release (its pointerUp event, after the pointer
  // events) but not the distance; its own position lags a frame behind synthetic and fast input.
  const pointer = React.useRef<{ downX: number; upX: number } | null>(null);

  // Set up as the engine is created. What can change between renders is read through `rule`.
  const rule = React.useRef({ swipeThreshold, total, jump });
  rule.current = { swipeThreshold, total, jump };
  const followEngine = React.useCallback((engine: EmblaCarouselType) => {
    let from: number | null = null;
    const onSelect = () => {
      // During a swipe embla picks its own target on release; the swipe rule below decides instead.
      if (from !== null) return;
      const selected = engine.selectedScrollSnap();
      if (selected !== currentRef.current) setIndexRef.current(selected);
    };
    const onPointerDown = () => {
      from = engine.selectedScrollSnap();
      setDragging(true);
    };
    // spec §9: a swipe of at least `swipeThreshold` px moves one photo, whatever embla's momentum says;
    // anything shorter springs back. Runs after embla has picked its own target, so this one wins.
    const onPointerUp = () => {
      setDragging(false);
      if (from === null) return;
      const moved = pointer.current ? pointer.current.upX - pointer.current.downX : 0;
      const step = moved <= -rule.current.swipeThreshold ? 1 : moved >= rule.current.swipeThreshold ? -1 : 0;
      const target = Math.min(rule.current.total - 1, Math.max(0, from + step));
      from = null;
      engine.scrollTo(target, rule.current.jump());
      if (target !== currentRef.current) setIndexRef.current(target);
    };
    engine.on('select', onSelect).on('pointerDown', onPointerDown).on('pointerUp', onPointerUp);
    return () => {
      engine.off('select', onSelect).off('pointerDown', onPointerDown).off('pointerUp', onPointerUp);
    };
  }, []);

  // embla moves the track (touch, mouse, momentum, resizing); the index, the dots, the keys and the swipe
  // rule stay ours. It only listens while there is something to swipe.
  // The options are read as the engine is created: the start index is the first render's.
  const [startIndex] = React.useState(current);
  const { viewportRef, api } = useEmbla(
    {
      startIndex,
      duration: EMBLA_DURATION,
      skipSnaps: false,
      // Read at each drag: the photos can change after the engine is created.
      watchDrag: () => rule.current.total > 1,
    },
    followEngine,
  );

  // A new index from the parent (controlled) or from the keys and dots scrolls the track there.
  React.useEffect(() => {
    if (api && api.selectedScrollSnap() !== current) api.scrollTo(current, jump());
  }, [api, current, jump]);

  const goTo = (next: number) => {
    const target = Math.min(total - 1, Math.max(0, next));
    // Compared with the clamped index: an out-of-range index prop must not report a no-op move.
    if (target === current || total === 0) return;
    setIndex(target);
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const targets: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: total - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  };

  const frameStyle = { aspectRatio, ...style } as React.CSSProperties;

  return (
    <section
      aria-label={label}
      aria-roledescription={roleDescription}
      data-component="ImageSlider"
      data-empty={total === 0 || undefined}
      // The engine is attached: swipes move the photos.
      data-ready={api ? '' : undefined}
      data-dragging={dragging || undefined}
      className={cx('jb-ImageSlider', className)}
      ref={rootRef}
      style={frameStyle}
      tabIndex={total > 1 ? 0 : undefined}
      onKeyDown={handleKeyDown}
      {...props}
    >
      {total === 0 ? (
        <div className="jb-ImageSlider-empty" data-slot="empty">
          <PhotoGlyph />
          <p>{emptyText}</p>
        </div>
      ) : (
        <div
          className="jb-ImageSlider-viewport"
          data-slot="viewport"
          ref={viewportRef}
          onPointerDown={(event) => {
            pointer.current = { downX: event.clientX, upX: event.clientX };
          }}
          onPointerMove={(event) => {
            if (pointer.current) pointer.current.upX = event.clientX;
          }}
          onPointerUp={(event) => {
            if (pointer.current) pointer.current.upX = event.clientX;
          }}
        >
          <div className="jb-ImageSlider-track" data-slot="track">
            {images.map((raw, position) => {
              const image = normalise(raw);
              const key = `${position}:${image.src}`;
              const isBroken = broken.has(key);
              return (
                // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern: a slide is a group, not a form fieldset
                <div
                  key={key}
                  role="group"
                  aria-roledescription="슬라이드"
                  aria-label={`${position + 1} / ${total}`}
                  aria-hidden={position !== current || undefined}
                  data-slot="slide"
                  data-current={position === current || undefined}
                  data-broken={isBroken || undefined}
                  className="jb-ImageSlider-slide"
                >
                  {isBroken ? (
                    <div className="jb-ImageSlider-broken" data-slot="broken">
                      <PhotoGlyph />
                      <p>{brokenText}</p>
                    </div>
                  ) : (
                    <ResponsiveImg
                      src={image.src}
                      sizes={DETAIL_PHOTO_SIZES}
                      alt={image.alt ?? imageAlt(position + 1, total)}
                      // neighbours load early so a swipe never reveals a blank frame; the first photo is
                      // usually the page's largest paint: fetched first, and decoded with the frame that shows
                      // the page (asynchronous decoding drew the page one or two frames without it)
                      loading={Math.abs(position - current) <= 1 ? 'eager' : 'lazy'}
                      fetchPriority={position === 0 ? 'high' : 'auto'}
                      decoding={position === 0 ? 'sync' : 'async'}
                      draggable={false}
                      onError={() => setBroken((previous) => new Set(previous).add(key))}
                    />
                  )}
                </div>
              );
            })}
          </div>
        </div>
      )}
      {backButton && (
        <div className="jb-ImageSlider-back" data-slot="back">
          {backButton}
        </div>
      )}
      {total > 1 && (
        <div className="jb-ImageSlider-dots" data-slot="dots">
          {dotWindow.dots.map((dot) => (
            <button
              key={dot.index}
              type="button"
              className="jb-ImageSlider-dot"
              data-slot="dot"
              data-size={dot.size}
              data-current={dot.index === current || undefined}
              aria-label={dotLabel(dot.index + 1)}
              aria-current={dot.index === current || undefined}
              onClick={() => goTo(dot.index)}
            />
          ))}
        </div>
      )}
      {total > 0 && (
        <p className="jb-visually-hidden" aria-live="polite" data-slot="counter">
          {`${current + 1} / ${total}`}
        </p>
      )}
    </section>
  );
}

function PhotoGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.6" />
      <path d="m21 16-5-5-8 8" />
    </svg>
  );
}
