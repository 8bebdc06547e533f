import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PACKAGE_ROOT } from '../config.ts';
import { lockFolder } from './folder-lock.ts';
import { preparedReads } from './pglite-read.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;

/** What `execute` answers on both drivers: node-postgres' `QueryResult` and PGlite's `Results` both carry `rows`. */
interface RowsResult<Row> {
  rows: Row[];
}
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  readonly type: RowsResult<this['row']>;
}

/**
 * The database handle of either driver, and equally a transaction opened on it: `db.transaction(async (tx) => …)`
 * hands a `tx` that is a `Db`, so every helper takes a `Db` and runs inside or outside a transaction alike.
 */
export type Db = PgDatabase<RowsQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** DATABASE_URL value for an embedded in-memory database (benchmarks, throwaway runs). */
export const MEMORY_URL = 'memory://';

export const MIGRATIONS_FOLDER = join(PACKAGE_ROOT, 'drizzle');

/** The channel the 0006 triggers notify when a table that map answers are made from changes. */
export const DATA_CHANGED_CHANNEL = 'jb_data_changed';

/**
 * The version of the data that map answers are made from (places, reviews, campuses): an answer computed at one
 * version is reusable while the version stays. Any commit that changes those tables bumps it — through the
 * triggers' NOTIFY, from whichever server or CLI wrote — and so does this process after each of its own writing
 * requests, so a writer reads its own write at once (a NOTIFY reaches the listener a moment after the commit).
 * On PostgreSQL the version is only `trusted` while the listening connection is up: a missed notification must
 * never leave a stale answer in place, so caches step aside until it is back.
 */
export class DataChanges {
  #version = 0;
  #trusted: boolean;
  #start: (() => void) | null;
  #whenTrusted: (() => void)[] = [];

  constructor(opts: { trusted: boolean; start?: () => void }) {
    this.#trusted = opts.trusted;
    this.#start = opts.start ?? null;
  }

  get version(): number {
    return this.#version;
  }

  /** Whether answers may be reused now. The first ask starts listening (a CLI run never opens the connection). */
  get trusted(): boolean {
    if (this.#start) {
      const start = this.#start;
      this.#start = null;
      start();
    }
    return this.#trusted;
  }

  bump(): void {
    this.#version++;
  }

