import { describe, expect, it } from 'vitest';
import { activeTab } from './paths';

describe('activeTab', () => {
  it.each([
    ['/', 'home'],
    ['/heart', 'heart'],
    ['/map', 'map'],
    ['/mypage', 'mypage'],
    ['/myaccount', undefined],
  ])('%s → %s', (path, tab) => {
    expect(activeTab(path)).toBe(tab);
  });
});
