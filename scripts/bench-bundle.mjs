#!/usr/bin/env node
// Bundle-size figures of the app's production build, raw and gzip. What the published packages cost a consumer
// is measured by scripts/bench-packages.mjs (a consumer built from the packed tarballs, with budgets).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

function files(dir, pattern) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...files(path, pattern));
    else if (pattern.test(entry.name)) out.push(path);
  }
  return out;
}

function report(title, paths) {
  console.log(`\n${title}`);
  let raw = 0;
  let gz = 0;
  for (const path of paths) {
    const data = readFileSync(path);
    const size = statSync(path).size;
    const gzip = gzipSync(data).length;
    raw += size;
    gz += gzip;
    console.log(`  ${relative(root, path).padEnd(56)} ${kb(size).padStart(10)} ${kb(gzip).padStart(10)} gz`);
  }
  console.log(`  ${'total'.padEnd(56)} ${kb(raw).padStart(10)} ${kb(gz).padStart(10)} gz`);
}

execFileSync('npx', ['vite', 'build', 'packages/app', '--logLevel', 'error'], {
  cwd: root,
  stdio: 'inherit',
});
report('App production build (assets)', files(join(root, 'packages/app/dist/assets'), /\.(js|css)$/));
