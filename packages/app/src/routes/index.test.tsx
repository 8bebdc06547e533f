import { REVIEW_KINDS, WIZARD_STEP_IDS } from '@jjinbbang/domain';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  activeTab,
  buildingQuery,
  createStepQuery,
  editStepOfSegment,
  hidesBottomNavigation,
  homeQuery,
  links,
  loginReturnQuery,
  matchEditRoute,
  parseCreateStep,
  parseIdParam,
  patterns,
  reviewQuery,
  routeTable,
  verificationTarget,
  wizardLinks,
} from '.';

/** The pattern of the route wouter's Switch renders for `address`, with the table in its order. */
function firstMatch(address: string): string | undefined {
  const { hook, searchHook } = memoryLocation({ path: address });
  const view = render(
    <Router hook={hook} searchHook={searchHook}>
      <Switch>
        {routeTable.map((route) => (
          <Route key={route.path} path={route.path}>
            <output>{route.path}</output>
          </Route>
        ))}
      </Switch>
    </Router>,
  );
  const matched = view.container.querySelector('output')?.textContent ?? undefined;
  view.unmount();
  return matched;
}

describe('links', () => {
  it('build every page address of spec 000 §2 and 001 §2.1', () => {
    expect(links.home()).toBe('/');
    expect(links.home({ universityId: 12 })).toBe('/?university=12');
    expect(links.universities()).toBe('/universities');
    expect(links.bookmarks()).toBe('/heart');
    expect(links.building(7)).toBe('/building/7');
    expect(links.building(7, { isAgency: true })).toBe('/building/7?isAgency=true');
    expect(links.review(12)).toBe('/building/review/12?reviewType=GENERAL');
    expect(links.review(12, 'DORM')).toBe('/building/review/12?reviewType=DORM');
    expect(links.reviewReport(12, 'AGENCY')).toBe('/building/review/12/report?reviewType=AGENCY');
    expect(wizardLinks.editReview(12, 'GENERAL')).toBe('/review/12/update?reviewType=GENERAL');
    expect(wizardLinks.editReview(12, 'GENERAL', 'wolsePrice')).toBe(
      '/review/12/update/contract/price?reviewType=GENERAL',
    );
    expect(wizardLinks.editReview(12, 'DORM', 'dormitoryInfo')).toBe(
      '/review/12/update/dormitory?reviewType=DORM',
    );
    expect(wizardLinks.createStep('type')).toBe('/review/type');
    expect(wizardLinks.createStep('contractType', { fromConfirm: true })).toBe('/review/price?from=confirm');
    expect(wizardLinks.createStep('photos')).toBe('/review/room-info');
    expect(links.loginReturn({ code: 'a b&c' })).toBe('/login/kakao?code=a+b%26c');
  });

  it('land on the page they are meant for', () => {
    expect(firstMatch(links.review(3))).toBe(patterns.review);
    expect(firstMatch(links.reviewReport(3))).toBe(patterns.reviewReport);
    expect(firstMatch(links.building(3, { isAgency: true }))).toBe(patterns.building);
    for (const step of WIZARD_STEP_IDS) {
      expect(firstMatch(wizardLinks.createStep(step))).toBe(patterns.createStep);
      expect(firstMatch(wizardLinks.editReview(5, 'GENERAL', step))).toBe(patterns.editReview);
    }
    expect(firstMatch(wizardLinks.editReview(5, 'GENERAL'))).toBe(patterns.editReview);
    expect(firstMatch(links.universities())).toBe(patterns.universities);
    expect(firstMatch('/nowhere/at/all')).toBeUndefined();
  });

  it('send the verification prompt to verification or to sign-in (spec 000 §2)', () => {
    expect(verificationTarget(true)).toBe('/auth/student/verify');
    expect(verificationTarget(false)).toBe('/mypage');
  });
});

describe('query parameters', () => {
  it.each(REVIEW_KINDS)('reviewType %s survives a round trip', (reviewType) => {
    expect(reviewQuery.parse(reviewQuery.toSearch({ reviewType }))).toEqual({ reviewType });
  });

  it('reviewType defaults to GENERAL when absent or unknown (spec 000 §2)', () => {
    expect(reviewQuery.parse('')).toEqual({ reviewType: 'GENERAL' });
    expect(reviewQuery.parse('?reviewType=HOTEL')).toEqual({ reviewType: 'GENERAL' });
  });

  it('isAgency is written only when true', () => {
    expect(buildingQuery.toSearch({ isAgency: false })).toBe('');
    expect(buildingQuery.parse('?isAgency=true')).toEqual({ isAgency: true });
    expect(buildingQuery.parse('?isAgency=1')).toEqual({ isAgency: false });
  });

  it('a chosen university on home', () => {
    expect(homeQuery.parse('?university=12')).toEqual({ universityId: 12 });
    expect(homeQuery.parse('?university=abc')).toEqual({ universityId: null });
    expect(homeQuery.toSearch({ universityId: null })).toBe('');
  });

  it('code and from=confirm', () => {
    expect(loginReturnQuery.parse('?code=xyz&state=')).toEqual({ code: 'xyz' });
    expect(loginReturnQuery.parse('?code=')).toEqual({ code: null });
    expect(createStepQuery.parse('?from=confirm')).toEqual({ fromConfirm: true });
    expect(createStepQuery.toSearch({ fromConfirm: false })).toBe('');
  });
});

describe('route parameters', () => {
  it.each([
    ['12', 12],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['abc', null],
    ['99999999999999999999', null],
    [undefined, null],
  ])('id %s → %s', (raw, id) => {
    expect(parseIdParam(raw)).toBe(id);
  });

  it('create steps and edit routes', () => {
    expect(parseCreateStep('dormitory')).toBe('dormitoryInfo');
    expect(parseCreateStep('room-info')).toBe('photos');
    expect(parseCreateStep('update')).toBeNull();
    for (const step of WIZARD_STEP_IDS)
      expect(parseCreateStep(wizardLinks.createStep(step).slice(8))).toBe(step);
    expect(matchEditRoute('/review/4/update')).toEqual({ reviewId: 4, segment: null });
    expect(matchEditRoute('/review/4/update/contract/price')).toEqual({
      reviewId: 4,
      segment: 'contract/price',
    });
    expect(editStepOfSegment('contract/price', { contractType: 'DEPOSIT_RENT' })).toBe('jeonsePrice');
    expect(editStepOfSegment('contract', { contractType: null })).toBe('contractType');
    expect(matchEditRoute('/review/4/update/nope')).toBeNull();
    expect(matchEditRoute('/review/x/update')).toBeNull();
  });
});

describe('bottom navigation (spec 000 §2)', () => {
  it.each([
    ['/', 'home'],
    ['/universities', 'home'],
    ['/heart', 'bookmarks'],
    ['/map', 'map'],
    ['/mypage', 'myPage'],
    ['/myaccount', undefined],
    ['/mapping', undefined],
  ])('%s → tab %s', (path, tab) => {
    expect(activeTab(path)).toBe(tab);
  });

  it.each([
    '/auth/kakao',
    '/auth/student/verify',
    '/myaccount',
    '/review/type',
    '/building/3',
    '/building/review/3/report',
    '/review/12/update',
    '/login/kakao',
  ])('hidden on %s', (path) => {
    expect(hidesBottomNavigation(path)).toBe(true);
  });

  it.each(['/', '/universities', '/map', '/heart', '/mypage', '/reviews-of-the-year'])(
    'shown on %s',
    (path) => {
      expect(hidesBottomNavigation(path)).toBe(false);
    },
  );
});
