import type { MarkerType } from '@jjinbbang/domain';
import { MapMarkerPin } from '@jjinbbang/ui';
import { StaticMap as KakaoStaticMap, useKakaoLoader } from 'react-kakao-maps-sdk';
import { KAKAO_SDK_RETRIES } from './KakaoMap';
import { staticMapLabel } from './labels';
import { KAKAO_MAP_APP_KEY } from './MapEngine';
import { OfflineMap } from './OfflineMap';
import './engine.css';

/** spec 000 §2 review detail: a map at level 3 with a marker. */
export const STATIC_MAP_LEVEL = 3;

export interface StaticMapProps {
  lat: number;
  lng: number;
  /** Kind of the marker (colour and glyph). */
  type?: MarkerType;
  /** The place's name: drawn beside the marker and read as the map's name. */
  name?: string;
  className?: string;
  /** Kakao app key; the build's key by default ('' draws the offline map). */
  appKey?: string;
}

const noop = () => {};

/**
 * A map that only shows where a place is (spec 000 §2: level 3, a 40×40 marker, neither draggable nor zoomable):
 * Kakao's own StaticMap with a marker when a key is configured, otherwise the offline map without gestures.
 */
export function StaticMap({
  lat,
  lng,
  type = 'GENERAL',
  name,
  className,
  appKey = KAKAO_MAP_APP_KEY,
}: StaticMapProps) {
  const label = staticMapLabel(name);
  const classes = ['jb-static-map', className].filter(Boolean).join(' ');
  if (appKey) return <KakaoStatic appKey={appKey} lat={lat} lng={lng} label={label} className={classes} />;
  return (
    <div className={classes} data-component="StaticMap" role="img" aria-label={label}>
      <OfflineMap
        center={{ lat, lng }}
        level={STATIC_MAP_LEVEL}
        points={[]}
        onViewChange={noop}
        onGroupPress={noop}
        interactive={false}
        note=""
      />
      <MapMarkerPin type={type} className="jb-static-map-pin" />
      {name && <span className="jb-static-map-name">{name}</span>}
    </div>
  );
}

function KakaoStatic({
  appKey,
  lat,
  lng,
  label,
  className,
}: {
  appKey: string;
  lat: number;
  lng: number;
  label: string;
  className: string;
}) {
  const [loading, error] = useKakaoLoader({
    appkey: appKey,
    libraries: ['clusterer', 'services'],
    retries: KAKAO_SDK_RETRIES,
  });
  if (error) return <StaticMap lat={lat} lng={lng} className={className} appKey="" />;
  return (
    <div
      className={className}
      data-component="StaticMap"
      role="img"
      aria-label={label}
      aria-busy={loading || undefined}
    >
      {!loading && (
        <KakaoStaticMap
          center={{ lat, lng }}
          level={STATIC_MAP_LEVEL}
          marker={{ position: { lat, lng } }}
          className="jb-kakao-map-canvas"
        />
      )}
    </div>
  );
}
