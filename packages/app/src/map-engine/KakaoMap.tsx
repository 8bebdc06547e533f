import './engine.css';
import { type Bounds, formatThousands } from '@jjinbbang/domain';
import { type ComponentProps, useCallback, useMemo, useRef, useState } from 'react';
import { CustomOverlayMap, Map as KakaoSdkMap, MarkerClusterer, useKakaoLoader } from 'react-kakao-maps-sdk';
import { type MarkerGroup, MarkerIndex, pressOf } from './clusters';
import {
  CLUSTER_MIN_LEVEL,
  clampLevel,
  type MapPoint,
  NO_INSETS,
  padBounds,
  panelCenterOf,
  pointKey,
  seenCenterOf,
} from './geo';
import { groupHas, MarkerGroupButton } from './MarkerGroupButton';
import { OfflineMap } from './OfflineMap';
import type { MapEngineProps } from './types';
import { ZoomControls } from './ZoomControls';

type IdleHandler = NonNullable<ComponentProps<typeof KakaoSdkMap>['onIdle']>;
type SdkMap = Parameters<IdleHandler>[0];
type SdkCluster = Parameters<NonNullable<ComponentProps<typeof MarkerClusterer>['onClusterclick']>>[1];
type SdkOverlay = kakao.maps.CustomOverlay;

/** spec 000 §8: the SDK script is retried up to 3 times (react-kakao-maps-sdk's loader waits longer each time). */
export const KAKAO_SDK_RETRIES = 3;
/** The clusterer's grid in screen pixels (Kakao's default, which the offline engine uses too). */
const CLUSTER_GRID = 60;

export interface KakaoMapProps extends MapEngineProps {
  appKey: string;
  /** Script address of the SDK (tests and proxies). */
  sdkUrl?: string;
  loadingLabel?: string;
  failedNote?: string;
}

/**
 * Kakao Maps on the SDK's own parts: react-kakao-maps-sdk's `useKakaoLoader` loads the script with
 * the clusterer library, its `MarkerClusterer` clusters the 40×40 markers from level 3 up (spec 000 §9). Where the
 * SDK does not cluster — counts per cell that tiles send at wide levels, and markers that would overlap below
 * level 3 — the shared supercluster index draws count overlays. Falls back to the offline map without the SDK.
 */
export function KakaoMap({
  appKey,
  sdkUrl,
  loadingLabel = '지도를 불러오는 중',
  failedNote = '지도 서비스를 불러오지 못해 오프라인 지도로 보여 드려요',
  ...props
}: KakaoMapProps) {
  const [loading, error] = useKakaoLoader({
    appkey: appKey,
    libraries: ['clusterer', 'services'],
    retries: KAKAO_SDK_RETRIES,
    ...(sdkUrl ? { url: sdkUrl } : {}),
  });
  // decisions.md: the product stays usable without the maps service.
  if (error) return <OfflineMap {...props} note={failedNote} />;
  if (loading)
    return (
      <div className={['jb-map-view', props.className].filter(Boolean).join(' ')}>
        <div className="jb-map-loading" role="status" aria-label={loadingLabel} />
      </div>
    );
  return <ReadyKakaoMap {...props} />;
}

/** Count bubbles for Kakao's own clusters, drawn like the app's ClusterBubble. */
const CLUSTER_STYLES = [40, 48, 56].map((size) => ({
  width: `${size}px`,
  height: `${size}px`,
  lineHeight: `${size - 6}px`,
  textAlign: 'center',
  borderRadius: '999px',
  border: '3px solid var(--jb-color-brand-100)',
  backgroundClip: 'padding-box',
  background: 'var(--jb-color-brand-700)',
  color: 'var(--jb-color-text-on-brand)',
  fontWeight: '700',
  fontSize: size === 56 ? '12px' : '14px',
  boxShadow: 'var(--jb-shadow-md)',
  boxSizing: 'border-box',
  cursor: 'pointer',
}));

