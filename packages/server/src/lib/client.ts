import type { IncomingMessage } from 'node:http';
import type { Http2ServerRequest } from 'node:http2';
import type { Config } from '../config.ts';
import type { RouteRequest } from '../env.ts';

/**
 * The address a request came from, for rate limits per address. Behind `config.trustProxy` proxies it is the
 * `X-Forwarded-For` entry that many places from the right (entries further left are whatever the client sent);
 * otherwise the socket's address. 'unknown' when neither exists (in-process requests in tests).
 */
export function clientAddress(c: RouteRequest, config: Config): string {
  if (config.trustProxy > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const entry = hops[hops.length - config.trustProxy];
    if (entry) return entry.slice(0, 64);
  }
  // @hono/node-server hands each request its Node.js request as `env.incoming`.
  const incoming = (c.env as { incoming?: IncomingMessage | Http2ServerRequest } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
