// Per-route CSS from the design system's per-component stylesheets (issue 16 item 1).
//
// The app imports its components from the root of @jjinbbang/ui, and the package's per-component stylesheets are
// separate files. This plugin adds, to every app module that imports components, the stylesheets of exactly those
// components and of the components they render (dependencies first, as in `@jjinbbang/ui/<folder>.css`). Vite then
// splits the CSS with the JS: a route's chunk carries the styles of the components it shows, the start-up chunk
// only the shell's, and `main.tsx` imports `@jjinbbang/ui/tokens.css` (tokens and base rules) instead of the
// all-in-one `styles.css`. Every component rule sits in `@layer jb.components`, so the order in which route
// chunks load does not change the cascade.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { componentGraph, dependencyOrder } from '../../ui/scripts/css-entries.mjs';

const UI_SRC = resolve(import.meta.dirname, '../../ui/src');

/** Exported value name → component folder, from each folder's `export { … } from './File'` lines. */
export function exportFolders(src = UI_SRC): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(src, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    let index: string;
    try {
      index = readFileSync(join(src, entry.name, 'index.ts'), 'utf8');
    } catch {
      continue;
    }
    for (const [, names] of index.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
      for (const item of (names as string).split(',')) {
        const name = item
          .trim()
          .split(/\s+as\s+/)
          .pop()
          ?.trim();
        if (name && !name.startsWith('type ')) out.set(name, entry.name);
      }
    }
  }
  return out;
}

/** Names a module imports as values from the root of @jjinbbang/ui (type-only imports carry no styles). */
export function uiImports(code: string): string[] {
  const names: string[] = [];
  for (const [, clause] of code.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s*from\s*['"]@jjinbbang\/ui['"]/g)) {
    for (const item of (clause as string).split(',')) {
      const name = item.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]?.trim() as string);
    }
  }
  return names;
}

/** The stylesheets (absolute paths, dependencies first) for a set of imported names. */
export function stylesheetsFor(
  names: string[],
  folders = exportFolders(),
  graph = componentGraph(UI_SRC),
): string[] {
  // Components (PascalCase) carry styles; constants (MAP_FILTER_KINDS), hooks and helpers do not, and importing
  // one must not put a component's stylesheet on every page that reads a constant.
  const components = names.filter((n) => /^[A-Z][a-z0-9]/.test(n));
  const roots = [...new Set(components.map((n) => folders.get(n)).filter((f): f is string => !!f))];
  if (roots.length === 0) return [];
  return dependencyOrder(graph, roots).flatMap((folder) =>
    (graph.get(folder)?.css ?? []).map((css) => join(UI_SRC, folder, css)),
  );
}

export function uiComponentCss(): Plugin {
  let folders: Map<string, string>;
  let graph: ReturnType<typeof componentGraph>;
  return {
    name: 'jjinbbang-ui-component-css',
    enforce: 'pre',
    buildStart() {
      folders = exportFolders();
      graph = componentGraph(UI_SRC);
    },
    transform(code, id) {
      if (!/\/packages\/app\/src\/.*\.tsx?$/.test(id.replaceAll('\\', '/').split('?')[0] as string)) return;
      const sheets = stylesheetsFor(uiImports(code), folders, graph);
      if (sheets.length === 0) return;
      // On the module's first line, so that only that line's columns move in the source map.
      const imports = sheets.map((path) => `import ${JSON.stringify(path.replaceAll('\\', '/'))};`).join('');
      return { code: `${imports}${code}`, map: null };
    },
  };
}
