import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { supervise } from './supervise.mjs';

const node = (code: string) => spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('supervise (npm start runs the API under it)', () => {
  it('starts a crashed process again with a growing pause, and leaves other processes alone', async () => {
    const bystander = node('setInterval(() => {}, 1000)');
    const starts: number[] = [];
    const log: string[] = [];
    // Crashes twice, then stays up.
    const supervisor = supervise({
      name: 'api',
      start: () => {
        starts.push(Date.now());
        return starts.length <= 2 ? node('process.exit(1)') : node('setInterval(() => {}, 1000)');
      },
      log: (m) => log.push(m),
      firstDelayMs: 100,
      maxDelayMs: 1000,
      stableMs: 60_000,
    });
    await expect.poll(() => starts.length, { timeout: 10_000 }).toBe(3);
    await wait(300);
    expect(starts.length).toBe(3);
    const [a = 0, b = 0, c = 0] = starts;
    expect(c - b).toBeGreaterThanOrEqual(2 * 100);
    expect(b - a).toBeGreaterThanOrEqual(100);
    expect(log[0]).toContain('[api] exited (code 1)');
    expect(bystander.exitCode).toBeNull();
    expect(supervisor.child?.exitCode).toBeNull();
    supervisor.stop();
    supervisor.child?.kill();
    bystander.kill();
  });

  it('stops restarting once told to stop', async () => {
    let starts = 0;
    const supervisor = supervise({
      name: 'api',
      start: () => {
        starts++;
        return node('setTimeout(() => process.exit(1), 50)');
      },
      log: () => {},
      firstDelayMs: 50,
    });
    supervisor.stop();
    await wait(500);
    expect(starts).toBe(1);
  });
});
