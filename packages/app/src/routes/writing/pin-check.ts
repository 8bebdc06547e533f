// What the pin screen says about where the pin stands: on a campus, or away from the 시/군/구 the student typed.
// Both are the ways a new building lands in the wrong place without the student noticing (the pin starts at a
// campus when nothing better is known; a Seoul address pinned on a Jinju campus looks just as accepted).
import {
  type AddressArea,
  addressArea,
  areaLabel,
  type CampusPoint,
  distanceMeters,
  nearestCampus,
  type PlaceArea,
  type ReviewKind,
} from '@jjinbbang/domain';

/** A campus with the 시/군/구 its address names (null when its address cannot be read). */
export interface AreaCampus extends CampusPoint {
  area: AddressArea | null;
}

/** Within this of a campus's point, a pin stands on the campus grounds. */
export const ON_CAMPUS_M = 250;
/** Around the area's registered places and campuses, a pin still lies in the 시/군/구 (its edges are wider). */
export const AREA_MARGIN_M = 1500;
/** Without the area's extent, the nearest campus within this says which 시/군/구 the pin is in. */
export const CAMPUS_AREA_M = 5000;

export interface PinCheck {
  position: { lat: number; lng: number };
  kind: ReviewKind;
  /** The typed road address (its 시/군/구 is what the pin must lie in). */
  address: string;
  /** The area the server knows for the typed address: its places' extent. */
  area: PlaceArea | null;
  campuses: readonly AreaCampus[];
}

function sameArea(a: AddressArea, b: AddressArea): boolean {
  if (a.district !== b.district) return false;
  return a.province === null || b.province === null || a.province === b.province;
}

/** Degrees of latitude and longitude that `metres` spans at a latitude. */
function margin(lat: number, metres: number) {
  const dLat = metres / 111_320;
  return { dLat, dLng: dLat / Math.cos((lat * Math.PI) / 180) };
}

/** The warning for a pin, or null when it is where the typed address says. */
export function pinWarning({ position, kind, address, area, campuses }: PinCheck): string | null {
  const typed = addressArea(address);
  const point = { latitude: position.lat, longitude: position.lng };
  if (typed && typed.district !== '') {
    const label = area?.label ?? areaLabel(typed);
    let outside = false;
    if (area) {
      const { dLat, dLng } = margin(position.lat, AREA_MARGIN_M);
      outside =
        position.lat < area.swLat - dLat ||
        position.lat > area.neLat + dLat ||
        position.lng < area.swLng - dLng ||
        position.lng > area.neLng + dLng;
    } else {
      const nearest = nearestCampus(point, campuses);
      const campus = nearest?.campus as AreaCampus | undefined;
      outside = Boolean(
        nearest && campus?.area && nearest.metres <= CAMPUS_AREA_M && !sameArea(campus.area, typed),
      );
    }
    if (outside)
      return `입력한 주소(${label})와 핀 위치가 달라요. 지도를 옮겨 건물이 있는 곳에 핀을 놓아 주세요.`;
  }
  // A dormitory stands on its campus; any other building does not.
  if (kind !== 'DORM') {
    const onCampus = campuses.find((c) => distanceMeters(point, c) <= ON_CAMPUS_M);
    if (onCampus)
      return `핀이 ${onCampus.universityName} ${onCampus.campusName} 안에 있어요. 건물 위치가 맞는지 확인해 주세요.`;
  }
  return null;
}
