import { KakaoMap } from './KakaoMap';
import { OfflineMap } from './OfflineMap';
import type { MapEngineProps } from './types';

/** The Kakao app key the build was given ('' when none). */
export const KAKAO_MAP_APP_KEY: string = import.meta.env.VITE_KAKAO_MAP_APP_KEY ?? '';

/** decisions.md: Kakao Maps when a key is configured, otherwise the offline map. Screens only ever use this. */
export function MapEngine(props: MapEngineProps) {
  if (KAKAO_MAP_APP_KEY) return <KakaoMap appKey={KAKAO_MAP_APP_KEY} {...props} />;
  return <OfflineMap {...props} />;
}
