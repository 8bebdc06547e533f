import { describe, expect, it } from 'vitest';
import { campusDistanceLabel, distanceMeters, formatDistance, isInKorea, nearestCampus } from './geo';

describe('geo', () => {
  it('measures great-circle distances', () => {
    // 서울역 → 부산역 is about 325 km as the crow flies.
    const d = distanceMeters(
      { latitude: 37.5547, longitude: 126.9707 },
      { latitude: 35.1151, longitude: 129.0422 },
    );
    expect(d).toBeGreaterThan(320_000);
    expect(d).toBeLessThan(330_000);
    expect(distanceMeters({ latitude: 35, longitude: 128 }, { latitude: 35, longitude: 128 })).toBe(0);
  });

  it.each([
    [0, '0m'],
    [44, '40m'],
    [999, '1000m'],
    [1000, '1.0km'],
    [1234, '1.2km'],
    [9960, '10.0km'],
    [12_400, '12km'],
  ])('formats %d m as %s', (metres, text) => {
    expect(formatDistance(metres)).toBe(text);
  });

  it.each([
    [37.5665, 126.978, true],
    [33.1141, 126.2672, true], // 마라도
    [37.2425, 131.8672, true], // 독도
    [37.9714, 124.7114, true], // 백령도
    [39.0392, 125.7625, false], // 평양
    [35.6762, 139.6503, false], // 도쿄
    [0, 0, false],
    [Number.NaN, 127, false],
  ])('%d, %d in Korea: %s', (lat, lng, inside) => {
    expect(isInKorea(lat, lng)).toBe(inside);
  });

  it('names the nearest campus and its distance', () => {
    const campuses = [
      {
        id: 1,
        universityName: '가야대학교',
        campusName: '김해캠퍼스',
        latitude: 35.2566,
        longitude: 128.8711,
      },
      {
        id: 2,
        universityName: '경상국립대학교',
        campusName: '가좌캠퍼스',
        latitude: 35.1538,
        longitude: 128.0984,
      },
    ];
    const nearest = nearestCampus({ latitude: 35.2566 + 0.0108, longitude: 128.8711 }, campuses);
    expect(nearest?.campus.id).toBe(1);
    expect(nearest && campusDistanceLabel(nearest)).toBe('가야대학교 김해캠퍼스에서 1.2km');
    expect(nearestCampus({ latitude: 35, longitude: 128 }, [])).toBeNull();
  });
});
