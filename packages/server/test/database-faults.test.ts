import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, startCluster } from '../scripts/pg-cluster.mjs';
import { query } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { F } from './fixture.ts';
import { createTestServer, POSTGRES_URL, type TestServer } from './helpers.ts';

/**
 * A PostgreSQL that freezes (SIGSTOP of every process: what a stalled disk, a paused VM or a partition looks like
 * from the server) or stops and comes back. The server answers 503 with Retry-After while it cannot reach the
 * database, within its timeouts — never a hang, never a 500 — and serves again as soon as the database does, without
 * a restart; every write it acknowledged is in the database afterwards. Runs in the `postgres` stage, on a cluster
 * of its own (the stage's shared cluster must not be frozen under the other test files).
 */
describe.skipIf(!POSTGRES_URL)('a frozen, stopped and restarted PostgreSQL', () => {
  let cluster: Cluster;
  let s: TestServer;
  let writers: { id: number; token: string }[] = [];
  const acknowledged: number[] = [];
  let next = 0;

  beforeAll(async () => {
    cluster = await startCluster();
    s = await createTestServer({
      databaseUrl: cluster.url,
      limits: { max: 5, connectMs: 1000, statementMs: 1000 },
    });
    const rows = await s.ctx.db
      .insert(users)
      .values(
        Array.from({ length: 80 }, (_, i) => ({
          kakaoId: `fault-${i}`,
          nickname: '장애',
          status: 'verified' as const,
        })),
      )
      .returning({ id: users.id });
    writers = await Promise.all(rows.map(async (r) => ({ id: r.id, token: await s.token(r.id) })));
  }, 120_000);
  afterAll(async () => {
    try {
      for (const pid of cluster?.processes() ?? []) process.kill(pid, 'SIGCONT');
    } catch {}
    await s?.close().catch(() => {});
    cluster?.remove();
  });

  /** Each call: one new like by its own user, remembered when the server acknowledged it. */
  async function likes(n: number) {
    const batch = writers.slice(next, next + n);
    next += n;
    return Promise.all(
      batch.map(async (w) => {
        const res = await s.request('/api/v1/user/bookmark', {
          method: 'POST',
          token: w.token,
          json: { type: 'review', id: F.reviewGeneral1, bookmark: true },
        });
        const body = (await res.json()) as { code: number; message: string };
        if (res.status === 200) acknowledged.push(w.id);
        return { status: res.status, retryAfter: res.headers.get('retry-after'), message: body.message };
      }),
    );
  }

  async function healthy() {
    for (let i = 0; i < 60; i++) {
      if ((await s.request('/healthz')).status === 200) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('the server did not recover');
  }

  const unavailable = {
    status: 503,
    retryAfter: '5',
    message: '지금은 서비스에 연결할 수 없어요. 잠시 후 다시 시도해 주세요.',
  };

  it('answers while healthy', async () => {
    expect((await likes(10)).map((r) => r.status)).toEqual(Array(10).fill(200));
  });

  it('frozen: every request is a 503 with Retry-After (more requests than connections), then it recovers', async () => {
    const frozen = cluster.processes();
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    try {
      const [answers, health] = await Promise.all([likes(12), s.request('/healthz')]);
      expect(answers).toEqual(Array(12).fill(unavailable));
      expect(health.status).toBe(503);
      expect(health.headers.get('retry-after')).toBe('5');
    } finally {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
    }
    await healthy();
    expect((await likes(10)).map((r) => r.status)).toEqual(Array(10).fill(200));
  }, 60_000);

  it('stopped: 503 with Retry-After; started again: it serves without a restart', async () => {
    cluster.stop('fast');
    try {
      expect(await likes(8)).toEqual(Array(8).fill(unavailable));
    } finally {
      cluster.start();
    }
    await healthy();
    expect((await likes(10)).map((r) => r.status)).toEqual(Array(10).fill(200));
  }, 60_000);

  it('crashed (immediate stop) while requests run: no 500, and after recovery it serves', async () => {
    const during = likes(10);
    cluster.stop('immediate');
    try {
      const answers = await during;
      for (const a of answers) expect([200, 503]).toContain(a.status);
    } finally {
      cluster.start();
    }
    await healthy();
    expect((await likes(10)).map((r) => r.status)).toEqual(Array(10).fill(200));
  }, 60_000);

  it('keeps every write it acknowledged', async () => {
    const rows = await query<{ user_id: number }>(
      s.ctx.db,
      sql`SELECT user_id FROM review_likes WHERE review_id = ${F.reviewGeneral1}`,
    );
    const stored = new Set(rows.map((r) => r.user_id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
  });
});
