// Where a new place's pin starts and what it is measured from: the student's own campus (the
// chosen campus for a dormitory) — never a constant — and the nearest campus to wherever the pin stands.
import {
  type AddressArea,
  addressArea,
  type CampusPoint,
  campusDistanceLabel,
  nearestCampus,
  type ReviewDraft,
  type University,
} from '@jjinbbang/domain';
import { useMemo } from 'react';
import * as queries from '../../api/queries';
import { useQuery } from '../../api/swr';
import { useUniversities } from '../../hooks/useUniversities';
import { useSession } from '../../session/useSession';
import type { AreaCampus } from './pin-check';

/**
 * Every campus as a point, with its university's name and the 시/군/구 of its address. Reading an address is the
 * costly part and only the pin check asks it, of the campus nearest the pin: each campus reads its own when first
 * asked, so opening a step does not read every campus address in the country.
 */
export function campusPoints(universities: readonly University[]): AreaCampus[] {
  return universities.flatMap((u) =>
    u.campuses.map((c) => {
      let area: AddressArea | null | undefined;
      return {
        id: c.id,
        universityName: u.universityName,
        campusName: c.campusName,
        latitude: c.latitude,
        longitude: c.longitude,
        get area() {
          if (area === undefined) area = addressArea(c.campusAddress);
          return area;
        },
      };
    }),
  );
}

/**
 * The campus a review's place is searched and pinned around: the dormitory's chosen campus, otherwise the first
 * campus of the student's university.
 */
export function originCampus(
  campuses: readonly CampusPoint[],
  draft: Pick<ReviewDraft, 'campusId'>,
  studentUniversity: string | null | undefined,
): CampusPoint | null {
  if (draft.campusId !== null) {
    const chosen = campuses.find((c) => c.id === draft.campusId);
    if (chosen) return chosen;
  }
  if (studentUniversity) return campuses.find((c) => c.universityName === studentUniversity) ?? null;
  return null;
}

/** "가야대학교 김해캠퍼스에서 1.2km" for a point, or null before the campuses have loaded. */
export function nearestCampusLabel(
  campuses: readonly CampusPoint[],
  point: { lat: number; lng: number },
): string | null {
  const nearest = nearestCampus({ latitude: point.lat, longitude: point.lng }, campuses);
  return nearest ? campusDistanceLabel(nearest) : null;
}

export interface CampusOrigin {
  campuses: readonly AreaCampus[];
  origin: CampusPoint | null;
  /** True until the campuses (and the student) are known. */
  loading: boolean;
}

export function useCampusOrigin(draft: Pick<ReviewDraft, 'campusId'>): CampusOrigin {
  const { universities, isLoading } = useUniversities();
  const session = useSession();
  const campuses = useMemo(() => campusPoints(universities ?? []), [universities]);
  const university = session.user?.university ?? null;
  const origin = useMemo(() => originCampus(campuses, draft, university), [campuses, draft, university]);
  return { campuses, origin, loading: isLoading || session.isLoading };
}

/**
 * The wizard loads the campuses as it opens, so the steps that measure from one read them from the cache rather
 * than start a request inside the tap that opens them. Reading none of the answer, the wizard is not drawn again
 * when it arrives.
 */
export function useCampusesAhead(): void {
  useQuery(queries.universities());
}
