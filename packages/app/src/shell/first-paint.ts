import { useEffect, useState } from 'react';
import { afterNextPaint } from './next-paint';

/** In a background tab nothing is painted; what waits for the paint then waits this long at most. */
const MAX_WAIT_MS = 200;

let painted: Promise<void> | undefined;

/**
 * Resolves once the browser has painted the frame it was preparing when this was first called (for a call made as
 * the first render commits: after the first paint). Later calls resolve at once. For what the first screen does not
 * need: the API client, a page's below-the-fold parts and sheets, the toasts, the font for users' text.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise((resolve) => {
    setTimeout(resolve, MAX_WAIT_MS);
    if (typeof requestAnimationFrame === 'function') afterNextPaint(resolve);
  });
  return painted;
}

/** False until {@link afterFirstPaint} has resolved: render a lazily loaded part once this turns true. */
export function useAfterFirstPaint(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstPaint().then(() => live && setDone(true));
    return () => {
      live = false;
    };
  }, []);
  return done;
}
