import type { MarkerType } from '@jjinbbang/domain';
import { ClusterBubble, MAP_MARKER_TYPE_LABELS, MapMarker } from '@jjinbbang/ui';
import type { MarkerGroup } from '../geo';

/** Accessible name of a single marker, e.g. '일반 건물 위치'. */
export function markerLabel(type: MarkerType): string {
  return `${MAP_MARKER_TYPE_LABELS[type]} 위치`;
}

export interface MarkerGroupButtonProps {
  group: MarkerGroup;
  selected?: boolean;
  onPress: (group: MarkerGroup) => void;
}

/** A group drawn as the 40×40 marker of its type (one place) or as a cluster bubble (several). */
export function MarkerGroupButton({ group, selected = false, onPress }: MarkerGroupButtonProps) {
  const first = group.points[0];
  if (!first) return null;
  if (group.points.length === 1) {
    return (
      <MapMarker
        type={first.type}
        selected={selected}
        label={markerLabel(first.type)}
        data-map-group=""
        onClick={() => onPress(group)}
      />
    );
  }
  return (
    <ClusterBubble
      count={group.points.length}
      aria-pressed={selected}
      data-map-group=""
      onClick={() => onPress(group)}
    />
  );
}
