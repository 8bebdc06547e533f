import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import {
  createStorageKey,
  DEFAULT_STORAGE_NAMESPACE,
  getSessionStorage,
  type KeyValueStorage,
  parseJson,
  pickStorage,
  readStorage,
  removeStorage,
  writeJson,
} from '../storage/storage';

export interface ScrollRestorationOptions {
  /** Scroll container; default the window. */
  target?: RefObject<HTMLElement | null>;
  /** Restore only once the list has rendered (e.g. `!isLoading`). Default `true`. */
  ready?: boolean;
  /** Set `false` to save without restoring (e.g. a fresh visit rather than "back"). Default `true`. */
  restore?: boolean;
  /** Defaults to `sessionStorage`: positions belong to this tab's history. */
  storage?: KeyValueStorage | null;
  /** Key prefix. Default `jjinbbang`; `''` for none. */
  namespace?: string;
}

export interface ScrollRestoration {
  /** Saves the current position now (it is also saved while scrolling and when the page is hidden). */
  save: () => void;
  /** Forgets the saved position, e.g. after the list's filters changed. */
  clear: () => void;
}

interface ScrollPosition {
  x: number;
  y: number;
}

function readPosition(storage: KeyValueStorage | null, key: string): ScrollPosition | null {
  const data = parseJson(readStorage(storage, key));
  if (typeof data !== 'object' || data === null) return null;
  const { x, y } = data as Partial<ScrollPosition>;
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y))
    return null;
  return { x, y };
}

// useLayoutEffect restores before paint in the browser; on a server it would only warn.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Remembers the scroll position of a list per `key` in session storage and puts it back when the list
 * mounts again — list → detail → back lands where the user left off.
 */
export function useScrollRestoration(key: string, options: ScrollRestorationOptions = {}): ScrollRestoration {
  const { target, ready = true, restore = true, namespace = DEFAULT_STORAGE_NAMESPACE } = options;
  const storage = pickStorage(options.storage, getSessionStorage);
  const storageKey = createStorageKey(namespace, 'scroll', key);
  const restoredRef = useRef<string | null>(null);

  const read = useCallback((): ScrollPosition => {
    const element = target?.current;
    if (element) return { x: element.scrollLeft, y: element.scrollTop };
    return { x: window.scrollX, y: window.scrollY };
  }, [target]);

  const save = useCallback(() => {
    writeJson(storage, storageKey, read());
  }, [storage, storageKey, read]);

  const clear = useCallback(() => removeStorage(storage, storageKey), [storage, storageKey]);

  useIsomorphicLayoutEffect(() => {
    if (!restore || !ready || restoredRef.current === storageKey) return;
    restoredRef.current = storageKey;
    const position = readPosition(storage, storageKey);
    if (!position) return;
    const element = target?.current;
    if (element) element.scrollTo(position.x, position.y);
    else window.scrollTo(position.x, position.y);
  }, [restore, ready, storage, storageKey, target]);

  useEffect(() => {
    const scroller: HTMLElement | Window = target?.current ?? window;
    // Saved while scrolling, at most once a frame: by the time an unmount runs, the next page may
    // already have replaced the list and the browser clamped the position.
    let frame = 0;
    // Until the saved position is back, scroll events come from the page being short (not yet loaded)
    // and would overwrite the position with a clamped one.
    const settled = () => !restore || restoredRef.current === storageKey;
    const saveIfSettled = () => {
      if (settled()) save();
    };
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        saveIfSettled();
      });
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', saveIfSettled);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      scroller.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', saveIfSettled);
    };
  }, [target, save, restore, storageKey]);

  return { save, clear };
}
