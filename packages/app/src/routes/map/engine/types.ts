import type { Bounds } from '@jjinbbang/domain';
import type { LatLng, MapPoint, MarkerGroup } from '../geo';

/** What both map engines take: our own small API, so the screen never touches an SDK. */
export interface MapViewProps {
  center: LatLng;
  level: number;
  markers: readonly MapPoint[];
  /** The user panned or zoomed: the new centre and level (the screen keeps them as state). */
  onViewChange: (view: { center: LatLng; level: number }) => void;
  /** Called with the visible bounds whenever the view settles. */
  onBoundsChange: (bounds: Bounds) => void;
  /** A marker or a cluster was pressed. */
  onMarkerPress: (group: MarkerGroup) => void;
  /** Name of the campus the map was opened for, shown at `campusPosition`. */
  campusLabel?: string;
  campusPosition?: LatLng;
  /** The pressed group, drawn as selected. */
  selectedKey?: string | null;
  className?: string;
}
