// Builds the offline map's land outline (src/map-engine/korea-land.json) from Natural Earth's 1:10m land
// (world-atlas, ISC; Natural Earth is public domain): clipped to the region around Korea and rounded to ~10 m, so
// the map lazy-loads ~40 KB instead of the 3 MB world file. Run `node packages/app/scripts/korea-land.mjs` after
// upgrading world-atlas; a unit test checks the committed file matches this script's output.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { clipPolygon } from 'lineclip';
import { feature } from 'topojson-client';

/** [west, south, east, north]: the peninsula, Jeju, Ulleungdo and the coasts across the seas around them. */
export const KOREA_LAND_BBOX = [119, 30, 136, 44];
const DECIMALS = 4;

export function buildKoreaLand() {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8'));
  const land = feature(topology, topology.objects.land);
  const polygons = land.type === 'FeatureCollection' ? land.features.map((f) => f.geometry) : [land.geometry];
  const rings = [];
  const f = 10 ** DECIMALS;
  for (const geometry of polygons) {
    const list = geometry.type === 'MultiPolygon' ? geometry.coordinates : [geometry.coordinates];
    for (const polygon of list) {
      for (const ring of polygon) {
        const clipped = clipPolygon(ring, KOREA_LAND_BBOX);
        if (clipped.length < 4) continue;
        const flat = [];
        let last = '';
        for (const [lng, lat] of clipped) {
          const point = `${Math.round(lng * f)},${Math.round(lat * f)}`;
          if (point === last) continue;
          last = point;
          flat.push(Math.round(lng * f) / f, Math.round(lat * f) / f);
        }
        if (flat.length >= 8) rings.push(flat);
      }
    }
  }
  return { source: 'Natural Earth 1:10m land via world-atlas', bbox: KOREA_LAND_BBOX, rings };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = new URL('../src/map-engine/korea-land.json', import.meta.url);
  writeFileSync(out, `${JSON.stringify(buildKoreaLand())}\n`);
  console.log(`wrote ${fileURLToPath(out)}`);
}
