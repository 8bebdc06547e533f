import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** The request being served, for every log line written while serving it (app.ts runs each request in it). */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** A logger whose lines carry the current request's id (`requestId`), wherever in the code they are written. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'jjinbbang-server' },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => requestContext.getStore() ?? {},
  };
  return destination ? pino(options, destination) : pino(options);
}
