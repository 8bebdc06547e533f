// Type-checks every package with its own tsconfig (one base config, strict everywhere).
// Projects run two at a time: tsc is single-threaded and CI has two cores.
import { spawn } from 'node:child_process';

const projects = [
  'packages/domain',
  'packages/hooks',
  'packages/ui',
  'packages/server',
  'packages/app',
  'packages/console',
  '.',
];

const run = (project) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project, '--pretty'], { stdio: 'inherit' });
    child.on('exit', (code) => resolve({ project, code }));
  });

const results = [];
const queue = [...projects];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) results.push(await run(queue.shift()));
  }),
);
const failed = results.filter((r) => r.code !== 0);
for (const f of failed) console.error(`typecheck failed: ${f.project}`);
console.log(failed.length ? 'typecheck: failed' : `typecheck: ${results.length} projects ok`);
process.exit(failed.length ? 1 : 0);
