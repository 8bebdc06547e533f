import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTappedFilter } from './tapped-filter';

describe('createTappedFilter', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the tapped sheet at once and writes the address only after the next frame', () => {
    const tapped = createTappedFilter();
    const seen: (string | null)[] = [];
    tapped.subscribe(() => seen.push(tapped.get()));
    const write = vi.fn(() => expect(tapped.get()).toBe('contract'));

    tapped.open('contract', write);
    expect(tapped.get()).toBe('contract');
    expect(write).not.toHaveBeenCalled();

    vi.advanceTimersToNextFrame();
    expect(write).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(write).toHaveBeenCalledOnce();
    // The address keeps the sheet open from now on.
    expect(tapped.get()).toBeNull();
    expect(seen).toEqual(['contract', null]);
  });

  it('closing before the address is written forgets both', () => {
    const tapped = createTappedFilter();
    const write = vi.fn();
    tapped.open('keyword', write);
    tapped.clear();
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(write).not.toHaveBeenCalled();
    expect(tapped.get()).toBeNull();
  });

  it('a second tap in the same frame writes only the last sheet', () => {
    const tapped = createTappedFilter();
    const first = vi.fn();
    const second = vi.fn();
    tapped.open('keyword', first);
    tapped.open('contract', second);
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });
});
