import { describe, expect, it } from 'vitest';
import { clampPan, fitScale, nextZoom, panLimits, rotatedSize } from './viewMath';

const A4 = { width: 1240, height: 1754 };
const stage = { width: 800, height: 480 };

describe('fitScale', () => {
  it.each([
    [0, 480 / 1754],
    [90, 480 / 1240],
    [180, 480 / 1754],
    [270, 480 / 1240],
  ])('fits a portrait page turned %i° by its limiting side', (rotation, expected) => {
    expect(fitScale(A4, stage, rotation)).toBeCloseTo(expected);
  });

  it('is 1 while a size is unknown', () => {
    expect(fitScale({ width: 0, height: 0 }, stage, 0)).toBe(1);
    expect(fitScale(A4, { width: 0, height: 0 }, 0)).toBe(1);
  });

  it('swaps the sides of a quarter turn', () => {
    expect(rotatedSize(A4, 90)).toEqual({ width: 1754, height: 1240 });
    expect(rotatedSize(A4, 180)).toEqual(A4);
  });
});

describe('panning', () => {
  const fit = fitScale(A4, stage, 0);

  it('cannot move a fitted image', () => {
    expect(panLimits({ zoom: 1, rotation: 0, x: 0, y: 0 }, A4, stage, fit)).toEqual({ x: 0, y: 0 });
    expect(clampPan({ zoom: 1, rotation: 0, x: 30, y: -30 }, A4, stage, fit)).toMatchObject({ x: 0, y: 0 });
  });

  it('moves a zoomed image until its edge reaches the stage edge', () => {
    const view = { zoom: 4, rotation: 0, x: 5000, y: -5000 };
    const limits = panLimits(view, A4, stage, fit);
    expect(limits.y).toBeCloseTo((480 * 4 - 480) / 2);
    expect(limits.x).toBeCloseTo(Math.max(0, (1240 * fit * 4 - 800) / 2));
    expect(clampPan(view, A4, stage, fit)).toMatchObject({ x: limits.x, y: -limits.y });
  });
});

describe('nextZoom', () => {
  it.each([
    [1, 1, 1.25],
    [1.25, 1, 1.5],
    [1.3, 1, 1.5],
    [8, 1, 8],
    [1, -1, 1],
    [3, -1, 2],
    [2.5, -1, 2],
  ])('from %f, direction %i → %f', (zoom, direction, expected) => {
    expect(nextZoom(zoom, direction as 1 | -1, 1, 8)).toBe(expected);
  });

  it('goes below the fitted size when the actual size is smaller', () => {
    expect(nextZoom(1, -1, 0.5, 8)).toBe(0.5);
    expect(nextZoom(0.5, 1, 0.5, 8)).toBe(1);
  });

  it('stops at a lower maximum', () => {
    expect(nextZoom(2, 1, 1, 3)).toBe(3);
    expect(nextZoom(3, 1, 1, 3)).toBe(3);
  });
});
