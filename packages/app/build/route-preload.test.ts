import { describe, expect, it } from 'vitest';
import { routeTable } from '../src/routes/table';
import { preloadModule, readRouteTable } from './route-preload';

describe('route preload', () => {
  it('reads every route of the table, in match order', () => {
    const routes = readRouteTable();
    expect(routes.map(([pattern]) => pattern)).toEqual(routeTable.map((r) => r.path));
    expect(routes[0]).toEqual(['/', 'home/HomePage.tsx']);
    expect(routes.filter(([, page]) => page === 'account/AuthPage.tsx')).toHaveLength(2);
  });

  it('adds the links of the first matching route only', () => {
    const code = preloadModule(
      [
        { pattern: '/building/review/:reviewId', js: ['assets/review.js'], css: ['assets/review.css'] },
        { pattern: '/building/:buildingId', js: ['assets/building.js'], css: [] },
      ],
      '/',
    );
    document.head.innerHTML = '';
    window.history.pushState({}, '', '/building/review/7');
    new Function(code)();
    const links = [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('href')]);
    expect(links).toEqual([
      ['modulepreload', '/assets/review.js'],
      ['preload', '/assets/review.css'],
    ]);
  });
});
