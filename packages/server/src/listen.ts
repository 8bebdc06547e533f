import { readFileSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import type { Config } from './config.ts';

/**
 * Listens for `fetch` on the configured address. With a certificate (TLS_CERT_FILE, TLS_KEY_FILE): HTTPS with
 * HTTP/2, where the twenty-odd files of a page share one connection instead of queueing on six (README
 * "Production"), and HTTP/1.1 for clients without HTTP/2. `onListening` gets the server's own URL.
 */
export function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  config: Pick<Config, 'port' | 'host' | 'tls'>,
  onListening: (url: string, info: AddressInfo) => void,
): ServerType {
  const tls = config.tls
    ? {
        createServer: createSecureServer,
        serverOptions: {
          cert: readFileSync(config.tls.certFile),
          key: readFileSync(config.tls.keyFile),
          allowHTTP1: true,
        },
      }
    : {};
  const scheme = config.tls ? 'https' : 'http';
  return serve({ fetch, port: config.port, hostname: config.host, ...tls }, (info) => {
    const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    onListening(`${scheme}://${host}:${info.port}`, info);
  });
}
