// `node packages/server/bench/place-search.mjs [--json]`: runs place-search.ts with tsx and the workspace's
// TypeScript sources, from any working directory (the perf engineer's combined `npm run bench` calls it).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const result = spawnSync(
  process.execPath,
  ['--conditions=source', '--import', 'tsx', join(here, 'place-search.ts'), ...process.argv.slice(2)],
  { cwd: join(here, '..'), stdio: 'inherit' },
);
process.exitCode = result.status ?? 1;