function ReadyKakaoMap({
  center,
  level,
  points,
  cells = [],
  landmarks = [],
  focusLandmark = null,
  onViewChange,
  onGroupPress,
  selectedKeys,
  highlightKey = null,
  priceMode = 'ALL',
  insets = NO_INSETS,
  label = '지도',
  className,
}: MapEngineProps) {
  // `view.center` is the centre of what the student sees; the SDK's is the panel's, half the insets away.
  const [view, setView] = useState({ center, level });
  const [propView, setPropView] = useState({ center, level });
  if (propView.center.lat !== center.lat || propView.center.lng !== center.lng || propView.level !== level) {
    setPropView({ center, level });
    setView({ center, level: clampLevel(level) });
  }
  // What the map shows (grown by the nearby offset), so count overlays are made for the view only.
  const [shown, setShown] = useState<Bounds | null>(null);
  const latest = useRef({ onViewChange, onGroupPress, level: view.level, insets });
  latest.current = { onViewChange, onGroupPress, level: view.level, insets };

  const onIdle = useMemo<IdleHandler>(
    () => (map: SdkMap) => {
      const bounds = map.getBounds();
      const sw = bounds.getSouthWest();
      const ne = bounds.getNorthEast();
      const c = map.getCenter();
      const node = map.getNode();
      const { top, right, bottom, left } = latest.current.insets;
      const level = map.getLevel();
      const seen = seenCenterOf({ lat: c.getLat(), lng: c.getLng() }, level, latest.current.insets);
      const next = { center: seen, level };
      // Within a hair: the round trip through the insets must not move the map again.
      setView((v) =>
        Math.abs(v.center.lat - next.center.lat) < 1e-9 &&
        Math.abs(v.center.lng - next.center.lng) < 1e-9 &&
        v.level === next.level
          ? v
          : next,
      );
      const view = { neLat: ne.getLat(), neLng: ne.getLng(), swLat: sw.getLat(), swLng: sw.getLng() };
      setShown(padBounds(view));
      latest.current.onViewChange({
        ...next,
        bounds: view,
        size: { width: node.clientWidth, height: node.clientHeight },
        visibleSize: {
          width: Math.max(1, node.clientWidth - left - right),
          height: Math.max(1, node.clientHeight - top - bottom),
        },
      });
    },
    [],
  );

  const press = useCallback((group: MarkerGroup) => {
    const action = pressOf(group, latest.current.level);
    if (action.kind === 'list') latest.current.onGroupPress(action.group);
    else setView({ center: action.center, level: action.level });
  }, []);

  // The SDK clusters single markers from level 3 up; below, overlapping markers merge here (radius 40 px).
  const sdkClusters = view.level >= CLUSTER_MIN_LEVEL;
  const ownGroups = useMemo(() => {
    if (!shown) return [];
    const index = new MarkerIndex(sdkClusters ? [] : points, cells);
    return index.groups(shown, view.level);
  }, [sdkClusters, points, cells, view.level, shown]);

  // Which marker an overlay of the clusterer draws, to turn a pressed cluster back into places.
  const overlayPoints = useRef(new WeakMap<SdkOverlay, MapPoint>());
  const onClusterclick = useCallback(
    (_: unknown, cluster: SdkCluster) => {
      const clustered = cluster
        .getMarkers()
        .map((m) => overlayPoints.current.get(m as SdkOverlay))
        .filter((p): p is MapPoint => p !== undefined);
      const c = cluster.getCenter();
      const first = clustered[0];
      if (!first) return;
      press({
        key: `${pointKey(first)}+${clustered.length}`,
        lat: c.getLat(),
        lng: c.getLng(),
        count: clustered.length,
        points: clustered,
      });
    },
    [press],
  );
  // Kakao draws cluster bubbles as plain elements: make each a named, focusable button.
  const onClustered = useCallback((_: unknown, clusters: SdkCluster[]) => {
    for (const cluster of clusters) {
      const element = cluster.getClusterMarker()?.getContent();
      if (!(element instanceof HTMLElement)) continue;
      const size = cluster.getSize();
      element.setAttribute('role', 'button');
      element.setAttribute('tabindex', '0');
      element.setAttribute('aria-label', `건물 ${formatThousands(size)}곳 모음`);
      element.dataset.mapGroup = '';
      element.onkeydown = (event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          element.click();
        }
      };
    }
  }, []);

  const { top, right, bottom, left } = insets;
  const sdkCenter = useMemo(
    () => panelCenterOf(view.center, view.level, { top, right, bottom, left }),
    [view, top, right, bottom, left],
  );
  const focus = landmarks.find((l) => l.key === focusLandmark);
  // The clusterer gets the markers of the view (and its surroundings), not every marker loaded in the visit.
  const clustered = useMemo(
    () =>
      shown
        ? points.filter(
            (p) =>
              p.lat >= shown.swLat && p.lat <= shown.neLat && p.lng >= shown.swLng && p.lng <= shown.neLng,
          )
        : [],
    [points, shown],
  );

  return (
    <div className={['jb-map-view', 'jb-kakao-map', className].filter(Boolean).join(' ')}>
      <KakaoSdkMap
        center={sdkCenter}
        level={view.level}
        onIdle={onIdle}
        className="jb-kakao-map-canvas"
        aria-label={label}
        role="region"
      >
        {focus && (
          <CustomOverlayMap position={focus} yAnchor={1.6} zIndex={0}>
            <span className="jb-kakao-map-landmark">
              {focus.title} {focus.subtitle}
            </span>
          </CustomOverlayMap>
        )}
        {sdkClusters && (
          <MarkerClusterer
            minLevel={CLUSTER_MIN_LEVEL}
            gridSize={CLUSTER_GRID}
            averageCenter
            disableClickZoom
            calculator={[10, 100]}
            styles={CLUSTER_STYLES}
            texts={(size: number) => formatThousands(size)}
            onClusterclick={onClusterclick}
            onClustered={onClustered}
          >
            {clustered.map((point) => {
              const key = pointKey(point);
              const group: MarkerGroup = {
                key,
                lat: point.lat,
                lng: point.lng,
                count: 1,
                points: [point],
                price: point.price ?? null,
              };
              return (
                <CustomOverlayMap
                  key={key}
                  position={point}
                  yAnchor={1}
                  clickable
                  zIndex={1}
                  onCreate={(overlay) => overlayPoints.current.set(overlay, point)}
                >
                  <MarkerGroupButton
                    group={group}
                    selected={groupHas(group, selectedKeys)}
                    highlighted={highlightKey === key}
                    priceMode={priceMode}
                    onPress={press}
                  />
                </CustomOverlayMap>
              );
            })}
          </MarkerClusterer>
        )}
        {ownGroups.map((group) => (
          <CustomOverlayMap
            key={group.key}
            position={group}
            yAnchor={group.count > 1 ? 0.5 : 1}
            clickable
            zIndex={groupHas(group, selectedKeys) ? 2 : 1}
          >
            <MarkerGroupButton
              group={group}
              selected={groupHas(group, selectedKeys)}
              highlighted={highlightKey !== null && groupHas(group, [highlightKey])}
              priceMode={priceMode}
              onPress={press}
            />
          </CustomOverlayMap>
        ))}
      </KakaoSdkMap>
      <ZoomControls
        level={view.level}
        onLevelChange={(next) => setView((v) => ({ ...v, level: clampLevel(next) }))}
      />
    </div>
  );
}
