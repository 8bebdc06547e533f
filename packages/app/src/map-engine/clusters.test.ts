import { describe, expect, it } from 'vitest';
import { LIST_CLUSTER_MAX_LEVEL, MarkerIndex, pressOf } from './clusters';
import { CLUSTER_MIN_LEVEL, type MapPoint, pointKey } from './geo';

const at = (id: number, lat: number, lng: number, type: MapPoint['type'] = 'GENERAL'): MapPoint => ({
  id,
  type,
  lat,
  lng,
});
const WORLD = { neLat: 90, neLng: 180, swLat: -90, swLng: -180 };
const idsOf = (level: number, points: MapPoint[]) =>
  new MarkerIndex(points)
    .groups(WORLD, level)
    .map((g) => g.points.map((p) => p.id).sort())
    .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));

describe('MarkerIndex (supercluster)', () => {
  it('merges markers within the 60 px grid from level 3 up and keeps distant ones apart', () => {
    // ~11 m apart: 4 px at level 5; ~7 km from the others.
    const points = [at(1, 35.15, 128.1), at(2, 35.1501, 128.1001), at(3, 35.2, 128.2)];
    expect(idsOf(CLUSTER_MIN_LEVEL + 2, points)).toEqual([[1, 2], [3]]);
  });

  it('below level 3 merges only markers that would overlap (closer than a 40 px marker)', () => {
    // Level 1 is ~0.24 m/px here: 3 m is ~14 px (overlapping pins), 110 m is ~450 px (apart).
    const points = [at(1, 35.15, 128.1), at(2, 35.15003, 128.1), at(3, 35.151, 128.1)];
    expect(idsOf(1, points)).toEqual([[1, 2], [3]]);
  });

  it("a cluster says the median of its markers' prices; markers without one do not count", () => {
    const priced = (id: number, price: number | null): MapPoint => ({
      ...at(id, 35.15 + id * 0.00001, 128.1),
      price,
    });
    const points = [priced(1, 30), priced(2, 45), priced(3, 39), priced(4, null), priced(5, 52)];
    const [group] = new MarkerIndex(points).groups(WORLD, CLUSTER_MIN_LEVEL + 2);
    expect(group?.count).toBe(5);
    expect(group?.price).toBe(42);
    const single = new MarkerIndex([priced(9, 39)]).groups(WORLD, 3)[0];
    expect(single?.price).toBe(39);
    expect(new MarkerIndex([priced(8, null), priced(7, null)]).groups(WORLD, 5)[0]?.price).toBeNull();
  });

  it('a large cluster says about its median', () => {
    const points = Array.from({ length: 2000 }, (_, i) => ({
      ...at(i + 1, 35.15 + (i % 40) * 0.00002, 128.1 + Math.floor(i / 40) * 0.00002),
      price: 20 + (i % 41),
    }));
    const [group] = new MarkerIndex(points).groups(WORLD, 10);
    expect(group?.count).toBe(2000);
    expect(Math.abs((group?.price ?? 0) - 40)).toBeLessThanOrEqual(2);
  });

  it('accounts for every marker at every level (nothing dropped by clustering)', () => {
    const points = Array.from({ length: 400 }, (_, i) =>
      at(i + 1, 35.15 + (i % 20) * 0.0003, 128.1 + Math.floor(i / 20) * 0.0003),
    );
    for (let level = 1; level <= 14; level++) {
      const groups = new MarkerIndex(points).groups(WORLD, level);
      expect(groups.reduce((n, g) => n + g.count, 0)).toBe(points.length);
    }
  });

  it('adds up counts of cells with markers, and keys groups stably', () => {
    const index = new MarkerIndex([at(1, 35.15, 128.1)], [{ lat: 35.1501, lng: 128.1001, count: 41 }]);
    const [group] = index.groups(WORLD, 10);
    expect(group?.count).toBe(42);
    expect(group?.points).toEqual([]);
    const again = new MarkerIndex([at(1, 35.15, 128.1)], [{ lat: 35.1501, lng: 128.1001, count: 41 }]);
    expect(again.groups(WORLD, 10)[0]?.key).toBe(group?.key);
  });

  it('returns only what lies in the bounds', () => {
    const index = new MarkerIndex([at(1, 35.15, 128.1), at(2, 37.5, 127)]);
    const groups = index.groups({ neLat: 35.2, neLng: 128.2, swLat: 35.1, swLng: 128 }, 5);
    expect(groups.map((g) => g.key)).toEqual([pointKey(at(1, 0, 0))]);
  });
});

describe('pressing a group', () => {
  it('lists a single marker', () => {
    const group = { key: 'b1', lat: 35, lng: 128, count: 1, points: [at(1, 35, 128)] };
    expect(pressOf(group, 8)).toEqual({ kind: 'list', group });
  });

  it('lists a cluster at neighbourhood levels and zooms in wider up until it splits', () => {
    const points = [at(1, 35.15, 128.1), at(2, 35.152, 128.102)];
    const group = { key: 'b1+2', lat: 35.151, lng: 128.101, count: 2, points };
    expect(pressOf(group, LIST_CLUSTER_MAX_LEVEL).kind).toBe('list');
    const zoom = pressOf(group, 9);
    expect(zoom.kind).toBe('zoom');
    if (zoom.kind === 'zoom') expect(zoom.level).toBeLessThan(9);
  });

  it('lists markers that share one spot whatever the level, and zooms on counts it cannot list', () => {
    const same = [at(1, 35.15, 128.1), at(2, 35.15, 128.1, 'AGENCY')];
    expect(pressOf({ key: 'x', lat: 35.15, lng: 128.1, count: 2, points: same }, 12).kind).toBe('list');
    const counts = pressOf({ key: 'n', lat: 35.15, lng: 128.1, count: 500, points: [] }, 12);
    expect(counts).toEqual({ kind: 'zoom', center: { lat: 35.15, lng: 128.1 }, level: 10 });
  });
});
