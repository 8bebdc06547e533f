import { useCallback, useSyncExternalStore } from 'react';

export interface MediaQueryOptions {
  /** Returned during server rendering and where `matchMedia` is missing. Default `false`. */
  defaultValue?: boolean;
}

function getMediaQueryList(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(query);
}

/** Whether a CSS media query matches, updated live (rotation, dark mode, reduced motion). */
export function useMediaQuery(query: string, { defaultValue = false }: MediaQueryOptions = {}): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = getMediaQueryList(query);
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => getMediaQueryList(query)?.matches ?? defaultValue;
  return useSyncExternalStore(subscribe, getSnapshot, () => defaultValue);
}
