// The real server as a child process, the way `npm start` runs it: a crash is a crash, not a failed promise.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Lines the server logged at error level or above (pino JSON), and anything it wrote that was not JSON. */
  errors: string[];
  alive(): boolean;
  /** SIGTERM, then the exit code (null: still running after `ms`, killed). */
  stop(ms?: number): Promise<number | null>;
}

export async function startServer(opts: {
  databaseUrl?: string;
  env?: NodeJS.ProcessEnv;
}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jb-fuzz-'));
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: PACKAGE_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED: 'on',
      SEED_BUILDINGS: '300',
      // The callers sign in through the local provider, as `npm start` has it.
      DEV_TOOLS: 'on',
      DATABASE_URL: opts.databaseUrl ?? '',
      ...opts.env,
    },
  });
  const errors: string[] = [];
  let exited: number | null | undefined;
  const exit = new Promise<number | null>((done) =>
    child.once('exit', (code, signal) => {
      exited = code ?? (signal ? null : 0);
      done(exited);
    }),
  );
  const watch = (stream: NodeJS.ReadableStream) => {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        // The ready line, and the notice a server with DEV_TOOLS=on prints on purpose (plain text, on stderr).
        if (!line.trim() || line.startsWith('JJINBBANG_API_') || line.startsWith('⚠️')) continue;
        try {
          const record = JSON.parse(line) as { level?: number };
          if ((record.level ?? 0) >= 50) errors.push(line);
        } catch {
          errors.push(line);
        }
      }
    });
  };
  watch(child.stderr as NodeJS.ReadableStream);
  const url = await new Promise<string>((ready, failed) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const match = /JJINBBANG_API_READY (\S+)/.exec(out);
      if (match?.[1]) {
        child.stdout?.off('data', onData);
        ready(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    exit.then((code) =>
      failed(new Error(`the server exited (${code}) before it was ready:\n${errors.join('\n')}`)),
    );
  });
  watch(child.stdout as NodeJS.ReadableStream);
  return {
    url,
    child,
    errors,
    alive: () => exited === undefined,
    async stop(ms = 15_000) {
      if (exited === undefined) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), ms);
      const code = await exit;
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
