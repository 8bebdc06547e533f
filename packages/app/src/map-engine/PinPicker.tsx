import type { LatLngPoint } from '@jjinbbang/domain';
import { MapMarkerPin } from '@jjinbbang/ui';
import { useRef } from 'react';
import type { Landmark } from './frame';
import type { MapPoint } from './geo';
import { MIN_LEVEL } from './geo';
import { MapEngine } from './MapEngine';
import type { MapViewport } from './types';

const NO_POINTS: readonly MapPoint[] = [];
const NO_LANDMARKS: readonly Landmark[] = [];

export interface PinPickerProps {
  /** The picked spot: the map is centred on it and the pin stands there. */
  value: LatLngPoint;
  /** Called when the student has moved the map so that another spot is under the pin. */
  onChange: (lat: number, lng: number) => void;
  /** Registered places drawn with their names, to aim the pin by. */
  points?: readonly MapPoint[];
  /** Campuses drawn as labelled landmarks. */
  landmarks?: readonly Landmark[];
  /** Called with the view whenever it settles (so the screen can load the places it shows). */
  onViewChange?: (view: MapViewport) => void;
  /** Start level; spec 001 §2.3 uses level 3 on the address step. */
  level?: number;
  /** Accessible name of the map. */
  label?: string;
  /** Read after the name: how to move the pin. */
  hint?: string;
  className?: string;
}

/**
 * A pin picker for the place step: the pin stays in the middle and the map moves under it (drag,
 * pinch, wheel, arrow keys, the zoom buttons), as 직방 and 당근 pick a spot. The campuses and the registered places
 * around are drawn with their names, as on the map page, so the pin is aimed at something. Works with either engine
 * and needs no CSS from the map page.
 */
export function PinPicker({
  value,
  onChange,
  points = NO_POINTS,
  landmarks = NO_LANDMARKS,
  onViewChange,
  level = 3,
  label = '위치 고르기 지도',
  hint = '지도를 움직여 핀을 건물 위치에 맞춰 주세요.',
  className,
}: PinPickerProps) {
  const latest = useRef({ value, onChange, onViewChange });
  latest.current = { value, onChange, onViewChange };
  return (
    <div className={['jb-pin-picker', className].filter(Boolean).join(' ')} data-component="PinPicker">
      <MapEngine
        center={value}
        level={Math.max(MIN_LEVEL, level)}
        points={points}
        landmarks={landmarks}
        label={`${label}. ${hint}`}
        // A place on the pin map is something to aim at, not a list to open: pressing it puts the pin there.
        onGroupPress={(group) => latest.current.onChange(group.lat, group.lng)}
        onViewChange={(view) => {
          const { center } = view;
          const current = latest.current.value;
          latest.current.onViewChange?.(view);
          if (Math.abs(center.lat - current.lat) > 1e-7 || Math.abs(center.lng - current.lng) > 1e-7)
            latest.current.onChange(center.lat, center.lng);
        }}
      />
      <MapMarkerPin type="GENERAL" className="jb-pin-picker-pin" label="고른 위치" />
    </div>
  );
}
