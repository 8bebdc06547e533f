// What no first screen needs (the sheets, the toasts, the connection note, the drafts' keeper, a map far below the
// fold, the UI font's files) waits for the page's largest paint. Fetched alongside the page's code, data and photo,
// it would take connections and bandwidth from them on a slow network and push that paint back.
import { useEffect, useState } from 'react';

/** How long the largest paint must stay put; and the longest wait after the load event. */
const QUIET_MS = 500;
const MAX_WAIT_MS = 3000;

let settled: Promise<void> | undefined;

/** Resolves once the page's largest paint has settled: no new candidate for a moment after the load event. */
export function afterLargestPaint(): Promise<void> {
  settled ??= new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      resolve();
    };
    const afterLoad = () => {
      let quiet = setTimeout(done, QUIET_MS);
      setTimeout(done, MAX_WAIT_MS);
      // Without largest-paint timing (Safari), a moment after the load event.
      if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')) return;
      observer = new PerformanceObserver(() => {
        clearTimeout(quiet);
        quiet = setTimeout(done, QUIET_MS);
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    };
    if (document.readyState === 'complete') afterLoad();
    else addEventListener('load', afterLoad, { once: true });
  });
  return settled;
}

/** False until {@link afterLargestPaint} has resolved: render a lazily loaded part once this turns true. */
export function useAfterLargestPaint(): boolean {
  const [done, setDone] = useState(false);
  // Setting state after an unmount does nothing.
  useEffect(() => void afterLargestPaint().then(() => setDone(true)), []);
  return done;
}
