import type { Bounds, ContractTypeFilter, LatLngPoint } from '@jjinbbang/domain';
import type { MapCell, MarkerGroup } from './clusters';
import type { Landmark } from './frame';
import type { MapInsets, MapPoint, Size } from './geo';

/** A settled view as the engines report it. */
export interface MapViewport {
  /** The centre of what the student sees: the panel less its insets. */
  center: LatLngPoint;
  level: number;
  /** The whole panel's bounds. */
  bounds: Bounds;
  size: Size;
  /** The size of what the student sees (the panel less its insets); `size` when nothing is laid over the map. */
  visibleSize?: Size;
}

/**
 * What every map engine takes: our own small API, so a screen never knows whether Kakao or the offline map
 * draws (STYLE.md: third-party engines stay behind our component API).
 */
export interface MapEngineProps {
  center: LatLngPoint;
  level: number;
  /** Single markers of the view (from tiles at close levels). */
  points: readonly MapPoint[];
  /** Counts per cell (from tiles at wide levels). */
  cells?: readonly MapCell[];
  /** Campuses drawn as labelled landmarks. */
  landmarks?: readonly Landmark[];
  /** The landmark the map was opened for: its label wins over others. */
  focusLandmark?: string | null;
  /** Called with the view whenever it settles (after a gesture, a zoom button, a resize). */
  onViewChange: (view: MapViewport) => void;
  /** A marker, or a cluster small enough to list, was pressed: open its list. Clusters that zoom do so inside. */
  onGroupPress: (group: MarkerGroup) => void;
  /** Point keys (`pointKey`) drawn as selected: the open spot. */
  selectedKeys?: readonly string[];
  /** Point key drawn as highlighted: a search result picked from the list. */
  highlightKey?: string | null;
  /** What the points' prices are, so pins word them: 월 실거주비, or 보증금 under 전세. */
  priceMode?: ContractTypeFilter;
  /**
   * What the screen lays over the panel's edges (the phone's list handle): `center` is the centre of the rest,
   * and the offline map draws only markers the student can see whole and press.
   */
  insets?: MapInsets;
  /** Accessible name of the map. */
  label?: string;
  className?: string;
}
