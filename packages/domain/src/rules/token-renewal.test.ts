import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  initialTokenRenewalState,
  type TokenRenewalEvent,
  type TokenRenewalState,
  tokenRenewalReducer,
} from './token-renewal';

// Property tests run hundreds of cases; give them room on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const none = {
  startRefresh: false,
  storeTokens: false,
  replay: [],
  reject: [],
  clearTokens: false,
  unreachable: false,
};
const first401 = (id: string): TokenRenewalEvent => ({
  type: 'request401',
  requestId: id,
  retried: false,
  hasRefreshToken: true,
});

describe('token renewal decision table (spec 000 §4)', () => {
  it.each([
    [
      'a replayed request fails (retried at most once)',
      initialTokenRenewalState(),
      { type: 'request401', requestId: 'a', retried: true, hasRefreshToken: true },
      { refreshing: false, waiting: [] },
      { ...none, reject: ['a'] },
    ],
    [
      'no refresh token: the request fails',
      initialTokenRenewalState(),
      { type: 'request401', requestId: 'a', retried: false, hasRefreshToken: false },
      { refreshing: false, waiting: [] },
      { ...none, reject: ['a'] },
    ],
    [
      'first 401 starts renewal',
      initialTokenRenewalState(),
      first401('a'),
      { refreshing: true, waiting: ['a'] },
      { ...none, startRefresh: true },
    ],
    [
      'a 401 during renewal waits',
      { refreshing: true, waiting: ['a'] },
      first401('b'),
      { refreshing: true, waiting: ['a', 'b'] },
      none,
    ],
    [
      'success stores and replays all',
      { refreshing: true, waiting: ['a', 'b'] },
      { type: 'refreshSucceeded' },
      { refreshing: false, waiting: [] },
      { ...none, storeTokens: true, replay: ['a', 'b'] },
    ],
    [
      'failure rejects all and clears tokens',
      { refreshing: true, waiting: ['a', 'b'] },
      { type: 'refreshFailed' },
      { refreshing: false, waiting: [] },
      { ...none, reject: ['a', 'b'], clearTokens: true },
    ],
    [
      'an unreachable server rejects all as unreachable and keeps the tokens',
      { refreshing: true, waiting: ['a', 'b'] },
      { type: 'refreshUnavailable' },
      { refreshing: false, waiting: [] },
      { ...none, reject: ['a', 'b'], unreachable: true },
    ],
    [
      'a stray unavailable is ignored',
      initialTokenRenewalState(),
      { type: 'refreshUnavailable' },
      { refreshing: false, waiting: [] },
      none,
    ],
    [
      'a stray success is ignored',
      initialTokenRenewalState(),
      { type: 'refreshSucceeded' },
      { refreshing: false, waiting: [] },
      none,
    ],
    [
      'a stray failure is ignored',
      initialTokenRenewalState(),
      { type: 'refreshFailed' },
      { refreshing: false, waiting: [] },
      none,
    ],
  ] as [string, TokenRenewalState, TokenRenewalEvent, TokenRenewalState, typeof none][])(
    '%s',
    (_name, state, event, nextState, effects) => {
      const step = tokenRenewalReducer(state, event);
      expect(step.state).toEqual(nextState);
      expect(step.effects).toEqual(effects);
    },
  );

  it('property: every request that got a first 401 is settled exactly once, and at most one refresh runs', () => {
    const eventArb = fc.oneof(
      fc.record({
        type: fc.constant('request401' as const),
        requestId: fc.integer({ min: 0, max: 20 }),
        retried: fc.boolean(),
        hasRefreshToken: fc.boolean(),
      }),
      fc.constant({ type: 'refreshSucceeded' as const }),
      fc.constant({ type: 'refreshFailed' as const }),
      fc.constant({ type: 'refreshUnavailable' as const }),
    );
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 50 }), (events) => {
        let state = initialTokenRenewalState<number>();
        let inFlight = 0;
        const settled = new Map<number, number>();
        const opened: number[] = [];
        for (const event of events) {
          const step = tokenRenewalReducer(state, event);
          if (step.effects.startRefresh) inFlight += 1;
          if (event.type !== 'request401' && state.refreshing) inFlight -= 1;
          expect(inFlight).toBeLessThanOrEqual(1);
          if (event.type === 'request401') opened.push(event.requestId);
          for (const id of [...step.effects.replay, ...step.effects.reject])
            settled.set(id, (settled.get(id) ?? 0) + 1);
          expect(step.effects.replay.length > 0 && step.effects.reject.length > 0).toBe(false);
          if (step.effects.clearTokens) expect(step.effects.replay).toEqual([]);
          expect(step.effects.clearTokens && step.effects.unreachable).toBe(false);
          state = step.state;
        }
        const pending = state.waiting.length;
        const total = [...settled.values()].reduce((a, b) => a + b, 0);
        expect(total + pending).toBe(opened.length);
      }),
    );
  });
});
