#!/usr/bin/env node
// `npm start`: the local API server (embedded PGlite, seeded on first start), the app (Vite dev server,
// proxying /api to the server) and Storybook, with their URLs printed once each is ready.
// Ports: API_PORT (8787), APP_PORT (5173), STORYBOOK_PORT (6006); STORYBOOK=off skips Storybook.
// The API runs supervised (scripts/supervise.mjs): if it crashes it is started again with backoff, and the app and
// Storybook go on.
import { spawn } from 'node:child_process';
import { preferredPort } from './ports.mjs';
import { supervise } from './supervise.mjs';

const children = new Set();
/** Each child leads its own process group so stopping reaches the servers behind npx/tsx wrappers. */
function startChild(name, command, args, env) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  const print = (chunk) => {
    for (const line of chunk.toString().split('\n'))
      if (line.trim()) process.stdout.write(`[${name}] ${line}\n`);
  };
  child.stdout.on('data', print);
  child.stderr.on('data', print);
  return child;
}

/** Starts a child and waits for its ready line; a `fatal` child that stops later stops everything. */
function run(name, command, args, env, readyPattern, fatal = true) {
  return new Promise((resolve, reject) => {
    const child = startChild(name, command, args, env);
    let ready = false;
    const onData = (chunk) => {
      if (!ready && readyPattern.test(chunk.toString())) {
        ready = true;
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      if (!ready) reject(new Error(`${name} exited with code ${code} before it was ready`));
      else if (!stopping && fatal) {
        console.error(`[${name}] exited with code ${code}`);
        stop(1);
      }
    });
  });
}

let stopping = false;
let api = null;
function stop(code = 0) {
  stopping = true;
  api?.stop();
  for (const child of children) {
    if (child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const apiPort = Number(process.env.API_PORT ?? (await preferredPort(8787)));
const appPort = Number(process.env.APP_PORT ?? (await preferredPort(5173)));
const storybookPort = Number(process.env.STORYBOOK_PORT ?? (await preferredPort(6006)));
const apiUrl = `http://127.0.0.1:${apiPort}`;

console.log('찐빵을 시작합니다… (first start creates and seeds the local database)');
const apiCommand = [
  'npx',
  ['tsx', '--conditions=source', 'packages/server/src/main.ts'],
  { PORT: String(apiPort), HOST: '127.0.0.1' },
];
const firstApi = await run('api', ...apiCommand, /JJINBBANG_API_READY/, false);
api = supervise({
  name: 'api',
  start: (() => {
    let first = firstApi;
    return () => {
      const child = first ?? startChild('api', ...apiCommand);
      first = null;
      return child;
    };
  })(),
});
await run(
  'app',
  'npx',
  ['vite', 'packages/app', '--port', String(appPort), '--strictPort', '--host', '127.0.0.1'],
  { JB_API_URL: apiUrl },
  /Local:/,
);
const storybook =
  process.env.STORYBOOK === 'off'
    ? null
    : run(
        'storybook',
        'npx',
        ['storybook', 'dev', '-p', String(storybookPort), '--ci', '--no-open'],
        {},
        /Storybook.*started|Local:/,
      );
if (storybook) await storybook;

console.log(`
  찐빵 is running
  ─────────────────────────────────────────────
  App        http://127.0.0.1:${appPort}
  API        ${apiUrl}/api/v1/user/univ?offset=0&limit=15
  API docs   ${apiUrl}/api/docs
  Storybook  ${storybook ? `http://127.0.0.1:${storybookPort}` : '(off)'}
  ─────────────────────────────────────────────
  Ctrl+C stops everything.
`);
