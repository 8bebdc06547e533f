// The address of an API call, built one way for the client and the boot script (their URLs must match exactly:
// the client takes a response the boot script started only for the same URL).

export type Query = Record<
  string,
  string | number | boolean | null | undefined | readonly (string | number)[]
>;

/** `base` + `path` + the query's set values, in the order given (arrays comma-joined). */
export function requestUrl(base: string, path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return `${base.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`;
}

/** decisions.md: one configured base address for every call. Empty = the app's own origin. */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';
