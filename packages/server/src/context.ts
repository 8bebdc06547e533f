import type { Config } from './config.ts';
import { type Database, type Db, openDatabase } from './db/client.ts';
import { Turns } from './lib/turns.ts';
import { createLogger, type Logger } from './logger.ts';
import { createMailer, type Mailer } from './services/mailer.ts';
import { RenderPool } from './services/render-pool.ts';
import { createStorage, type Storage } from './services/storage.ts';

export interface AppContext {
  db: Db;
  database: Database;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  storage: Storage;
  /** Requests and background work take turns on the event loop in arrival order (lib/turns.ts). */
  turns: Turns;
  /** Where photo decoding and variant rendering run, a bounded number at once (services/render-pool.ts). */
  renders: RenderPool;
  /**
   * Work that makes first answers fast (precomputed map cells, …), registered by the routes and run by `main.ts`
   * once the server listens (see `warmUp`). Tests never run it.
   */
  warmups: Warmup[];
  /** Set when the process stops taking work (main.ts): /readyz answers 503 and answers close their connection. */
  lifecycle: { draining: boolean };
}

/** Renders that may wait behind the running ones; each holds its input (at most one 10 MB upload). */
const PHOTO_RENDER_QUEUE = 32;

export interface Warmup {
  name: string;
  run(): Promise<Record<string, number>>;
}

export interface ContextOptions {
  config: Config;
  /** An already-open database (tests pass an in-memory PGlite). */
  database?: Database;
  logger?: Logger;
  mailer?: Mailer;
  storage?: Storage;
  /** Keep PGlite data in memory instead of DATA_DIR/pglite. */
  inMemory?: boolean;
}

export async function createContext(opts: ContextOptions): Promise<AppContext> {
  const { config } = opts;
  const logger = opts.logger ?? createLogger(config.logLevel);
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: opts.inMemory ? null : `${config.dataDir}/pglite`,
      role: 'server',
      limits: config.databaseLimits,
      onConnectionError: (error) =>
        logger.warn({ err: error }, 'database connection lost; reconnecting on next query'),
    }));
  return {
    db: database.db,
    database,
    config,
    logger,
    mailer: opts.mailer ?? createMailer(config, database.db, logger),
    storage: opts.storage ?? createStorage(config),
    turns: new Turns(),
    renders: new RenderPool(config.photoRenderConcurrency, PHOTO_RENDER_QUEUE),
    warmups: [],
    lifecycle: { draining: false },
  };
}

/** Runs the registered warm-ups one after another, logging what each did; a failed one is logged and skipped. */
export async function warmUp(ctx: AppContext): Promise<void> {
  for (const warmup of ctx.warmups) {
    const started = performance.now();
    try {
      const facts = await warmup.run();
      ctx.logger.info({ ...facts, ms: Math.round(performance.now() - started) }, `warmed ${warmup.name}`);
    } catch (err) {
      ctx.logger.error({ err }, `warming ${warmup.name} failed`);
    }
  }
}
