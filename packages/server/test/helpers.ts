import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/app.ts';
import { signAccessToken } from '../src/auth/tokens.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type AppContext, createContext } from '../src/context.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { populate, resetDatabase } from '../src/db/populate.ts';
import type { SeedData } from '../src/seed/types.ts';
import { fixture } from './fixture.ts';

export interface TestServer {
  ctx: AppContext;
  app: ReturnType<typeof createApp>;
  config: Config;
  /** A valid access token for a user id. */
  token(userId: number): Promise<string>;
  request(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>;
  /** Parses the envelope and checks `code` equals the HTTP status. */
  call<T = unknown>(
    path: string,
    init?: RequestInit & { json?: unknown; token?: string },
  ): Promise<{ status: number; code: number; message: string; data: T }>;
  /** Another app on the same database with different settings (cheap: no new PGlite). */
  derive(env: NodeJS.ProcessEnv, config?: Partial<Config>): Promise<TestServer>;
  close(): Promise<void>;
}

export const TEST_SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret-!!');

/** A fresh server on an in-memory PGlite (or DATABASE_URL), migrated and filled with `data`. */
export async function createTestServer(
  opts: { data?: SeedData; env?: NodeJS.ProcessEnv; config?: Partial<Config>; databaseUrl?: string } = {},
): Promise<TestServer> {
  const database = await openDatabase({ databaseUrl: opts.databaseUrl ?? null, dataDir: null });
  await database.migrate();
  if (opts.databaseUrl) await resetDatabase(database.db);
  await populate(database.db, opts.data ?? fixture());
  // Uploads of this server and of every derived one go under one temp folder, removed on close.
  const root = mkdtempSync(join(tmpdir(), 'jjinbbang-test-'));
  return serverOn(database, opts.env ?? {}, opts.config ?? {}, root, async () => {
    await database.close();
    rmSync(root, { recursive: true, force: true });
  });
}

async function serverOn(
  database: Database,
  env: NodeJS.ProcessEnv,
  overrides: Partial<Config>,
  root: string,
  close: () => Promise<void>,
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(root, 'server-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SEED: 'off',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      ...env,
    },
    { jwtSecret: TEST_SECRET, ...overrides },
  );
  const ctx = await createContext({ config, database });
  const app = createApp(ctx);
  const request: TestServer['request'] = async (path, init = {}) => {
    const { json, token, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (json !== undefined) headers.set('content-type', 'application/json');
    return app.request(path, {
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  };
  return {
    ctx,
    app,
    config,
    token: (userId) => signAccessToken(config, userId),
    request,
    async call(path, init) {
      const res = await request(path, init);
      const body = (await res.json()) as { code: number; message: string; data: never };
      if (body.code !== res.status)
        throw new Error(`envelope code ${body.code} differs from HTTP ${res.status}`);
      return { status: res.status, code: body.code, message: body.message, data: body.data };
    },
    derive: (moreEnv, moreConfig) =>
      serverOn(database, { ...env, ...moreEnv }, { ...overrides, ...moreConfig }, root, async () => {}),
    close,
  };
}

/** Response JSON read freely in assertions (the server already checked it against the Domain schemas). */
// biome-ignore lint/suspicious/noExplicitAny: tests walk response JSON whose shape the assertions themselves check
export type AnyJson = any;
