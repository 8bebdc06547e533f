// Responses started before the app's code arrived, so a page's data does not wait for the page's code. The
// boot script (boot/early.ts) starts the GET calls the page of the address makes as it opens and
// leaves them here; the API client takes one when it makes the same call — same URL, same credentials — within
// the first seconds of the visit, once. Anything not taken in time is dropped and the client fetches as usual.

interface EarlyResponse {
  bearer: string | null;
  response: Promise<Response>;
  /** performance.now() when it was started. */
  at: number;
}

declare global {
  interface Window {
    __jbEarly?: Map<string, EarlyResponse>;
  }
}

/** How long after the boot script an early response may still be used (later, the data could be stale). */
export const EARLY_RESPONSE_MAX_AGE_MS = 10_000;

/** Starts a GET the page will make (boot script). */
export function startEarlyRequest(url: string, bearer: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  const response = fetch(url, { headers });
  // A failure is the client's to see when it takes this response; unhandled until then is not an error.
  response.catch(() => undefined);
  window.__jbEarly ??= new Map();
  const early = window.__jbEarly;
  const entry = { bearer, response, at: performance.now() };
  early.set(url, entry);
  // Not taken in time: dropped, and its body read to the end, so the request does not stay open.
  setTimeout(() => {
    if (early.get(url) !== entry) return;
    early.delete(url);
    response.then((r) => r.arrayBuffer()).catch(() => undefined);
  }, EARLY_RESPONSE_MAX_AGE_MS);
  return response;
}

/** The early response for this GET, if one was started with the same credentials and is fresh; taken once. */
export function takeEarlyResponse(url: string, bearer: string | null): Promise<Response> | null {
  const early = typeof window === 'undefined' ? undefined : window.__jbEarly;
  const entry = early?.get(url);
  if (!early || !entry) return null;
  early.delete(url);
  if (entry.bearer !== bearer || performance.now() - entry.at > EARLY_RESPONSE_MAX_AGE_MS) return null;
  return entry.response;
}
