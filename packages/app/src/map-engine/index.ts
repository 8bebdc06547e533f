// The map engine: one interface (MapEngineProps) drawn by Kakao or the offline map, plus the pin picker for the
// writing screens. Each component imports its own CSS. The static map is imported from './StaticMap' directly,
// so the screens that import this index do not carry it and the review page can load it on its own.
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
export { KAKAO_SDK_RETRIES, KakaoMap, type KakaoMapProps } from './KakaoMap';
export { KAKAO_MAP_APP_KEY, MapEngine } from './MapEngine';
export { markerLabel } from './MarkerGroupButton';
export { OfflineMap, type OfflineMapProps } from './OfflineMap';
export { PinPicker, type PinPickerProps } from './PinPicker';
export type { MapEngineProps, MapViewport } from './types';
