import { describe, expect, it } from 'vitest';
import { MarkerIndex } from './clusters';
import { computeFrame, controlCorners, type Landmark } from './frame';
import { fromScreen, type MapPoint } from './geo';

const SIZE = { width: 390, height: 640 };
const CENTER = { lat: 37.4599, lng: 126.9519 };
const LEVEL = 2;
const CAMPUS: Landmark = { key: 'c1', title: '서울대학교', subtitle: '관악캠퍼스', ...CENTER };

/** Markers at screen offsets from the campus dot (so the test reads in pixels). */
function markersAt(offsets: readonly [number, number][]): MarkerIndex {
  const points: MapPoint[] = offsets.map(([dx, dy], i) => ({
    id: i + 1,
    type: 'GENERAL',
    ...fromScreen({ x: SIZE.width / 2 + dx, y: SIZE.height / 2 + dy }, CENTER, LEVEL, SIZE),
  }));
  return new MarkerIndex(points);
}

const anchorLabel = (index: MarkerIndex | null) =>
  computeFrame({ center: CENTER, level: LEVEL, size: SIZE, index, landmarks: [CAMPUS], focusLandmark: 'c1' })
    .landmarks[0]?.label ?? null;

describe('the anchor campus label', () => {
  it('sits right of its dot on an empty map', () => {
    const label = anchorLabel(null);
    expect(label?.x).toBeGreaterThan(SIZE.width / 2);
  });

  it('moves to the side the markers cover least when the right side is crowded', () => {
    // Markers along the right of the dot, 40 px apart (no clustering at level 2), none on the left.
    const right = Array.from({ length: 4 }, (_, i) => [20 + i * 40, 10] as [number, number]);
    const label = anchorLabel(markersAt(right));
    expect(label).not.toBeNull();
    expect((label?.x ?? 0) + (label?.width ?? 0)).toBeLessThanOrEqual(SIZE.width / 2);
  });
});

describe('markers the student can see whole and press', () => {
  // One pin near each edge (offsets from the middle of the panel), one in the middle.
  const index = markersAt([
    [0, -SIZE.height / 2 + 20], // its pin would reach above the panel
    [0, SIZE.height / 2 - 30], // under a handle 60 px tall along the bottom
    [SIZE.width / 2 - 30, -SIZE.height / 2 + 90], // under the zoom buttons
    [0, 0],
  ]);
  const frame = (markerArea?: { x: number; y: number; width: number; height: number }) =>
    computeFrame({
      center: CENTER,
      level: LEVEL,
      size: SIZE,
      index,
      landmarks: [],
      ...(markerArea && {
        markerArea,
        covered: controlCorners(SIZE),
      }),
    }).groups.map((g) => g.group.points[0]?.id);

  it('are the only ones drawn when the screen says what it lays over the map', () => {
    expect(frame().sort()).toEqual([1, 2, 3, 4]);
    expect(frame({ x: 0, y: 0, width: SIZE.width, height: SIZE.height - 60 })).toEqual([4]);
  });
});
