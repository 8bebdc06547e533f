// Fewer, larger chunks for the code pages share — without making any page load code it does not use for it
// (issue 16: a page's first paint waits on every file it needs, and on every byte of them).
//
// Left to itself the bundler gives every distinct set of importing pages its own chunk: 20–30 files of 0.3–4 KB
// before a page can render. On a phone each is a request, and over HTTP/1.1 six at a time; each small file also
// compresses worse than the same code inside a larger one (a fresh gzip window, its own import and export lines).
// This plugin reads that first chunking (a probe build, after tree-shaking: the packages' barrels import
// everything, the pages use little of it) and merges its chunks:
//
//   1. the start-up bundle (main.tsx's static imports: React, the router, the shell) into the entry file: every
//      page loads all of it anyway (left alone the bundler splits React and Radix's Slot into files of their own);
//   2. then, greedily, the pair of shared chunks (or a shared chunk and the entry) whose merge saves the most —
//      a file fewer for the pages that load both, against the bytes it adds for the pages that load only one —
//      as long as every page's estimated JS (and JS with CSS) stays at or under what the bundler's own chunking
//      gives it, its CSS within the 15 KB budget, and home's bytes never grow (it has a budget of its own).
//
// Sizes are the probe's own gzip sizes. A merge never makes a page load a chunk it did not load before except the
// merged one (a chunk whose imports a page lacks is not merged into what that page loads), never puts a module in
// two chunks (a module's state — the API client, contexts — stays one instance), and never makes chunks import
// each other in a cycle. The previous grouping went by page family alone, and the account pages loaded the map's
// and the reading pages' shared code whole: My page went from 136 KB in 28 files to 203 KB in 13.
import { posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { readRouteTable } from './route-preload.ts';

/**
 * A page's family (the folder under src/routes), used to name the merged chunks. Home is a family of its own:
 * `start` is what home shares with other pages.
 */
export function familyOf(page: string): string {
  // A module outside src/routes (LOADED_LIKE_PAGES): its file name.
  if (page.startsWith('../')) return page.replace(/^.*\//, '').replace(/\..*$/, '');
  if (page.startsWith('home/') && page !== 'home/HomePage.tsx') return 'universities';
  return page.split('/')[0] ?? page;
}

/** What the plugin needs of a probe build's chunk. */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  /** gzip bytes of the chunk's code. */
  js: number;
  /** gzip bytes of its stylesheets. */
  css: number;
}

export interface GroupOptions {
  /**
   * What one file more costs a page in gzip bytes, beyond its code: the import and export lines between chunks and
   * a compression window that starts empty (at most 70% of a small file). Measured on this app: merging home's 19
   * files into 6, with no code added, saved 5.6 KB — about 430 bytes a file.
   */
  fileBytes: number;
  /** The same for a stylesheet (no import lines: only the compression window). */
  cssFileBytes: number;
  /**
   * How many bytes a page's first paint is worth one request fewer: what decides between two merges that both
   * keep every page under its bytes. On Lighthouse's slow 4G a request's round trip (150 ms) carries ~30 KB; the
   * queue of six makes it less — 2 KB is a modest weight.
   */
  fileWeight: number;
  /**
   * Pages visits start on, with a budget of their own (issue 16: `/` ≤ 90 KB before its first paint): a merge
   * never adds a byte to them, and a file fewer for them weighs `firstPageWeight` times as much.
   */
  firstPages: readonly string[];
  firstPageWeight: number;
  /** CSS a page may load before its first paint (issue 16: ≤ 15 KB gzip): a merge never takes a page past it. */
  cssBudget: number;
}

export const DEFAULT_GROUP_OPTIONS: GroupOptions = {
  fileBytes: 430,
  cssFileBytes: 100,
  fileWeight: 2048,
  firstPages: ['home/HomePage.tsx'],
  firstPageWeight: 4,
  cssBudget: 15 * 1024,
};

/**
 * Modules that are not pages but load after a page has rendered, and are weighed like pages: what they load may
 * not grow beyond the bundler's own chunking either. Left out, the merges put code for other pages into what they
 * load. Home's first paint draws without its data layer, which HomeLive brings (routes/home/HomePage.tsx); the
 * others load after the largest paint or when first needed: the review page's static map, the map's filter sheets
 * and vaul under every bottom sheet (a sheet's first opening on a building page would otherwise fetch the account
 * pages' chunk for Radix Dialog, zod included). Paths are relative to src/routes.
 */
export const LOADED_LIKE_PAGES = [
  'home/HomeLive.tsx',
  'map/engine/StaticMap.tsx',
  'map/sheets/MapFilterSheets.tsx',
  '../../../ui/src/bottom-sheet/drawer.ts',
];

/** The entry chunk's name: the start-up bundle is named into it. */
export const ENTRY_GROUP = 'index';

/** A merged chunk in the making: probe chunks (atoms) and the pages that load it. */
interface Group {
  atoms: Set<string>;
  /** Estimated gzip bytes of its chunks' code and stylesheets without their per-file overhead. */
  js: number;
  css: number;
  /** The largest per-file overhead among them: what the merged file keeps (0 for CSS if none has a stylesheet). */
  jsFile: number;
  cssFile: number;
}

/**
 * Group names per module id from a probe build's chunks: the entry's static closure is named `index`, the shared
 * chunks are merged as described above. Modules left out keep the bundler's chunking (a page's own chunk).
 */
export function groupsFromChunks(
  chunks: readonly ChunkInfo[],
  pages: readonly string[],
  options: GroupOptions = DEFAULT_GROUP_OPTIONS,
): Map<string, string> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: string, seen = new Set<string>()) => {
    if (seen.has(start)) return seen;
    seen.add(start);
    for (const next of byName.get(start)?.imports ?? []) closure(next, seen);
    return seen;
  };
  const entries = chunks.filter((c) => c.isEntry);
  const atStart = new Set(entries.flatMap((c) => [...closure(c.fileName)]));
  const names = new Map<string, string>();
  // 1. One start-up file (only with one entry: two entries would share it through a third chunk anyway).
  if (entries.length === 1)
    for (const file of atStart)
      for (const id of byName.get(file)?.moduleIds ?? []) names.set(id, ENTRY_GROUP);

  // 2. What each page loads besides the start-up bundle, and which of it may merge (not a page's own chunk).
  const pageChunk = (page: string) => {
    // `../` leads out of src/routes (a module of another package): compare what remains of the path.
    const suffix = posix.normalize(`/src/routes/${page}`);
    return chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(suffix));
  };
  const found = pages.flatMap((page) => {
    const chunk = pageChunk(page);
    return chunk ? [{ page, chunk: chunk.fileName }] : [];
  });
  const pageFiles = new Set(found.map((p) => p.chunk));
  const loads = found.map(({ chunk }) => new Set([...closure(chunk)].filter((f) => !atStart.has(f))));
  const atoms = [...new Set(loads.flatMap((l) => [...l]))].filter((f) => !pageFiles.has(f)).sort();
  if (atoms.length === 0) return names;

  const size = (file: string) => byName.get(file) ?? { js: 0, css: 0 };
  const atomClosure = new Map(atoms.map((a) => [a, closure(a)]));

  // The groups, each first one probe chunk. The entry is a group every page loads: what merges into it costs the
  // pages that do not use it its bytes, never a file.
  const ENTRY = -1;
  const groups = new Map<number, Group>();
  const groupOf = new Map<string, number>();
  // A small file's overhead is a share of it, not more: a 200-byte chunk merged elsewhere still adds code.
  const overhead = (bytes: number, most: number) => Math.min(most, Math.round(bytes * 0.7));
  atoms.forEach((atom, i) => {
    const { js, css } = size(atom);
    const jsFile = overhead(js, options.fileBytes);
    const cssFile = overhead(css, options.cssFileBytes);
    groups.set(i, { atoms: new Set([atom]), js: js - jsFile, css: css - cssFile, jsFile, cssFile });
    groupOf.set(atom, i);
  });
  groups.set(ENTRY, { atoms: new Set(), js: 0, css: 0, jsFile: 0, cssFile: 0 });

  /**
   * A page's estimated JS and CSS beyond the probe's start-up bundle, and its files, with `merged` (if given)
   * standing for groups `a` and `b`. Page chunks it loads count as they are; the entry's additions count (the entry
   * file itself is loaded anyway).
   */
  const costOf = (loaded: Set<string>, merge?: { a: number; b: number; group: Group }) => {
    const touched = new Set<number>();
    let js = 0;
    let css = 0;
    for (const file of loaded) {
      let g = groupOf.get(file);
      if (g === undefined) {
        js += size(file).js;
        css += size(file).css;
        continue;
      }
      if (merge && (g === merge.a || g === merge.b)) g = merge.a;
      touched.add(g);
    }
    touched.add(ENTRY);
    let files = 0;
    for (const g of touched) {
      const group = merge && g === merge.a ? merge.group : (groups.get(g) as Group);
      // The entry's own bytes and file are the same for every grouping: only what merged into it counts.
      js += group.js;
      css += group.css;
      if (g !== ENTRY) {
        js += group.jsFile;
        css += group.cssFile;
        files += 1;
      }
    }
    return { js, css, files };
  };
  const budgets = loads.map((set) => costOf(set));
  const firstPage = found.map(({ page }) => options.firstPages.includes(page));
  // What each page loads as the groups merge (grows by whole groups).
  const loaded = loads.map((set) => new Set(set));

  /** Group-level imports, for the cycle check. */
  const importsOf = (g: number): Set<number> => {
    const out = new Set<number>();
    for (const atom of (groups.get(g) as Group).atoms)
      for (const dep of byName.get(atom)?.imports ?? []) {
        const h = groupOf.get(dep);
        if (h !== undefined && h !== g) out.add(h);
      }
    return out;
  };
  /** Whether `from` reaches `to` through at least one other group: merging the two would make a cycle. */
  const reachesVia = (from: number, to: number): boolean => {
    const seen = new Set<number>([from, to]);
    const stack = [...importsOf(from)].filter((g) => !seen.has(g));
    while (stack.length > 0) {
      const g = stack.pop() as number;
      if (seen.has(g)) continue;
      seen.add(g);
      const next = importsOf(g);
      if (next.has(to)) return true;
      stack.push(...next);
    }
    return false;
  };

  /** The merge of b into a, if allowed: the pages' new loads and the gain (bytes and weighted files saved). */
  const evaluate = (a: number, b: number) => {
    const A = groups.get(a) as Group;
    const B = groups.get(b) as Group;
    const group: Group = {
      atoms: new Set([...A.atoms, ...B.atoms]),
      js: A.js + B.js,
      css: A.css + B.css,
      jsFile: Math.max(A.jsFile, B.jsFile),
      cssFile: Math.max(A.cssFile, B.cssFile),
    };
    // Everything the merged chunk imports besides itself.
    const needs = new Set<string>();
    for (const atom of group.atoms)
      for (const f of atomClosure.get(atom) ?? []) if (!group.atoms.has(f) && !atStart.has(f)) needs.add(f);
    // The entry imports nothing outside the start-up bundle; other chunks must not close a cycle.
    if (a === ENTRY ? needs.size > 0 : reachesVia(a, b) || reachesVia(b, a)) return null;
    const next: (Set<string> | null)[] = [];
    let gain = 0;
    for (let p = 0; p < loaded.length; p++) {
      const set = loaded[p] as Set<string>;
      const touches = a === ENTRY || [...group.atoms].some((f) => set.has(f));
      if (!touches) {
        next.push(null);
        continue;
      }
      // A page that loads the merged chunk must already load everything it imports.
      for (const f of needs) if (!set.has(f)) return null;
      const grown = new Set([...set, ...group.atoms]);
      const before = costOf(set);
      const after = costOf(grown, { a, b, group });
      // JS never above the bundler's own chunking (a first page: never above what it loads now); JS and CSS
      // together neither; CSS within its budget.
      const limit = firstPage[p] ? before : (budgets[p] as { js: number; css: number });
      if (after.js > limit.js || after.js + after.css > limit.js + limit.css || after.css > options.cssBudget)
        return null;
      const weight = firstPage[p] ? options.firstPageWeight : 1;
      gain +=
        weight *
        (before.js + before.css - after.js - after.css + options.fileWeight * (before.files - after.files));
      next.push(grown);
    }
    return { gain, next, group };
  };

  for (;;) {
    let best: { a: number; b: number; gain: number; next: (Set<string> | null)[]; group: Group } | null =
      null;
    // With two entries, what both start with is a chunk of its own: nothing merges into either.
    const ids = [...groups.keys()].filter((g) => g !== ENTRY || entries.length === 1).sort((x, y) => x - y);
    for (const a of ids)
      for (const b of ids) {
        if (b <= a) continue;
        const result = evaluate(a, b);
        if (result && result.gain > 0 && (!best || result.gain > best.gain)) best = { a, b, ...result };
      }
    if (!best) break;
    for (const atom of best.group.atoms) groupOf.set(atom, best.a);
    groups.set(best.a, best.group);
    groups.delete(best.b);
    best.next.forEach((set, p) => {
      if (set) loaded[p] = set;
    });
  }

  // Names: the families of the pages that load a group; `start` when home is one of them.
  const families = (g: number) => {
    const set = new Set<string>();
    found.forEach(({ page }, p) => {
      if ([...(groups.get(g) as Group).atoms].some((f) => loaded[p]?.has(f))) set.add(familyOf(page));
    });
    return set;
  };
  const taken = new Set<string>([ENTRY_GROUP]);
  for (const [g, group] of [...groups].sort(([x], [y]) => x - y)) {
    let name = ENTRY_GROUP;
    if (g !== ENTRY) {
      const fams = families(g);
      const base = fams.has('home') ? 'start' : fams.size > 3 ? 'shared' : [...fams].sort().join('+');
      name = base;
      for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
      taken.add(name);
    }
    for (const atom of group.atoms) for (const id of byName.get(atom)?.moduleIds ?? []) names.set(id, name);
  }
  return names;
}

