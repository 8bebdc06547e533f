#!/usr/bin/env node
// The `packages` stage of `npm test`: builds the publishable packages (domain, hooks, ui), checks what
// `npm pack` would publish (the manifest without the monorepo's "source" condition), installs the tarballs into a
// fresh consumer that type-checks, server-renders and imports them under `node --conditions=source`, and fails
// when a component costs more than its budget (scripts/bench-packages.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import {
  buildPackages,
  INSTALL_BUDGET,
  measurePackages,
  PACKAGES,
  printTable,
  readmeIsCurrent,
  root,
} from './bench-packages.mjs';
import { DEVELOPMENT_CONDITIONS } from './publish-manifest.mjs';

const failures = [];
const fail = (message) => failures.push(message);
const ui = join(root, 'packages/ui');
const read = (path) => readFileSync(path, 'utf8');
const componentFolders = readdirSync(join(ui, 'src'), { withFileTypes: true })
  .filter((e) => e.isDirectory() && existsSync(join(ui, 'src', e.name, 'index.ts')))
  .map((e) => e.name);

console.log('building @jjinbbang/domain, hooks and ui');
buildPackages();

// --- The stylesheets -----------------------------------------------------------------------------------------
const css = read(join(ui, 'dist/styles.css'));
if (!css.includes('--jb-color-brand-600')) fail('ui styles.css lacks the design tokens');
if (!read(join(ui, 'dist/tokens.css')).includes('--jb-color-brand-600'))
  fail('ui tokens.css lacks the tokens');
// Every component stylesheet is in styles.css, and its component's module still imports it in dist.
const listed = new Set(
  [...read(join(ui, 'src/styles.css')).matchAll(/@import "\.\/(.+?)";/g)].map((m) => m[1]),
);
for (const folder of componentFolders) {
  for (const sheet of readdirSync(join(ui, 'src', folder)).filter((f) => f.endsWith('.css'))) {
    if (!listed.has(`${folder}/${sheet}`)) fail(`ui src/styles.css does not import ${folder}/${sheet}`);
    const importers = readdirSync(join(ui, 'dist', folder)).filter(
      (f) => f.endsWith('.js') && read(join(ui, 'dist', folder, f)).includes(`import "./${sheet}";`),
    );
    if (importers.length === 0) fail(`no module in ui dist/${folder} imports ./${sheet}`);
    if (!existsSync(join(ui, 'dist', folder, sheet))) fail(`ui dist/${folder}/${sheet} is missing`);
  }
}

// --- "use client" where the client is needed, and nowhere else -------------------------------------------------
const firstLine = (path) => read(join(ui, 'dist', path)).split('\n', 1)[0];
for (const path of ['button/Button.js', 'bottom-sheet/BottomSheet.js', 'star-rating/StarRating.js']) {
  if (firstLine(path) !== '"use client";') fail(`dist/${path} does not start with "use client"`);
}
for (const path of ['icons/Icon.js', 'icons/HomeIcon.js', 'skeleton/Skeleton.js', 'internal/cx.js']) {
  if (firstLine(path) === '"use client";') fail(`dist/${path} is pure display but marked "use client"`);
}

// --- The domain root never reaches zod -------------------------------------------------------------------------
{
  const seen = new Set();
  const walk = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of read(file).matchAll(
      /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]/g,
    )) {
      if (!spec) continue;
      if (spec === 'zod' || spec.startsWith('zod/'))
        fail(`@jjinbbang/domain root reaches zod via ${relative(root, file)}`);
      if (spec.startsWith('.')) walk(resolve(dirname(file), spec));
    }
  };
  walk(join(root, 'packages/domain/dist/index.js'));
}

