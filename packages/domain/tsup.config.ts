import { defineConfig } from 'tsup';
import { externalSiblingModules, moduleEntries } from '../../scripts/package-build.mjs';

// dist mirrors src, one ESM file per module (see scripts/package-build.mjs), so an app that shows a star rating
// does not carry the keyword catalogue or the price scales. Two public entries: the zod-free root (enums,
// keywords, rules, wire types and constants) and `schemas` (zod).
const packageDir = process.cwd(); // tsup bundles this config elsewhere; it runs in the package folder

export default defineConfig({
  entry: moduleEntries(packageDir),
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', schemas: 'src/schemas.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['zod'],
  esbuildPlugins: [externalSiblingModules()],
  esbuildOptions(options) {
    options.charset = 'utf8'; // Korean text stays readable in dist
  },
});
