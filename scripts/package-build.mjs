// Shared by the tsup configs of the published packages (domain, hooks, ui). Every source module becomes its own
// ESM file in dist (dist mirrors src, like a preserve-modules build: each entry is bundled alone with its
// relative imports left as imports of the sibling `.js` files), so a consumer's bundler, told by
// `sideEffects` that our modules have none, drops every module the app does not reach: a top-level
// `createScale(…)` in a price-slider module costs nothing to an app that only shows stars. Types are emitted per
// public entry (the root and each folder's index).
//
// The `"use client"` directive goes where a module needs the client.
// esbuild drops module-level directives when it bundles, so the directive is put back after the build: every
// output file (entry or shared chunk) that holds a client module starts with "use client". A module is a client
// module when its source says so or when it uses React state, effects, refs or context, or imports an
// interactive primitive (radix-ui, vaul, embla) or our hooks package. Pure display modules (icons, badges,
// skeletons…) stay usable from React Server Components.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const isModule = (name) => /\.tsx?$/.test(name) && !/\.(stories|test|d)\.tsx?$/.test(name);

/** `{ 'button/Button': 'src/button/Button.tsx', … }`: every source module except tests and stories. */
export function moduleEntries(packageDir) {
  const entries = {};
  const walk = (dir) => {
    for (const entry of readdirSync(join(packageDir, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (isModule(entry.name)) entries[path.slice('src/'.length).replace(/\.tsx?$/, '')] = path;
    }
  };
  walk('src');
  return entries;
}

/** `{ 'button/index': 'src/button/index.ts', … }` for every folder of `src` that has an index.ts. */
export function folderEntries(packageDir, { skip = [] } = {}) {
  const src = join(packageDir, 'src');
  const entries = {};
  for (const entry of readdirSync(src, { withFileTypes: true })) {
    if (!entry.isDirectory() || skip.includes(entry.name)) continue;
    if (existsSync(join(src, entry.name, 'index.ts')))
      entries[`${entry.name}/index`] = `src/${entry.name}/index.ts`;
  }
  return entries;
}

const CLIENT_SOURCE = [
  /^\s*['"]use client['"]/,
  /\buse(State|Effect|LayoutEffect|InsertionEffect|Ref|Memo|Callback|Context|Id|Reducer|SyncExternalStore|ImperativeHandle|Transition|DeferredValue|ActionState|Optimistic|EffectEvent)\s*[(<]/,
  /\bReact\.use\(/,
  /\bcreateContext\s*[(<]/,
  /from ['"](radix-ui[^'"]*|@radix-ui\/[^'"]+|vaul|embla-carousel[^'"]*|@jjinbbang\/hooks)['"]/,
];

/** Whether a source file must run on the client (see the header comment). */
export function isClientSource(code) {
  return CLIENT_SOURCE.some((pattern) => pattern.test(code));
}

/**
 * esbuild plugin: a relative import of another TypeScript module stays an import, rewritten to the `.js` file
 * that module becomes (`'../button'` → `'../button/index.js'`), so each output holds exactly one source module.
 * A stylesheet import stays as written (the stylesheet is built beside it). Other relative imports (JSON data)
 * are bundled into the module that imports them.
 */
export function externalSiblingModules() {
  return {
    name: 'external-sibling-modules',
    setup(build) {
      build.onResolve({ filter: /^\.\.?(\/|$)/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        if (args.path.endsWith('.css')) return { path: args.path, external: true };
        const base = resolve(args.resolveDir, args.path);
        for (const [suffix, js] of [
          ['.ts', '.js'],
          ['.tsx', '.js'],
          ['/index.ts', '/index.js'],
          ['/index.tsx', '/index.js'],
        ]) {
          if (existsSync(base + suffix)) {
            const path = args.path.replace(/\.(t|j)sx?$/, '') + js;
            return { path, external: true };
          }
        }
        return undefined;
      });
    },
  };
}

const DIRECTIVE = '"use client";\n';

/**
 * Prepends "use client" to every built JS file whose inputs include a client module; returns the files changed.
 * Reads esbuild's metafile (tsup `metafile: true` writes dist/metafile-esm.json) and shifts the source map by
 * the one added line.
 */
export function addUseClientDirectives(packageDir, distDir = 'dist') {
  const dist = join(packageDir, distDir);
  const metafilePath = join(dist, 'metafile-esm.json');
  const { outputs } = JSON.parse(readFileSync(metafilePath, 'utf8'));
  const cwd = process.cwd();
  const changed = [];
  for (const [output, info] of Object.entries(outputs)) {
    if (!output.endsWith('.js')) continue;
    const client = Object.keys(info.inputs).some(
      (input) => /\.(t|j)sx?$/.test(input) && isClientSource(readFileSync(resolve(cwd, input), 'utf8')),
    );
    if (!client) continue;
    const file = resolve(cwd, output);
    const code = readFileSync(file, 'utf8');
    if (code.startsWith(DIRECTIVE)) continue;
    writeFileSync(file, DIRECTIVE + code);
    const mapFile = `${file}.map`;
    if (existsSync(mapFile)) {
      const map = JSON.parse(readFileSync(mapFile, 'utf8'));
      map.mappings = `;${map.mappings}`;
      writeFileSync(mapFile, JSON.stringify(map));
    }
    changed.push(relative(dist, file));
  }
  return changed;
}
