// Session token renewal (spec 000 §4, §8) as a pure state machine; the app's HTTP client drives it.

/** Renewal state: whether a refresh call is in flight and which requests wait for it. */
export interface TokenRenewalState<Id = string> {
  refreshing: boolean;
  waiting: readonly Id[];
}

export type TokenRenewalEvent<Id = string> =
  /** A request that needs sign-in got 401. `retried`: it is already a replay. */
  | { type: 'request401'; requestId: Id; retried: boolean; hasRefreshToken: boolean }
  /** `PUT /api/v1/auth/tokenRefresh` answered with both new tokens. */
  | { type: 'refreshSucceeded' }
  /** The server refused the refresh token (401 and other 4xx answers): the session is over. */
  | { type: 'refreshFailed' }
  /**
   * The renewal could not be made: no network, a 5xx, a 429, an answer that is not the API's. Network is not
   * identity: the session is not over, only not confirmed now.
   */
  | { type: 'refreshUnavailable' };

/** What the client must do after an event. */
export interface TokenRenewalEffects<Id = string> {
  /** Send the refresh call now. */
  startRefresh: boolean;
  /** Store the new access and refresh tokens (before replaying). */
  storeTokens: boolean;
  /** Replay these requests once with the new access token (marking them retried). */
  replay: Id[];
  /** Fail these requests with their original error. */
  reject: Id[];
  /** Remove both stored tokens (the user is signed out). */
  clearTokens: boolean;
  /** The rejected requests failed because the server could not be reached, not because the session ended. */
  unreachable: boolean;
}

export interface TokenRenewalStep<Id = string> {
  state: TokenRenewalState<Id>;
  effects: TokenRenewalEffects<Id>;
}

export function initialTokenRenewalState<Id = string>(): TokenRenewalState<Id> {
  return { refreshing: false, waiting: [] };
}

function effects<Id>(partial: Partial<TokenRenewalEffects<Id>>): TokenRenewalEffects<Id> {
  return {
    startRefresh: false,
    storeTokens: false,
    replay: [],
    reject: [],
    clearTokens: false,
    unreachable: false,
    ...partial,
  };
}

/**
 * spec 000 §4:
 * 1. a 401 on a request not yet retried starts renewal;
 * 2. with no refresh token stored the request fails;
 * 3. while a renewal runs, the request waits and is replayed with the new token;
 * 4. success stores both tokens and replays every waiting request; failure rejects them all and removes both tokens;
 * 5. each request is retried at most once (a 401 on a replay fails);
 * 6. a renewal that could not be made (network, 5xx, 429) rejects the waiting requests as unreachable and keeps
 *    both tokens: the next request renews again.
 */
export function tokenRenewalReducer<Id>(
  state: TokenRenewalState<Id>,
  event: TokenRenewalEvent<Id>,
): TokenRenewalStep<Id> {
  switch (event.type) {
    case 'request401': {
      if (event.retried || !event.hasRefreshToken) {
        return { state, effects: effects({ reject: [event.requestId] }) };
      }
      if (state.refreshing) {
        return {
          state: { refreshing: true, waiting: [...state.waiting, event.requestId] },
          effects: effects({}),
        };
      }
      return {
        state: { refreshing: true, waiting: [event.requestId] },
        effects: effects({ startRefresh: true }),
      };
    }
    case 'refreshSucceeded': {
      if (!state.refreshing) return { state, effects: effects({}) };
      return {
        state: initialTokenRenewalState(),
        effects: effects({ storeTokens: true, replay: [...state.waiting] }),
      };
    }
    case 'refreshFailed': {
      if (!state.refreshing) return { state, effects: effects({}) };
      return {
        state: initialTokenRenewalState(),
        effects: effects({ reject: [...state.waiting], clearTokens: true }),
      };
    }
    case 'refreshUnavailable': {
      if (!state.refreshing) return { state, effects: effects({}) };
      return {
        state: initialTokenRenewalState(),
        effects: effects({ reject: [...state.waiting], unreachable: true }),
      };
    }
  }
}
