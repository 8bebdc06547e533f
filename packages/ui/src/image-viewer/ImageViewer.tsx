import { useControllableState } from '@jjinbbang/hooks';
import * as React from 'react';
import { IconButton } from '../button';
import { BackIcon, ChevronRightIcon, FitIcon, RotateIcon, ZoomInIcon, ZoomOutIcon } from '../icons';
import { cx } from '../internal/cx';
import { Skeleton } from '../skeleton';
import { EmptyState, ErrorState } from '../state-view';
import { clampPan, fitScale, nextZoom, panLimits, type Size, type View } from './viewMath';
import './ImageViewer.css';

export interface ImageViewerImage {
  /** 이미지 주소. */
  src: string;
  /** 대체 글(화면낭독기). 예: "김하늘의 입학 증명서 1쪽". */
  alt: string;
  /** 아래 목록에 보일 작은 그림의 주소. 비우면 src. */
  thumbnailSrc?: string;
}

/** Every fixed text of the viewer (Korean defaults; other products pass their own). */
export interface ImageViewerLabels {
  /** 보기 전체의 이름. */
  region: string;
  /** 이미지가 보이는 칸의 이름. */
  stage: string;
  /** 칸에 포커스가 왔을 때 읽는 단축키 안내. */
  hint: string;
  zoomIn: string;
  zoomOut: string;
  fit: string;
  actualSize: string;
  rotate: string;
  previous: string;
  next: string;
  /** 아래 작은 그림 목록의 이름. */
  list: string;
  /** 작은 그림 단추의 이름. */
  thumbnail: (position: number, total: number) => string;
  /** 확대 비율과 회전 각도(화면낭독기에 조용히 알림). */
  status: (percent: number, rotation: number) => string;
  /** 몇 번째 이미지인지. */
  counter: (position: number, total: number) => string;
  loading: string;
  errorTitle: string;
  errorHint: string;
  retry: string;
  empty: string;
}

export const DEFAULT_IMAGE_VIEWER_LABELS: ImageViewerLabels = {
  region: '이미지 보기',
  stage: '이미지',
  hint: '+와 -로 확대·축소, 0은 화면에 맞춤, 1은 원본 크기, R은 오른쪽으로 돌리기. 확대하면 끌거나 화살표로 옮겨요.',
  zoomIn: '확대',
  zoomOut: '축소',
  fit: '화면에 맞춤',
  actualSize: '원본 크기',
  rotate: '오른쪽으로 돌리기',
  previous: '이전 이미지',
  next: '다음 이미지',
  list: '이미지 목록',
  thumbnail: (position, total) => `${total}개 중 ${position}번째 이미지`,
  status: (percent, rotation) => (rotation ? `${percent}%, ${rotation}도 돌림` : `${percent}%`),
  counter: (position, total) => `${position} / ${total}`,
  loading: '이미지를 불러오는 중',
  errorTitle: '이미지를 불러오지 못했어요',
  errorHint: '파일이 손상됐거나 지원하지 않는 형식일 수 있어요.',
  retry: '다시 시도',
  empty: '올린 이미지가 없어요',
};

export interface ImageViewerProps extends Omit<React.ComponentProps<'section'>, 'children'> {
  /** 보일 이미지들. 둘 이상이면 아래에 작은 그림 목록과 이전·다음이 생깁니다. */
  images: readonly ImageViewerImage[];
  /** 보고 있는 이미지의 순서(0부터). 화면이 직접 정할 때. */
  index?: number;
  /** 처음 볼 이미지의 순서. 기본 0. */
  defaultIndex?: number;
  /** 다른 이미지로 넘기면 그 순서와 함께 불립니다. */
  onIndexChange?: (index: number) => void;
  /** 이미지 칸의 높이(px 숫자나 CSS 길이). 기본 480px. 폭은 부모를 채웁니다. */
  height?: number | string;
  /** 화면에 맞춘 크기의 몇 배까지 확대할지. 기본 8. */
  maxZoom?: number;
  /** 고정 글자들(일부만 바꿔도 됩니다). */
  labels?: Partial<ImageViewerLabels>;
}

type Status = 'loading' | 'loaded' | 'error';

/**
 * A button at its limit (smallest zoom, last image) says so but stays focusable: disabling the button that has
 * focus would drop the keyboard user's focus to the page.
 */
const atLimit = (limit: boolean, onClick: () => void) =>
  limit ? { 'aria-disabled': true as const, 'data-limit': '' } : { onClick };
const INITIAL_VIEW: View = { zoom: 1, rotation: 0, x: 0, y: 0 };
const PAN_STEP = 48;
/** Room around a fitted image, so its edges read as a page on the stage. */
const FIT_MARGIN = 16;
const inset = (size: Size): Size => ({
  width: Math.max(0, size.width - 2 * FIT_MARGIN),
  height: Math.max(0, size.height - 2 * FIT_MARGIN),
});

