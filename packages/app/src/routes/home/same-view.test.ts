import { describe, expect, it } from 'vitest';
import type { HomeViewProps } from './HomeView';
import { drawsSame } from './same-view';

const open = () => undefined;
const retry = () => undefined;
const campus = {
  id: 1,
  universityName: '가야대학교',
  campusName: '김해캠퍼스',
  logoUrl: '/l.webp',
  latitude: 35,
  longitude: 128,
};
const base: HomeViewProps = {
  verifyHref: '/verify',
  campusTitle: '가야대학교',
  campuses: [campus],
  campusStatus: 'ready',
  onOpenCampus: open,
  recentReviews: [],
  recentStatus: 'ready',
  recentCount: 0,
  onRetryRecent: retry,
  universities: [],
  universityStatus: 'loading',
  onRetryUniversities: retry,
  chosenUniversityId: null,
};

describe('drawsSame (HomePage keeps props that draw the same page)', () => {
  it('is true for rebuilt campus cards and empty lists with the same content and the same handlers', () => {
    expect(
      drawsSame(base, { ...base, campuses: base.campuses.map((c) => ({ ...c })), recentReviews: [] }),
    ).toBe(true);
  });

  it('is false when anything on screen changes, or a handler is another', () => {
    expect(drawsSame(base, { ...base, universityStatus: 'ready' })).toBe(false);
    expect(drawsSame(base, { ...base, campuses: [{ ...campus, campusName: '고령캠퍼스' }] })).toBe(false);
    expect(drawsSame(base, { ...base, campuses: [] })).toBe(false);
    expect(drawsSame(base, { ...base, verifyHref: null })).toBe(false);
    expect(drawsSame(base, { ...base, onOpenCampus: () => undefined })).toBe(false);
    const { onRetryRecent: _, ...withoutRetry } = base;
    expect(drawsSame(withoutRetry, base)).toBe(false);
  });
});
