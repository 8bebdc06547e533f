import { newAdminToken, removeLocalAdminApi, writeLocalAdminApi } from './admin/local-api.ts';
import { startPrecheckQueue } from './admin/precheck.ts';
import { createApp } from './app.ts';
import { prepareDatabase } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createContext, warmUp } from './context.ts';
import { FolderLockedError } from './db/folder-lock.ts';
import { housekeeping } from './housekeeping.ts';
import { listen } from './listen.ts';

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
  ctx.adminToken = newAdminToken();
  await prepareDatabase(ctx);
  const app = createApp(ctx);
  const stopPrecheck = startPrecheckQueue(ctx);
  const timer = setInterval(
    () => {
      housekeeping(ctx).catch((err) => ctx.logger.error({ err }, 'housekeeping failed'));
    },
    60 * 60 * 1000,
  );
  timer.unref();

  const server = listen(app.fetch, config, (url, info) => {
    ctx.logger.info({ port: info.port, host: info.address, database: ctx.database.kind }, 'listening');
    // The CLI's way in while this process holds the data (admin/local-api.ts): it calls the loopback address.
    const local = new URL(url);
    if (['0.0.0.0', '::', '[::]'].includes(local.hostname)) local.hostname = '127.0.0.1';
    writeLocalAdminApi(config.dataDir, {
      url: local.origin,
      token: ctx.adminToken as string,
      pid: process.pid,
    });
    process.stdout.write(`JJINBBANG_API_READY ${url}\n`);
    // Ready means listening and answering. The warm-up (first map screens, …) then runs in the background,
    // taking turns with requests; until it is done a first request computes what it needs itself.
    warmUp(ctx).then(() => process.stdout.write('JJINBBANG_API_WARM\n'));
  });

  // A burst of new connections is accepted before the next request's turn (lib/turns.ts).
  server.on('connection', () => ctx.turns.connected());

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    ctx.logger.info({ signal }, 'shutting down');
    clearInterval(timer);
    removeLocalAdminApi(config.dataDir, ctx.adminToken as string);
    void stopPrecheck();
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      ctx.database
        .close()
        .catch((err) => ctx.logger.error({ err }, 'closing the database failed'))
        .finally(() => process.exit(0));
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
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
