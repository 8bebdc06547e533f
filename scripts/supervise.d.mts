import type { ChildProcess } from 'node:child_process';

export declare function supervise(opts: {
  name: string;
  start: () => ChildProcess;
  log?: (message: string) => void;
  firstDelayMs?: number;
  maxDelayMs?: number;
  stableMs?: number;
}): { readonly child: ChildProcess | null; readonly restarts: number; stop(): void };
