// Part of the routes module (routes.ts re-exports it): typed query strings, read and written with
// URLSearchParams only.

/** A typed query string: `parse(search)` reads it, `toSearch(value)` writes it ('' or '?a=b'). */
export interface QueryParams<T> {
  parse(search: string): T;
  toSearch(value: T): string;
}

/** Writes a query string ('' or '?a=b') with `write`. */
export function writeQuery<T>(value: T, write: (value: T, params: URLSearchParams) => void): string {
  const params = new URLSearchParams();
  write(value, params);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function defineQuery<T>(
  read: (params: URLSearchParams) => T,
  write: (value: T, params: URLSearchParams) => void,
): QueryParams<T> {
  return {
    parse: (search) => read(new URLSearchParams(search)),
    toSearch: (value) => writeQuery(value, write),
  };
}
