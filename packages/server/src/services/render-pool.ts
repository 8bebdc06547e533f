// Image work (sharp/libvips) runs on libuv's thread pool, the same few threads that read and write files. Left
// alone, a handful of large photos holds every thread and a plain file GET waits behind them. The pool lets a
// bounded number of renders run at once, keeps a bounded queue behind them (beyond it a render is refused with a
// 503, so a flood costs memory no more than the queue holds), and lets concurrent requests for one result share
// one render.
import { ApiError } from '../errors.ts';

/** What `/metrics` reports of the pool (see `stats`). */
export interface RenderPoolStats {
  /** Renders running now (at most `concurrency`). */
  running: number;
  /** Renders waiting for a slot. */
  queued: number;
  /** Renders started since the process began (a counter). */
  started: number;
  /** Renders refused because the queue was full (a counter). */
  refused: number;
}

const busy = () =>
  new ApiError(503, '지금은 사진을 처리하는 요청이 많아요. 잠시 후 다시 시도해 주세요.', {
    'retry-after': '5',
  });

export class RenderPool {
  #running = 0;
  #started = 0;
  #refused = 0;
  readonly #waiting: (() => void)[] = [];
  readonly #inFlight = new Map<string, Promise<unknown>>();

  constructor(
    readonly concurrency: number,
    readonly maxQueued: number,
  ) {}

  /** Runs `job` when a slot is free; a 503 ApiError when `maxQueued` renders already wait. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#running < this.concurrency) {
      this.#running++;
    } else {
      if (this.#waiting.length >= this.maxQueued) {
        this.#refused++;
        throw busy();
      }
      // A finishing render hands its slot straight to the first waiter (#running stays).
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    this.#started++;
    try {
      return await job();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }

  /**
   * Like `run`, but while a render of `key` is running or queued, callers for the same key share it: a burst of
   * requests for one new photo variant renders it once.
   */
  once<T>(key: string, job: () => Promise<T>): Promise<T> {
    const pending = this.#inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const shared = this.run(job).finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, shared);
    return shared;
  }

  stats(): RenderPoolStats {
    return {
      running: this.#running,
      queued: this.#waiting.length,
      started: this.#started,
      refused: this.#refused,
    };
  }
}
