import { type LatLngPoint, type University, universityByShortName } from '@jjinbbang/domain';

const compact = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/**
 * The campus a search keyword names (a university's name, short name or abbreviation, with its campus where the
 * name means one), for the map to go there before it lists: null when the keyword names no campus of the list.
 */
export function campusOfKeyword(keyword: string, universities: readonly University[]): LatLngPoint | null {
  const target = universityByShortName(keyword);
  const name = compact(target?.university ?? keyword);
  const university = universities.find((u) => compact(u.universityName) === name);
  if (!university) return null;
  const campus =
    (target?.campus && university.campuses.find((c) => c.campusName === target.campus)) ||
    university.campuses[0];
  return campus ? { lat: campus.latitude, lng: campus.longitude } : null;
}