/**
 * Shows an image (a certificate scan) to read closely: zoom, fit, actual size, rotate by 90°, drag to pan, and
 * the same from the keyboard; a thumbnail list when there are several.
 */
export function ImageViewer({
  images,
  index,
  defaultIndex = 0,
  onIndexChange,
  height = 480,
  maxZoom = 8,
  labels: labelOverrides,
  className,
  style,
  ...props
}: ImageViewerProps) {
  const labels = { ...DEFAULT_IMAGE_VIEWER_LABELS, ...labelOverrides };
  const [rawIndex, setIndex] = useControllableState({
    value: index,
    defaultValue: defaultIndex,
    onChange: onIndexChange,
  });
  const count = images.length;
  const current = Math.min(Math.max(0, rawIndex), Math.max(0, count - 1));
  const image = images[current];

  const [view, setView] = React.useState<View>(INITIAL_VIEW);
  const [status, setStatus] = React.useState<Status>('loading');
  const [natural, setNatural] = React.useState<Size | null>(null);
  const [attempt, setAttempt] = React.useState(0);
  // A new image starts fitted, upright and loading (state adjusted while rendering, not in an effect).
  const [shown, setShown] = React.useState(image?.src);
  if (shown !== image?.src) {
    setShown(image?.src);
    setView(INITIAL_VIEW);
    setStatus('loading');
    setNatural(null);
  }

  const stageRef = React.useRef<HTMLDivElement>(null);
  const [stage, setStage] = React.useState<Size>({ width: 0, height: 0 });
  React.useLayoutEffect(() => {
    const element = stageRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setStage({ width: element.clientWidth, height: element.clientHeight });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, []);

  const fit = natural ? fitScale(natural, inset(stage), view.rotation) : 1;
  const ready = status === 'loaded' && natural !== null && stage.width > 0;
  const minZoom = Math.min(1, 1 / fit);
  const limits = ready ? panLimits(view, natural, stage, fit) : { x: 0, y: 0 };
  const pannable = limits.x > 0 || limits.y > 0;
  const percent = Math.round(fit * view.zoom * 100);

  const update = (next: Partial<View>) =>
    setView((previous) => {
      const merged = { ...previous, ...next };
      if (next.zoom !== undefined && next.x === undefined && previous.zoom > 0) {
        // Zooming keeps the point in the middle of the stage where it was.
        const ratio = next.zoom / previous.zoom;
        merged.x = previous.x * ratio;
        merged.y = previous.y * ratio;
      }
      return natural
        ? clampPan(merged, natural, stage, fitScale(natural, inset(stage), merged.rotation))
        : merged;
    });
  const zoomIn = () => update({ zoom: nextZoom(view.zoom, 1, minZoom, maxZoom) });
  const zoomOut = () => update({ zoom: nextZoom(view.zoom, -1, minZoom, maxZoom) });
  const fitToStage = () => update({ zoom: 1, x: 0, y: 0 });
  const actualSize = () => update({ zoom: 1 / fit });
  const rotate = (turn: 1 | -1) => update({ rotation: (view.rotation + 90 * turn + 360) % 360, x: 0, y: 0 });
  const go = (position: number) => {
    if (position >= 0 && position < count) setIndex(position);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey || !ready) return;
    const onStage = event.target === stageRef.current;
    const actions: Record<string, (() => void) | undefined> = {
      '+': zoomIn,
      '=': zoomIn,
      '-': zoomOut,
      _: zoomOut,
      '0': fitToStage,
      '1': actualSize,
      r: () => rotate(1),
      R: () => rotate(event.shiftKey ? -1 : 1),
    };
    if (onStage) {
      const pan = (dx: number, dy: number) => () => update({ x: view.x + dx, y: view.y + dy });
      Object.assign(actions, {
        ArrowLeft: pannable ? pan(PAN_STEP, 0) : () => go(current - 1),
        ArrowRight: pannable ? pan(-PAN_STEP, 0) : () => go(current + 1),
        ArrowUp: pannable ? pan(0, PAN_STEP) : undefined,
        ArrowDown: pannable ? pan(0, -PAN_STEP) : undefined,
      });
    }
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  // Dragging pans the zoomed image. Pointer capture keeps the drag on the stage without window listeners.
  const drag = React.useRef<{ pointer: number; startX: number; startY: number; x: number; y: number } | null>(
    null,
  );
  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!pannable || event.button !== 0) return;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser does not hold (a synthetic one) cannot be captured; the drag still follows it.
    }
    drag.current = {
      pointer: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      x: view.x,
      y: view.y,
    };
  };
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    update({ x: start.x + event.clientX - start.startX, y: start.y + event.clientY - start.startY });
  };
  const endDrag = (event: React.PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer === event.pointerId) drag.current = null;
  };

  const hintId = React.useId();
  const cssHeight = typeof height === 'number' ? `${height}px` : height;
  const drawn = natural ? { width: natural.width * fit, height: natural.height * fit } : undefined;

  return (
    <section
      aria-label={labels.region}
      data-component="ImageViewer"
      data-status={status}
      className={cx('jb-ImageViewer', className)}
      style={{ ...style, '--jb-ImageViewer-height': cssHeight } as React.CSSProperties}
      onKeyDown={onKeyDown}
      {...props}
    >
      <div className="jb-ImageViewer-toolbar" data-slot="toolbar">
        <div className="jb-ImageViewer-tools">
          <IconButton
            size="sm"
            label={labels.zoomOut}
            icon={<ZoomOutIcon />}
            disabled={!ready}
            {...atLimit(view.zoom <= minZoom, zoomOut)}
          />
          <output className="jb-ImageViewer-status" aria-live="polite" data-slot="status">
            {ready ? labels.status(percent, view.rotation) : ''}
          </output>
          <IconButton
            size="sm"
            label={labels.zoomIn}
            icon={<ZoomInIcon />}
            disabled={!ready}
            {...atLimit(view.zoom >= maxZoom, zoomIn)}
          />
          <span className="jb-ImageViewer-divider" aria-hidden="true" />
          <IconButton
            size="sm"
            label={labels.fit}
            icon={<FitIcon />}
            disabled={!ready}
            onClick={fitToStage}
          />
          <button
            type="button"
            className="jb-ImageViewer-textButton"
            disabled={!ready}
            onClick={actualSize}
            title={labels.actualSize}
          >
            <span aria-hidden="true">1:1</span>
            <span className="jb-visually-hidden">{labels.actualSize}</span>
          </button>
          <IconButton
            size="sm"
            label={labels.rotate}
            icon={<RotateIcon />}
            disabled={!ready}
            onClick={() => rotate(1)}
          />
        </div>
        {count > 1 && (
          <div className="jb-ImageViewer-paging">
            <IconButton
              size="sm"
              label={labels.previous}
              icon={<BackIcon />}
              {...atLimit(current === 0, () => go(current - 1))}
            />
            <span className="jb-ImageViewer-counter" data-slot="counter">
              {labels.counter(current + 1, count)}
            </span>
            <IconButton
              size="sm"
              label={labels.next}
              icon={<ChevronRightIcon />}
              {...atLimit(current === count - 1, () => go(current + 1))}
            />
          </div>
        )}
      </div>

      {/* biome-ignore lint/a11y/useSemanticElements: a focusable group for the keyboard shortcuts; no element fits */}
      <div
        ref={stageRef}
        role="group"
        aria-label={labels.stage}
        aria-describedby={hintId}
        aria-busy={status === 'loading' || undefined}
        tabIndex={image ? 0 : undefined}
        className="jb-ImageViewer-stage"
        data-slot="stage"
        data-pannable={pannable || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onDoubleClick={() => (view.zoom > 1 ? fitToStage() : update({ zoom: Math.min(2, maxZoom) }))}
      >
        <span id={hintId} className="jb-visually-hidden">
          {labels.hint}
        </span>
        {!image ? (
          <EmptyState layout="inline" headingLevel={3} title={labels.empty} icon={null} />
        ) : status === 'error' ? (
          <ErrorState
            layout="inline"
            headingLevel={3}
            title={labels.errorTitle}
            hint={labels.errorHint}
            retryLabel={labels.retry}
            onRetry={() => {
              setStatus('loading');
              setAttempt((n) => n + 1);
            }}
          />
        ) : (
          <>
            {status === 'loading' && (
              <span className="jb-ImageViewer-placeholder" role="status">
                <Skeleton className="jb-ImageViewer-skeleton" />
                <span className="jb-visually-hidden">{labels.loading}</span>
              </span>
            )}
            <img
              key={`${image.src}#${attempt}`}
              src={image.src}
              alt={image.alt}
              draggable={false}
              className="jb-ImageViewer-image"
              data-slot="image"
              style={
                ready && drawn
                  ? {
                      width: drawn.width,
                      height: drawn.height,
                      transform: `translate(calc(-50% + ${view.x}px), calc(-50% + ${view.y}px)) rotate(${view.rotation}deg) scale(${view.zoom})`,
                    }
                  : { visibility: 'hidden' }
              }
              onLoad={(event) => {
                const { naturalWidth, naturalHeight } = event.currentTarget;
                setNatural({ width: naturalWidth, height: naturalHeight });
                setStatus('loaded');
              }}
              onError={() => setStatus('error')}
            />
          </>
        )}
      </div>

      {count > 1 && (
        <ul className="jb-ImageViewer-thumbnails" aria-label={labels.list} data-slot="thumbnails">
          {images.map((item, position) => (
            <li key={item.src}>
              <button
                type="button"
                className="jb-ImageViewer-thumbnail"
                aria-label={labels.thumbnail(position + 1, count)}
                aria-current={position === current || undefined}
                onClick={() => go(position)}
              >
                <img src={item.thumbnailSrc ?? item.src} alt="" draggable={false} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
