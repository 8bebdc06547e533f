// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../src/routes/table';
import { type ChunkFiles, filesOf, routePages } from './route-preload';

const root = resolve(import.meta.dirname, '..');

describe('route preload', () => {
  it("reads which page each route renders from the app's own route table, in match order", async () => {
    const pages = await routePages(root);
    expect(pages.map(([pattern]) => pattern)).toEqual(routeTable.map((route) => route.path));
    expect(pages[0]).toEqual(['/', resolve(root, 'src/routes/home/HomePage.tsx')]);
    expect(pages.filter(([, page]) => page.endsWith('/account/AuthPage.tsx'))).toHaveLength(2);
  }, 60_000);

  it("lists a page's files beyond what the entries load, with their stylesheets", () => {
    const page = '/src/routes/reading/BuildingPage.tsx';
    const chunk = (fileName: string, imports: string[], css: string[] = [], id: string | null = null) =>
      ({
        fileName,
        isEntry: false,
        facadeModuleId: id,
        imports,
        viteMetadata: { importedCss: new Set(css) },
      }) as ChunkFiles;
    const chunks: ChunkFiles[] = [
      { ...chunk('index.js', ['runtime.js'], ['index.css']), isEntry: true },
      { ...chunk('boot.js', []), isEntry: true },
      chunk('runtime.js', []),
      chunk('building.js', ['runtime.js', 'sheet.js'], ['building.css'], page),
      chunk('sheet.js', ['runtime.js'], ['sheet.css', 'index.css']),
      chunk('map.js', ['sheet.js'], [], '/src/routes/map/MapPage.tsx'),
    ];
    expect(filesOf(chunks, [page])).toEqual({
      js: ['building.js', 'sheet.js'],
      css: ['building.css', 'sheet.css'],
    });
  });
});
