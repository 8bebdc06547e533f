import { errorMessage } from '../api/errors';

/**
 * What a view shows for data it waits for: a placeholder, the error with a retry, or the data — `stale` while it
 * is the previous page's or filter's, kept on screen until the new answer arrives.
 */
export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'ready'; data: T; stale?: boolean };

/** A read (SWR's answer) as a view's LoadState. */
export function loadState<T>(read: {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}): LoadState<T> {
  if (read.error && !read.isLoading) {
    return { status: 'error', message: errorMessage(read.error), onRetry: () => void read.mutate() };
  }
  if (read.data !== undefined) return { status: 'ready', data: read.data, stale: read.isLoading };
  return { status: 'loading' };
}

/** Whether a table should show its loading bar (or placeholder rows when it has none yet). */
export const isLoading = (state: LoadState<unknown>) =>
  state.status === 'loading' || (state.status === 'ready' && Boolean(state.stale));
