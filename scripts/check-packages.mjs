#!/usr/bin/env node
// Builds the publishable packages (domain, hooks, ui), checks what `npm pack` would publish, and
// type-checks a consumer that installs the packed tarballs (no "source" condition: dist only).
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const packages = ['domain', 'hooks', 'ui'];
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { cwd: root, encoding: 'utf8', ...opts });
const fail = (message) => {
  console.error(`✗ ${message}`);
  process.exit(1);
};

for (const name of packages) {
  console.log(`building @jjinbbang/${name}`);
  run('npx', ['tsup', '--silent'], { cwd: join(root, 'packages', name), stdio: 'inherit' });
}
if (!existsSync(join(root, 'packages/ui/dist/styles.css'))) fail('packages/ui/dist/styles.css was not built');
const css = readFileSync(join(root, 'packages/ui/dist/styles.css'), 'utf8');
if (!css.includes('--jb-color-brand-600')) fail('ui styles.css lacks the design tokens');
// Every component stylesheet registered in components.css must have reached the bundle.
const registered = [
  ...readFileSync(join(root, 'packages/ui/src/components.css'), 'utf8').matchAll(
    /@import ['"]\.\/(.+?)['"];/g,
  ),
];
for (const [, file] of registered) {
  const source = readFileSync(join(root, 'packages/ui/src', file), 'utf8');
  const firstClass = /\.(jb-[A-Za-z][\w-]*)/.exec(source)?.[1];
  if (firstClass && !css.includes(`.${firstClass}`)) fail(`ui styles.css lacks ${file} (.${firstClass})`);
}
// The signature components must be exported by the built bundle.
const built = await import(join(root, 'packages/ui/dist/index.js'));
const signature = ['Button', 'StarRating', 'BottomSheet', 'FilterSheet', 'CampusCarousel', 'ImageSlider'];
signature.push('KeywordTagRow', 'DepositRangeSlider', 'MonthlyRentRangeSlider', 'WizardStep', 'ReviewCard');
for (const name of signature) if (!(name in built)) fail(`@jjinbbang/ui dist does not export ${name}`);
console.log(`ui bundle: ${Object.keys(built).length} exports, ${registered.length} component stylesheets`);

const work = mkdtempSync(join(tmpdir(), 'jb-consumer-'));
try {
  const tarballs = {};
  for (const name of packages) {
    const [info] = JSON.parse(
      run('npm', ['pack', '--json', '--pack-destination', work, '-w', `packages/${name}`], {
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
    const files = info.files.map((f) => f.path);
    const unexpected = files.filter((f) => !/^(dist\/|README\.md$|package\.json$|LICENSE)/.test(f));
    if (unexpected.length)
      fail(`@jjinbbang/${name} would publish unexpected files: ${unexpected.join(', ')}`);
    if (files.some((f) => f.endsWith('.stories.js') || f.includes('.test.')))
      fail(`@jjinbbang/${name} publishes tests or stories`);
    console.log(`@jjinbbang/${name}: ${files.length} files, ${(info.size / 1024).toFixed(1)} kB packed`);
    tarballs[name] = join(work, info.filename);
  }

  // A consumer project: the tarballs unpacked into node_modules, third-party packages linked from ours.
  const modules = join(work, 'consumer/node_modules');
  mkdirSync(join(modules, '@jjinbbang'), { recursive: true });
  for (const [name, tarball] of Object.entries(tarballs)) {
    const dest = join(modules, '@jjinbbang', name);
    mkdirSync(dest);
    run('tar', ['-xzf', tarball, '-C', dest, '--strip-components=1']);
  }
  mkdirSync(join(modules, '@types'));
  for (const dep of ['react', 'react-dom', 'radix-ui', 'vaul', 'embla-carousel-react', 'zod', 'typescript']) {
    symlinkSync(join(root, 'node_modules', dep), join(modules, dep));
  }
  for (const dep of ['react', 'react-dom'])
    symlinkSync(join(root, 'node_modules/@types', dep), join(modules, '@types', dep));
  for (const dep of ['@radix-ui', 'embla-carousel', 'embla-carousel-reactive-utils']) {
    if (existsSync(join(root, 'node_modules', dep)))
      symlinkSync(join(root, 'node_modules', dep), join(modules, dep));
  }
  const consumer = join(work, 'consumer');
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
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
      include: ['index.tsx', 'styles.d.ts'],
    }),
  );
  writeFileSync(join(consumer, 'styles.d.ts'), "declare module '*.css';\n");
  writeFileSync(
    join(consumer, 'index.tsx'),
    [
      "import '@jjinbbang/ui/styles.css';",
      "import * as ui from '@jjinbbang/ui';",
      "import * as hooks from '@jjinbbang/hooks';",
      "import * as domain from '@jjinbbang/domain';",
      "import { Button } from '@jjinbbang/ui';",
      'export const app = <Button variant="primary">확인</Button>;',
      'export const apis = [ui, hooks, domain];',
    ].join('\n'),
  );
  run(join(root, 'node_modules/.bin/tsc'), ['-p', consumer], { stdio: 'inherit' });
  console.log('packed ui, hooks and domain type-check in a consumer project');
} finally {
  rmSync(work, { recursive: true, force: true });
}
