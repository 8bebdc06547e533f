import { afterEach, describe, expect, it } from 'vitest';
import { preloadRouteFiles, ROUTE_FILES_ID, type RouteFiles } from './route-files';

const table: RouteFiles = [
  ['/building/review/:reviewId', ['/assets/review.js'], ['/assets/review.css']],
  ['/building/:buildingId', ['/assets/building.js'], []],
];

function page(routes: RouteFiles | null) {
  document.head.innerHTML = '';
  if (!routes) return;
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = ROUTE_FILES_ID;
  data.textContent = JSON.stringify(routes);
  document.head.append(data);
}

const links = () => [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('href')]);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloadRouteFiles', () => {
  it('preloads the files of the first route that matches the address', () => {
    page(table);
    preloadRouteFiles(document, '/building/review/7');
    expect(links()).toEqual([
      ['modulepreload', '/assets/review.js'],
      ['preload', '/assets/review.css'],
    ]);
  });

  it('adds nothing for an address no route matches, or without a table (development)', () => {
    page(table);
    preloadRouteFiles(document, '/nowhere');
    expect(links()).toEqual([]);
    page(null);
    preloadRouteFiles(document, '/building/7');
    expect(links()).toEqual([]);
  });
});
