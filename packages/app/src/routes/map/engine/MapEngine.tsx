import { KakaoMap } from './KakaoMap';
import { OfflineMap } from './OfflineMap';
import type { MapViewProps } from './types';

const KAKAO_MAP_APP_KEY = import.meta.env.VITE_KAKAO_MAP_APP_KEY ?? '';

/** decisions.md: Kakao Maps when a key is configured, otherwise the offline map. */
export function MapView(props: MapViewProps) {
  if (KAKAO_MAP_APP_KEY) return <KakaoMap appKey={KAKAO_MAP_APP_KEY} {...props} />;
  return <OfflineMap {...props} />;
}
