import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  clampLevel,
  DEFAULT_CENTER,
  DEFAULT_LEVEL,
  fitView,
  fromScreen,
  idListsOf,
  type MapPoint,
  markerInside,
  metresPerPixel,
  padBounds,
  panBy,
  panelCenterOf,
  pointKey,
  project,
  roundBounds,
  toScreen,
  unproject,
  worldSize,
} from './geo';

const size = { width: 390, height: 600 };

describe('Web Mercator projection', () => {
  it('puts 0,0 in the middle of the world and round-trips coordinates', () => {
    const level = 5;
    expect(project({ lat: 0, lng: 0 }, level)).toEqual({ x: worldSize(level) / 2, y: worldSize(level) / 2 });
    const back = unproject(project(DEFAULT_CENTER, level), level);
    expect(back.lat).toBeCloseTo(DEFAULT_CENTER.lat, 9);
    expect(back.lng).toBeCloseTo(DEFAULT_CENTER.lng, 9);
  });

  it('doubles the scale with each level step inwards, like Kakao levels', () => {
    expect(worldSize(3)).toBe(worldSize(4) * 2);
    const a = project({ lat: 35.15, lng: 128.1 }, 4);
    const b = project({ lat: 35.15, lng: 128.1 }, 3);
    expect(b.x).toBeCloseTo(a.x * 2, 6);
  });

  it('shows the centre in the middle of the panel and maps screen points back', () => {
    expect(toScreen(DEFAULT_CENTER, DEFAULT_CENTER, DEFAULT_LEVEL, size)).toEqual({ x: 195, y: 300 });
    const corner = fromScreen({ x: 0, y: 0 }, DEFAULT_CENTER, DEFAULT_LEVEL, size);
    const again = toScreen(corner, DEFAULT_CENTER, DEFAULT_LEVEL, size);
    expect(again.x).toBeCloseTo(0, 6);
    expect(again.y).toBeCloseTo(0, 6);
  });

  it('pans opposite to the drag: dragging the content right moves the centre west', () => {
    const moved = panBy(DEFAULT_CENTER, DEFAULT_LEVEL, 100, 0);
    expect(moved.lng).toBeLessThan(DEFAULT_CENTER.lng);
    expect(moved.lat).toBeCloseTo(DEFAULT_CENTER.lat, 9);
    const south = panBy(DEFAULT_CENTER, DEFAULT_LEVEL, 0, -100);
    expect(south.lat).toBeLessThan(DEFAULT_CENTER.lat);
  });

  it('clamps levels to Kakao range 1..14', () => {
    expect(clampLevel(0)).toBe(1);
    expect(clampLevel(20)).toBe(14);
    expect(clampLevel(4.6)).toBe(5);
  });
});

describe('bounds', () => {
  it('surrounds the centre, north-east above south-west, and shrinks when zooming in', () => {
    const b = boundsOf(DEFAULT_CENTER, DEFAULT_LEVEL, size);
    expect(b.neLat).toBeGreaterThan(DEFAULT_CENTER.lat);
    expect(b.swLat).toBeLessThan(DEFAULT_CENTER.lat);
    expect(b.neLng).toBeGreaterThan(DEFAULT_CENTER.lng);
    expect(b.swLng).toBeLessThan(DEFAULT_CENTER.lng);
    const closer = boundsOf(DEFAULT_CENTER, DEFAULT_LEVEL - 1, size);
    expect(closer.neLng - closer.swLng).toBeCloseTo((b.neLng - b.swLng) / 2, 9);
  });

  it('at level 5 a 390 px wide phone sees roughly 1.5 km across', () => {
    const b = boundsOf(DEFAULT_CENTER, DEFAULT_LEVEL, size);
    const km = (b.neLng - b.swLng) * 111.32 * Math.cos((DEFAULT_CENTER.lat * Math.PI) / 180);
    expect(km).toBeGreaterThan(1);
    expect(km).toBeLessThan(2.5);
  });

  it('grows by the nearby offset of 0.01° on every side and stays on the globe', () => {
    const padded = padBounds({ neLat: 35.2, neLng: 128.2, swLat: 35.1, swLng: 128 });
    expect(padded.neLat).toBeCloseTo(35.21, 9);
    expect(padded.neLng).toBeCloseTo(128.21, 9);
    expect(padded.swLat).toBeCloseTo(35.09, 9);
    expect(padded.swLng).toBeCloseTo(127.99, 9);
    expect(padBounds({ neLat: 90, neLng: 180, swLat: -90, swLng: -180 })).toEqual({
      neLat: 90,
      neLng: 180,
      swLat: -90,
      swLng: -180,
    });
  });

  it('rounds to 5 decimals so float noise does not make new requests', () => {
    expect(roundBounds({ neLat: 35.1234567, neLng: 128.0000049, swLat: 35, swLng: 127.999996 })).toEqual({
      neLat: 35.12346,
      neLng: 128,
      swLat: 35,
      swLng: 128,
    });
  });
});

