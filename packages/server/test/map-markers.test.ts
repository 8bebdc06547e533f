// POST /api/v1/map/markers answers from cells that keep their markers as the answer's bytes (routes/map-markers.ts).
// The answer must be what it was when cells kept one JSON string per marker: the same markers, in the same order
// (cell by cell, row by row, each cell in its query's order), cut at the same limit, as the same text. Runs on
// PGlite and, in the postgres stage, on PostgreSQL.

import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { type MapFilters, NO_MAP_FILTERS } from '@jjinbbang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../src/context.ts';
import { DataChanges } from '../src/db/client.ts';
import { listen } from '../src/listen.ts';
import { type Box, CELL_DEG, type MarkerRow, markerCells } from '../src/routes/map-markers.ts';
import { mulberry32 } from '../src/seed/prng.ts';
import { createTestServer, type TestServer } from './helpers.ts';

/** The answer as cells built it when they held one string per marker: the reference the bytes must equal. */
function referenceAnswer(rows: readonly MarkerRow[], box: Box, limit: number): string {
  const row0 = Math.floor(box.swLat / CELL_DEG);
  const row1 = Math.floor(box.neLat / CELL_DEG);
  const col0 = Math.floor(box.swLng / CELL_DEG);
  const col1 = Math.floor(box.neLng / CELL_DEG);
  const parts: string[] = [];
  for (let r = row0; r <= row1; r++) {
    for (let c = col0; c <= col1; c++) {
      for (const m of rows) {
        if (Math.floor(m.latitude / CELL_DEG) !== r || Math.floor(m.longitude / CELL_DEG) !== c) continue;
        if (m.latitude < box.swLat || m.latitude > box.neLat) continue;
        if (m.longitude < box.swLng || m.longitude > box.neLng) continue;
        if (parts.length >= limit) return `[${parts.join(',')}]`;
        parts.push(
          JSON.stringify({
            id: m.id,
            type: m.type,
            latitude: m.latitude,
            longitude: m.longitude,
            hasReview: m.hasReview,
          }),
        );
      }
    }
  }
  return `[${parts.join(',')}]`;
}

describe('markers assembled from cached bytes', () => {
  it('equal the one-string-per-marker answer for any box and limit, cached or not', async () => {
    const rnd = mulberry32(11);
    // Places on a fine grid, so that many sit exactly on cell edges and on the boxes' edges.
    const step = CELL_DEG / 10;
    const grid = (origin: number, spread: number) => origin + Math.round(rnd() * spread) * step;
    const types = ['GENERAL', 'DORMITORY', 'AGENCY'];
    const rows: MarkerRow[] = Array.from({ length: 3000 }, (_, i) => ({
      id: i + 1,
      type: types[i % 3] as string,
      latitude: Number(grid(37.5, 120).toFixed(6)),
      longitude: Number(grid(127, 160).toFixed(6)),
      hasReview: rnd() < 0.5,
    }));
    // The database's order within a cell is its own: the rows come back in a fixed shuffled order.
    rows.sort(() => rnd() - 0.5);
    let fetchBox: Box | null = null;
    let reads = 0;
    const ctx = {
      database: {
        changes: new DataChanges({ trusted: true }),
        async read(): Promise<MarkerRow[]> {
          reads++;
          const b = fetchBox as Box;
          return rows.filter(
            (m) =>
              m.latitude >= b.swLat &&
              m.latitude <= b.neLat &&
              m.longitude >= b.swLng &&
              m.longitude <= b.neLng,
          );
        },
      },
    } as unknown as AppContext;
    const cells = markerCells(ctx, (_filters, box) => {
      fetchBox = box;
      return [sql`SELECT 1`];
    });

    for (let i = 0; i < 300; i++) {
      const swLat = grid(37.49, 110);
      const swLng = grid(126.99, 150);
      const box = {
        swLat,
        swLng,
        neLat: swLat + Math.round(1 + rnd() * 60) * step,
        neLng: swLng + Math.round(1 + rnd() * 80) * step,
      };
      const limit = rnd() < 0.3 ? 1 + Math.floor(rnd() * 40) : 5000;
      const expected = referenceAnswer(rows, box, limit);
      const first = await cells.markersJson(box, NO_MAP_FILTERS, limit);
      const again = await cells.markersJson(box, NO_MAP_FILTERS, limit);
      expect(first?.toString('utf8')).toBe(expected);
      expect(again?.toString('utf8')).toBe(expected);
    }
    // Cells were reused: far fewer queries than boxes asked.
    expect(reads).toBeLessThan(300);
    // A box with nothing inside it.
    expect(
      (
        await cells.markersJson({ swLat: 36, swLng: 126, neLat: 36.001, neLng: 126.001 }, NO_MAP_FILTERS, 10)
      )?.toString(),
    ).toBe('[]');
  });
});

