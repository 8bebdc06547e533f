#!/usr/bin/env node
// `npm start`: the local API server (embedded PGlite, seeded on first start), the app and the staff console (Vite
// dev servers, proxying /api to the server) and Storybook, with their URLs printed once each is ready.
// Ports: API_PORT (8787), APP_PORT (5173), CONSOLE_PORT (5174), STORYBOOK_PORT (6006); STORYBOOK=off skips Storybook.
import { spawn } from 'node:child_process';
import { preferredPort } from './ports.mjs';

const children = [];
function run(name, command, args, env, readyPattern) {
  return new Promise((resolve, reject) => {
    // Each child leads its own process group so stopping reaches the servers behind npx/tsx wrappers.
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.push(child);
    let ready = false;
    const onData = (chunk) => {
      const text = chunk.toString();
      for (const line of text.split('\n')) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`);
      if (!ready && readyPattern.test(text)) {
        ready = true;
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      if (!ready) reject(new Error(`${name} exited with code ${code} before it was ready`));
      else if (!stopping) {
        console.error(`[${name}] exited with code ${code}`);
        stop(1);
      }
    });
  });
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
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
const consolePort = Number(process.env.CONSOLE_PORT ?? (await preferredPort(5174)));
const storybookPort = Number(process.env.STORYBOOK_PORT ?? (await preferredPort(6006)));
const apiUrl = `http://127.0.0.1:${apiPort}`;

console.log('찐빵을 시작합니다… (first start creates and seeds the local database)');
await run(
  'api',
  'npx',
  ['tsx', '--conditions=source', 'packages/server/src/main.ts'],
  { PORT: String(apiPort), HOST: '127.0.0.1' },
  /JJINBBANG_API_READY/,
);
await run(
  'app',
  'npx',
  ['vite', 'packages/app', '--port', String(appPort), '--strictPort', '--host', '127.0.0.1'],
  { JB_API_URL: apiUrl },
  /Local:/,
);
await run(
  'console',
  'npx',
  ['vite', 'packages/console', '--port', String(consolePort), '--strictPort', '--host', '127.0.0.1'],
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
  Console    http://127.0.0.1:${consolePort}/console/  (staff; 운영자·관리자 test staff on its sign-in page)
  API        ${apiUrl}/api/v1/user/univ?offset=0&limit=15
  API docs   ${apiUrl}/api/docs
  Storybook  ${storybook ? `http://127.0.0.1:${storybookPort}` : '(off)'}
  ─────────────────────────────────────────────
  Ctrl+C stops everything.
`);
