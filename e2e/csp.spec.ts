import { expect, test } from '@playwright/test';
import { startSignedIn, TEST_ACCOUNT } from './support/session';

// The production build carries its Content-Security-Policy (a <meta> in index.html, the same policy as a header
// from the preview server, app README "Security"): the main screens must work under it without a single violation.

/** Collects `securitypolicyviolation` events from the first script of every page. */
const RECORD_VIOLATIONS = () => {
  const seen: string[] = [];
  (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (e) => {
    seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`);
  });
};

test('the app runs under its Content-Security-Policy on home, map, a building and sign-in', async ({
  page,
  request,
  baseURL,
}) => {
  await page.addInitScript(RECORD_VIOLATIONS);
  await startSignedIn(page, request, baseURL ?? '', TEST_ACCOUNT.verified);
  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toBe("frame-ancestors 'none'");
  expect(home?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    'content',
    /script-src 'self'; .*object-src 'none'/,
  );
  await expect(page.getByRole('main')).toBeVisible();

  const markers = await request.post(new URL('/api/v1/map/markers', baseURL).toString(), {
    data: {
      bounds: { neLat: 35.2, neLng: 128.2, swLat: 35.1, swLng: 128.0 },
      filters: {
        viewType: 'REVIEW',
        buildType: ['ALL'],
        contractType: 'ALL',
        campus: null,
        depositMin: null,
        depositMax: null,
        monthlyRentMin: null,
        monthlyRentMax: null,
        inMaintenanceCost: null,
        reviewKeyword: null,
      },
    },
  });
  const building = ((await markers.json()) as { data: { id: number; type: string }[] }).data.find(
    (m) => m.type === 'GENERAL',
  );
  for (const path of ['/map', `/building/${building?.id ?? 1}`, '/login']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    // Photos and the map's canvas are on screen (or loading) by now.
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    );
    expect(violations, path).toEqual([]);
  }
});
