import { type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  boundsOf,
  clampLevel,
  clusterPoints,
  MARKER_SIZE,
  panBy,
  project,
  type Size,
  toScreen,
} from '../geo';
import { MarkerGroupButton } from './MarkerGroupButton';
import type { MapViewProps } from './types';
import { ZoomControls } from './ZoomControls';

const GRID_PX = 64;
const KEY_PAN_PX = 80;
const WHEEL_PAUSE_MS = 250;
const DRAG_SLOP_PX = 4;
/** Used until the panel has been measured (and in environments without layout). */
const FALLBACK_SIZE: Size = { width: 390, height: 600 };

export interface OfflineMapProps extends MapViewProps {
  /** The one line that says this is the offline map. */
  note?: string;
  label?: string;
  keyboardHint?: string;
}

function useElementSize(ref: RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState<Size>(FALLBACK_SIZE);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0)
        setSize((prev) =>
          prev.width === Math.round(width) && prev.height === Math.round(height)
            ? prev
            : { width: Math.round(width), height: Math.round(height) },
        );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * decisions.md: the map without Kakao. A pannable, zoomable panel that projects markers with Web Mercator at
 * Kakao-like levels on a plain grid: drag to pan, wheel or + / − to zoom, arrow keys to pan.
 */
export function OfflineMap({
  center,
  level,
  markers,
  onViewChange,
  onBoundsChange,
  onMarkerPress,
  campusLabel,
  campusPosition,
  selectedKey = null,
  className,
  note = '오프라인 지도예요 · 지도 서비스 없이 위치만 간단히 보여 드려요',
  label = '지도',
  keyboardHint = '방향키로 지도를 옮기고 + 와 - 키로 확대하거나 축소할 수 있어요.',
}: OfflineMapProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(panelRef);
  const hintId = useId();
  const [drag, setDrag] = useState<{ dx: number; dy: number } | null>(null);
  const gesture = useRef<{ pointerId: number; x: number; y: number; moved: boolean } | null>(null);
  const lastWheel = useRef(0);

  const latest = useRef({ center, level, onViewChange, onBoundsChange });
  latest.current = { center, level, onViewChange, onBoundsChange };

  // The view settles whenever the centre, level or panel size changes (drags commit on release).
  useEffect(() => {
    latest.current.onBoundsChange(boundsOf({ lat: center.lat, lng: center.lng }, level, size));
  }, [center.lat, center.lng, level, size]);

  const zoomTo = (next: number) => {
    const clamped = clampLevel(next);
    if (clamped !== latest.current.level)
      latest.current.onViewChange({ center: latest.current.center, level: clamped });
  };
  const pan = (dx: number, dy: number) =>
    latest.current.onViewChange({
      center: panBy(latest.current.center, latest.current.level, dx, dy),
      level: latest.current.level,
    });

  // A native listener: React's wheel listener is passive and cannot keep the page from scrolling.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const now = event.timeStamp;
      if (now - lastWheel.current < WHEEL_PAUSE_MS || event.deltaY === 0) return;
      lastWheel.current = now;
      const { level: current, center: c, onViewChange: change } = latest.current;
      const next = clampLevel(current + (event.deltaY > 0 ? 1 : -1));
      if (next !== current) change({ center: c, level: next });
    };
    panel.addEventListener('wheel', onWheel, { passive: false });
    return () => panel.removeEventListener('wheel', onWheel);
  }, []);

  const viewCenter = drag ? panBy(center, level, drag.dx, drag.dy) : center;
  const groups = useMemo(() => clusterPoints(markers, level), [markers, level]);
  const visible = groups
    .map((group) => ({ group, at: toScreen(group, viewCenter, level, size) }))
    .filter(
      ({ at }) =>
        at.x > -MARKER_SIZE &&
        at.y > -MARKER_SIZE &&
        at.x < size.width + MARKER_SIZE &&
        at.y < size.height + MARKER_SIZE * 2,
    );
  const campusAt = campusPosition ? toScreen(campusPosition, viewCenter, level, size) : null;
  const origin = project(viewCenter, level);
  const gridX = (((size.width / 2 - origin.x) % GRID_PX) + GRID_PX) % GRID_PX;
  const gridY = (((size.height / 2 - origin.y) % GRID_PX) + GRID_PX) % GRID_PX;

  return (
    <div className={['jb-map-view', 'jb-offline-map', className].filter(Boolean).join(' ')}>
      <div
        ref={panelRef}
        // a widget that handles arrow keys itself (panning), as map panels are
        role="application"
        aria-label={label}
        aria-roledescription="오프라인 지도"
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the map panel takes arrow keys to pan, so it must be focusable
        tabIndex={0}
        data-dragging={drag ? '' : undefined}
        data-level={level}
        className="jb-offline-map-panel"
        style={{ backgroundPosition: `${gridX}px ${gridY}px` }}
        onPointerDown={(event) => {
          if (event.button !== 0 || (event.target as Element).closest('button')) return;
          gesture.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, moved: false };
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }}
        onPointerMove={(event) => {
          const g = gesture.current;
          if (!g || g.pointerId !== event.pointerId) return;
          const dx = event.clientX - g.x;
          const dy = event.clientY - g.y;
          if (!g.moved && Math.hypot(dx, dy) < DRAG_SLOP_PX) return;
          g.moved = true;
          setDrag({ dx, dy });
        }}
        onPointerUp={(event) => {
          const g = gesture.current;
          if (!g || g.pointerId !== event.pointerId) return;
          gesture.current = null;
          setDrag(null);
          if (g.moved) pan(event.clientX - g.x, event.clientY - g.y);
        }}
        onPointerCancel={() => {
          gesture.current = null;
          setDrag(null);
        }}
        onKeyDown={(event) => {
          const step = event.shiftKey ? KEY_PAN_PX * 3 : KEY_PAN_PX;
          const moves: Record<string, [number, number]> = {
            ArrowLeft: [step, 0],
            ArrowRight: [-step, 0],
            ArrowUp: [0, step],
            ArrowDown: [0, -step],
          };
          const move = moves[event.key];
          if (move) {
            event.preventDefault();
            pan(move[0], move[1]);
          } else if (event.key === '+' || event.key === '=') {
            event.preventDefault();
            zoomTo(level - 1);
          } else if (event.key === '-' || event.key === '_') {
            event.preventDefault();
            zoomTo(level + 1);
          }
        }}
      >
        <p id={hintId} className="jb-visually-hidden">
          {keyboardHint}
        </p>
        {campusAt && campusLabel && (
          <span
            className="jb-offline-map-campus"
            data-slot="campus"
            style={{ transform: `translate(${campusAt.x}px, ${campusAt.y}px) translate(-50%, -50%)` }}
          >
            {campusLabel}
          </span>
        )}
        <ul className="jb-offline-map-markers" aria-label="지도 표시">
          {visible.map(({ group, at }) => (
            <li
              key={group.key}
              className="jb-offline-map-marker"
              data-cluster={group.points.length > 1 ? '' : undefined}
              // a pin points at its spot with its tip; a cluster bubble is centred on it
              style={{
                transform: `translate(${at.x}px, ${at.y}px) translate(-50%, ${group.points.length > 1 ? '-50%' : '-100%'})`,
              }}
            >
              <MarkerGroupButton group={group} selected={group.key === selectedKey} onPress={onMarkerPress} />
            </li>
          ))}
        </ul>
      </div>
      <ZoomControls level={level} onLevelChange={zoomTo} />
      <p className="jb-map-note" data-slot="note">
        {note}
      </p>
    </div>
  );
}