/** A probe build's output as ChunkInfo: its chunks with their gzip sizes (code, and stylesheets by file). */
export function chunkInfos(
  output: readonly (
    | {
        type: 'chunk';
        fileName: string;
        isEntry: boolean;
        facadeModuleId: string | null;
        moduleIds: string[];
        imports: string[];
        code: string;
        viteMetadata?: { importedCss: Set<string> };
      }
    | { type: 'asset'; fileName: string; source: string | Uint8Array }
  )[],
): ChunkInfo[] {
  const gz = (data: string | Uint8Array) => gzipSync(data, { level: 9 }).length;
  const assets = new Map(
    output.flatMap((o) => (o.type === 'asset' ? [[o.fileName, gz(o.source)] as const] : [])),
  );
  return output.flatMap((o) =>
    o.type === 'chunk'
      ? [
          {
            fileName: o.fileName,
            isEntry: o.isEntry,
            facadeModuleId: o.facadeModuleId,
            moduleIds: o.moduleIds,
            imports: o.imports,
            js: gz(o.code),
            css: [...(o.viteMetadata?.importedCss ?? [])].reduce((sum, f) => sum + (assets.get(f) ?? 0), 0),
          },
        ]
      : [],
  );
}

/**
 * The plugin: a first, unwritten build with the bundler's own chunking tells which modules the pages share and
 * what they weigh; the real build then names its chunks as above.
 */
export function chunkGroups(options: GroupOptions = DEFAULT_GROUP_OPTIONS): Plugin {
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
        // Minified like the real build, so the sizes the merges weigh are the ones pages download.
        const result = await build({
          root,
          configFile,
          logLevel: 'silent',
          build: { write: false, sourcemap: false },
        });
        const output = (Array.isArray(result) ? result : [result]).flatMap((r) =>
          'output' in r ? r.output : [],
        );
        groups = groupsFromChunks(
          chunkInfos(output as Parameters<typeof chunkInfos>[0]),
          [...new Set([...readRouteTable().map(([, file]) => file), ...LOADED_LIKE_PAGES])],
          options,
        );
      } finally {
        delete process.env.JB_CHUNK_GROUPS_PROBE;
      }
    },
  };
}
