#!/usr/bin/env node
// `npm test`: every test of the project, from a clean checkout.
// 1. makes sure the system packages exist (Debian chromium, a CJK font, PostgreSQL): installs them when
//    running as root on Debian, otherwise prints exactly what to install;
// 2. runs the stages below in order and prints one line per stage and a closing summary.
// JB_TEST_ONLY=lint,unit (comma list of stage names) runs a subset.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function has(cmd, args = ['--version']) {
  return spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
}
function hasCjkFont() {
  try {
    return /CJK|Pretendard|Nanum|Noto Sans KR/i.test(execFileSync('fc-list', { encoding: 'utf8' }));
  } catch {
    return false;
  }
}
function hasPostgres() {
  if (process.env.PG_BIN && existsSync(`${process.env.PG_BIN}/postgres`)) return true;
  const root = '/usr/lib/postgresql';
  return existsSync(root) && readdirSync(root).some((v) => existsSync(`${root}/${v}/bin/postgres`));
}

function ensureSystemPackages() {
  const missing = [];
  if (!existsSync(chromiumPath)) missing.push('chromium');
  if (!hasCjkFont()) missing.push('fonts-noto-cjk');
  if (!hasPostgres()) missing.push('postgresql');
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && has('apt-get', ['--version'])) {
    console.log(`▶ installing system packages: ${missing.join(' ')}`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
      stdio: 'inherit',
      env,
    });
    return;
  }
  console.error(
    `Missing system packages: ${missing.join(', ')}.\n` +
      `On Debian/Ubuntu run:  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n` +
      'Or point CHROMIUM_PATH at a Chromium binary and PG_BIN at a PostgreSQL bin folder.',
  );
  process.exit(1);
}

const stages = [
  { name: 'lint', cmd: ['npx', 'biome', 'ci', '.'] },
  { name: 'typecheck', cmd: ['node', 'scripts/typecheck.mjs'] },
  { name: 'unit', cmd: ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'dom'] },
  // Every story: its play function, axe, and (unless JB_SKIP_VISUAL=1, for browsers other than Debian's
  // chromium) its visual baselines; see .storybook/vitest.setup.ts.
  { name: 'stories', cmd: ['npx', 'vitest', 'run', '--project', 'storybook'] },
  { name: 'packages', cmd: ['node', 'scripts/check-packages.mjs'] },
  { name: 'build-storybook', cmd: ['npm', 'run', 'build-storybook'] },
  { name: 'e2e', cmd: ['npx', 'playwright', 'test'] },
  { name: 'postgres', cmd: ['node', 'packages/server/scripts/test-postgres.mjs'] },
  // The real server on PGlite and on PostgreSQL, fuzzed from its OpenAPI document (packages/server/fuzz).
  { name: 'fuzz', cmd: ['npm', 'run', 'fuzz', '-w', 'packages/server'] },
];

ensureSystemPackages();
const only = process.env.JB_TEST_ONLY?.split(',').map((s) => s.trim());
const selected = only ? stages.filter((s) => only.includes(s.name)) : stages;
const results = [];
const started = Date.now();

// Lines that name a failing test in vitest's and Playwright's reporters. They are repeated under the summary so
// that the end of a long CI log says what broke, not only which stage.
const failureLine = /^\s*(FAIL\s|×\s|✘\s|\[\w+\] › .*›|Error: .*[Ss]napshot|AssertionError|\d+\) )/;
function runStage(stage) {
  return new Promise((resolve) => {
    const child = spawn(stage.cmd[0], stage.cmd.slice(1), {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, CHROMIUM_PATH: chromiumPath, FORCE_COLOR: process.env.CI ? '0' : '1' },
    });
    const failures = [];
    const watch = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        out.write(chunk);
        const lines = (rest + chunk.toString('utf8')).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colours
          const plain = line.replace(/\x1b\[[0-9;]*m/g, '');
          if (failureLine.test(plain) && failures.length < 40 && !failures.includes(plain.trim())) {
            failures.push(plain.trim());
          }
        }
      });
    };
    watch(child.stdout, process.stdout);
    watch(child.stderr, process.stderr);
    child.on('close', (status) => resolve({ ok: status === 0, failures }));
  });
}

for (const stage of selected) {
  console.log(`\n▶ ${stage.name}: ${stage.cmd.join(' ')}`);
  const t0 = Date.now();
  const { ok, failures } = await runStage(stage);
  results.push({ name: stage.name, ok, failures, seconds: (Date.now() - t0) / 1000 });
}

console.log('\n── npm test summary ─────────────────────────');
for (const r of results) {
  console.log(`${r.ok ? '✓' : '✗'} ${r.name.padEnd(16)} ${r.seconds.toFixed(1)} s`);
  if (!r.ok) for (const line of r.failures) console.log(`    ${line}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`stages: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
