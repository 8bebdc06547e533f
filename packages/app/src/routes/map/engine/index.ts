export { KakaoMap, type KakaoMapProps } from './KakaoMap';
export { loadKakaoSdk, retryDelays } from './kakao-loader';
export { MapView } from './MapView';
export { markerLabel } from './MarkerGroupButton';
export { OfflineMap, type OfflineMapProps } from './OfflineMap';
export type { MapViewProps } from './types';
