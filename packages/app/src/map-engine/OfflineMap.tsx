import type { LatLngPoint } from '@jjinbbang/domain';
import './engine.css';
import {
  type HTMLAttributes,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { MarkerIndex, pressOf } from './clusters';
import {
  computeFrame,
  controlAreas,
  controlCorners,
  createTextMeasure,
  LANDMARK_LABEL_HEIGHT,
  NAME_LABEL_HEIGHT,
} from './frame';
import {
  boundsOf,
  clampLevel,
  fromScreen,
  MAX_LEVEL,
  MIN_LEVEL,
  NO_INSETS,
  panelCenterOf,
  type Size,
} from './geo';
import { LAND_MIN_LEVEL, landPaths, useLand } from './land';
import { groupHas, MarkerGroupButton } from './MarkerGroupButton';
import type { MapEngineProps } from './types';
import { ZoomControls } from './ZoomControls';

const KEY_PAN_PX = 80;
const DRAG_SLOP_PX = 4;
/** Pan inertia: a release faster than this keeps gliding, slowing with this time constant. */
const FLING_MIN_PX_PER_MS = 0.25;
const FLING_DECAY_MS = 325;
/** Wheel: how much one pixel of wheel scroll scales, and the pause that ends a wheel gesture. */
const WHEEL_SCALE_PER_PX = 0.0025;
const WHEEL_SETTLE_MS = 160;
/** The snap to a whole level at the end of a pinch or wheel gesture. */
const SNAP_MS = 160;
/** Used until the panel has been measured (and in environments without layout). */
const FALLBACK_SIZE: Size = { width: 390, height: 600 };

export interface OfflineMapProps extends MapEngineProps {
  /** The one line that says this is the offline map ('' for none). */
  note?: string;
  keyboardHint?: string;
  /** false: a still picture (no gestures, keys or zoom buttons), e.g. the static map of a review. */
  interactive?: boolean;
}

function useElementSize(ref: RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState<Size>(FALLBACK_SIZE);
  useLayoutEffect(() => {
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

/** The live gesture as a transform of the drawn layer: screen' = s · screen + (tx, ty). */
interface Live {
  s: number;
  tx: number;
  ty: number;
}
const IDENTITY: Live = { s: 1, tx: 0, ty: 0 };

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * decisions.md: the map without Kakao, drawn from what we know. Campuses are labelled landmarks, building names
 * sit beside markers at close levels, land and coastline appear at wide levels, and a scale bar tells distances.
 * Gestures move the drawn layer with a transform (no re-render while the finger moves); a pan glides on after a
 * fast release, pinch and wheel zoom continuously and snap to a whole level, and the view is committed once when
 * the gesture ends, so markers for cached data land in that same frame.
 */
export function OfflineMap({
  center,
  level,
  points,
  cells = [],
  landmarks = [],
  focusLandmark = null,
  onViewChange,
  onGroupPress,
  selectedKeys,
  highlightKey = null,
  priceMode = 'ALL',
  insets = NO_INSETS,
  label = '지도',
  className,
  note = '오프라인 지도예요 · 캠퍼스와 건물 위치만 간단히 보여 드려요',
  keyboardHint = '방향키로 지도를 옮기고 + 와 - 키로 확대하거나 축소할 수 있어요.',
  interactive = true,
}: OfflineMapProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(panelRef);
  const hintId = useId();

  // The committed view: follows the props, and moves ahead of them when a gesture ends.
  const [view, setView] = useState({ center, level });
  const [propView, setPropView] = useState({ center, level });
  if (propView.center.lat !== center.lat || propView.center.lng !== center.lng || propView.level !== level) {
    setPropView({ center, level });
    setView({ center, level: clampLevel(level) });
  }

  const live = useRef<Live>(IDENTITY);
  const animation = useRef<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const paint = () => {
    const layer = layerRef.current;
    const { s, tx, ty } = live.current;
    if (layer)
      layer.style.transform =
        s === 1 && tx === 0 && ty === 0 ? '' : `translate(${tx}px, ${ty}px) scale(${s})`;
  };
  // A new committed view is drawn in place: the transform that stood in for it goes in the same frame.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset exactly when the committed view changes
  useLayoutEffect(() => {
    live.current = IDENTITY;
    paint();
  }, [view]);

  // The view's centre is the centre of what the student sees; the panel's own centre lies by half the insets.
  const { top, right, bottom, left } = insets;
  const drawn = useMemo(
    () => panelCenterOf(view.center, view.level, { top, right, bottom, left }),
    [view, top, right, bottom, left],
  );
  /** The middle of what the student sees, in panel pixels. */
  const seenMiddle = (sz: Size) => ({
    x: sz.width / 2 + (left - right) / 2,
    y: sz.height / 2 + (top - bottom) / 2,
  });
  const latest = useRef({ view, size, onViewChange, drawn, seenMiddle });
  latest.current = { view, size, onViewChange, drawn, seenMiddle };
  useEffect(() => {
    latest.current.onViewChange({
      center: view.center,
      level: view.level,
      bounds: boundsOf(drawn, view.level, size),
      size,
      visibleSize: {
        width: Math.max(1, size.width - left - right),
        height: Math.max(1, size.height - top - bottom),
      },
    });
  }, [view, size, drawn, top, right, bottom, left]);

  const stopAnimation = () => {
    if (animation.current !== null) cancelAnimationFrame(animation.current);
    animation.current = null;
  };

  /** Turns the live transform into a view: the level of the (whole-level) scale, centred on what is centred. */
  const commit = () => {
    stopAnimation();
    const { s, tx, ty } = live.current;
    const { view: v, size: sz, drawn: c, seenMiddle: middleOf } = latest.current;
    if (s === 1 && tx === 0 && ty === 0) return;
    const nextLevel = clampLevel(v.level - Math.log2(s));
    const middle = middleOf(sz);
    const centreUnder = fromScreen({ x: (middle.x - tx) / s, y: (middle.y - ty) / s }, c, v.level, sz);
    setView({ center: centreUnder, level: nextLevel });
  };

  /** Scale limits so the gesture never goes past level 1 or 14 (with a little give). */
  const clampScale = (s: number) => {
    const v = latest.current.view;
    return Math.min(2 ** (v.level - MIN_LEVEL) * 1.2, Math.max(2 ** (v.level - MAX_LEVEL) / 1.2, s));
  };
  const scaleAbout = (factor: number, x: number, y: number) => {
    const { s, tx, ty } = live.current;
    const next = clampScale(s * factor);
    const f = next / s;
    live.current = { s: next, tx: f * tx + x * (1 - f), ty: f * ty + y * (1 - f) };
  };

  /** Eases the scale to the nearest whole level about (x, y), then commits. */
  const snap = (x: number, y: number) => {
    stopAnimation();
    const v = latest.current.view;
    const from = live.current.s;
    const target = 2 ** (v.level - clampLevel(v.level - Math.round(Math.log2(from))));
    const start = performance.now();
    const base = live.current;
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / SNAP_MS);
      const s = from + (target - from) * easeOut(t);
      const f = s / base.s;
      live.current = { s, tx: f * base.tx + x * (1 - f), ty: f * base.ty + y * (1 - f) };
      paint();
      if (t < 1) animation.current = requestAnimationFrame(step);
      else {
        live.current = { ...live.current, s: target };
        commit();
      }
    };
    animation.current = requestAnimationFrame(step);
  };

  /** Keeps a released pan moving, slowing down, then commits. */
  const fling = (vx: number, vy: number) => {
    stopAnimation();
    let last = performance.now();
    let [x, y] = [vx, vy];
    const step = (now: number) => {
      const dt = Math.min(32, now - last);
      last = now;
      live.current = { ...live.current, tx: live.current.tx + x * dt, ty: live.current.ty + y * dt };
      paint();
      const decay = Math.exp(-dt / FLING_DECAY_MS);
      x *= decay;
      y *= decay;
      if (Math.hypot(x, y) > 0.02) animation.current = requestAnimationFrame(step);
      else commit();
    };
    animation.current = requestAnimationFrame(step);
  };

  // Pointers: one pans, two pinch. Positions are relative to the panel.
  const gesture = useRef<{
    pointers: Map<number, { x: number; y: number }>;
    moved: boolean;
    start: Live;
    anchor: { x: number; y: number; d: number };
    samples: { t: number; x: number; y: number }[];
    suppressClick: boolean;
  }>({
    pointers: new Map(),
    moved: false,
    start: IDENTITY,
    anchor: { x: 0, y: 0, d: 1 },
    samples: [],
    suppressClick: false,
  });

  const local = (event: { clientX: number; clientY: number }) => {
    const rect = panelRef.current?.getBoundingClientRect();
    return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
  };
  const anchorOf = (pointers: Map<number, { x: number; y: number }>) => {
    const list = [...pointers.values()];
    const x = list.reduce((sum, p) => sum + p.x, 0) / list.length;
    const y = list.reduce((sum, p) => sum + p.y, 0) / list.length;
    const [a, b] = list;
    const d = a && b ? Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)) : 1;
    return { x, y, d };
  };
  const restart = () => {
    const g = gesture.current;
    g.start = live.current;
    g.anchor = anchorOf(g.pointers);
    g.samples = [];
  };

  // A native listener: React's wheel listener is passive and cannot keep the page from scrolling.
  // biome-ignore lint/correctness/useExhaustiveDependencies: handlers read the latest view through refs
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      stopAnimation();
      const px =
        event.deltaMode === 1 ? event.deltaY * 40 : event.deltaMode === 2 ? event.deltaY * 400 : event.deltaY;
      // Trackpad pinches arrive as ctrl+wheel with small deltas: they scale faster.
      const factor = Math.exp(-px * WHEEL_SCALE_PER_PX * (event.ctrlKey ? 4 : 1));
      const at = local(event);
      scaleAbout(factor, at.x, at.y);
      paint();
      clearTimeout(settle);
      settle = setTimeout(() => snap(at.x, at.y), WHEEL_SETTLE_MS);
    };
    panel.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      clearTimeout(settle);
      panel.removeEventListener('wheel', onWheel);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: stop a running glide or snap when the map goes away
  useEffect(() => stopAnimation, []);

  // Labels are drawn at their text's measured width: text measured before the web font arrived has the fallback
  // face's width, so it is measured again whenever the document finishes loading fonts.
  const [fontLoads, setFontLoads] = useState(0);
  useEffect(() => {
    const fonts = document.fonts;
    if (!fonts) return;
    const remeasure = () => setFontLoads((n) => n + 1);
    fonts.addEventListener('loadingdone', remeasure);
    return () => fonts.removeEventListener('loadingdone', remeasure);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new measure (an empty cache) for each font load
  const measure = useMemo(() => createTextMeasure(), [fontLoads]);
  const index = useMemo(() => new MarkerIndex(points, cells), [points, cells]);
  const frame = useMemo(
    () =>
      computeFrame({
        center: drawn,
        level: view.level,
        size,
        index,
        landmarks,
        focusLandmark,
        priorityKey: highlightKey,
        measure,
        reserved: interactive ? controlAreas(size) : [],
        ...(interactive && {
          markerArea: {
            x: left,
            y: top,
            width: size.width - left - right,
            height: size.height - top - bottom,
          },
          covered: controlCorners(size),
        }),
      }),
    [
      drawn,
      view.level,
      size,
      index,
      landmarks,
      focusLandmark,
      highlightKey,
      measure,
      interactive,
      top,
      right,
      bottom,
      left,
    ],
  );
  const wide = view.level >= LAND_MIN_LEVEL;
  const land = useLand(wide);
  const landPath = useMemo(
    () => (wide && land ? landPaths(land, drawn, view.level, size) : null),
    [wide, land, drawn, view.level, size],
  );

  const zoomTo = (next: number, at?: LatLngPoint) => {
    stopAnimation();
    live.current = IDENTITY;
    setView((v) => ({ center: at ?? v.center, level: clampLevel(next) }));
  };
  const pan = (dx: number, dy: number) => {
    live.current = { s: 1, tx: dx, ty: dy };
    commit();
  };

  const panelHandlers: HTMLAttributes<HTMLDivElement> = {
    onPointerDown: (event) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      stopAnimation();
      const g = gesture.current;
      g.pointers.set(event.pointerId, local(event));
      if (g.pointers.size === 1) {
        g.moved = false;
        g.suppressClick = false;
      }
      restart();
    },
    onPointerMove: (event) => {
      const g = gesture.current;
      if (!g.pointers.has(event.pointerId)) return;
      g.pointers.set(event.pointerId, local(event));
      const now = anchorOf(g.pointers);
      const dx = now.x - g.anchor.x;
      const dy = now.y - g.anchor.y;
      if (!g.moved) {
        if (Math.hypot(dx, dy) < DRAG_SLOP_PX && g.pointers.size === 1) return;
        g.moved = true;
        g.suppressClick = true;
        setDragging(true);
        for (const id of g.pointers.keys()) {
          try {
            event.currentTarget.setPointerCapture?.(id);
          } catch {
            // a pointer that is already gone (or a synthetic one) cannot be captured; the gesture goes on without
          }
        }
      }
      const f = g.pointers.size > 1 ? now.d / g.anchor.d : 1;
      live.current = g.start;
      // Scale about where the fingers started, then follow their midpoint.
      scaleAbout(f, g.anchor.x, g.anchor.y);
      live.current = { ...live.current, tx: live.current.tx + dx, ty: live.current.ty + dy };
      paint();
      g.samples.push({ t: event.timeStamp, x: now.x, y: now.y });
      if (g.samples.length > 6) g.samples.shift();
    },
    onPointerUp: (event) => {
      const g = gesture.current;
      if (!g.pointers.has(event.pointerId)) return;
      const wasPinch = g.pointers.size > 1 || live.current.s !== 1;
      const at = anchorOf(g.pointers);
      g.pointers.delete(event.pointerId);
      if (g.pointers.size > 0) {
        restart();
        return;
      }
      setDragging(false);
      if (!g.moved) return;
      if (wasPinch) {
        snap(at.x, at.y);
        return;
      }
      const first = g.samples[0];
      const last = g.samples.at(-1);
      const dt = first && last ? last.t - first.t : 0;
      const vx = first && last && dt > 0 ? (last.x - first.x) / dt : 0;
      const vy = first && last && dt > 0 ? (last.y - first.y) / dt : 0;
      if (Math.hypot(vx, vy) > FLING_MIN_PX_PER_MS && event.timeStamp - (last?.t ?? 0) < 80) fling(vx, vy);
      else commit();
    },
    onPointerCancel: (event) => {
      const g = gesture.current;
      g.pointers.delete(event.pointerId);
      if (g.pointers.size === 0) {
        setDragging(false);
        commit();
      }
    },
    onClickCapture: (event) => {
      // A drag that ends on a marker is a pan, not a press.
      if (gesture.current.suppressClick) {
        event.preventDefault();
        event.stopPropagation();
        gesture.current.suppressClick = false;
      }
    },
    onKeyDown: (event) => {
      if (event.target !== event.currentTarget) return;
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
        zoomTo(view.level - 1);
      } else if (event.key === '-' || event.key === '_') {
        event.preventDefault();
        zoomTo(view.level + 1);
      }
    },
  };

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
        data-dragging={dragging || undefined}
        data-level={view.level}
        data-land={landPath ? '' : undefined}
        className="jb-offline-map-panel"
        {...(interactive ? panelHandlers : { 'aria-hidden': true, tabIndex: -1, role: undefined })}
      >
        <p id={hintId} className="jb-visually-hidden">
          {keyboardHint}
        </p>
        <div ref={layerRef} className="jb-offline-map-layer" data-slot="layer">
          {landPath && (
            <svg className="jb-offline-map-land" width={size.width} height={size.height} aria-hidden="true">
              <path className="jb-offline-map-land-fill" d={landPath.fill} fillRule="evenodd" />
              <path className="jb-offline-map-coast" d={landPath.coast} />
            </svg>
          )}
          <div className="jb-offline-map-landmarks" data-slot="landmarks">
            {frame.landmarks.map(({ landmark, x, y, label: box }) => (
              <div key={landmark.key} data-landmark={landmark.key}>
                <span
                  className="jb-offline-map-landmark-dot"
                  data-focus={landmark.key === focusLandmark || undefined}
                  aria-hidden="true"
                  style={{ transform: `translate(${x}px, ${y}px) translate(-50%, -50%)` }}
                />
                {box && (
                  <span
                    className="jb-offline-map-landmark-label"
                    data-slot="landmark-label"
                    data-focus={landmark.key === focusLandmark || undefined}
                    style={{
                      transform: `translate(${box.x}px, ${box.y}px)`,
                      width: box.width,
                      height: LANDMARK_LABEL_HEIGHT,
                    }}
                  >
                    <strong>{landmark.title}</strong>
                    <span>{landmark.subtitle}</span>
                  </span>
                )}
              </div>
            ))}
          </div>
          <div className="jb-offline-map-names" aria-hidden="true">
            {frame.names.map(({ key, text, box }) => (
              <span
                key={key}
                className="jb-offline-map-name"
                data-slot="name"
                style={{
                  transform: `translate(${box.x}px, ${box.y}px)`,
                  width: box.width,
                  height: NAME_LABEL_HEIGHT,
                }}
              >
                {text}
              </span>
            ))}
          </div>
          <ul className="jb-offline-map-markers" aria-label="지도 표시">
            {frame.groups.map(({ group, x, y }) => (
              <li
                key={group.key}
                className="jb-offline-map-marker"
                data-cluster={group.count > 1 ? '' : undefined}
                // a pin points at its spot with its tip; a cluster bubble is centred on it
                style={{
                  transform: `translate(${x}px, ${y}px) translate(-50%, ${group.count > 1 ? '-50%' : '-100%'})`,
                }}
              >
                <MarkerGroupButton
                  group={group}
                  selected={groupHas(group, selectedKeys)}
                  highlighted={highlightKey !== null && groupHas(group, [highlightKey])}
                  priceMode={priceMode}
                  onPress={(pressed) => {
                    const action = pressOf(pressed, view.level);
                    if (action.kind === 'list') onGroupPress(action.group);
                    else zoomTo(action.level, action.center);
                  }}
                />
              </li>
            ))}
          </ul>
        </div>
      </div>
      {interactive && <ZoomControls level={view.level} onLevelChange={(next) => zoomTo(next)} />}
      <div className="jb-map-scale" data-slot="scale" role="img" aria-label={`축척 ${frame.scale.label}`}>
        <span className="jb-map-scale-label" aria-hidden="true">
          {frame.scale.label}
        </span>
        <span className="jb-map-scale-bar" style={{ width: frame.scale.width }} />
      </div>
      {note && (
        <p className="jb-map-note" data-slot="note">
          {note}
        </p>
      )}
    </div>
  );
}
