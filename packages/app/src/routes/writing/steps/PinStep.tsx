import type { MarkerType } from '@jjinbbang/domain';
import { MapMarkerPin } from '@jjinbbang/ui';
import { useState } from 'react';
import { DEFAULT_CENTER, MapEngine } from '../../map/engine';
import { type StepContext, type StepFrame, StepLayout } from '../StepLayout';
import { markerTypeOf, RESULT_MAP_LEVEL } from './map-parts';

const noop = () => {};

export interface LatLng {
  lat: number;
  lng: number;
}

export interface PinStepViewProps {
  frame: StepFrame;
  address: string;
  marker: MarkerType;
  /** Where the pin starts; the default centre when the place has none yet. */
  initial: LatLng | null;
  onSubmit: (position: LatLng) => void;
}

/** decisions.md: without the geocoder the student places the pin: the map moves under a fixed centre pin. */
export function PinStepView({ frame, address, marker, initial, onSubmit }: PinStepViewProps) {
  const [center, setCenter] = useState<LatLng>(initial ?? DEFAULT_CENTER);
  const [level, setLevel] = useState(RESULT_MAP_LEVEL);
  return (
    <StepLayout
      frame={frame}
      helper="지도를 움직여 가운데 핀을 건물 위치에 놓아 주세요. 방향키로도 움직일 수 있어요."
      valid
      onNext={() => onSubmit(center)}
      nextLabel={frame.mode === 'edit' || frame.alone ? '완료' : '이 위치로 할게요'}
    >
      <p className="jb-writing-address">{address}</p>
      <div className="jb-writing-map">
        <MapEngine
          center={center}
          level={level}
          points={[]}
          onViewChange={(view) => {
            setCenter(view.center);
            setLevel(view.level);
          }}
          onGroupPress={noop}
        />
        <span className="jb-writing-map-pin">
          <MapMarkerPin type={marker} label="선택한 위치" />
        </span>
      </div>
      <p className="jb-writing-secondary">
        위도 {center.lat.toFixed(5)}, 경도 {center.lng.toFixed(5)}
      </p>
    </StepLayout>
  );
}

export function PinStep({ ctx }: { ctx: StepContext }) {
  const { draft } = ctx;
  return (
    <PinStepView
      frame={ctx.frame}
      address={draft.address}
      marker={markerTypeOf(draft)}
      initial={
        draft.latitude !== null && draft.longitude !== null
          ? { lat: draft.latitude, lng: draft.longitude }
          : null
      }
      onSubmit={(position) => ctx.commit({ ...draft, latitude: position.lat, longitude: position.lng })}
    />
  );
}