describe('POST /api/v1/map/markers on the seeded data', () => {
  let s: TestServer;
  let production: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
    // As deployed: answers are sent as assembled, not re-validated.
    production = await s.derive({ RESPONSE_VALIDATION: 'off' });
  }, 120_000);
  afterAll(() => s.close());

  /** The markers inside `box` by one query straight to the database (the fixture is small). */
  async function fromDatabase(box: Box, filters: MapFilters) {
    const res = await s.call<MarkerRow[]>('/api/v1/map/markers', {
      method: 'POST',
      // Far larger than the cells: answered by one query.
      json: { bounds: { swLat: 33, swLng: 124.5, neLat: 38.6, neLng: 131 }, filters },
    });
    return res.data.filter(
      (m) =>
        m.latitude >= box.swLat &&
        m.latitude <= box.neLat &&
        m.longitude >= box.swLng &&
        m.longitude <= box.neLng,
    );
  }

  it('answers the markers of the box, as compact JSON, from cells as from the database', async () => {
    const { rows } = await s.ctx.db.execute<{ latitude: number; longitude: number }>(
      sql`SELECT latitude, longitude FROM buildings UNION ALL SELECT latitude, longitude FROM agencies`,
    );
    expect(rows.length).toBeGreaterThan(3);
    const byId = (a: MarkerRow, b: MarkerRow) => a.type.localeCompare(b.type) || a.id - b.id;
    for (const filters of [
      NO_MAP_FILTERS,
      { ...NO_MAP_FILTERS, viewType: 'REVIEW' },
      { ...NO_MAP_FILTERS, buildType: ['DORMITORY', 'AGENCY'] },
    ] as MapFilters[]) {
      for (const place of rows) {
        // A box with this place on its south-west corner, and one around it.
        for (const box of [
          {
            swLat: place.latitude,
            swLng: place.longitude,
            neLat: place.latitude + 0.01,
            neLng: place.longitude + 0.01,
          },
          {
            swLat: place.latitude - 0.01,
            swLng: place.longitude - 0.013,
            neLat: place.latitude + 0.004,
            neLng: place.longitude + 0.002,
          },
        ]) {
          const res = await production.request('/api/v1/map/markers', {
            method: 'POST',
            json: { bounds: box, filters },
          });
          expect(res.status).toBe(200);
          expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8');
          const text = await res.text();
          const body = JSON.parse(text) as { code: number; message: string; data: MarkerRow[] };
          expect(text).toBe(JSON.stringify(body));
          expect(body.code).toBe(200);
          expect([...body.data].sort(byId)).toEqual((await fromDatabase(box, filters)).sort(byId));
          // With validation on (tests, development) the same answer.
          const checked = await s.call<MarkerRow[]>('/api/v1/map/markers', {
            method: 'POST',
            json: { bounds: box, filters },
          });
          expect(checked.data).toEqual(body.data);
        }
      }
    }
  }, 120_000);

  it('over HTTP reads the body within the same limit, with its length declared or chunked', async () => {
    const server = await new Promise<{ port: number; close(): void }>((resolve) => {
      const running = listen(production.app.fetch, { port: 0, host: '127.0.0.1', tls: null }, (_url, info) =>
        resolve({ port: info.port, close: () => running.close() }),
      );
    });
    /** Status and body of a POST of `chunks`: one with Content-Length, several chunked. */
    const post = (chunks: string[]) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const headers: Record<string, string | number> = { 'content-type': 'application/json' };
        if (chunks.length === 1) headers['content-length'] = Buffer.byteLength(chunks[0] as string);
        const req = httpRequest(
          // A connection each: a refused body may be left unread on its connection.
          {
            host: '127.0.0.1',
            port: server.port,
            path: '/api/v1/map/markers',
            method: 'POST',
            headers,
            agent: false,
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              text += chunk;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        for (const chunk of chunks) req.write(chunk);
        req.end();
      });
    try {
      const body = JSON.stringify({
        bounds: { swLat: 37.58, swLng: 127.015, neLat: 37.595, neLng: 127.04 },
        filters: NO_MAP_FILTERS,
      });
      const inProcess = await (
        await production.request('/api/v1/map/markers', {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json' },
        })
      ).text();
      expect(JSON.parse(inProcess).data.length).toBeGreaterThan(0);
      // With its length declared the body is read straight from the socket, never through a web stream.
      const toWeb = vi.spyOn(Readable, 'toWeb');
      try {
        expect(await post([body])).toEqual({ status: 200, text: inProcess });
        expect(toWeb).not.toHaveBeenCalled();
      } finally {
        toWeb.mockRestore();
      }
      const half = Math.floor(body.length / 2);
      expect(await post([body.slice(0, half), body.slice(half)])).toEqual({ status: 200, text: inProcess });
      // Over the JSON limit: refused, whether its length is declared or found while reading.
      const huge = JSON.stringify({ x: 'a'.repeat(1_100_000) });
      expect((await post([huge])).status).toBe(413);
      expect((await post([huge.slice(0, 600_000), huge.slice(600_000)])).status).toBe(413);
      expect((await post([huge.slice(0, 600_000), huge.slice(600_000)])).status).toBe(413);
    } finally {
      server.close();
    }
  });
});
