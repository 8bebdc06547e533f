// What the student typed for a new place that the save will not keep: when the typed address names a registered
// place, the review joins it as registered (ADR 0090) — its name, its lot address, its position. The confirm screen
// says so, so that what is shown before saving is what is stored.
import {
  distanceMeters,
  normalizePlaceName,
  type PlaceMatch,
  type ReviewDraft,
  type ReviewKind,
  SAME_PLACE_RADIUS_M,
} from '@jjinbbang/domain';
import * as queries from '../../api/queries';
import { useQuery } from '../../api/swr';

export interface UnusedInput {
  /** "이 주소에 등록된 ‘새봄빌’에 후기가 올라가요." */
  title: string;
  /** One line per typed value that is not kept. */
  lines: string[];
}

/** The typed name of the place: the building's, the dormitory's or the agency's. */
const typedName = (draft: ReviewDraft, kind: ReviewKind) =>
  (kind === 'DORM' ? draft.dormitoryName : draft.detailedAddress).trim();

/** What a new place's typed values lose by joining `match`'s registered place, or null when nothing is lost. */
export function unusedInputOf(
  draft: ReviewDraft,
  kind: ReviewKind,
  match: PlaceMatch | null | undefined,
): UnusedInput | null {
  const place = match?.join?.place;
  // A conflicting join is refused by the save with its reason; nothing is silently dropped then.
  if (draft.placeId !== null || !place || match?.join?.conflict) return null;
  const lines: string[] = [];
  const name = typedName(draft, kind);
  if (name !== '' && normalizePlaceName(name) !== normalizePlaceName(place.name))
    lines.push(`입력한 이름(${name}) 대신 등록된 이름(${place.name})으로 올라가요.`);
  const lot = draft.addressDetail.trim();
  if (lot !== '' && place.lotAddress !== null && match?.lotAddress !== place.lotAddress)
    lines.push(`입력한 지번 주소(${lot}) 대신 등록된 지번 주소(${place.lotAddress})로 올라가요.`);
  if (
    draft.latitude !== null &&
    draft.longitude !== null &&
    distanceMeters(
      { latitude: draft.latitude, longitude: draft.longitude },
      { latitude: place.latitude, longitude: place.longitude },
    ) > SAME_PLACE_RADIUS_M
  )
    lines.push('지도에서 고른 위치 대신 등록된 위치에 올라가요.');
  if (lines.length === 0) return null;
  return { title: `이 주소에 등록된 ‘${place.name}’에 후기가 올라가요.`, lines };
}

/** The confirm screen's question to the server: which registered place the new place's address names. */
export function useUnusedInput(draft: ReviewDraft, kind: ReviewKind, enabled = true): UnusedInput | null {
  const asks = enabled && draft.placeId === null && draft.address.trim() !== '';
  const { data } = useQuery(
    asks
      ? queries.placeMatch({
          kind,
          type: draft.housingType,
          name: typedName(draft, kind),
          address: draft.address,
          lotAddress: draft.addressDetail.trim() || null,
          campusId: kind === 'DORM' ? draft.campusId : null,
          near:
            draft.latitude !== null && draft.longitude !== null
              ? { latitude: draft.latitude, longitude: draft.longitude }
              : null,
        })
      : null,
  );
  return unusedInputOf(draft, kind, data);
}
