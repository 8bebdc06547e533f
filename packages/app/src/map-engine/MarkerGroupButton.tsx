import { type ContractTypeFilter, type MarkerType, pinPriceLabel } from '@jjinbbang/domain';
import { ClusterBubble, MAP_MARKER_TYPE_LABELS, MapMarker } from '@jjinbbang/ui';
import type { MarkerGroup } from './clusters';
import { type MapPoint, pointKey } from './geo';

/** Accessible name of a single marker: its place and kind, e.g. '가좌 원룸 · 일반 건물 위치'. */
export function markerLabel(type: MarkerType, name?: string): string {
  const kind = `${MAP_MARKER_TYPE_LABELS[type]} 위치`;
  return name ? `${name} · ${kind}` : kind;
}

export interface MarkerGroupButtonProps {
  group: MarkerGroup;
  selected?: boolean;
  highlighted?: boolean;
  /** How prices are worded (월 실거주비, or 보증금 under 전세). */
  priceMode?: ContractTypeFilter;
  onPress: (group: MarkerGroup) => void;
}

export function groupHas(group: MarkerGroup, keys: readonly string[] | null | undefined): boolean {
  if (!keys || keys.length === 0) return false;
  return group.points.some((p: MapPoint) => keys.includes(pointKey(p)));
}

/** A group drawn as the 40×40 marker of its type (one place) or as a cluster bubble with its count. */
export function MarkerGroupButton({
  group,
  selected = false,
  highlighted = false,
  priceMode = 'ALL',
  onPress,
}: MarkerGroupButtonProps) {
  const first = group.points[0];
  const price = typeof group.price === 'number' ? pinPriceLabel(group.price, priceMode) : undefined;
  if (group.count === 1 && first) {
    return (
      <MapMarker
        type={first.type}
        selected={selected}
        highlighted={highlighted}
        price={price}
        label={`${markerLabel(first.type, first.name)}${highlighted ? ' (검색 결과)' : ''}`}
        data-map-group=""
        onClick={() => onPress(group)}
      />
    );
  }
  return (
    <ClusterBubble
      count={group.count}
      price={price}
      aria-pressed={selected}
      data-highlighted={highlighted || undefined}
      labelSuffix={highlighted ? '곳 모음 (검색 결과 포함)' : undefined}
      data-map-group=""
      onClick={() => onPress(group)}
    />
  );
}
