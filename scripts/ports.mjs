// Free TCP ports on the loopback interface, for harnesses that start the product themselves.
import { createServer } from 'node:net';

function tryListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const chosen = server.address().port;
      server.close(() => resolve(chosen));
    });
  });
}

/** A port the OS says is free right now. */
export async function freePort() {
  const port = await tryListen(0);
  if (port === null) throw new Error('no free TCP port on 127.0.0.1');
  return port;
}

/** The preferred port when it is free, otherwise any free port. */
export async function preferredPort(preferred) {
  return (await tryListen(preferred)) ?? freePort();
}
