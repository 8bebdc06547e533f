// What the writing maps draw around a pin: the campuses and the registered places of the view, from the same
// tiles and landmarks as the map page, so a student aims at the buildings they know.
import { useMemo, useState } from 'react';
import { useUniversities } from '../../hooks/useUniversities';
import type { Landmark, MapPoint, MapViewport } from '../../map-engine';
import { DEFAULT_MAP_FILTERS, toMapFiltersPayload } from '../map/filters';
import { landmarksOf } from '../map/landmarks';
import { useMarkerTiles } from '../map/tiles';

/** Every registered place, whatever its type or price. */
const ALL_PLACES = toMapFiltersPayload(DEFAULT_MAP_FILTERS);

export interface PinMapPlaces {
  points: readonly MapPoint[];
  landmarks: readonly Landmark[];
  /** Give it the map's settled view: the places of that view are loaded. */
  onViewChange: (view: MapViewport) => void;
}

export function usePinMapPlaces(): PinMapPlaces {
  const [view, setView] = useState<MapViewport | null>(null);
  const tiles = useMarkerTiles(view, ALL_PLACES);
  const { universities } = useUniversities();
  const landmarks = useMemo(() => landmarksOf(universities ?? []), [universities]);
  return { points: tiles.points, landmarks, onViewChange: setView };
}
