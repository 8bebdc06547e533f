import { describe, expect, it } from 'vitest';
import { routeTable } from '../src/routes/table';
import { type PreloadChunk, pageFiles, preloadModule, readRouteTable, routeFiles } from './route-preload';

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

  it("preloads a page's stylesheets, also those of a chunk that only imports CSS", () => {
    const chunk = (
      fileName: string,
      imports: string[],
      moduleIds: string[],
      css: string[] = [],
    ): PreloadChunk => ({
      fileName,
      isEntry: fileName === 'index.js',
      imports,
      moduleIds,
      viteMetadata: { importedCss: new Set(css) },
    });
    const chunks = [
      chunk('index.js', ['react.js'], ['main.tsx'], ['index.css']),
      chunk('react.js', [], ['react']),
      chunk(
        'building.js',
        ['react.js', 'shared.js', 'reading.js'],
        ['BuildingDetailPage.tsx'],
        ['building.css'],
      ),
      chunk('shared.js', [], ['EntryCard.tsx'], ['shared.css']),
      // The folder's reading.css, imported by both detail pages: a chunk with CSS alone, dropped by Vite later.
      chunk('reading.js', [], ['/app/src/routes/reading/reading.css'], ['reading.css']),
    ];
    expect(pageFiles(chunks, 'building.js')).toEqual({
      js: ['building.js', 'shared.js'],
      css: ['building.css', 'shared.css', 'reading.css'],
    });
  });

  it('preloads the API client with every page but home, whose first paint does without it', () => {
    const chunk = (fileName: string, imports: string[], module: string) => ({
      fileName,
      isEntry: fileName === 'index.js',
      imports,
      moduleIds: [module],
      facadeModuleId: module,
      viteMetadata: { importedCss: new Set<string>() },
    });
    const chunks = [
      chunk('index.js', [], '/app/src/main.tsx'),
      chunk('home.js', [], '/app/src/routes/home/HomePage.tsx'),
      chunk('building.js', [], '/app/src/routes/reading/BuildingDetailPage.tsx'),
      chunk('endpoints.js', ['client.js'], '/app/src/api/endpoints.ts'),
      chunk('client.js', [], '/app/src/api/client.ts'),
    ];
    expect(routeFiles(chunks, 'home/HomePage.tsx', 'home.js').js).toEqual(['home.js']);
    expect(routeFiles(chunks, 'reading/BuildingDetailPage.tsx', 'building.js').js).toEqual([
      'building.js',
      'endpoints.js',
      'client.js',
    ]);
  });
});
