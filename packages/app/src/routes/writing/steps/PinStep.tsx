import type { LatLngPoint, PlaceArea } from '@jjinbbang/domain';
import { useEffect, useId, useRef, useState } from 'react';
import * as queries from '../../../api/queries';
import { useQuery } from '../../../api/swr';
import {
  KAKAO_MAP_APP_KEY,
  type Landmark,
  type MapPoint,
  type MapViewport,
  PinPicker,
} from '../../../map-engine';
import { nearestCampusLabel, useCampusOrigin } from '../campus-origin';
import { geocodeAddress } from '../kakao-address';
import { pinWarning } from '../pin-check';
import { usePinMapPlaces } from '../pin-map';
import { type StepContext, type StepFrame, StepLayout } from '../StepLayout';
import { RESULT_MAP_LEVEL } from './map-parts';

export interface PinStepViewProps {
  frame: StepFrame;
  address: string;
  /**
   * Where the pin starts: the place's position, the registered place the address names, the geocoded address, the
   * centre of the typed 동 or 시/군/구, and only without any of those the student's campus.
   */
  initial: LatLngPoint;
  /** "가야대학교 김해캠퍼스에서 1.2km" for a position, or null when campuses are unknown. */
  distanceLabel: (position: LatLngPoint) => string | null;
  /** Why the pin may be in the wrong place (on a campus, away from the typed 시/군/구), or null. */
  warningOf?: (position: LatLngPoint) => string | null;
  /** Registered places drawn with their names around the pin. */
  points?: readonly MapPoint[];
  /** Campuses drawn as labelled landmarks. */
  landmarks?: readonly Landmark[];
  /** Told the map's settled view, to load the places it shows. */
  onViewChange?: (view: MapViewport) => void;
  onSubmit: (position: LatLngPoint) => void;
}

/**
 * The pin of a new place: the pin stays in the middle and the map moves under it (drag,
 * wheel, arrow keys, the zoom buttons) over the campuses and registered places; under the map, the nearest campus
 * and its distance. A pin on a campus or away from the typed 시/군/구 is said beside the button, and the first press
 * only points at that warning: the pin is taken on the second, "그래도 이 위치로 할게요" (ADR 0094).
 */
export function PinStepView({
  frame,
  address,
  initial,
  distanceLabel,
  warningOf,
  points,
  landmarks,
  onViewChange,
  onSubmit,
}: PinStepViewProps) {
  const [center, setCenter] = useState<LatLngPoint>(initial);
  const [acknowledged, setAcknowledged] = useState<string | null>(null);
  const warningRef = useRef<HTMLParagraphElement>(null);
  const warningId = useId();
  const label = distanceLabel(center);
  const warning = warningOf?.(center) ?? null;
  const pending = warning !== null && acknowledged !== warning;
  const done = frame.mode === 'edit' || frame.alone ? '완료' : '이 위치로 할게요';
  return (
    <StepLayout
      frame={frame}
      helper="지도를 움직여 가운데 핀을 건물 위치에 놓아 주세요. 방향키로도 움직일 수 있어요."
      valid
      onNext={() => {
        if (pending) {
          setAcknowledged(warning);
          warningRef.current?.focus();
          return;
        }
        onSubmit(center);
      }}
      nextLabel={
        warning !== null && !pending ? `그래도 ${done === '완료' ? '이 위치로 할게요' : done}` : done
      }
    >
      <p className="jb-writing-address">{address}</p>
      <PinPicker
        className="jb-writing-map"
        value={center}
        level={RESULT_MAP_LEVEL}
        label={`${address} 위치 고르기 지도`}
        points={points}
        landmarks={landmarks}
        onViewChange={onViewChange}
        onChange={(lat, lng) => setCenter({ lat, lng })}
      />
      <p className="jb-writing-secondary" data-testid="pin-distance" aria-live="polite">
        {label ?? `위도 ${center.lat.toFixed(5)}, 경도 ${center.lng.toFixed(5)}`}
      </p>
      <div aria-live="polite">
        {warning && (
          <p
            ref={warningRef}
            id={warningId}
            className="jb-writing-pin-warning"
            data-testid="pin-warning"
            tabIndex={-1}
          >
            {warning}
          </p>
        )}
      </div>
    </StepLayout>
  );
}

/** The position of a typed address by Kakao's geocoder (with a key), else null; undefined while it works. */
function useGeocoded(address: string, wanted: boolean): LatLngPoint | null | undefined {
  const [found, setFound] = useState<{ address: string; at: LatLngPoint | null } | null>(null);
  useEffect(() => {
    if (!wanted || !KAKAO_MAP_APP_KEY) return;
    let live = true;
    void geocodeAddress(KAKAO_MAP_APP_KEY, address).then((at) => {
      if (live) setFound({ address, at });
    });
    return () => {
      live = false;
    };
  }, [address, wanted]);
  if (!wanted || !KAKAO_MAP_APP_KEY) return null;
  return found?.address === address ? found.at : undefined;
}

const centreOf = (area: PlaceArea): LatLngPoint => ({ lat: area.latitude, lng: area.longitude });

export function PinStep({ ctx }: { ctx: StepContext }) {
  const { draft, kind } = ctx;
  const { campuses, origin, loading } = useCampusOrigin(draft);
  const places = usePinMapPlaces();
  const known =
    draft.latitude !== null && draft.longitude !== null
      ? { lat: draft.latitude, lng: draft.longitude }
      : null;
  const campusId = kind === 'DORM' ? (draft.campusId ?? origin?.id ?? null) : null;
  // The same question the place step asked as the address was typed: the place it names, and its area.
  const matched = useQuery(
    draft.address.trim() !== '' && !loading
      ? queries.placeMatch({
          kind,
          type: draft.housingType,
          name: draft.housingType === 'DORMITORY' ? draft.dormitoryName : draft.detailedAddress,
          address: draft.address,
          lotAddress: draft.addressDetail.trim() || null,
          campusId,
          near: origin ? { latitude: origin.latitude, longitude: origin.longitude } : null,
        })
      : null,
  );
  const match = matched.data;
  const area = match?.area ?? null;
  const joined = match?.join?.place;
  const geocoded = useGeocoded(draft.address, known === null && !joined);
  const waiting = loading || geocoded === undefined || (matched.isLoading && !matched.error);
  const campus = origin ? { lat: origin.latitude, lng: origin.longitude } : null;
  const areaCentre = area ? centreOf(area) : null;
  // A dormitory stands on its chosen campus: that is a better start than the centre of the 시/군/구.
  const start =
    known ??
    (joined ? { lat: joined.latitude, lng: joined.longitude } : null) ??
    geocoded ??
    (kind === 'DORM' ? (campus ?? areaCentre) : (areaCentre ?? campus));
  // Never a constant: the pin waits for the registered place, the geocoder, the area or the student's campus.
  if (!start || (waiting && !known)) {
    return (
      <StepLayout frame={ctx.frame} valid={false} onNext={() => {}} busy={waiting}>
        <p className="jb-writing-address">{draft.address}</p>
        <div className="jb-writing-map" role="status" aria-label="지도를 준비하는 중" />
      </StepLayout>
    );
  }
  return (
    <PinStepView
      frame={ctx.frame}
      address={draft.address}
      initial={start}
      distanceLabel={(position) => nearestCampusLabel(campuses, position)}
      warningOf={(position) => pinWarning({ position, kind, address: draft.address, area, campuses })}
      points={places.points}
      landmarks={places.landmarks}
      onViewChange={places.onViewChange}
      onSubmit={(position) => ctx.commit({ ...draft, latitude: position.lat, longitude: position.lng })}
    />
  );
}
