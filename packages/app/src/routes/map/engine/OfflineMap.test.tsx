import type { Bounds } from '@jjinbbang/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CENTER, type MapPoint } from '../geo';
import { OfflineMap } from './OfflineMap';

const markers: MapPoint[] = [
  { id: 1, type: 'GENERAL', lat: 35.154, lng: 128.1 },
  { id: 2, type: 'GENERAL', lat: 35.15401, lng: 128.10001 },
  { id: 3, type: 'AGENCY', lat: 35.158, lng: 128.104 },
];

function renderOffline(level = 5) {
  const onBoundsChange = vi.fn<(bounds: Bounds) => void>();
  const onViewChange = vi.fn();
  const onMarkerPress = vi.fn();
  render(
    <OfflineMap
      center={DEFAULT_CENTER}
      level={level}
      markers={markers}
      onBoundsChange={onBoundsChange}
      onViewChange={onViewChange}
      onMarkerPress={onMarkerPress}
      campusLabel="가좌캠퍼스"
      campusPosition={DEFAULT_CENTER}
    />,
  );
  return { onBoundsChange, onViewChange, onMarkerPress };
}

describe('OfflineMap', () => {
  afterEach(cleanup);

  it('says it is the offline map, shows the campus and clusters close markers', () => {
    const { onBoundsChange } = renderOffline();
    expect(screen.getByText(/오프라인 지도예요/)).toBeTruthy();
    expect(screen.getByText('가좌캠퍼스')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^건물\s*2\s*곳 모음$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '공인중개사 위치' })).toBeTruthy();
    expect(onBoundsChange).toHaveBeenCalledTimes(1);
  });

  it('below level 3 shows every marker on its own', () => {
    renderOffline(2);
    expect(screen.getAllByRole('button', { name: '일반 건물 위치' })).toHaveLength(2);
  });

  it('pans with the arrow keys and zooms with + / − keys and buttons', () => {
    const { onViewChange } = renderOffline();
    const panel = screen.getByRole('application', { name: '지도' });
    fireEvent.keyDown(panel, { key: 'ArrowRight' });
    const east = onViewChange.mock.lastCall?.[0];
    expect(east.center.lng).toBeGreaterThan(DEFAULT_CENTER.lng);
    expect(east.level).toBe(5);
    fireEvent.keyDown(panel, { key: 'ArrowUp' });
    expect(onViewChange.mock.lastCall?.[0].center.lat).toBeGreaterThan(DEFAULT_CENTER.lat);
    fireEvent.keyDown(panel, { key: '+' });
    expect(onViewChange).toHaveBeenLastCalledWith({ center: DEFAULT_CENTER, level: 4 });
    fireEvent.click(screen.getByRole('button', { name: '지도 축소' }));
    expect(onViewChange).toHaveBeenLastCalledWith({ center: DEFAULT_CENTER, level: 6 });
  });

  it('commits a pointer drag as a new centre on release', () => {
    const { onViewChange } = renderOffline();
    const panel = screen.getByRole('application', { name: '지도' });
    fireEvent.pointerDown(panel, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(panel, { pointerId: 1, clientX: 200, clientY: 100 });
    expect(onViewChange).not.toHaveBeenCalled();
    fireEvent.pointerUp(panel, { pointerId: 1, clientX: 200, clientY: 100 });
    expect(onViewChange.mock.lastCall?.[0].center.lng).toBeLessThan(DEFAULT_CENTER.lng);
  });

  it('reports a pressed marker with its places', () => {
    const { onMarkerPress } = renderOffline();
    fireEvent.click(screen.getByRole('button', { name: /^건물\s*2\s*곳 모음$/ }));
    expect(onMarkerPress.mock.lastCall?.[0].points.map((p: MapPoint) => p.id)).toEqual([1, 2]);
  });
});
