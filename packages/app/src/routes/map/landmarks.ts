import type { LatLngPoint, University } from '@jjinbbang/domain';
import { useEffect, useMemo, useState } from 'react';
import type { Landmark } from '../../map-engine';
import { sameSpot } from './useMapAddress';

/** Every campus as a landmark: the university and the campus name at its position. */
export function landmarksOf(universities: readonly University[]): Landmark[] {
  return universities.flatMap((u) =>
    u.campuses.map((c) => ({
      key: `campus-${c.id}`,
      title: u.universityName,
      subtitle: c.campusName,
      lat: c.latitude,
      lng: c.longitude,
    })),
  );
}

/** The campuses the map labels, and the one it was opened for, whose label wins over the others. */
export function useCampusLandmarks(
  universities: readonly University[] | undefined,
  campusCenter: LatLngPoint | undefined,
): { landmarks: Landmark[]; focusLandmark: string | null } {
  const landmarks = useMemo(() => landmarksOf(universities ?? []), [universities]);
  const [focusLandmark, setFocusLandmark] = useState<string | null>(null);
  useEffect(() => {
    if (!campusCenter) return;
    const found = landmarks.find((l) => sameSpot(l, campusCenter));
    if (found) setFocusLandmark(found.key);
  }, [campusCenter, landmarks]);
  return { landmarks, focusLandmark };
}
