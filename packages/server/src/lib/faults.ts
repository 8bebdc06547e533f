// Failures of the database connection, told apart from bugs: a request that meets a database that is down,
// restarting, frozen or overloaded gets a 503 with Retry-After and a Korean message (never a 500, never a hang:
// db/client.ts bounds every wait), and the log gets one line without the statement or its values.
/** SQLSTATE classes and codes that mean "the database cannot serve now", not "this request is wrong". */
const UNAVAILABLE_STATES = [
  /^08/, // connection exception
  /^57P0[1-4]$/, // admin, crash or idle shutdown; cannot connect now (starting up, recovering)
  /^57014$/, // statement cancelled: statement_timeout
  /^53300$/, // too many connections
  /^55P03$/, // lock not available
];

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Messages of pg and pg-pool for a connection that ended, could not be made in time, or gave up on a query. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'timeout expired',
  'Query read timeout',
  'is not queryable',
];

/** Seconds a client is told to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = '지금은 서비스에 연결할 수 없어요. 잠시 후 다시 시도해 주세요.';

/** The root cause of a failure that means the database is unreachable, or null for any other error. */
export function databaseUnavailable(err: unknown): { code: string; message: string } | null {
  // Drizzle wraps the driver's error (its message holds the statement and values): the cause is what happened.
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_STATES.some((s) => s.test(code)))
    )
      return { code, message: e.message };
    if (UNAVAILABLE_MESSAGES.some((m) => e instanceof Error && e.message.includes(m)))
      return { code: typeof code === 'string' ? code : 'connection', message: e.message };
  }
  return null;
}
