// Keeps a process running: when it exits on its own it is started again after a pause that doubles with each
// quick crash (`firstDelayMs` up to `maxDelayMs`) and resets once it has stayed up `stableMs`. `npm start` runs the
// API under it, so a crash costs a restart, never the app or Storybook.

/**
 * @param {object} opts
 * @param {string} opts.name
 * @param {() => import('node:child_process').ChildProcess} opts.start starts the process (again)
 * @param {(message: string) => void} [opts.log]
 * @param {number} [opts.firstDelayMs]
 * @param {number} [opts.maxDelayMs]
 * @param {number} [opts.stableMs]
 */
export function supervise({
  name,
  start,
  log = console.error,
  firstDelayMs = 1000,
  maxDelayMs = 30_000,
  stableMs = 60_000,
}) {
  let stopped = false;
  let delay = firstDelayMs;
  let timer = null;
  let restarts = 0;
  const state = { child: null };

  const launch = () => {
    const startedAt = Date.now();
    const child = start();
    state.child = child;
    child.on('exit', (code, signal) => {
      if (stopped) return;
      if (Date.now() - startedAt >= stableMs) delay = firstDelayMs;
      restarts += 1;
      log(
        `[${name}] exited (${signal ?? `code ${code}`}); starting it again in ${(delay / 1000).toFixed(1)} s`,
      );
      timer = setTimeout(launch, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
  };
  launch();

  return {
    get child() {
      return state.child;
    },
    get restarts() {
      return restarts;
    },
    /** No more restarts; the running process is left to the caller to stop. */
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
