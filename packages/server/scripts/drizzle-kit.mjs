// Runs drizzle-kit so that it finds drizzle-orm: npm installs drizzle-orm under packages/server/node_modules
// while drizzle-kit is hoisted to the root, and drizzle-kit resolves drizzle-orm from its own location.
// A temporary folder links both side by side and node runs drizzle-kit with symlinks preserved.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkgRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
function findPackage(name) {
  for (let dir = pkgRoot; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed (run npm ci)`);
  }
}
const kitDir = findPackage('drizzle-kit');
const ormDir = findPackage('drizzle-orm');
const tmp = mkdtempSync(join(tmpdir(), 'jjinbbang-drizzle-kit-'));
try {
  mkdirSync(join(tmp, 'node_modules'));
  symlinkSync(kitDir, join(tmp, 'node_modules', 'drizzle-kit'));
  symlinkSync(ormDir, join(tmp, 'node_modules', 'drizzle-orm'));
  const result = spawnSync(
    process.execPath,
    [
      '--preserve-symlinks',
      '--preserve-symlinks-main',
      // The schema imports the domain's enumerations: resolve workspace packages to their TypeScript source.
      '--conditions=source',
      join(tmp, 'node_modules', 'drizzle-kit', 'bin.cjs'),
      ...process.argv.slice(2),
    ],
    {
      cwd: pkgRoot,
      stdio: 'inherit',
      env: { ...process.env, NODE_PATH: [join(kitDir, '..'), join(kitDir, '..', '..')].join(':') },
    },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