describe('marker identity', () => {
  const at = (id: number, lat: number, lng: number, type: MapPoint['type'] = 'GENERAL'): MapPoint => ({
    id,
    type,
    lat,
    lng,
  });

  it('keys a building and an agency with the same id apart', () => {
    expect(pointKey(at(7, 0, 0))).not.toBe(pointKey(at(7, 0, 0, 'AGENCY')));
  });

  it('splits ids into buildings and agencies for the nearby call', () => {
    expect(idListsOf([at(1, 0, 0), at(2, 0, 0, 'DORMITORY'), at(3, 0, 0, 'AGENCY')])).toEqual({
      idList: [1, 2],
      agencyIdList: [3],
    });
  });

  it('knows how many metres a pixel covers: about 1 m at level 3 in Jinju', () => {
    expect(metresPerPixel(35.154, 3)).toBeGreaterThan(0.9);
    expect(metresPerPixel(35.154, 3)).toBeLessThan(1.1);
    expect(metresPerPixel(35.154, 4)).toBeCloseTo(2 * metresPerPixel(35.154, 3), 9);
  });
});

describe('what the student sees of the map', () => {
  it('fits a 동-sized box whole, pins included, in the part of the map that is seen', () => {
    // A pin (40 px and its price above) at a corner of the box, whole inside the view.
    const whole = (x: number, y: number) =>
      x - 28 >= 0 && x + 28 <= seen.width && y - 58 >= 0 && y <= seen.height;
    const box = { swLat: 35.15, swLng: 128.09, neLat: 35.162, neLng: 128.106 };
    const seen = { width: 390, height: 560 };
    const { center, level } = fitView(box, seen);
    for (const corner of [
      { lat: box.swLat, lng: box.swLng },
      { lat: box.neLat, lng: box.neLng },
    ]) {
      const { x, y } = toScreen(corner, center, level, seen);
      expect(whole(x, y)).toBe(true);
    }
    // One level closer would cut it.
    const closer = [
      { lat: box.swLat, lng: box.swLng },
      { lat: box.neLat, lng: box.neLng },
    ].map((corner) => {
      const { x, y } = toScreen(corner, center, level - 1, seen);
      return whole(x, y);
    });
    expect(closer).toContain(false);
  });

  it('draws a marker whole from top to bottom, and across with its middle inside', () => {
    const area = { x: 0, y: 0, width: 390, height: 540 };
    expect(markerInside({ count: 1 }, 100, 58, area)).toBe(true);
    expect(markerInside({ count: 1 }, 100, 50, area)).toBe(false);
    expect(markerInside({ count: 1 }, 100, 541, area)).toBe(false);
    expect(markerInside({ count: 3 }, 100, 520, area)).toBe(false);
    expect(markerInside({ count: 1 }, 5, 300, area)).toBe(true);
    expect(markerInside({ count: 1 }, -5, 300, area)).toBe(false);
  });

  it('puts the centre in the middle of what the insets leave', () => {
    const insets = { top: 0, right: 0, bottom: 60, left: 0 };
    const panel = panelCenterOf(DEFAULT_CENTER, DEFAULT_LEVEL, insets);
    const at = toScreen(DEFAULT_CENTER, panel, DEFAULT_LEVEL, size);
    expect(at.x).toBeCloseTo(195, 6);
    expect(at.y).toBeCloseTo((600 - 60) / 2, 6);
  });
});
