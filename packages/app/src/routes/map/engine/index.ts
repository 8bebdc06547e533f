// The map engine: one interface (MapEngineProps) drawn by Kakao or the offline map, plus the pin picker and the
// static map for the writing and reading screens. Each component imports its own CSS.
export {
  clusterRadius,
  isSingleMarker,
  type MapCell,
  type MarkerGroup,
  MarkerIndex,
  pressOf,
} from './clusters';
export { computeFrame, type Frame, type Landmark, scaleBarOf } from './frame';
export * from './geo';
export { KakaoMap, type KakaoMapProps } from './KakaoMap';
export { KAKAO_MAP_APP_KEY, MapEngine } from './MapEngine';
export { markerLabel } from './MarkerGroupButton';
export { OfflineMap, type OfflineMapProps } from './OfflineMap';
export { PinPicker, type PinPickerProps } from './PinPicker';
export { STATIC_MAP_LEVEL, StaticMap, type StaticMapProps } from './StaticMap';
export type { MapEngineProps, MapViewport } from './types';
