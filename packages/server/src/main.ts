import { createServer as createHttpServer } from 'node:http';
import type { Http2Session } from 'node:http2';
import { createApp } from './app.ts';
import { prepareDatabase } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createContext, warmUp } from './context.ts';
import { FolderLockedError } from './db/folder-lock.ts';
import { housekeeping } from './housekeeping.ts';
import { reportDatabasePool, reportRenderQueue, unexpectedErrors } from './lib/metrics.ts';
import { listen } from './listen.ts';
import { metricsText } from './routes/ops.ts';

/** Requests in flight when the process is told to stop get this long to finish (uploads included). */
const DRAIN_MS = 10_000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`설정 오류 (configuration error): ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const ctx = await createContext({ config });
  await prepareDatabase(ctx);
  reportDatabasePool(ctx.database.poolStats ? () => ctx.database.poolStats?.() ?? null : null);
  reportRenderQueue(() => ctx.renders.stats());
  const app = createApp(ctx);
  const timer = setInterval(
    () => {
      housekeeping(ctx).catch((err) => ctx.logger.error({ err }, 'housekeeping failed'));
    },
    60 * 60 * 1000,
  );
  timer.unref();

  const server = listen(app.fetch, config, (url, info) => {
    ctx.logger.info({ port: info.port, host: info.address, database: ctx.database.kind }, 'listening');
    process.stdout.write(`JJINBBANG_API_READY ${url}\n`);
    // Ready means listening and answering. The warm-up (first map screens, …) then runs in the background,
    // taking turns with requests; until it is done a first request computes what it needs itself.
    warmUp(ctx).then(() => process.stdout.write('JJINBBANG_API_WARM\n'));
  });
  // A burst of new connections is accepted before the next request's turn (lib/turns.ts).
  server.on('connection', () => ctx.turns.connected());
  const sessions = new Set<Http2Session>();
  server.on('session', (session: Http2Session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });

  const metricsServer = config.metrics
    ? createHttpServer((req, res) => {
        if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
          res.writeHead(404).end();
          return;
        }
        metricsText().then(
          ({ body, contentType }) => res.writeHead(200, { 'content-type': contentType }).end(body),
          () => res.writeHead(500).end(),
        );
      }).listen(config.metrics.port, config.metrics.host, () => {
        ctx.logger.info({ port: config.metrics?.port, host: config.metrics?.host }, 'metrics listening');
      })
    : null;

  let stopping = false;
  /**
   * Stops taking work and lets what is in flight finish: no new connections, /readyz 503, HTTP/1.1 answers close
   * their connection and HTTP/2 sessions are asked to end; after DRAIN_MS the connections still open are closed.
   * Then the database closes and the process exits with `code`.
   */
  const drainAndExit = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    ctx.lifecycle.draining = true;
    ctx.logger.info({ reason }, 'draining');
    clearInterval(timer);
    metricsServer?.close();
    const cutOff = setTimeout(() => {
      ctx.logger.warn({ ms: DRAIN_MS }, 'closing the connections still open after the drain');
      if ('closeAllConnections' in server) server.closeAllConnections();
      for (const session of sessions) session.destroy();
    }, DRAIN_MS);
    // The database may hang on close (a PostgreSQL that stopped answering): the process ends regardless.
    setTimeout(() => process.exit(code || 1), DRAIN_MS + 5_000).unref();
    server.close(() => {
      clearTimeout(cutOff);
      ctx.database
        .close()
        .catch((err) => ctx.logger.error({ err }, 'closing the database failed'))
        .finally(() => process.exit(code));
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    for (const session of sessions) session.close();
  };
  process.on('SIGTERM', () => drainAndExit('SIGTERM', 0));
  process.on('SIGINT', () => drainAndExit('SIGINT', 0));
  // docs/adr/0021: a rejection nobody awaited is logged and counted; a throw outside any promise left code half
  // run, so the process drains and exits for its supervisor to start a fresh one.
  process.on('unhandledRejection', (reason) => {
    unexpectedErrors.inc({ where: 'rejection' });
    ctx.logger.error({ err: reason }, 'unhandled rejection');
  });
  process.on('uncaughtException', (err) => {
    unexpectedErrors.inc({ where: 'exception' });
    ctx.logger.fatal({ err }, 'uncaught exception: draining, then exiting for the supervisor to restart');
    drainAndExit('uncaught exception', 1);
  });
}

main().catch((err) => {
  const detail =
    err instanceof FolderLockedError
      ? err.message
      : err instanceof Error
        ? (err.stack ?? err.message)
        : String(err);
  process.stderr.write(`서버를 시작하지 못했어요: ${detail}\n`);
  process.exit(1);
});
