#!/usr/bin/env node
// `npm run count:startup`: the lines that exist for start-up bytes and milliseconds — the app's build plugins, its
// start-up runtime and the loaders the ui kit carried — now, against the reference measured before they were
// simplified. Tests in those places count too: they are part of what a newcomer reads and keeps working.
//
//   node scripts/count-startup-lines.mjs              the table, now against the reference
//   node scripts/count-startup-lines.mjs --at <rev>   the same count at a git revision (how the reference was made)
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '..');

/** The revision the reference was counted at, and its figure (`--at 0248481`). */
export const REFERENCE = { revision: '0248481', lines: 3752 };

/** What is counted: folders (every file in them) and files, by path from the repository root. */
export const COUNTED = {
  'app build (packages/app/build/)': ['packages/app/build/'],
  'app start-up runtime': [
    'packages/app/src/boot/',
    'packages/app/src/shell/lazy-route.ts',
    'packages/app/src/shell/largest-paint.ts',
    'packages/app/src/shell/fonts.ts',
    'packages/app/src/shell/fonts.test.ts',
    'packages/app/src/shell/user-text-font.ts',
    'packages/app/src/shell/use-user-text-font.ts',
    // Home's live/same-view layer, and what replaced it.
    'packages/app/src/routes/home/HomeLive.tsx',
    'packages/app/src/routes/home/same-view.ts',
    'packages/app/src/routes/home/same-view.test.ts',
    'packages/app/src/routes/home/HomePage.tsx',
    'packages/app/src/routes/home/home-view-props.ts',
  ],
  "ui kit's loaders (and what replaced them)": [
    'packages/ui/src/bottom-sheet/BottomSheet.tsx',
    'packages/ui/src/bottom-sheet/drawer.ts',
    'packages/ui/src/toast/Toast.tsx',
    'packages/ui/src/toast/ToastParts.tsx',
    'packages/ui/src/toast/Toaster.tsx',
    'packages/ui/src/internal/useEmblaEngine.tsx',
    'packages/ui/src/internal/useEmbla.ts',
    'packages/ui/src/carousel/carousel-engine.ts',
    'packages/ui/src/carousel/CampusCarouselSkeleton.tsx',
    'packages/ui/scripts/css-entries.mjs',
    'packages/ui/scripts/css-entries.d.mts',
  ],
};

const lines = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
const matches = (path, targets) => targets.some((t) => (t.endsWith('/') ? path.startsWith(t) : path === t));

/** Files on disk under the counted paths, with their line counts. */
function filesNow(targets) {
  const out = new Map();
  const walk = (path) => {
    const full = join(root, path);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory())
      for (const name of readdirSync(full)) walk(relative(root, join(full, name)));
    else out.set(path, lines(readFileSync(full, 'utf8')));
  };
  for (const target of targets) walk(target.replace(/\/$/, ''));
  return out;
}

/** The same at a git revision. */
function filesAt(revision, targets) {
  const git = (...args) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const out = new Map();
  for (const path of git('ls-tree', '-r', '--name-only', revision).split('\n'))
    if (path && matches(path, targets)) out.set(path, lines(git('show', `${revision}:${path}`)));
  return out;
}

export function count(revision) {
  return Object.fromEntries(
    Object.entries(COUNTED).map(([group, targets]) => {
      const files = revision ? filesAt(revision, targets) : filesNow(targets);
      return [group, [...files.values()].reduce((sum, n) => sum + n, 0)];
    }),
  );
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({ options: { at: { type: 'string' } } });
  const groups = count(values.at);
  const total = Object.values(groups).reduce((sum, n) => sum + n, 0);
  const rows = [
    ...Object.entries(groups).map(([group, n]) => [group, String(n)]),
    [values.at ? `total at ${values.at}` : 'total now', String(total)],
  ];
  if (!values.at) {
    rows.push([`reference (${REFERENCE.revision})`, String(REFERENCE.lines)]);
    rows.push(['now / reference', `${((100 * total) / REFERENCE.lines).toFixed(0)} % (target ≤ 50 %)`]);
  }
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, n] of rows) console.log(`${label.padEnd(width)}  ${n}`);
  if (!values.at && total > REFERENCE.lines / 2) process.exitCode = 1;
}
