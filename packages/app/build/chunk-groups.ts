// Fewer, larger chunks for the code pages share (issue 16: a page's first paint waits on every file it needs).
//
// Left to itself the bundler gives every distinct set of importing pages its own chunk: 20–30 files of 0.3–4 KB
// before a page can render. On a phone each is a request, and over HTTP/1.1 six at a time: on the simulated slow
// 4G of Lighthouse's mobile preset the queue alone cost `/` about 0.3 s of LCP and a building page 1 s. This
// plugin names the chunk of every module that two or more pages share, by the page families that use it:
//
//   - `start`: shared code that home (`/`) uses — the first page of most visits, and the code most other pages
//     need too (routes, API client, session, header, skeletons);
//   - `reading+` / `map+`: shared by the detail pages (building, review) or else the map with
//     other families (cards, sheets, …): the pages visits start on after home get few files;
//   - `common`: what the university list or the campus page shares with several of those (small helpers);
//   - `<family>` or `<family>+<family>…`: shared only within one family, or by one exact set of the others.
//
// A page then loads the entry, `start` and a few shared chunks besides its own (`/` 6 files instead of 18, a
// building page 10 instead of 29), for about the same bytes. Nothing is duplicated, so a module's state (the API
// client, contexts) stays one instance; code that one page alone uses stays in its chunk, and the start-up
// bundle (main.tsx's static imports) is left as the bundler makes it. Which modules pages share is read from a
// first build with the bundler's own chunking, after tree-shaking (the packages' barrels import everything).
import type { Plugin } from 'vite';
import { readRouteTable } from './route-preload.ts';

/**
 * A page's family: the folder under src/routes. Home itself is a family of its own — the university list and the
 * campus page would otherwise bring their search bar and cost charts into the start chunk every visit loads.
 */
export function familyOf(page: string): string {
  if (page.startsWith('home/') && page !== 'home/HomePage.tsx') return 'universities';
  // The detail pages a shared link opens are the reading family; the report form and the bookmarks list would
  // bring their text field and filter sheet into it.
  if (page === 'reading/ReportPage.tsx' || page === 'reading/BookmarksPage.tsx') return 'lists';
  return page.split('/')[0] ?? page;
}

/**
 * The group of a module from the families of the pages that import it (directly or not): null leaves it to the
 * bundler (one page, or none).
 */
export function groupOf(families: ReadonlySet<string>, pages: number): string | null {
  if (pages < 2) return null;
  if (families.has('home')) return 'start';
  // Then the pages visits start on after home: one chunk for what the reading pages share with anyone, one for
  // what the map shares with the rest; the other families group by the exact set.
  // (The small families keep exact sets, so the university list and the campus page do not load those chunks.)
  const big = [...families].filter((f) => f !== 'universities' && f !== 'campus');
  const small = big.length < families.size;
  // Small helpers the university list or the campus page share with several others (cost rules, geo, hooks).
  if (small && big.length >= 2) return 'common';
  if (families.has('reading') && !small) return families.size === 1 ? 'reading' : 'reading+';
  if (families.has('map') && !small) return families.size === 1 ? 'map' : 'map+';
  return [...families].sort().join('+');
}

/** What the plugin needs of a first build's output: each chunk's modules and static imports. */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  /** The chunk's name without hash (the module's file name). */
  name?: string;
  /** Chunks it imports with `import()`: pages, and parts loaded later (the bottom sheet's vaul, …). */
  dynamicImports?: readonly string[];
}

/**
 * Group names per module from an ordinary build's chunks: every chunk that pages share and the start-up bundle
 * does not load gets its modules named by the families of the pages that load it.
 */