  setTrusted(trusted: boolean): void {
    // Both ways bump: entries made before a gap are never reused after it.
    this.#trusted = trusted;
    this.bump();
    if (trusted) for (const resolve of this.#whenTrusted.splice(0)) resolve();
  }

  /** Resolves once answers may be reused (at once when they may now). */
  whenTrusted(): Promise<void> {
    if (this.trusted) return Promise.resolve();
    return new Promise((resolve) => this.#whenTrusted.push(resolve));
  }
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  changes: DataChanges;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * A read outside any transaction on the hot paths (map, lists, details): straight to the driver, as a named
   * prepared statement so repeated shapes skip parsing and planning (on PGlite also most protocol round trips,
   * db/pglite-read.ts).
   */
  read<T>(statement: SQL, opts?: ReadOptions): Promise<T[]>;
  /** Embedded only: a gzip tarball of the data folder, taken between queries after a checkpoint (db/backup.ts). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * Runs long work (migrations, seeding) on a connection without the request timeouts of {@link PoolLimits}; the
   * embedded database has none, so there it is the database itself.
   */
  maintenance<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** PostgreSQL only: the pool's connections now, for `/metrics`. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/**
 * How long a request may wait on PostgreSQL, so a database that is down, frozen or overloaded answers 503 in a few
 * seconds instead of holding requests (lib/faults.ts turns these failures into 503s).
 */
export interface PoolLimits {
  /** Connections per server process. */
  max: number;
  /** Opening a connection, and waiting for a free one from the pool. */
  connectMs: number;
  /** One statement, enforced by the server (`statement_timeout`) and, a second later, by the client. */
  statementMs: number;
}

/** Errors pg raises for a query the client gave up on (its `query_timeout`). */
const READ_TIMEOUT = 'Query read timeout';

/**
 * A pooled connection that closes itself once a query outlives the client-side deadline (a server that stopped
 * answering: frozen, cut off). Left open, it would go back to the pool with the unanswered query still in it, and
 * every query lent that connection later would wait behind it.
 */
class DeadlineClient extends pg.Client {
  #abandoned = false;

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads are forwarded unchanged
  override query(...args: any[]): any {
    const forward = super.query as (...a: unknown[]) => unknown;
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (err: Error | null, result: unknown) => {
        this.#giveUpOn(err);
        last(err, result);
      };
      return forward.apply(this, args);
    }
    const result = forward.apply(this, args);
    if (result instanceof Promise) result.catch((err: Error) => this.#giveUpOn(err));
    return result;
  }

  #giveUpOn(err: Error | null) {
    if (err?.message !== READ_TIMEOUT || this.#abandoned) return;
    this.#abandoned = true;
    // With a query still active, pg destroys the socket at once: queued queries fail, the pool drops the client.
    this.end().catch(() => {});
  }
}

export interface ReadOptions {
  /**
   * false: plan with the actual values every time (for queries whose best plan depends on them, like a text
   * search whose keyword may match 3 or 30,000 rows). Default true.
   */
  prepared?: boolean;
}

const dialect = new PgDialect();

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite
 * (a folder on disk, or memory when `dataDir` is null).
 */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string | null;
  /** Told when an idle pooled connection dies (server restart, failover, an operator's terminate). */
  onConnectionError?: (error: Error) => void;
  /**
   * What this process is (`server`, `admin list`, `seed`, …): the embedded folder is claimed under this name, and
   * a second opener is refused with it (db/folder-lock.ts).
   */
  role?: string;
  /** PostgreSQL only; absent: no timeouts (command-line tools, which may run long statements). */
  limits?: PoolLimits;
  /** Embedded in memory only: start from this dump (`dumpDataDir`) instead of an empty cluster. */
  from?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl && opts.databaseUrl !== MEMORY_URL) {
    const url = opts.databaseUrl;
    const limits = opts.limits;
    const pool = new pg.Pool({
      connectionString: url,
      max: limits?.max ?? 10,
      keepAlive: true,
      ...(limits
        ? {
            Client: DeadlineClient,
            connectionTimeoutMillis: limits.connectMs,
            statement_timeout: limits.statementMs,
            query_timeout: limits.statementMs + 1000,
          }
        : {}),
    });
    // An idle client whose connection the server ends emits 'error' on the pool; unhandled, that event would
    // crash the process. pg has already dropped the client, and the next query opens a new connection.
    pool.on('error', (error) => opts.onConnectionError?.(error));
    // A client lent out (in a transaction, between two queries) emits 'error' on itself, where the pool does not
    // listen: unhandled, that would crash the process too. Its request fails on its own (and is logged there), and
    // the pool drops the client when it comes back; an idle client's error is reported by the pool above.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzleNodePg({ client: pool, schema });
    const listener = changeListener(url, opts.onConnectionError, limits?.connectMs);
    async function maintenance<T>(work: (db: NodePgDatabase<Schema>) => Promise<T>): Promise<T> {
      const client = new pg.Client({ connectionString: url });
      client.on('error', (error) => opts.onConnectionError?.(error));
      await client.connect();
      try {
        return await work(drizzleNodePg({ client, schema }));
      } finally {
        await client.end().catch(() => {});
      }
    }
    return {
      db,
      kind: 'postgres',
      changes: listener.changes,
      maintenance,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      migrate: () => maintenance((direct) => migrateNodePg(direct, { migrationsFolder: MIGRATIONS_FOLDER })),
      close: async () => {
        await listener.close();
        await pool.end();
      },
      async read<T>(statement: SQL, opts: ReadOptions = {}) {
        const q = dialect.sqlToQuery(statement);
        if (opts.prepared === false) return (await pool.query(q.sql, q.params as unknown[])).rows as T[];
        // The SQL text depends only on which filters are present (values are parameters): a small, finite set.
        const name = `jb_${createHash('sha1').update(q.sql).digest('hex').slice(0, 24)}`;
        const result = await pool.query({ name, text: q.sql, values: q.params as unknown[] });
        return result.rows as T[];
      },
    };
  }
  // `memory://` (or no data folder) keeps an embedded database in memory only.
  const dataDir = opts.databaseUrl === MEMORY_URL ? null : opts.dataDir;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const lock = dataDir ? lockFolder(dataDir, opts.role ?? 'process') : null;
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(dataDir ? { dataDir } : opts.from ? { loadDataDir: opts.from } : {}),
      extensions: { pg_trgm },
    });
  } catch (err) {
    lock?.release();
    throw err;
  }
  const db = drizzlePglite({ client, schema });
  // One embedded database, one connection: its own NOTIFY arrives with the committing statement's answer.
  const changes = new DataChanges({ trusted: true });
  await client.listen(DATA_CHANGED_CHANNEL, () => changes.bump());
  const prepared = preparedReads(client);
  return {
    db,
    kind: 'pglite',
    changes,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    maintenance: (work) => work(db),
    async dumpDataDir() {
      await client.query('CHECKPOINT');
      return client.dumpDataDir('gzip');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
    async read<T>(statement: SQL, opts: ReadOptions = {}) {
      const q = dialect.sqlToQuery(statement);
      if (opts.prepared === false) return (await client.query<T>(q.sql, q.params as unknown[])).rows;
      return prepared<T>(q.sql, q.params);
    },
  };
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_MS = 1000;

/**
 * A connection of its own that LISTENs for data changes (a pooled one may be handed to queries between
 * notifications). Until it listens, and whenever it is lost, the version is not trusted; it reconnects by itself.
 */
function changeListener(connectionString: string, onError?: (error: Error) => void, connectMs?: number) {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const down = (failed: pg.Client) => {
    if (client !== failed) return;
    client = null;
    changes.setTrusted(false);
    failed.end().catch(() => {});
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect();
    }, RELISTEN_MS);
    retry.unref();
  };
  const connect = () => {
    if (closed) return;
    const c = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: connectMs ?? 0 });
    client = c;
    c.on('notification', () => changes.bump());
    c.on('error', (error) => {
      onError?.(error);
      down(c);
    });
    c.on('end', () => down(c));
    c.connect()
      .then(() => c.query(`LISTEN ${DATA_CHANGED_CHANNEL}`))
      .then(() => {
        if (client === c) changes.setTrusted(true);
      })
      .catch((error: Error) => {
        onError?.(error);
        down(c);
      });
  };
  const changes = new DataChanges({ trusted: false, start: connect });
  return {
    changes,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

/** Runs a raw (parameterised) statement and returns its rows on either driver. */
export async function query<T extends Record<string, unknown>>(db: Db, statement: SQL): Promise<T[]> {
  return (await db.execute<T>(statement)).rows;
}
