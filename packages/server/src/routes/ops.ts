// What operators and orchestrators ask: is the process alive, can it serve, what is it doing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { MIGRATIONS_FOLDER, query } from '../db/client.ts';
import { registry } from '../lib/metrics.ts';
import { createRouter, route } from '../lib/route.ts';

/** The newest migration the code ships (drizzle records its `when` as `created_at` once applied). */
const LATEST_MIGRATION = (() => {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
})();

/** A readiness check gives up after this long: a hung database must not hang the probe. */
const CHECK_TIMEOUT_MS = 2000;

type CheckResult = 'ok' | 'failed' | 'timeout';

async function check(ctx: AppContext, name: string, run: () => Promise<void>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), CHECK_TIMEOUT_MS);
  });
  const result = run().then(
    (): CheckResult => 'ok',
    (err: unknown): CheckResult => {
      ctx.logger.warn({ err, check: name }, 'readiness check failed');
      return 'failed';
    },
  );
  try {
    return await Promise.race([result, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const checksSchema = z.object({
  database: z.enum(['ok', 'failed', 'timeout']),
  migrations: z.enum(['ok', 'failed', 'timeout']),
  storage: z.enum(['ok', 'failed', 'timeout']),
});

const health = route({
  method: 'get',
  path: '/healthz',
  tags: ['운영'],
  summary: '살아 있나요? (프로세스가 답하면 200)',
  auth: 'none',
  responses: {
    200: {
      description: '살아 있어요',
      content: {
        'application/json': {
          schema: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
        },
      },
    },
  },
});

const ready = route({
  method: 'get',
  path: '/readyz',
  tags: ['운영'],
  summary: '요청을 받을 수 있나요? (데이터베이스, 마이그레이션, 파일 저장소)',
  auth: 'none',
  responses: {
    200: {
      description: '받을 수 있어요',
      content: {
        'application/json': { schema: z.object({ status: z.literal('ready'), checks: checksSchema }) },
      },
    },
    503: {
      description: '아직 또는 더는 받을 수 없어요 (종료 중이면 checks 없이)',
      content: {
        'application/json': {
          schema: z.object({ status: z.enum(['not ready', 'draining']), checks: checksSchema.optional() }),
        },
      },
    },
  },
});

const metrics = route({
  method: 'get',
  path: '/metrics',
  tags: ['운영'],
  summary: 'Prometheus 지표',
  auth: 'metrics',
  responses: {
    200: { description: 'Prometheus text format', content: { 'text/plain': { schema: { type: 'string' } } } },
  },
});

/** The metrics text for a scrape (also served on METRICS_PORT by main.ts). */
export async function metricsText(): Promise<{ body: string; contentType: string }> {
  return { body: await registry.metrics(), contentType: registry.contentType };
}

export function opsRoutes(ctx: AppContext) {
  const app = createRouter();

  app.openapi(health, (c) => c.json({ status: 'ok' as const, database: ctx.database.kind }, 200));

  app.openapi(ready, async (c) => {
    c.header('cache-control', 'no-store');
    if (ctx.lifecycle.draining) return c.json({ status: 'draining' as const }, 503);
    const [database, migrations, storage] = await Promise.all([
      check(ctx, 'database', async () => {
        await query(ctx.db, sql`SELECT 1`);
      }),
      check(ctx, 'migrations', async () => {
        const [row] = await query<{ last: string | null }>(
          ctx.db,
          sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
        );
        if (Number(row?.last) !== LATEST_MIGRATION)
          throw new Error(`latest applied migration is ${row?.last}`);
      }),
      check(ctx, 'storage', async () => {
        const key = `readyz/probe-${process.pid}.txt`;
        await ctx.storage.put(key, new TextEncoder().encode('ok'), 'text/plain');
        await ctx.storage.delete(key);
      }),
    ]);
    const checks = { database, migrations, storage };
    const allOk = Object.values(checks).every((v) => v === 'ok');
    return allOk
      ? c.json({ status: 'ready' as const, checks }, 200)
      : c.json({ status: 'not ready' as const, checks }, 503);
  });

  app.openapi(metrics, async (c) => {
    const { body, contentType } = await metricsText();
    return c.body(body, 200, { 'content-type': contentType, 'cache-control': 'no-store' });
  });

  return app;
}