export function groupsFromChunks(
  chunks: readonly ChunkInfo[],
  pages: readonly string[],
): Map<string, string> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: string, seen = new Set<string>()) => {
    if (seen.has(start)) return seen;
    seen.add(start);
    for (const next of byName.get(start)?.imports ?? []) closure(next, seen);
    return seen;
  };
  const atStart = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...closure(c.fileName)]));
  const pageChunks = new Set<string>();
  const users = new Map<string, { families: Set<string>; pages: number }>();
  /** The chunks each page loads before it renders. */
  const pageLoads = new Map<string, Set<string>>();
  for (const page of pages) {
    const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/src/routes/${page}`));
    if (!chunk) continue;
    pageChunks.add(chunk.fileName);
    const loads = closure(chunk.fileName);
    pageLoads.set(page, loads);
    for (const file of loads) {
      const entry = users.get(file) ?? { families: new Set<string>(), pages: 0 };
      entry.families.add(familyOf(page));
      entry.pages += 1;
      users.set(file, entry);
    }
  }
  const lazy = lazyParts(chunks, pageChunks, pageLoads, closure, pageLoads.get('home/HomePage.tsx'));
  const groups = new Map<string, string>();
  for (const [file, { families, pages: count }] of users) {
    if (atStart.has(file) || pageChunks.has(file)) continue;
    const family = groupOf(families, count);
    // Code a part loaded later needs but some page that loads the part lacks: kept out of the family chunk, so
    // the part fetches what it needs and not the rest of that chunk (vaul would fetch the account pages' code).
    const part = lazy.get(file);
    const group = family && part ? `${family}~${part}` : family;
    if (!group) continue;
    for (const id of byName.get(file)?.moduleIds ?? []) groups.set(id, group);
  }
  return groups;
}

/**
 * For the parts loaded later that are not pages (a dynamic import such as the bottom sheet's vaul): each chunk
 * such a part needs that some page able to load it (a page that loads its importer) does not load itself, with
 * the part's name. Such chunks get a group of their own (`<family group>~<part>`) instead of joining the family
 * chunk, whose other code the part would otherwise fetch with it.
 */
function lazyParts(
  chunks: readonly ChunkInfo[],
  pageChunks: ReadonlySet<string>,
  pageLoads: ReadonlyMap<string, ReadonlySet<string>>,
  closure: (start: string) => Set<string>,
  homeLoads?: ReadonlySet<string>,
): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of chunks) {
    if (pageChunks.has(part.fileName)) continue;
    const importers = chunks.filter((c) => c.dynamicImports?.includes(part.fileName)).map((c) => c.fileName);
    if (importers.length === 0) continue;
    const loaders = [...pageLoads.values()].filter((loads) => importers.some((i) => loads.has(i)));
    // Parts a visit to `/` may load (toasts, the schemas, the recent list) stay as they are: they reach code of
    // most families, and splitting it would add files to most pages' first paint for a later, rarer load.
    if (homeLoads && loaders.includes(homeLoads)) continue;
    const name = part.name ?? part.fileName.replace(/^.*\//, '').replace(/[-.].*$/, '');
    for (const file of closure(part.fileName)) {
      if (out.has(file)) continue;
      if (loaders.some((loads) => !loads.has(file))) out.set(file, name);
    }
  }
  return out;
}

/**
 * The plugin: a first, unwritten build with the bundler's own chunking tells which modules the pages share
 * (after tree-shaking: the packages' barrels import everything, the pages use little of it); the real build
 * then names their chunks as above.
 */
export function chunkGroups(): Plugin {
  let groups = new Map<string, string>();
  let configFile: string | false | undefined;
  let root = '';
  return {
    name: 'jjinbbang-chunk-groups',
    apply: (_, env) => env.command === 'build' && !process.env.JB_CHUNK_GROUPS_PROBE,
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: (id: string) => groups.get(id) ?? null,
                    // Only the modules named here: their dependencies keep their own group (or the entry).
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
    configResolved(config) {
      configFile = config.configFile ?? false;
      root = config.root;
    },
    async buildStart() {
      const { build } = await import('vite');
      process.env.JB_CHUNK_GROUPS_PROBE = '1';
      try {
        const result = await build({
          root,
          configFile,
          logLevel: 'silent',
          build: { write: false, sourcemap: false, minify: false },
        });
        const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) =>
          'output' in r ? r.output : [],
        );
        const chunks = outputs.filter((o) => o.type === 'chunk') as unknown as ChunkInfo[];
        groups = groupsFromChunks(chunks, [...new Set(readRouteTable().map(([, file]) => file))]);
      } finally {
        delete process.env.JB_CHUNK_GROUPS_PROBE;
      }
    },
  };
}
