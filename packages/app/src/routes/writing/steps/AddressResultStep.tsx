import type { LatLngPoint, MarkerType } from '@jjinbbang/domain';
import { MapMarkerPin } from '@jjinbbang/ui';
import {
  DEFAULT_CENTER,
  type Landmark,
  MapEngine,
  type MapPoint,
  type MapViewport,
} from '../../../map-engine';
import { usePinMapPlaces } from '../pin-map';
import { type StepContext, type StepFrame, StepLayout } from '../StepLayout';
import { markerTypeOf, RESULT_MAP_LEVEL } from './map-parts';

const noop = () => {};

export interface AddressResultStepViewProps {
  frame: StepFrame;
  address: string;
  buildingName: string;
  marker: MarkerType;
  position: LatLngPoint | null;
  /** Registered places drawn with their names around the building. */
  points?: readonly MapPoint[];
  /** Campuses drawn as labelled landmarks. */
  landmarks?: readonly Landmark[];
  /** Told the map's settled view, to load the places it shows. */
  onViewChange?: (view: MapViewport) => void;
  onSubmit: () => void;
}

const NO_POINTS: readonly MapPoint[] = [];

/** spec 001 §2.3: the address confirmation with a map (level 3, marker) among the campuses and places around. */
export function AddressResultStepView({
  frame,
  address,
  buildingName,
  marker,
  position,
  points = NO_POINTS,
  landmarks,
  onViewChange = noop,
  onSubmit,
}: AddressResultStepViewProps) {
  return (
    <StepLayout frame={frame} helper="주소와 지도의 위치를 확인해 주세요." valid onNext={onSubmit}>
      <div className="jb-writing-map" data-static="">
        <MapEngine
          center={position ?? DEFAULT_CENTER}
          level={RESULT_MAP_LEVEL}
          points={points}
          landmarks={landmarks}
          onViewChange={onViewChange}
          onGroupPress={noop}
        />
        <span className="jb-writing-map-pin">
          <MapMarkerPin type={marker} label={`${buildingName || address} 위치`} />
        </span>
      </div>
      <dl className="jb-writing-summary">
        <dt>주소</dt>
        <dd>{address}</dd>
        {buildingName && (
          <>
            <dt>건물 이름</dt>
            <dd>{buildingName}</dd>
          </>
        )}
      </dl>
    </StepLayout>
  );
}

export function AddressResultStep({ ctx }: { ctx: StepContext }) {
  const { draft } = ctx;
  const places = usePinMapPlaces();
  return (
    <AddressResultStepView
      points={places.points}
      landmarks={places.landmarks}
      onViewChange={places.onViewChange}
      frame={ctx.frame}
      address={draft.address}
      buildingName={draft.detailedAddress}
      marker={markerTypeOf(draft)}
      position={
        draft.latitude !== null && draft.longitude !== null
          ? { lat: draft.latitude, lng: draft.longitude }
          : null
      }
      onSubmit={() => ctx.commit(draft)}
    />
  );
}
