import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../src/app.ts';
import { startSession } from '../src/auth/sessions.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type AppContext, createContext } from '../src/context.ts';
import { type Database, type Db, openDatabase, type PoolLimits, query } from '../src/db/client.ts';
import { populate, resetDatabase } from '../src/db/populate.ts';
import { createLogger } from '../src/logger.ts';
import type { SeedData } from '../src/seed/types.ts';
import { fixture } from './fixture.ts';

export interface TestServer {
  ctx: AppContext;
  app: ReturnType<typeof createApp>;
  config: Config;
  /** A valid access token for a user id, on a new session (signed-in device) of its own. */
  token(userId: number): Promise<string>;
  request(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>;
  /** Parses the envelope and checks `code` equals the HTTP status. */
  call<T = unknown>(
    path: string,
    init?: RequestInit & { json?: unknown; token?: string },
  ): Promise<{ status: number; code: number; message: string; data: T }>;
  /** Log records of this server (info and above), newest last: what operators would see. */
  logs: Record<string, unknown>[];
  /** Another app on the same database with different settings (cheap: no new PGlite). */
  derive(env: NodeJS.ProcessEnv, config?: Partial<Config>): Promise<TestServer>;
  close(): Promise<void>;
}

export const TEST_SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret-!!');

/**
 * The PostgreSQL server the tests run against: `DATABASE_URL`, set by `scripts/test-postgres.mjs` for the
 * `postgres` stage of `npm test`. Unset: every test server is an in-memory PGlite.
 */
export const POSTGRES_URL = process.env.DATABASE_URL || null;

/** The migrated, empty embedded database every PGlite test server starts from (test/pglite-template.ts). */
let template: Promise<Blob> | undefined;
function migratedTemplate(): Promise<Blob> | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  template ??= readFile(file).then((bytes) => new Blob([bytes]));
  return template;
}

/** A new empty database on the PostgreSQL server of `url`, so test files running in parallel never share one. */
async function freshPostgresDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `jb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * A fresh server, migrated and filled with `data`: on PostgreSQL when `DATABASE_URL` is set (a database of its
 * own), else on an in-memory PGlite. `databaseUrl: null` asks for PGlite whatever the environment says.
 */
export async function createTestServer(
  opts: {
    data?: SeedData;
    env?: NodeJS.ProcessEnv;
    config?: Partial<Config>;
    databaseUrl?: string | null;
    /** PostgreSQL pool timeouts, as the server sets them from its configuration (none by default). */
    limits?: PoolLimits;
  } = {},
): Promise<TestServer> {
  const serverUrl = opts.databaseUrl === undefined ? POSTGRES_URL : opts.databaseUrl;
  const fresh = serverUrl ? await freshPostgresDatabase(serverUrl) : null;
  const database = await openDatabase({
    databaseUrl: fresh?.url ?? null,
    dataDir: null,
    limits: opts.limits,
    from: fresh ? undefined : await migratedTemplate(),
  });
  await database.migrate();
  if (fresh) await resetDatabase(database.db);
  await populate(database.db, opts.data ?? fixture());
  // Uploads of this server and of every derived one go under one temp folder, removed on close.
  const root = mkdtempSync(join(tmpdir(), 'jjinbbang-test-'));
  return serverOn(database, opts.env ?? {}, opts.config ?? {}, root, async () => {
    await database.close();
    await fresh?.drop();
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
      // The local sign-in and the outbox, as `npm start` and the end-to-end harness have them (never in production).
      DEV_TOOLS: env.NODE_ENV === 'production' ? '' : 'on',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      ...env,
    },
    { jwtSecret: TEST_SECRET, ...overrides },
  );
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'info', {
    write(line: string) {
      logs.push(JSON.parse(line) as Record<string, unknown>);
      if (logs.length > 10_000) logs.splice(0, 5_000);
    },
  });
  const ctx = await createContext({ config, database, logger });
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
    async token(userId) {
      return (await startSession(ctx.db, config, userId, 'vitest')).accessToken;
    },
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
    logs,
    close,
  };
}

/** Response JSON read freely in assertions (the server already checked it against the Domain schemas). */
// biome-ignore lint/suspicious/noExplicitAny: tests walk response JSON whose shape the assertions themselves check
export type AnyJson = any;

/** The map's filters with nothing set (api-contract §4), building view: what the map tests start from. */
export { NO_MAP_FILTERS } from '@jjinbbang/domain';

/**
 * A registered building as the app describes it when a student picks it (its code, name, type, address and pin): a
 * review on a shared place must describe it as registered, or it is refused.
 */
export async function registeredBuildingRequest(db: Db, id: number) {
  const [row] = await query<{
    buildingCode: string;
    name: string;
    type: string;
    address: string;
    latitude: number;
    longitude: number;
  }>(
    db,
    sql`SELECT code AS "buildingCode", name, type, address, latitude, longitude FROM buildings WHERE id = ${id}`,
  );
  if (!row) throw new Error(`no building ${id}`);
  return row;
}
