export interface Cluster {
  /** The PostgreSQL `bin` folder the cluster runs from. */
  bin: string;
  /** The `postgres` database as superuser `postgres` (trust authentication). */
  url: string;
  port: number;
  dir: string;
  start(): void;
  /** `fast` ends sessions cleanly; `immediate` is a crash (recovery on the next start). */
  stop(mode?: 'fast' | 'immediate'): void;
  /** The postmaster and every backend process. */
  processes(): number[];
  /** Stops the cluster and deletes its folder. */
  remove(): void;
}

export function findPostgresBinaries(): string | null;
export const MISSING_BINARIES: string;
export function startCluster(): Promise<Cluster>;
