import { useControllableState } from '@jjinbbang/hooks';
import * as React from 'react';
import { cx } from '../internal/cx';
import { getDotWindow } from './dotWindow';

export interface ImageSliderImage {
  src: string;
  /** Describes the photo; "사진 n" is announced when missing. */
  alt?: string;
}

export interface ImageSliderProps extends Omit<React.ComponentProps<'section'>, 'aria-label' | 'children'> {
  images: ReadonlyArray<string | ImageSliderImage>;
  /** Controlled current image. */
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /** Fixed frame ratio (CSS aspect-ratio), so images never shift the layout. */
  aspectRatio?: string;
  /** Rendered over the top-left corner, e.g. an IconButton that goes back. */
  backButton?: React.ReactNode;
  /** Minimum horizontal travel in px that counts as a swipe (spec §9: 10). */
  swipeThreshold?: number;
  /** Korean accessible name of the slider region. */
  label?: string;
  emptyText?: string;
  brokenText?: string;
  /** Screen-reader word for the widget. */
  roleDescription?: string;
  /** Accessible name of a photo without its own alt. */
  imageAlt?: (position: number, total: number) => string;
  /** Accessible name of the dot for image `position` (1-based). */
  dotLabel?: (position: number) => string;
}

function normalise(image: string | ImageSliderImage): ImageSliderImage {
  return typeof image === 'string' ? { src: image } : image;
}

const SWIPE_THRESHOLD = 10; // spec §9: slider swipe threshold 10 px

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
  const [dragOffset, setDragOffset] = React.useState<number | null>(null);
  const dragStart = React.useRef<{ x: number; y: number; pointerId: number } | null>(null);

  // The dot window remembers where it was so it only moves at its edges.
  const windowStart = React.useRef(0);
  const dotWindow = getDotWindow(total, current, windowStart.current);
  windowStart.current = dotWindow.start;

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

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (total < 2 || (event.pointerType === 'mouse' && event.button !== 0)) return;
    dragStart.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic or already-released pointers cannot be captured; the drag still works without it.
    }
  };
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const start = dragStart.current;
    if (!start || start.pointerId !== event.pointerId) return;
    const dx = event.clientX - start.x;
    if (dragOffset === null && Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    setDragOffset(dx);
  };
  const endDrag = (event: React.PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const start = dragStart.current;
    if (!start || start.pointerId !== event.pointerId) return;
    dragStart.current = null;
    setDragOffset(null);
    if (cancelled) return;
    const dx = event.clientX - start.x;
    if (dx <= -swipeThreshold) goTo(current + 1);
    else if (dx >= swipeThreshold) goTo(current - 1);
  };

  const dragging = dragOffset !== null;
  const frameStyle = { aspectRatio, ...style } as React.CSSProperties;

  return (
    <section
      aria-label={label}
      aria-roledescription={roleDescription}
      data-component="ImageSlider"
      data-empty={total === 0 || undefined}
      data-dragging={dragging || undefined}
      className={cx('jb-ImageSlider', className)}
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
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={(event) => endDrag(event, false)}
          onPointerCancel={(event) => endDrag(event, true)}
        >
          <div
            className="jb-ImageSlider-track"
            data-slot="track"
            style={{
              transform: `translate3d(calc(${-current * 100}% + ${dragOffset ?? 0}px), 0, 0)`,
            }}
          >
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
                    <img
                      src={image.src}
                      alt={image.alt ?? imageAlt(position + 1, total)}
                      // neighbours load early so a swipe never reveals a blank frame
                      loading={Math.abs(position - current) <= 1 ? 'eager' : 'lazy'}
                      decoding="async"
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
