import { describe, expect, it } from 'vitest';
import type { MapFilters } from './reading';
import {
  decodeMapFilterKey,
  encodeMapFilterKey,
  fromWorldFraction,
  isTileAddress,
  MAP_MAX_LEVEL,
  MAP_MIN_LEVEL,
  tileBounds,
  tilesCovering,
  tilesPerAxis,
  toWorldFraction,
} from './tile-grid';

const FILTERS: MapFilters = {
  viewType: 'REVIEW',
  buildType: ['ROOM', 'APARTMENT'],
  contractType: 'ALL',
  campus: [3, 1],
  depositMin: null,
  depositMax: 1000,
  monthlyRentMin: null,
  monthlyRentMax: null,
  inMaintenanceCost: null,
  reviewKeyword: ['PO_BD_LO_02', 'PO_BD_LO_01'],
};

describe('tile grid', () => {
  it('projects and unprojects a coordinate', () => {
    const p = { lat: 35.154, lng: 128.1 };
    const f = toWorldFraction(p);
    const back = fromWorldFraction(f.x, f.y);
    expect(back.lat).toBeCloseTo(p.lat, 9);
    expect(back.lng).toBeCloseTo(p.lng, 9);
  });

  it('has 16 tiles a side at the widest level and doubles per level', () => {
    expect(tilesPerAxis(MAP_MAX_LEVEL)).toBe(16);
    for (let level = MAP_MIN_LEVEL; level < MAP_MAX_LEVEL; level++)
      expect(tilesPerAxis(level)).toBe(2 * tilesPerAxis(level + 1));
  });

  it('covers a box with tiles whose bounds contain it, nearest the centre first', () => {
    const box = { neLat: 35.2, neLng: 128.15, swLat: 35.1, swLng: 128.05 };
    for (let level = MAP_MIN_LEVEL + 4; level <= MAP_MAX_LEVEL; level++) {
      const tiles = tilesCovering(level, box);
      expect(tiles.length).toBeGreaterThan(0);
      expect(tiles.every(isTileAddress)).toBe(true);
      const all = tiles.map(tileBounds);
      expect(Math.min(...all.map((b) => b.swLat))).toBeLessThanOrEqual(box.swLat);
      expect(Math.max(...all.map((b) => b.neLat))).toBeGreaterThanOrEqual(box.neLat);
      expect(Math.min(...all.map((b) => b.swLng))).toBeLessThanOrEqual(box.swLng);
      expect(Math.max(...all.map((b) => b.neLng))).toBeGreaterThanOrEqual(box.neLng);
    }
  });

  it('refuses addresses outside the grid', () => {
    expect(isTileAddress({ level: 14, x: 15, y: 15 })).toBe(true);
    expect(isTileAddress({ level: 14, x: 16, y: 0 })).toBe(false);
    expect(isTileAddress({ level: 0, x: 0, y: 0 })).toBe(false);
    expect(isTileAddress({ level: 3, x: 1.5, y: 0 })).toBe(false);
  });
});

describe('filter key', () => {
  it('gives equal filters one key whatever their order, URL-safe, and reads back', () => {
    const reordered: MapFilters = {
      ...FILTERS,
      buildType: ['APARTMENT', 'ROOM'],
      campus: [1, 3],
      reviewKeyword: ['PO_BD_LO_01', 'PO_BD_LO_02'],
    };
    const key = encodeMapFilterKey(FILTERS);
    expect(encodeMapFilterKey(reordered)).toBe(key);
    expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeMapFilterKey(key)).toMatchObject({ campus: [1, 3], buildType: ['APARTMENT', 'ROOM'] });
  });

  it('keeps the key of filters without a cost bound, and adds the bound when one is set', () => {
    const key = encodeMapFilterKey(FILTERS);
    expect(encodeMapFilterKey({ ...FILTERS, monthlyCostMax: null })).toBe(key);
    expect(encodeMapFilterKey({ ...FILTERS, monthlyCostMax: undefined })).toBe(key);
    expect(JSON.parse(atob(key.replace(/-/g, '+').replace(/_/g, '/')))).not.toHaveProperty('monthlyCostMax');
    const bounded = encodeMapFilterKey({ ...FILTERS, monthlyCostMax: 50 });
    expect(bounded).not.toBe(key);
    expect(decodeMapFilterKey(bounded)).toMatchObject({ monthlyCostMax: 50 });
  });

  it('reads nothing from a malformed key', () => {
    expect(decodeMapFilterKey('')).toBeNull();
    expect(decodeMapFilterKey('a+b')).toBeNull();
    expect(decodeMapFilterKey('x'.repeat(2000))).toBeNull();
    expect(decodeMapFilterKey('bm90IGpzb24')).toBeNull();
  });
});
