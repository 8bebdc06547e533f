import type { LatLngPoint } from '@jjinbbang/domain';

/** Navigation state a campus card sends (spec 000 §2 Home). */
export interface CampusNavigation {
  campusName: string;
  center: LatLngPoint;
  key: string;
}

export function parseCampusNavigation(state: unknown): CampusNavigation | null {
  if (!state || typeof state !== 'object') return null;
  const { from, campusName, latitude, longitude } = state as Record<string, unknown>;
  if (from !== 'home' || typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  const name = typeof campusName === 'string' ? campusName : '';
  return {
    campusName: name,
    center: { lat: latitude, lng: longitude },
    key: `${name}@${latitude},${longitude}`,
  };
}
