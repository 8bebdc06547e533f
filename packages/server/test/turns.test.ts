// Requests take turns one per event-loop iteration (lib/turns.ts, issue 16 item 6): a burst of work never keeps
// the server from accepting a new connection, and work is granted in the order it asked.
import { connect, createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Turns } from '../src/lib/turns.ts';

describe('Turns', () => {
  it('grants turns in the order they were asked for, one at a time', async () => {
    const turns = new Turns();
    const granted: number[] = [];
    const all = [0, 1, 2, 3].map((i) => turns.take().then(() => granted.push(i)));
    await all[0];
    // Every microtask has run, and still only the first turn was granted.
    await Promise.resolve();
    await Promise.resolve();
    expect(granted).toEqual([0]);
    expect(turns.waiting).toBe(3);
    await Promise.all(all);
    expect(granted).toEqual([0, 1, 2, 3]);
    expect(turns.waiting).toBe(0);
  });

  it('lets the event loop accept a connection between two turns of a long burst', async () => {
    const turns = new Turns();
    let done = 0;
    let doneWhenAccepted = -1;
    const server = createServer((socket) => {
      doneWhenAccepted = done;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const client = connect(port, '127.0.0.1');
    client.on('error', () => {});
    // 200 requests' worth of synchronous work, each in its turn.
    const burst = Array.from({ length: 200 }, () =>
      turns.take().then(() => {
        const until = performance.now() + 1;
        while (performance.now() < until) {}
        done++;
      }),
    );
    await Promise.all(burst);
    client.destroy();
    await new Promise((resolve) => server.close(resolve));
    // Without turns the whole burst would run before the loop polls for connections (accepted at 200).
    expect(doneWhenAccepted).toBeGreaterThanOrEqual(0);
    expect(doneWhenAccepted).toBeLessThan(200);
  });

  it('accepts a burst of connections before the next turn', async () => {
    const turns = new Turns();
    let accepted = 0;
    const server = createServer((socket) => {
      accepted++;
      turns.connected();
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const clients = Array.from({ length: 20 }, () => connect(port, '127.0.0.1').on('error', () => {}));
    const acceptedAtTurn: number[] = [];
    await Promise.all(
      Array.from({ length: 10 }, () =>
        turns.take().then(() => {
          acceptedAtTurn.push(accepted);
          const until = performance.now() + 1;
          while (performance.now() < until) {}
        }),
      ),
    );
    for (const client of clients) client.destroy();
    await new Promise((resolve) => server.close(resolve));
    // One connection per turn would have taken 20 turns; the burst is in before the second.
    expect(acceptedAtTurn[1]).toBe(20);
  });
});
