// The boot script (src/boot/main.ts) is a second entry of the app's one build. index.html loads it first (async, so
// it runs as soon as it arrives) with a table of the files each route's page needs; for the address it is on it
// preloads them and starts the page's API calls, so neither waits for the app's entry to download and run.
//
// The table joins two things the build already knows: which page each route renders (the app's own route table,
// run in Node with every page module standing in as its id) and which files each page's chunk needs (the chunk
// graph Vite writes its manifest from).
import { resolve } from 'node:path';
import { defaultServerConditions, type Plugin, type Rollup, runnerImport } from 'vite';
import { ROUTE_FILES_ID, type RouteFiles } from '../src/boot/route-files.ts';

const BOOT_ENTRY = resolve(import.meta.dirname, '../src/boot/main.ts');
const INDEX_HTML = resolve(import.meta.dirname, '../index.html');
/** The module that exports the app's `routeTable` (App.tsx renders it). */
const ROUTE_TABLE = resolve(import.meta.dirname, '../src/routes/table.ts');

/** Modules the pages load as they open (the API client), preloaded with every page but home's. */
const OPENING_MODULES = { modules: [resolve(import.meta.dirname, '../src/api/endpoints.ts')], except: ['/'] };

const ROUTE_PAGES = 'virtual:route-pages';

/**
 * [pattern, page module id] of every route, in match order: the route table's own `preload()` of each page, run in
 * Node with every page module replaced by its id (no page code runs).
 */
export async function routePages(root: string): Promise<[string, string][]> {
  const noStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
  Object.assign(globalThis, { sessionStorage: noStorage });
  try {
    const { module } = await runnerImport<{ default: [string, string][] }>(ROUTE_PAGES, {
      root,
      configFile: false,
      logLevel: 'silent',
      resolve: { conditions: ['source', ...defaultServerConditions] },
      plugins: [
        {
          name: 'route-pages',
          enforce: 'pre',
          resolveId: (id) => (id === ROUTE_PAGES ? `\0${ROUTE_PAGES}` : undefined),
          load(id) {
            if (id === `\0${ROUTE_PAGES}`)
              return `import { routeTable } from ${JSON.stringify(ROUTE_TABLE)};
export default await Promise.all(routeTable.map(async (r) => [r.path, (await r.component.preload()).default]));`;
            if (/Page\.tsx$/.test(id)) return `export default ${JSON.stringify(id)};`;
          },
        },
      ],
    });
    if (!Array.isArray(module.default) || module.default.length === 0)
      throw new Error(`route-preload: no routeTable in ${ROUTE_TABLE}`);
    return module.default;
  } finally {
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  }
}

/** What the table needs of a chunk. */
export type ChunkFiles = Pick<
  Rollup.OutputChunk,
  'fileName' | 'isEntry' | 'facadeModuleId' | 'imports' | 'viteMetadata'
>;

/** The JS and CSS files `modules` need beyond what the entries load (index.html loads those already). */
export function filesOf(
  chunks: readonly ChunkFiles[],
  modules: readonly string[],
): { js: string[]; css: string[] } {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (starts: string[], seen = new Set<string>()) => {
    for (const start of starts) {
      if (seen.has(start)) continue;
      seen.add(start);
      closure([...(byName.get(start)?.imports ?? [])], seen);
    }
    return seen;
  };
  const loaded = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  const own = chunks
    .filter((c) => c.facadeModuleId && modules.includes(c.facadeModuleId))
    .map((c) => c.fileName);
  const js = [...closure(own)].filter((f) => !loaded.has(f));
  const cssOf = (files: Iterable<string>) =>
    [...files].flatMap((f) => [...(byName.get(f)?.viteMetadata?.importedCss ?? [])]);
  const loadedCss = new Set(cssOf(loaded));
  return { js, css: [...new Set(cssOf(js))].filter((f) => !loadedCss.has(f)) };
}

export function routePreload(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'jjinbbang-route-preload',
    apply: 'build',
    config: () => ({ build: { rolldownOptions: { input: { index: INDEX_HTML, boot: BOOT_ENTRY } } } }),
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      // The chunks as they are written: by the time index.html is, the build has dropped its CSS-only chunks and
      // rewritten (and renamed) the chunks that imported them, which a table made earlier would still name.
      async handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const boot = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === BOOT_ENTRY);
        if (!boot) throw new Error('route-preload: the boot script did not build');
        const url = (file: string) => `${base}${file}`;
        const table: RouteFiles = (await routePages(root)).map(([pattern, page]) => {
          const opening = OPENING_MODULES.except.includes(pattern) ? [] : OPENING_MODULES.modules;
          const { js, css } = filesOf(chunks, [page, ...opening]);
          return [pattern, js.map(url), css.map(url)];
        });
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: ROUTE_FILES_ID },
            children: JSON.stringify(table),
            injectTo: 'head-prepend',
          },
          {
            tag: 'script',
            attrs: { type: 'module', async: true, src: url(boot.fileName) },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
