// What a page's first paint does not need loads after it (issue 16: JS before the first paint of `/` ≤ 90 KB):
// the API client and the endpoint functions among others (api/load-endpoints.ts).

/** In a background tab nothing is painted; what waits for the paint then waits this long at most. */
const MAX_WAIT_MS = 200;

let painted: Promise<void> | undefined;

/**
 * Resolves once the browser has painted the frame it was preparing when this was first called — for a call made
 * while the first render commits (an SWR fetcher, a layout effect), after the first paint. Later calls resolve at
 * once.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise((resolve) => {
    setTimeout(resolve, MAX_WAIT_MS);
    // Animation-frame callbacks run just before the frame is painted; a task queued from one runs after it.
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(resolve, 0));
  });
  return painted;
}
