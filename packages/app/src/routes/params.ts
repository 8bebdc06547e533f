import { parseReviewKind, type ReviewKind } from '@jjinbbang/domain';

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

// Declared free of side effects so that a page importing the routes module leaves out the query parameters it
// never reads: a call at a module's top level is otherwise kept.
/* @__NO_SIDE_EFFECTS__ */
export function defineQuery<T>(
  read: (params: URLSearchParams) => T,
  write: (value: T, params: URLSearchParams) => void,
): QueryParams<T> {
  return {
    parse: (search) => read(new URLSearchParams(search)),
    toSearch: (value) => writeQuery(value, write),
  };
}

/** A positive integer route parameter (`:reviewId`, `:buildingId`), or null. */
export function parseIdParam(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** spec 000 §2: `?reviewType=GENERAL|DORM|AGENCY` on review pages, GENERAL when absent or unknown. */
export const reviewQuery = defineQuery<{ reviewType: ReviewKind }>(
  (params) => ({ reviewType: parseReviewKind(params.get('reviewType')) }),
  ({ reviewType }, params) => params.set('reviewType', reviewType),
);

/** api-contract §4: an agency's page is `/building/{id}?isAgency=true` (agencies and buildings share ids). */
export const buildingQuery = defineQuery<{ isAgency: boolean }>(
  (params) => ({ isAgency: params.get('isAgency') === 'true' }),
  ({ isAgency }, params) => {
    if (isAgency) params.set('isAgency', 'true');
  },
);

/** Home with a chosen university: its campuses fill the carousel (`/?university=12`). */
export const homeQuery = defineQuery<{ universityId: number | null }>(
  (params) => ({ universityId: parseIdParam(params.get('university') ?? undefined) }),
  ({ universityId }, params) => {
    if (universityId !== null) params.set('university', String(universityId));
  },
);

/** spec 000 §4: the provider's one-time code on the return page. */
export const loginReturnQuery = defineQuery<{ code: string | null }>(
  (params) => ({ code: params.get('code') || null }),
  ({ code }, params) => {
    if (code) params.set('code', code);
  },
);
