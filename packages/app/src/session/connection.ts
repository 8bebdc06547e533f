// Whether the API answers: its own state, apart from who is signed in (a network hiccup is not a sign-out).
// The API client reports every outcome; the shell shows a quiet banner while it is unstable; session/sync.ts tries
// again with backoff and, once an answer comes, refreshes what the pages show. No dependencies: the shell imports
// it and is on the first paint's path.
import { useSyncExternalStore } from 'react';

export type Connection = 'online' | 'unstable';

let state: Connection = 'online';
const listeners = new Set<() => void>();

function set(next: Connection) {
  if (state === next) return;
  state = next;
  for (const listener of listeners) listener();
}

/** An answer came from the API (any status but a gateway's): it is reachable. */
export function reportReachable(): void {
  set('online');
}

/** A request got no answer (network) or a gateway error. */
export function reportUnreachable(): void {
  set('unstable');
}

export function connectionState(): Connection {
  return state;
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The connection state for a component (the shell's banner). */
export function useConnection(): Connection {
  return useSyncExternalStore(subscribeConnection, connectionState, () => 'online' as const);
}

if (typeof window !== 'undefined') {
  // The browser knows first when the device itself goes offline; coming back is confirmed by an answer.
  window.addEventListener('offline', reportUnreachable);
}
