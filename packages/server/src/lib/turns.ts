/**
 * Requests take turns, in arrival order, one per event-loop iteration (issue 16 item 6).
 *
 * Why: Node's event loop (libuv ≥ 1.45) accepts ONE new connection per iteration, and an iteration runs every
 * request whose bytes arrived — with embedded PGlite, their queries too, synchronously. When 50 clients connect at
 * once, the connections already accepted send request after request, each iteration serves all of them, and the
 * 50th connection waits for 50 ever-longer iterations: measured on a bare Node server doing 3 ms of work per
 * request, up to 3 s for a connection's first answer. Granting one request per iteration keeps iterations as short
 * as one request, so new connections are accepted at once and every request waits only for those that arrived
 * before it; throughput is unchanged (the work is the same, only its order differs).
 *
 * A turn covers what a request does without waiting on I/O (its handler, and PGlite's queries, which run on this
 * thread); a request that then waits on I/O (a file, the network) lets the next one start. The app takes turns
 * on PGlite only (app.ts): with PostgreSQL iterations stay short and turns only cost throughput.
 */
/** Iterations in a row that turns wait for connections being accepted. */
const MAX_DEFERRED = 64;

export class Turns {
  readonly #waiting: (() => void)[] = [];
  #scheduled = false;
  #connected = false;
  #deferred = 0;

  /**
   * Tells that the server just accepted a connection. Connections come in bursts (50 phones opening the map), and
   * the event loop accepts one per iteration: while they keep coming, turns wait an iteration each (an empty one
   * costs microseconds) so the whole burst is accepted first instead of one connection per request served — at
   * most MAX_DEFERRED iterations in a row, so a flood of connections never stops the work.
   */
  connected(): void {
    this.#connected = true;
  }

  /** Resolves when it is this caller's turn: after every earlier caller's, in a later event-loop iteration. */
  take(): Promise<void> {
    return new Promise((resolve) => {
      this.#waiting.push(resolve);
      this.#schedule();
    });
  }

  /** How many callers wait for their turn. */
  get waiting(): number {
    return this.#waiting.length;
  }

  #schedule() {
    if (this.#scheduled || this.#waiting.length === 0) return;
    this.#scheduled = true;
    // setImmediate runs after the iteration's I/O (accepting a connection, reading requests); one scheduled from
    // inside a setImmediate callback waits for the next iteration.
    setImmediate(this.#grant);
  }

  readonly #grant = () => {
    this.#scheduled = false;
    if (this.#connected && this.#deferred < MAX_DEFERRED) {
      this.#connected = false;
      this.#deferred++;
      this.#schedule();
      return;
    }
    this.#connected = false;
    this.#deferred = 0;
    this.#waiting.shift()?.();
    this.#schedule();
  };
}
