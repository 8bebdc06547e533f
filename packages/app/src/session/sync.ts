// Tabs agree, and pages come back after a hiccup.
//
// - Sign-in, sign-out and verification changes reach every other tab of this browser within a moment: a message on
//   a BroadcastChannel and the `storage` event local storage fires in the other tabs when the tokens or the stored
//   status change. A tab acts on a sign-in or sign-out once it sees the tokens it was told of: the message may come
//   before this tab's copy of local storage has caught up, the event comes after. A tab that hears of one drops
//   what it showed for the old session and asks again.
// - A session the server refused (ended on another device, or "다른 기기에서 모두 로그아웃") is announced the same
//   way once the API client has removed the tokens.
// - While the API does not answer (session/connection.ts), it is asked again with backoff — 1, 2, 4, 8 s, then every
//   15 s — and at once when the browser says the network is back; the first answer refreshes every page on screen.
import { useSyncExternalStore } from 'react';
import { get } from '../api/queries';
import { universitiesRequest } from '../api/requests';
import { loadApi, mutate } from '../api/swr';
import { connectionState, reportReachable, subscribeConnection } from './connection';
import { onSessionEnded, readSession, SESSION_KEYS } from './storage';

const CHANNEL = 'jjinbbang:session';

/** What a tab tells the others. */
export type SessionChange = 'signedIn' | 'signedOut' | 'verification';

let channel: BroadcastChannel | null | undefined;
function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  return channel;
}

// Bumped on every change of the session, here or in another tab: useSession re-reads the stored tokens, which
// also wakes a hook that had no key (a signed-out tab hearing of a sign-in).
let epoch = 0;
const epochListeners = new Set<() => void>();
function bumpEpoch() {
  epoch += 1;
  for (const listener of epochListeners) listener();
}

/** Re-renders the caller whenever the session changed, in this tab or another. */
export function useSessionEpoch(): number {
  return useSyncExternalStore(
    (listener) => {
      epochListeners.add(listener);
      return () => epochListeners.delete(listener);
    },
    () => epoch,
    () => 0,
  );
}

/** Tells the other tabs (this tab has already updated itself). */
export function announceSessionChange(change: SessionChange): void {
  actedSignedIn = hasTokens();
  bumpEpoch();
  sessionChannel()?.postMessage(change);
}

/** Another tab (or the server, for this one) changed the session: refresh what this tab shows. */
function applySessionChange(change: SessionChange) {
  bumpEpoch();
  // Another account's data — bookmarks, hearts, my reviews — must not stay on screen: drop every cached answer and
  // ask again for what is shown. A verification change keeps what is shown while asking again.
  if (change === 'verification') void mutate(() => true);
  else void mutate(() => true, undefined, { revalidate: true });
}

const hasTokens = () => Boolean(readSession('accessToken') || readSession('refreshToken'));
/** Whether this tab last acted on a signed-in session: a message and an event about one change act once. */
let actedSignedIn = false;

/** Another tab signed in or out: acted on when this tab's local storage shows it (now, or at its event). */
function tokensChanged() {
  const signedIn = hasTokens();
  if (signedIn === actedSignedIn) return;
  actedSignedIn = signedIn;
  applySessionChange(signedIn ? 'signedIn' : 'signedOut');
}

const RETRY_STEPS_MS = [1000, 2000, 4000, 8000, 15_000];
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probeAttempt = 0;

function scheduleProbe(delay: number) {
  clearTimeout(probeTimer);
  probeTimer = setTimeout(probe, delay);
}

/** One light public request; its outcome reaches session/connection.ts through the API client. */
async function probe() {
  if (connectionState() === 'online') return;
  try {
    await get(
      { ...universitiesRequest(0), query: { offset: 0, limit: 1 } },
      (s) => s.universityListResponseSchema.shape.data,
    )(await loadApi());
    reportReachable();
  } catch {
    if (connectionState() === 'online') return;
    probeAttempt += 1;
    const step = RETRY_STEPS_MS[Math.min(probeAttempt, RETRY_STEPS_MS.length - 1)] ?? 15_000;
    scheduleProbe(Math.round(step * (0.8 + Math.random() * 0.4)));
  }
}

let started = false;

/** Starts listening (once per tab; the session hook calls it). */
export function startSessionSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  actedSignedIn = hasTokens();
  const shared = sessionChannel();
  shared?.addEventListener('message', (event: MessageEvent) => {
    if (event.data === 'signedIn' || event.data === 'signedOut') tokensChanged();
    else if (event.data === 'verification') applySessionChange('verification');
  });
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== window.localStorage) return;
    if (
      event.key === null ||
      event.key === SESSION_KEYS.accessToken ||
      event.key === SESSION_KEYS.refreshToken
    )
      tokensChanged();
    else if (event.key === SESSION_KEYS.verificationStatus && !shared) applySessionChange('verification');
  });
  onSessionEnded(() => {
    actedSignedIn = false;
    applySessionChange('signedOut');
    sessionChannel()?.postMessage('signedOut');
  });
  let wasOnline = connectionState() === 'online';
  subscribeConnection(() => {
    const online = connectionState() === 'online';
    if (!online && wasOnline) {
      probeAttempt = 0;
      scheduleProbe(RETRY_STEPS_MS[0] ?? 1000);
    }
    // Back: every page on screen asks again for what it could not get (and the session is confirmed).
    if (online && !wasOnline) {
      clearTimeout(probeTimer);
      void mutate(() => true);
    }
    wasOnline = online;
  });
  window.addEventListener('online', () => scheduleProbe(0));
  if (!wasOnline) scheduleProbe(RETRY_STEPS_MS[0] ?? 1000);
}
