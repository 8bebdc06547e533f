import type { LatLngPoint } from '@jjinbbang/domain';
import { useEffect, useState } from 'react';
import { KAKAO_MAP_APP_KEY, PinPicker } from '../../../map-engine';
import { nearestCampusLabel, useCampusOrigin } from '../campus-origin';
import { geocodeAddress } from '../kakao-address';
import { type StepContext, type StepFrame, StepLayout } from '../StepLayout';
import { RESULT_MAP_LEVEL } from './map-parts';

export interface PinStepViewProps {
  frame: StepFrame;
  address: string;
  /** Where the pin starts: the place's position, the geocoded address, or the student's campus. */
  initial: LatLngPoint;
  /** "가야대학교 김해캠퍼스에서 1.2km" for a position, or null when campuses are unknown. */
  distanceLabel: (position: LatLngPoint) => string | null;
  onSubmit: (position: LatLngPoint) => void;
}

/**
 * The pin of a new place: the pin stays in the middle and the map moves under it (drag,
 * wheel, arrow keys, the zoom buttons); under the map, the nearest campus and its distance so a pin in the wrong
 * town is obvious.
 */
export function PinStepView({ frame, address, initial, distanceLabel, onSubmit }: PinStepViewProps) {
  const [center, setCenter] = useState<LatLngPoint>(initial);
  const label = distanceLabel(center);
  return (
    <StepLayout
      frame={frame}
      helper="지도를 움직여 가운데 핀을 건물 위치에 놓아 주세요. 방향키로도 움직일 수 있어요."
      valid
      onNext={() => onSubmit(center)}
      nextLabel={frame.mode === 'edit' || frame.alone ? '완료' : '이 위치로 할게요'}
    >
      <p className="jb-writing-address">{address}</p>
      <PinPicker
        className="jb-writing-map"
        value={center}
        level={RESULT_MAP_LEVEL}
        label={`${address} 위치 고르기 지도`}
        onChange={(lat, lng) => setCenter({ lat, lng })}
      />
      <p className="jb-writing-secondary" data-testid="pin-distance" aria-live="polite">
        {label ?? `위도 ${center.lat.toFixed(5)}, 경도 ${center.lng.toFixed(5)}`}
      </p>
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

export function PinStep({ ctx }: { ctx: StepContext }) {
  const { draft } = ctx;
  const { campuses, origin, loading } = useCampusOrigin(draft);
  const known =
    draft.latitude !== null && draft.longitude !== null
      ? { lat: draft.latitude, lng: draft.longitude }
      : null;
  const geocoded = useGeocoded(draft.address, known === null);
  const start = known ?? geocoded ?? (origin ? { lat: origin.latitude, lng: origin.longitude } : null);
  // Never a constant: the pin waits for the geocoder or the student's campus.
  if (!start) {
    return (
      <StepLayout frame={ctx.frame} valid={false} onNext={() => {}} busy={loading || geocoded === undefined}>
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
      onSubmit={(position) => ctx.commit({ ...draft, latitude: position.lat, longitude: position.lng })}
    />
  );
}
