import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';
import {
  addUseClientDirectives,
  externalSiblingModules,
  folderEntries,
  moduleEntries,
} from '../../scripts/package-build.mjs';

// tsup runs in the package folder and bundles this config elsewhere: paths start from the working directory.
const packageDir = process.cwd();

// dist mirrors src, one ESM file per module (see scripts/package-build.mjs), so a consumer's bundler keeps only
// what it imports: StarRating never pulls in vaul or Radix Dialog. Public entries: the root barrel and each
// component folder (`@jjinbbang/ui/button`). `"use client"` is on every module that needs the client.
//
// CSS: each component module keeps its `import './Button.css'`, and the stylesheet sits beside it in dist, so a
// consumer's bundler takes the styles of exactly the components it keeps. `dist/tokens.css` (tokens and base
// rules) and `dist/styles.css` (everything) are bundled from their @imports.
const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^radix-ui($|\/)/,
  /^@radix-ui\//,
  'vaul',
  /^embla-carousel/,
  /^@tanstack\//,
  /^@jjinbbang\//,
];

const componentStylesheets = Object.fromEntries(
  readdirSync(`${packageDir}/src`, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.css') && path.includes('/') && !path.startsWith('tokens/'))
    .map((path) => [path.replace(/\.css$/, ''), `src/${path}`]),
);

export default defineConfig([
  {
    entry: moduleEntries(packageDir),
    format: ['esm'],
    dts: { entry: { index: 'src/index.ts', ...folderEntries(packageDir) } },
    clean: true,
    sourcemap: true,
    metafile: true,
    target: 'es2022',
    external,
    esbuildPlugins: [externalSiblingModules()],
    esbuildOptions(options) {
      options.charset = 'utf8'; // Korean text stays readable in dist
    },
    async onSuccess() {
      addUseClientDirectives(packageDir);
    },
  },
  {
    entry: { styles: 'src/styles.css', tokens: 'src/tokens.css', ...componentStylesheets },
    clean: false,
  },
]);
