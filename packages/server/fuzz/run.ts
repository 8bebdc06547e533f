// The fuzz stage of `npm test`: the real server on the embedded database and on PostgreSQL, each fuzzed from its
// own OpenAPI document as a guest, a verified student and an unverified user, then hit with the hand-written abuse
// cases. Any 5xx, undocumented status, crash or silent /healthz fails the stage; it prints what it sent.
// FUZZ_RUNS (cases per operation and caller), FUZZ_SEED (replay), FUZZ_DATABASES=pglite,postgres.
import fc from 'fast-check';
import { findPostgresBinaries, MISSING_BINARIES, startCluster } from '../scripts/pg-cluster.mjs';
import { abuseCases } from './abuse.ts';
import {
  type Case,
  type Credentials,
  caseArbitrary,
  judge,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  resolverOf,
} from './properties.ts';
import { type RunningServer, startServer } from './server.ts';
import { signIn, signupToken, throwaway } from './sessions.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const DATABASES = (process.env.FUZZ_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim());

interface Outcome {
  database: string;
  cases: number;
  abuse: number;
  statuses: Map<number, number>;
  failures: string[];
  seconds: number;
}

/**
 * Operations that end sessions (renewing, logging out, signing out other devices or all, leaving): signed-in
 * callers send them with an account of their own, so the test accounts stay signed in for everything else.
 */
const endsSession = (op: Operation) =>
  op.auth === 'refresh' ||
  (op.method === 'DELETE' && /^\/api\/v1\/auth\/(logout|sessions|user)$/.test(op.path));

async function send(base: string, k: Case): Promise<Response> {
  return fetch(`${base}${k.path}`, {
    method: k.method,
    headers: k.headers,
    body: k.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(60_000),
  });
}

async function healthy(server: RunningServer): Promise<string | null> {
  if (!server.alive()) return 'the server process is gone';
  try {
    const res = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    return res.status === 200 ? null : `/healthz answered ${res.status}`;
  } catch (err) {
    return `/healthz did not answer: ${(err as Error).message}`;
  }
}

async function fuzz(database: string, databaseUrl?: string): Promise<Outcome> {
  const started = Date.now();
  const outcome: Outcome = { database, cases: 0, abuse: 0, statuses: new Map(), failures: [], seconds: 0 };
  const server = await startServer({ databaseUrl });
  const phase = (name: string) =>
    process.stdout.write(`[${database}] ${name} at ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  phase('server ready');
  try {
    const base = server.url;
    const doc = (await (await fetch(`${base}/api/docs/openapi.json`)).json()) as OpenApiDocument;
    const resolve = resolverOf(doc);
    const operations = operationsOf(doc);
    const verified = await signIn(base, 'local-verified');
    const unverified = await signIn(base, 'local-unverified');
    const signup = await signupToken(base);
    const callers: Credentials[] = [
      { name: 'guest' },
      { name: 'verified', access: verified.accessToken, refresh: verified.refreshToken, signup },
      { name: 'unverified', access: unverified.accessToken, refresh: unverified.refreshToken, signup },
    ];
    process.stdout.write(
      `[${database}] ${operations.length} operations × ${callers.length} callers × ${RUNS} cases, seed ${SEED}\n`,
    );
    // The callers run side by side: their requests interleave, as a real server's do.
    await Promise.all(
      callers.map(async (caller) => {
        for (const op of operations) {
          if (!server.alive()) return;
          let who = caller;
          if (caller.access && endsSession(op)) {
            const own = await throwaway(base);
            who = { ...caller, access: own.accessToken, refresh: own.refreshToken };
          }
          const property = fc.asyncProperty(caseArbitrary(op, resolve, who), async (k) => {
            let res: Response;
            try {
              res = await send(base, k);
            } catch (err) {
              throw new Error(`no answer: ${(err as Error).message}`);
            } finally {
              outcome.cases++;
            }
            const verdict = await judge(op, res);
            outcome.statuses.set(verdict.status, (outcome.statuses.get(verdict.status) ?? 0) + 1);
            const sick = await healthy(server);
            if (verdict.problem ?? sick) throw new Error(verdict.problem ?? sick ?? '');
          });
          const details = await fc.check(property, { numRuns: RUNS, seed: SEED, endOnFailure: true });
          if (details.failed) {
            const k = details.counterexample?.[0] as Case | undefined;
            const error =
              details.errorInstance instanceof Error
                ? details.errorInstance.message
                : String(details.errorInstance);
            const body = typeof k?.body === 'string' ? k.body.slice(0, 300) : '';
            outcome.failures.push(
              `${who.name} ${op.method} ${op.path}: ${error}\n      ${k?.method} ${k?.path} [${k?.shape}] ${body}`,
            );
          }
        }
      }),
    );
    phase(`${outcome.cases} generated requests sent`);
    for (const abuse of abuseCases({ verified: verified.accessToken, unverified: unverified.accessToken })) {
      if (!server.alive()) break;
      outcome.abuse++;
      let status: number;
      try {
        status = await abuse.run(base);
      } catch (err) {
        status = -1;
        const cause = (err as Error).cause as { code?: string; message?: string } | undefined;
        outcome.failures.push(
          `abuse "${abuse.name}": ${(err as Error).message}${cause ? ` (${cause.code ?? cause.message})` : ''}`,
        );
      }
      const sick = await healthy(server);
      if (sick) outcome.failures.push(`abuse "${abuse.name}": ${sick}`);
      else if (status >= 500) outcome.failures.push(`abuse "${abuse.name}": answered ${status}`);
      else if (status >= 0 && abuse.expect && !abuse.expect.includes(status))
        outcome.failures.push(
          `abuse "${abuse.name}": answered ${status}, expected ${abuse.expect.join(' or ')}`,
        );
    }
    phase('abuse cases done');
  } finally {
    const alive = server.alive();
    const code = await server.stop();
    if (!alive) outcome.failures.push(`the server process died (exit ${code})`);
    else if (code !== 0) outcome.failures.push(`the server did not stop cleanly on SIGTERM (exit ${code})`);
    for (const line of server.errors.slice(0, 20)) outcome.failures.push(`server log: ${line.slice(0, 400)}`);
    outcome.seconds = (Date.now() - started) / 1000;
  }
  return outcome;
}

const outcomes: Outcome[] = [];
for (const database of DATABASES) {
  if (database === 'pglite') outcomes.push(await fuzz('pglite'));
  else if (database === 'postgres') {
    if (!findPostgresBinaries()) {
      process.stderr.write(MISSING_BINARIES);
      process.exit(1);
    }
    const cluster = await startCluster();
    try {
      outcomes.push(await fuzz('postgres', cluster.url));
    } finally {
      cluster.remove();
    }
  }
}

let failed = 0;
for (const o of outcomes) {
  const statuses = [...o.statuses.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  process.stdout.write(
    `[${o.database}] ${o.cases} generated requests, ${o.abuse} abuse cases, ${o.seconds.toFixed(0)} s — ${statuses}\n`,
  );
  for (const f of o.failures) process.stdout.write(`  ✗ ${f}\n`);
  failed += o.failures.length;
}
const total = outcomes.reduce((n, o) => n + o.cases, 0);
process.stdout.write(`fuzz: ${total} generated requests in all, seed ${SEED}\n`);
process.stdout.write(`${failed === 0 ? outcomes.length : 0} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
