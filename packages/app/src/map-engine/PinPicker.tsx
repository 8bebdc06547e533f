import type { LatLngPoint } from '@jjinbbang/domain';
import { MapMarkerPin } from '@jjinbbang/ui';
import { useMemo, useRef } from 'react';
import { MIN_LEVEL } from './geo';
import { MapEngine } from './MapEngine';

export interface PinPickerProps {
  /** The picked spot: the map is centred on it and the pin stands there. */
  value: LatLngPoint;
  /** Called when the student has moved the map so that another spot is under the pin. */
  onChange: (lat: number, lng: number) => void;
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
 * pinch, wheel, arrow keys, the zoom buttons), as 직방 and 당근 pick a spot. Works with either engine and needs no
 * CSS from the map page.
 */
export function PinPicker({
  value,
  onChange,
  level = 3,
  label = '위치 고르기 지도',
  hint = '지도를 움직여 핀을 건물 위치에 맞춰 주세요.',
  className,
}: PinPickerProps) {
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const noPoints = useMemo(() => [], []);
  return (
    <div className={['jb-pin-picker', className].filter(Boolean).join(' ')} data-component="PinPicker">
      <MapEngine
        center={value}
        level={Math.max(MIN_LEVEL, level)}
        points={noPoints}
        label={`${label}. ${hint}`}
        onGroupPress={() => {}}
        onViewChange={({ center }) => {
          const current = latest.current.value;
          if (Math.abs(center.lat - current.lat) > 1e-7 || Math.abs(center.lng - current.lng) > 1e-7)
            latest.current.onChange(center.lat, center.lng);
        }}
      />
      <MapMarkerPin type="GENERAL" className="jb-pin-picker-pin" label="고른 위치" />
    </div>
  );
}
