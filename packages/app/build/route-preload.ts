// The page of the address starts loading with the entry, not after it (issue 16 item 1).
//
// main.tsx preloads the chunk of the page it starts on, but only once the entry has downloaded and run: on a phone
// on 4G that is a second request chain (entry → page → the page's shared chunks). This plugin emits a tiny module,
// `assets/route-preload-[hash].js`, placed before the entry in index.html: it matches `location.pathname` against
// the route table (the same wouter patterns, compiled with regexparam as wouter does) and adds
// `<link rel="modulepreload">` for that page's chunks and `<link rel="preload" as="style">` for its stylesheets,
// so they download in parallel with the entry. It is a file, not an inline script: the CSP allows no inline script.
//
// The same file then starts the page's first API calls and preloads a detail page's first photo (src/boot/,
// bundled here on its own), so the data and the largest image no longer wait for the app's code either.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'regexparam';
import { build, defaultClientConditions, type Plugin, type ResolvedConfig } from 'vite';

const ROUTES_DIR = resolve(import.meta.dirname, '../src/routes');
const BOOT_ENTRY = resolve(import.meta.dirname, '../src/boot/main.ts');

/** src/boot/ as one small IIFE, with the app's `import.meta.env` (same root, same mode). */
export async function bootScript(config: Pick<ResolvedConfig, 'root' | 'mode'>): Promise<string> {
  const result = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'silent',
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      sourcemap: false,
      lib: { entry: BOOT_ENTRY, formats: ['iife'], name: 'jbBoot', fileName: () => 'boot.js' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const chunk = outputs.find((o) => o.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error('route-preload: the boot script did not build');
  return chunk.code;
}

/** The route table as [wouter pattern, page module relative to src/routes], in match order. */
export function readRouteTable(dir = ROUTES_DIR): [string, string][] {
  const patternsSource = readFileSync(join(dir, 'patterns.ts'), 'utf8');
  const tableSource = readFileSync(join(dir, 'table.ts'), 'utf8');
  const patterns = new Map(
    [...patternsSource.matchAll(/^\s*(\w+): '([^']+)',/gm)].map((m) => [m[1] as string, m[2] as string]),
  );
  const named = new Map(
    [...tableSource.matchAll(/const (\w+) = lazyRoute\(\(\) => import\('\.\/([^']+)'\)\)/g)].map((m) => [
      m[1] as string,
      m[2] as string,
    ]),
  );
  const routes: [string, string][] = [];
  for (const m of tableSource.matchAll(
    /\{ path: patterns\.(\w+), component: (?:lazyRoute\(\(\) => import\('\.\/([^']+)'\)\)|(\w+)) \}/g,
  )) {
    const pattern = patterns.get(m[1] as string);
    const page = m[2] ?? named.get(m[3] as string);
    if (!pattern || !page) throw new Error(`route-preload: cannot read the route for patterns.${m[1]}`);
    routes.push([pattern, `${page}.tsx`]);
  }
  if (routes.length === 0) throw new Error('route-preload: no routes found in src/routes/table.ts');
  return routes;
}

/** The preload module's code: `[regex, chunk files, stylesheet files]` per route, first match wins. */
export function preloadModule(
  routes: { pattern: string; js: string[]; css: string[] }[],
  base: string,
): string {
  const table = routes.map(
    (r) => `[${parse(r.pattern).pattern.toString()},${JSON.stringify(r.js)},${JSON.stringify(r.css)}]`,
  );
  return `const b=${JSON.stringify(base)},r=[${table.join(',')}],p=location.pathname;
for(const[re,js,css]of r){if(!re.test(p))continue;
const add=(f,rel,as)=>{const l=document.createElement("link");l.rel=rel;l.href=b+f;l.crossOrigin="";if(as)l.as=as;document.head.append(l)};
for(const f of js)add(f,"modulepreload");for(const f of css)add(f,"preload","style");break}
`;
}

/** What the plugin reads of a bundle's chunk. */
export interface PreloadChunk {
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  moduleIds: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The chunks and stylesheets a page's chunk needs besides what the entry loads. Vite drops chunks that only
 * import CSS (their styles go to the importing chunk's stylesheets) later in the hook this runs in: their file is
 * left out, but their stylesheets are not — the page's import waits for those too.
 */
export function pageFiles(chunks: readonly PreloadChunk[], page: string): { js: string[]; css: string[] } {
  const pureCss = (c: PreloadChunk) =>
    !c.isEntry && c.moduleIds.length > 0 && c.moduleIds.every((id) => /\.css($|\?)/.test(id));
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: string, seen = new Set<string>()) => {
    if (seen.has(start)) return seen;
    seen.add(start);
    for (const dep of byName.get(start)?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const entry = chunks.find((c) => c.isEntry);
  const atStart = entry ? closure(entry.fileName) : new Set<string>();
  const files = [...closure(page)].filter((f) => !atStart.has(f) && byName.has(f));
  const startCss = new Set(
    [...atStart].flatMap((f) => [...(byName.get(f)?.viteMetadata?.importedCss ?? [])]),
  );
  return {
    js: files.filter((f) => !pureCss(byName.get(f) as PreloadChunk)),
    css: [...new Set(files.flatMap((f) => [...(byName.get(f)?.viteMetadata?.importedCss ?? [])]))].filter(
      (f) => !startCss.has(f),
    ),
  };
}

/**
 * Modules pages import dynamically as soon as they have painted, which their largest paint still waits on: the API
 * client and the endpoint functions (src/api/load-endpoints.ts) take the boot script's early answers — the
 * session, the university list, a detail page's data. Started with every page's chunks, they download alongside the
 * entry instead of after it (one more round trip on a detail page's or the map's largest paint), except on the
 * pages listed with them, which keep them off their first paint (home: JS before the first paint of `/`).
 */
export const AFTER_PAINT_MODULES: { module: string; except: string[] }[] = [
  { module: 'api/endpoints.ts', except: ['home/HomePage.tsx'] },
];

/** What the boot script preloads for a page: its chunks and stylesheets, and the AFTER_PAINT_MODULES it takes. */
export function routeFiles(
  chunks: readonly (PreloadChunk & { facadeModuleId: string | null })[],
  page: string,
  pageChunk: string,
  afterPaint = AFTER_PAINT_MODULES,
): { js: string[]; css: string[] } {
  const files = pageFiles(chunks, pageChunk);
  for (const { module, except } of afterPaint) {
    if (except.includes(page)) continue;
    const part = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/src/${module}`));
    if (!part) throw new Error(`route-preload: no chunk for ${module}`);
    const more = pageFiles(chunks, part.fileName);
    files.js = [...new Set([...files.js, ...more.js])];
    files.css = [...new Set([...files.css, ...more.css])];
  }
  return files;
}

export function routePreload(): Plugin {
  let config: ResolvedConfig;
  let fileName = '';
  return {
    name: 'jjinbbang-route-preload',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((f) => f.type === 'chunk');
      if (!chunks.some((c) => c.isEntry)) return;
      const routes = readRouteTable().map(([pattern, page]) => {
        const chunk = chunks.find((c) =>
          c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/src/routes/${page}`),
        );
        if (!chunk) throw new Error(`route-preload: no chunk for routes/${page}`);
        // index.html already loads the entry's chunks and stylesheets.
        return { pattern, ...routeFiles(chunks, page, chunk.fileName) };
      });
      const ref = this.emitFile({
        type: 'asset',
        name: 'route-preload.js',
        source: `${preloadModule(routes, config.base)}${await bootScript(config)}`,
      });
      fileName = this.getFileName(ref);
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!fileName) return [];
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, src: `${config.base}${fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
