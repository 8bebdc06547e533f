import { describe, expect, it } from 'vitest';
import { activeTab, isBottomNavHidden } from './paths';

describe('isBottomNavHidden (spec 000 §2)', () => {
  it.each([
    ['/', false],
    ['/map', false],
    ['/heart', false],
    ['/mypage', false],
    ['/myaccount', true],
    ['/auth/kakao', true],
    ['/auth/student/verify', true],
    ['/review/type', true],
    ['/review/12/update', true],
    ['/building/3', true],
    ['/building/review/5', true],
    ['/building/review/5/report', true],
    ['/login/kakao', true],
    ['/reviews-of-the-year', false],
  ])('%s → hidden %s', (path, hidden) => {
    expect(isBottomNavHidden(path)).toBe(hidden);
  });
});

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
