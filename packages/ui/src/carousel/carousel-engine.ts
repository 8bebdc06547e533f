// What the carousel does with embla: its state kept in step, and the spec's snapping rule on top of embla's physics.
import type { EmblaCarouselType } from 'embla-carousel';
import type * as React from 'react';
import { SNAP_LOCK_MS, SNAP_THRESHOLD_PX } from './snap';

export interface CarouselFollowers {
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
export function follow(api: EmblaCarouselType, state: CarouselFollowers): () => void {
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
