// The server's Prometheus metrics, in one registry: served at /metrics (routes/ops.ts). Code that has something
// to count imports what it needs from here; nothing else creates metrics.
import client from 'prom-client';

export const registry = new client.Registry();

// Process metrics: CPU, memory, heap, garbage collection, handles and the event loop's lag (its delay percentiles).
client.collectDefaultMetrics({ register: registry });

export const httpRequests = new client.Counter({
  name: 'jb_http_requests_total',
  help: 'Requests answered, by method, declared route and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new client.Histogram({
  name: 'jb_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being handed to the socket, by method and declared route.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const httpInFlight = new client.Gauge({
  name: 'jb_http_requests_in_flight',
  help: 'Requests being served now.',
  registers: [registry],
});

export const uploadBytes = new client.Counter({
  name: 'jb_upload_bytes_total',
  help: 'Bytes of multipart uploads read, by kind (photo, certificate).',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export interface RenderQueueStats {
  running: number;
  queued: number;
}

let renderSource: (() => RenderQueueStats) | null = null;

/** Tells the render-queue gauge where to read the photo render pool's state. */
export function reportRenderQueue(source: (() => RenderQueueStats) | null): void {
  renderSource = source;
}

/** Photo renders (variants and uploads) waiting for and holding a slot of the render pool. */
new client.Gauge({
  name: 'jb_photo_render_queue',
  help: 'Photo renders waiting for the render pool and running in it.',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const stats = renderSource?.();
    if (!stats) return;
    this.set({ state: 'running' }, stats.running);
    this.set({ state: 'waiting' }, stats.queued);
  },
});

export const unexpectedErrors = new client.Counter({
  name: 'jb_unexpected_errors_total',
  help: 'Errors no handler expected, by where they were caught (request, rejection, exception).',
  labelNames: ['where'] as const,
  registers: [registry],
});

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

let poolSource: (() => PoolStats | null) | null = null;

/** Tells the pool gauge where to read the database pool's state (PostgreSQL; PGlite has no pool). */
export function reportDatabasePool(source: (() => PoolStats | null) | null): void {
  poolSource = source;
}

new client.Gauge({
  name: 'jb_db_pool_connections',
  help: 'Database pool connections: total open, idle, and queries waiting for one.',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const stats = poolSource?.();
    if (!stats) return;
    this.set({ state: 'total' }, stats.total);
    this.set({ state: 'idle' }, stats.idle);
    this.set({ state: 'waiting' }, stats.waiting);
  },
});
