import type { MapFilterKind } from '@jjinbbang/ui';
import { afterNextPaint } from '../../../shell/next-paint';

/**
 * The filter sheet a tap has just opened, ahead of the map's address. Opening a sheet writes a history entry and the
 * whole map page renders again from the new address, while the tap's frame only needs the sheet: the sheets read
 * this store (the page does not), and the address is written once that frame is painted. Then the store lets go and
 * the address keeps the sheet open.
 */
export interface TappedFilter {
  get: () => MapFilterKind | null;
  subscribe: (listener: () => void) => () => void;
  /** Opens `kind` now and calls `write` (which puts it in the address) after the next paint. */
  open: (kind: MapFilterKind, write: () => void) => void;
  /** Forgets the tapped sheet, and its address if not written yet (closed within its first frame, or left). */
  clear: () => void;
}

export function createTappedFilter(): TappedFilter {
  let kind: MapFilterKind | null = null;
  let cancel: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const set = (next: MapFilterKind | null) => {
    if (next === kind) return;
    kind = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => kind,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    open(next, write) {
      cancel?.();
      set(next);
      cancel = afterNextPaint(() => {
        cancel = null;
        // Both updates render together: the address opens the sheet as the store lets it go.
        write();
        set(null);
      });
    },
    clear() {
      cancel?.();
      cancel = null;
      set(null);
    },
  };
}
