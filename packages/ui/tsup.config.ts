import { defineConfig } from 'tsup';
import {
  addUseClientDirectives,
  externalSiblingModules,
  folderEntries,
  moduleEntries,
} from '../../scripts/package-build.mjs';
import { componentGraph, cssEntries } from './scripts/css-entries.mjs';

// tsup runs in the package folder and bundles this config elsewhere: paths start from the working directory.
const packageDir = process.cwd();

// dist mirrors src, one ESM file per module (see scripts/package-build.mjs), so a consumer's bundler keeps only
// what it imports: StarRating never pulls in vaul or Radix Dialog. Public entries: the root barrel and each
// component folder (`@jjinbbang/ui/button`). `"use client"` is on every module that needs the client.
//
// CSS: `dist/styles.css` (everything), `dist/tokens.css` (tokens + base) and `dist/css/<folder>.css` (one
// component family with the components it renders). tsup has no CSS Modules, so all CSS is plain and layered.
const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^radix-ui($|\/)/,
  'vaul',
  /^embla-carousel/,
  /^@tanstack\//,
  /^@jjinbbang\//,
];

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
    entry: {
      styles: 'src/styles.css',
      tokens: 'src/tokens.css',
      ...Object.fromEntries(
        Object.keys(cssEntries(componentGraph(`${packageDir}/src`)))
          .filter((path) => path.startsWith('css/'))
          .map((path) => [path.replace(/\.css$/, ''), `src/${path}`]),
      ),
    },
    clean: false,
  },
]);
