// The map engine: one interface (MapEngineProps) drawn by Kakao or the offline map, plus the pin picker for the
// writing screens. Each component imports its own CSS. The review page's static map is not here: it loads on its
// own, after the page's largest paint (LazyStaticMap), so no screen that imports this barrel carries it.
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
export type { MapEngineProps, MapViewport } from './types';
