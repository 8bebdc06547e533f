// The place step's search at scale (issue 11): p50/p95 of POST /api/v1/place/search's query over 100,000 seeded
// buildings, in-process on embedded PGlite (the database work is what grows with the data; the HTTP layer is
// measured by run.ts). Run with `node packages/server/bench/place-search.mjs [--json]`; BENCH_BUILDINGS and
// BENCH_QUERIES change the size.
import { placeSearchRequestSchema } from '@jjinbbang/domain/schemas';
import { openDatabase } from '../src/db/client.ts';
import { populate } from '../src/db/populate.ts';
import { searchPlaces } from '../src/places/search.ts';
import { generateSeed } from '../src/seed/index.ts';
import { mulberry32 } from '../src/seed/prng.ts';

const BUILDINGS = Number(process.env.BENCH_BUILDINGS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 300);
const json = process.argv.includes('--json');
const log = (line: string) => {
  if (!json) process.stdout.write(`${line}\n`);
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  try {
    await database.migrate();
    log(`Seeding ${BUILDINGS.toLocaleString('en')} buildings…`);
    const data = generateSeed({ totalBuildings: BUILDINGS });
    await populate(database.db, data);
    const random = mulberry32(11);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const campuses = data.universities.flatMap((u) => u.campuses);
    // What students type: a building's name (whole or its first word), its road with or without the number,
    // the district, and the dormitories of a campus.
    const requests = Array.from({ length: QUERIES }, (_, i) => {
      const building = pick(data.buildings);
      const campus = pick(campuses);
      const near = { latitude: campus.latitude, longitude: campus.longitude };
      const words = building.address.split(' ');
      const keyword = [
        building.name,
        building.name.split(' ')[0] ?? building.name,
        words.slice(-2).join(' '),
        words.slice(-2, -1).join(' '),
        `${words[1] ?? ''} ${words.slice(-2).join(' ')}`,
      ][i % 5] as string;
      return i % 10 === 9
        ? placeSearchRequestSchema.parse({ keyword: '', kind: 'DORM', campusId: campus.id, near })
        : placeSearchRequestSchema.parse({ keyword, kind: 'GENERAL', near });
    });
    // Warm the caches and the planner the way a running server is warm.
    for (const request of requests.slice(0, 20)) await searchPlaces(database.db, request);
    const times: number[] = [];
    let found = 0;
    for (const request of requests) {
      const started = performance.now();
      const items = await searchPlaces(database.db, request);
      times.push(performance.now() - started);
      if (items.length > 0) found++;
    }
    times.sort((a, b) => a - b);
    const result = {
      name: 'place search (POST /api/v1/place/search query)',
      buildings: BUILDINGS,
      queries: QUERIES,
      p50Ms: Math.round(percentile(times, 50) * 10) / 10,
      p95Ms: Math.round(percentile(times, 95) * 10) / 10,
      maxMs: Math.round((times[times.length - 1] ?? 0) * 10) / 10,
      withResults: found,
    };
    if (json) process.stdout.write(`${JSON.stringify(result)}\n`);
    else
      log(
        `place search at ${BUILDINGS.toLocaleString('en')} buildings: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, max ${result.maxMs} ms (${found}/${QUERIES} with results)`,
      );
  } finally {
    await database.close();
  }
}

await main();
