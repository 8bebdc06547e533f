export declare function findBinaries(): string | null;
export declare const MISSING_BINARIES: string;
export declare function startCluster(): Promise<{ bin: string; port: number; url: string; stop(): void }>;
