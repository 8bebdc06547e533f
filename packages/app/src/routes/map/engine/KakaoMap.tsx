import { type ComponentProps, useEffect, useMemo, useRef, useState } from 'react';
import { CustomOverlayMap, Map as KakaoSdkMap } from 'react-kakao-maps-sdk';
import { clampLevel, clusterPoints } from '../geo';
import { isKakaoLoaded, loadKakaoSdk } from './kakao-loader';
import { MarkerGroupButton } from './MarkerGroupButton';
import { OfflineMap } from './OfflineMap';
import type { MapViewProps } from './types';
import { ZoomControls } from './ZoomControls';

type IdleHandler = NonNullable<ComponentProps<typeof KakaoSdkMap>['onIdle']>;
type SdkMap = Parameters<IdleHandler>[0];

export interface KakaoMapProps extends MapViewProps {
  appKey: string;
  /** Script address of the SDK (tests and proxies). */
  sdkUrl?: string;
  loadingLabel?: string;
  failedNote?: string;
}

/** Kakao Maps through react-kakao-maps-sdk; falls back to the offline map when the SDK cannot be loaded. */
export function KakaoMap({
  appKey,
  sdkUrl,
  loadingLabel = '지도를 불러오는 중',
  failedNote = '지도 서비스를 불러오지 못해 오프라인 지도로 보여 드려요',
  ...props
}: KakaoMapProps) {
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>(() =>
    isKakaoLoaded() ? 'ready' : 'loading',
  );
  useEffect(() => {
    let live = true;
    loadKakaoSdk({ appKey, url: sdkUrl }).then(
      () => live && setStatus('ready'),
      (error: unknown) => {
        console.error('지도 스크립트 로드 실패', error);
        if (live) setStatus('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [appKey, sdkUrl]);

  // decisions.md: the product stays usable without the maps service.
  if (status === 'failed') return <OfflineMap {...props} note={failedNote} />;
  if (status === 'loading')
    return (
      <div className={['jb-map-view', props.className].filter(Boolean).join(' ')}>
        <div className="jb-map-loading" role="status" aria-label={loadingLabel} />
      </div>
    );
  return <ReadyKakaoMap {...props} />;
}

function ReadyKakaoMap({
  center,
  level,
  markers,
  onViewChange,
  onBoundsChange,
  onMarkerPress,
  campusLabel,
  campusPosition,
  selectedKey = null,
  className,
}: MapViewProps) {
  const latest = useRef({ onViewChange, onBoundsChange, center, level });
  latest.current = { onViewChange, onBoundsChange, center, level };
  const groups = useMemo(() => clusterPoints(markers, level), [markers, level]);

  const onIdle = useMemo<IdleHandler>(
    () => (map: SdkMap) => {
      const bounds = map.getBounds();
      const sw = bounds.getSouthWest();
      const ne = bounds.getNorthEast();
      latest.current.onBoundsChange({
        neLat: ne.getLat(),
        neLng: ne.getLng(),
        swLat: sw.getLat(),
        swLng: sw.getLng(),
      });
      const c = map.getCenter();
      const next = { center: { lat: c.getLat(), lng: c.getLng() }, level: map.getLevel() };
      const { center: was, level: wasLevel } = latest.current;
      if (next.center.lat !== was.lat || next.center.lng !== was.lng || next.level !== wasLevel)
        latest.current.onViewChange(next);
    },
    [],
  );

  return (
    <div className={['jb-map-view', 'jb-kakao-map', className].filter(Boolean).join(' ')}>
      <KakaoSdkMap
        center={{ lat: center.lat, lng: center.lng }}
        level={level}
        onIdle={onIdle}
        className="jb-kakao-map-canvas"
        aria-label="지도"
        role="region"
      >
        {campusPosition && campusLabel && (
          <CustomOverlayMap position={campusPosition} yAnchor={0.5} zIndex={0}>
            <span className="jb-offline-map-campus jb-kakao-map-campus">{campusLabel}</span>
          </CustomOverlayMap>
        )}
        {groups.map((group) => (
          <CustomOverlayMap
            key={group.key}
            position={{ lat: group.lat, lng: group.lng }}
            yAnchor={group.points.length > 1 ? 0.5 : 1}
            clickable
            zIndex={group.key === selectedKey ? 2 : 1}
          >
            <MarkerGroupButton group={group} selected={group.key === selectedKey} onPress={onMarkerPress} />
          </CustomOverlayMap>
        ))}
      </KakaoSdkMap>
      <ZoomControls
        level={level}
        onLevelChange={(next) => onViewChange({ center, level: clampLevel(next) })}
      />
    </div>
  );
}
