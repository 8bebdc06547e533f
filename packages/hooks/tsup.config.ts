import { defineConfig } from 'tsup';
import {
  addUseClientDirectives,
  externalSiblingModules,
  folderEntries,
  moduleEntries,
} from '../../scripts/package-build.mjs';

// dist mirrors src, one ESM file per module (see scripts/package-build.mjs), with `"use client"` on the modules
// that use React state or effects. Public entries: the root barrel and each hook folder
// (`@jjinbbang/hooks/use-timed-flag`).
const packageDir = process.cwd(); // tsup bundles this config elsewhere; it runs in the package folder

export default defineConfig({
  entry: moduleEntries(packageDir),
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', ...folderEntries(packageDir) } },
  clean: true,
  sourcemap: true,
  metafile: true,
  target: 'es2022',
  external: [/^react($|\/)/, /^react-dom($|\/)/],
  esbuildPlugins: [externalSiblingModules()],
  esbuildOptions(options) {
    options.charset = 'utf8'; // Korean text stays readable in dist
  },
  async onSuccess() {
    addUseClientDirectives(packageDir);
  },
});
