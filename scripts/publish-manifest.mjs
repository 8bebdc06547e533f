#!/usr/bin/env node
// The manifest npm publishes for domain, hooks and ui, without the monorepo's "source" export condition.
//
// In the monorepo every tool resolves the packages' TypeScript through `"source"` (Vite, Vitest, Storybook, tsc's
// customConditions, `tsx --conditions=source`), so nothing has to be built before a test. A consumer must never
// take that path: Node cannot run `.ts` from node_modules (`node --conditions=source` would fail with
// ERR_UNKNOWN_FILE_EXTENSION), and a bundler configured with a "source" condition for its own packages would
// compile ours from TypeScript with its settings. npm has no `publishConfig.exports`, so the packages' `prepack`
// writes the published manifest and `postpack` puts the monorepo's back (npm runs both around `npm pack` and
// `npm publish`, also with `-w`).
//
//   node ../../scripts/publish-manifest.mjs prepack    (run in a package folder)
//   node ../../scripts/publish-manifest.mjs postpack
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Export conditions only the monorepo uses. */
export const DEVELOPMENT_CONDITIONS = ['source'];

/** `exports` without the development conditions (a condition object that keeps one target becomes that target). */
export function publishedExports(exports) {
  if (typeof exports === 'string' || exports === null) return exports;
  const out = {};
  for (const [key, value] of Object.entries(exports)) {
    if (DEVELOPMENT_CONDITIONS.includes(key)) continue;
    out[key] = publishedExports(value);
  }
  return out;
}

const BACKUP = '.package.json.monorepo';

function prepack(dir) {
  const path = join(dir, 'package.json');
  const text = readFileSync(path, 'utf8');
  // A backup left by an interrupted pack is the real manifest: never overwrite it with a stripped one.
  if (!existsSync(join(dir, BACKUP))) writeFileSync(join(dir, BACKUP), text);
  const manifest = JSON.parse(text);
  manifest.exports = publishedExports(manifest.exports);
  writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`);
}

function postpack(dir) {
  const backup = join(dir, BACKUP);
  if (existsSync(backup)) renameSync(backup, join(dir, 'package.json'));
}

if (process.argv[1] === import.meta.filename) {
  const [command] = process.argv.slice(2);
  if (command === 'prepack') prepack(process.cwd());
  else if (command === 'postpack') postpack(process.cwd());
  else {
    console.error('usage: publish-manifest.mjs prepack|postpack');
    process.exit(2);
  }
}