// --- What npm would publish, measured in a consumer --------------------------------------------------------------
const result = await measurePackages({ build: false, keep: true });
const consumer = result.consumerDir;
try {
  for (const name of PACKAGES) {
    // The manifest as published (prepack drops the monorepo's "source" condition: scripts/publish-manifest.mjs).
    const manifest = JSON.parse(read(join(consumer, 'node_modules/@jjinbbang', name, 'package.json')));
    const files = new Set(result.packed[name].files);
    const unexpected = [...files].filter(
      (f) =>
        !/^(dist\/|src\/|README\.md$|package\.json$|LICENSE)/.test(f) ||
        /\.(stories|test)\.|metafile/.test(f),
    );
    if (unexpected.length)
      fail(`@jjinbbang/${name} would publish unexpected files: ${unexpected.join(', ')}`);
    // Every export target is in the tarball (patterns: checked for every folder that has an index.ts).
    const folders = name === 'ui' ? componentFolders : readdirSync(join(root, 'packages', name, 'src'));
    for (const [key, conditions] of Object.entries(manifest.exports)) {
      for (const condition of DEVELOPMENT_CONDITIONS)
        if (typeof conditions === 'object' && condition in conditions)
          fail(`@jjinbbang/${name} publishes the monorepo's "${condition}" condition on ${key}`);
      const targets = typeof conditions === 'string' ? [conditions] : Object.values(conditions);
      for (const target of targets) {
        // A pattern export is checked for every component folder it serves.
        const serves = (f) => existsSync(join(root, 'packages', name, 'src', f, 'index.ts'));
        const paths = key.includes('*')
          ? folders.filter(serves).map((f) => target.replace('*', f))
          : [target];
        for (const path of paths) {
          if (!files.has(path.replace(/^\.\//, '')))
            fail(`@jjinbbang/${name} exports ${path}, which is not published`);
        }
      }
    }
    for (const [dep, range] of Object.entries({ ...manifest.dependencies, ...manifest.peerDependencies })) {
      if (/^\d/.test(range)) fail(`@jjinbbang/${name} pins ${dep} to exactly ${range}; use a range`);
    }
    if (!manifest.engines?.node) fail(`@jjinbbang/${name} does not say which Node it needs`);
    console.log(
      `@jjinbbang/${name}: ${files.size} files, ${(result.packed[name].size / 1024).toFixed(1)} kB packed`,
    );
  }

  // Type-check: the root barrel, a component subpath, the stylesheets.
  writeFileSync(
    join(consumer, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
        lib: ['ES2023', 'DOM'],
      },
      include: ['index.tsx', 'styles.d.ts', 'case-*/main.tsx'],
    }),
  );
  writeFileSync(join(consumer, 'styles.d.ts'), "declare module '*.css';\n");
  writeFileSync(
    join(consumer, 'index.tsx'),
    [
      "import '@jjinbbang/ui/styles.css';",
      "import * as ui from '@jjinbbang/ui';",
      "import * as hooks from '@jjinbbang/hooks';",
      "import { useTimedFlag } from '@jjinbbang/hooks/use-timed-flag';",
      "import * as domain from '@jjinbbang/domain';",
      "import { parseWire } from '@jjinbbang/domain/schemas';",
      "import { Button } from '@jjinbbang/ui';",
      "import { StarRating } from '@jjinbbang/ui/star-rating';",
      'export const app = <><Button variant="primary">확인</Button><StarRating value={4} /></>;',
      'export const apis = [ui, hooks, domain, parseWire, useTimedFlag];',
    ].join('\n'),
  );
  try {
    execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', consumer], { cwd: root, encoding: 'utf8' });
    console.log('packed ui, hooks and domain type-check in a consumer project');
  } catch (error) {
    fail(`the consumer does not type-check:\n${error.stdout}`);
  }

  // Server rendering in plain Node: the dist is valid Node ESM (extensions). Node cannot load the stylesheets the
  // components import; a server without a bundler skips them with a load hook (ui README, "Server rendering").
  writeFileSync(
    join(consumer, 'css-hooks.mjs'),
    [
      'export const load = (url, context, next) =>',
      "  url.endsWith('.css') ? { format: 'module', source: '', shortCircuit: true } : next(url, context);",
    ].join('\n'),
  );
  writeFileSync(
    join(consumer, 'ignore-css.mjs'),
    "import { register } from 'node:module';\nregister('./css-hooks.mjs', import.meta.url);\n",
  );
  writeFileSync(
    join(consumer, 'ssr.mjs'),
    [
      "import { createElement as h } from 'react';",
      "import { renderToString } from 'react-dom/server';",
      "import { Button, StarRating, KeywordTagRow, BottomSheet } from '@jjinbbang/ui';",
      "const html = renderToString(h('div', null, h(Button, null, '확인'), h(StarRating, { value: 4.3 }),",
      "  h(KeywordTagRow, { tags: [{ id: 'a', label: '조용해요', polarity: 'positive' }] }), h(BottomSheet.Root, null)));",
      "if (!html.includes('확인') || !html.includes('조용해요')) throw new Error(html);",
      "console.log('packed ui renders on the server in Node ' + process.version);",
    ].join('\n'),
  );
  try {
    console.log(
      execFileSync('node', ['--import', './ignore-css.mjs', 'ssr.mjs'], {
        cwd: consumer,
        encoding: 'utf8',
        stdio: 'pipe',
      }).trim(),
    );
  } catch (error) {
    fail(`the packed ui does not render in Node:\n${error.stderr}`);
  }
  // A consumer's CSS is tokens.css and the stylesheets of the components it imports, no more.
  const caseCss = (slug) => {
    const assets = join(consumer, `case-${slug}`, 'dist/assets');
    return readdirSync(assets)
      .filter((f) => f.endsWith('.css'))
      .map((f) => read(join(assets, f)))
      .join('');
  };
  for (const [slug, has, lacks] of [
    ['button', '.jb-Button', '.jb-StarRating'],
    ['starrating', '.jb-StarRating', '.jb-Button'],
    ['bottomsheet', '.jb-BottomSheet', '.jb-StarRating'],
  ]) {
    const sheet = caseCss(slug);
    if (!sheet.includes('--jb-color-brand-600') || !sheet.includes(has))
      fail(`a consumer of ${slug} lacks the tokens or ${has}`);
    if (sheet.includes(lacks)) fail(`a consumer of ${slug} pays for ${lacks}, which it does not import`);
  }
  console.log('a consumer gets the stylesheets of the components it imports, and no others');
  // A consumer that runs Node (or a bundler) with a "source" condition of its own still gets our dist.
  for (const name of PACKAGES) {
    try {
      execFileSync(
        'node',
        [
          '--conditions=source',
          '--import',
          './ignore-css.mjs',
          '--input-type=module',
          '-e',
          `await import('@jjinbbang/${name}');`,
        ],
        { cwd: consumer, stdio: 'pipe' },
      );
    } catch (error) {
      fail(`node --conditions=source cannot import the packed @jjinbbang/${name}:\n${error.stderr}`);
    }
  }
} finally {
  rmSync(dirname(consumer), { recursive: true, force: true });
}

// --- Budgets ----------------------------------------------------------------------------------------------------
printTable(result);
for (const c of result.cases)
  if (!c.ok) fail(`${c.id} adds ${c.js} B gzip JS, over its budget of ${c.budget} B`);
if (!result.css.ok)
  fail(`styles.css is ${result.css.allInOne} B gzip, over its budget of ${result.css.budget} B`);
// What `npm install` adds for a fresh consumer of the three packed packages (React included).
if (result.install.length > INSTALL_BUDGET)
  fail(
    `a fresh consumer installs ${result.install.length} packages, over ${INSTALL_BUDGET}:\n  ${result.install.join('\n  ')}`,
  );
// The kit's README quotes these figures: they are written by the measurement, never typed.
if (!readmeIsCurrent(result))
  fail('the size section of packages/ui/README.md is not this measurement: run `npm run bench:packages`');

if (failures.length) {
  for (const message of failures) console.error(`✗ ${message}`);
  process.exit(1);
}
console.log('\n✓ packages: published files, types, server rendering and budgets');
