// Places on the ground: distances, Korea's extent and the nearest campus. Zod-free.

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/**
 * The extent a place may lie in (coordinates outside Korea are refused): 마라도 (33.11°N) to the
 * armistice line (38.62°N), 백령도 (124.6°E) to 독도 (131.87°E), with a small margin.
 */
export const KOREA_BOUNDS = { minLat: 33.0, maxLat: 38.7, minLng: 124.5, maxLng: 132.0 } as const;

export function isInKorea(latitude: number, longitude: number): boolean {
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    latitude >= KOREA_BOUNDS.minLat &&
    latitude <= KOREA_BOUNDS.maxLat &&
    longitude >= KOREA_BOUNDS.minLng &&
    longitude <= KOREA_BOUNDS.maxLng
  );
}

export const OUTSIDE_KOREA_MESSAGE = '대한민국 안의 위치여야 해요. 지도에서 위치를 다시 확인해 주세요.';

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMeters(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as students read it: "350m", "1.2km", "12km". */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.max(0, Math.round(metres / 10) * 10)}m`;
  const km = metres / 1000;
  return km < 10 ? `${(Math.round(km * 10) / 10).toFixed(1)}km` : `${Math.round(km)}km`;
}

/** The distances a new place is checked against. */
export const SAME_PLACE_RADIUS_M = 50;
/** The duplicate finder's radius for two places with similar names but no shared address key. */
export const DUPLICATE_NEARBY_RADIUS_M = 15;

export interface CampusPoint extends GeoPoint {
  id: number;
  universityName: string;
  campusName: string;
}

export interface NearestCampus {
  campus: CampusPoint;
  metres: number;
}

/** The campus closest to a point, or null when there is none. */
export function nearestCampus(point: GeoPoint, campuses: readonly CampusPoint[]): NearestCampus | null {
  let best: NearestCampus | null = null;
  for (const campus of campuses) {
    const metres = distanceMeters(point, campus);
    if (!best || metres < best.metres) best = { campus, metres };
  }
  return best;
}

/** "가야대학교 김해캠퍼스에서 1.2km": under the pin, so a pin in the wrong town is obvious. */
export function campusDistanceLabel(nearest: NearestCampus): string {
  const { campus } = nearest;
  const name = campus.campusName ? `${campus.universityName} ${campus.campusName}` : campus.universityName;
  return `${name}에서 ${formatDistance(nearest.metres)}`;
}
