import type { Bounds } from '@jjinbbang/domain';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CENTER, type MapPoint, type MarkerGroup } from '../geo';
import { type FakeKakao, installFakeKakao, uninstallFakeKakao } from './fake-kakao';
import { KakaoMap } from './KakaoMap';
import { retryDelays } from './kakao-loader';

const markers: MapPoint[] = [
  { id: 1, type: 'GENERAL', lat: 35.154, lng: 128.1 },
  { id: 2, type: 'DORMITORY', lat: 35.16, lng: 128.11 },
  { id: 3, type: 'AGENCY', lat: 35.1401, lng: 128.0801 },
];

describe('KakaoMap on a fake kakao.maps', () => {
  let kakao: FakeKakao;
  beforeEach(() => {
    kakao = installFakeKakao();
  });
  afterEach(() => {
    cleanup();
    uninstallFakeKakao();
  });

  function renderMap(overrides: Partial<React.ComponentProps<typeof KakaoMap>> = {}) {
    const onBoundsChange = vi.fn<(bounds: Bounds) => void>();
    const onViewChange = vi.fn();
    const onMarkerPress = vi.fn<(group: MarkerGroup) => void>();
    const view = render(
      <KakaoMap
        appKey="test-key"
        center={DEFAULT_CENTER}
        level={5}
        markers={markers}
        onBoundsChange={onBoundsChange}
        onViewChange={onViewChange}
        onMarkerPress={onMarkerPress}
        {...overrides}
      />,
    );
    return { ...view, onBoundsChange, onViewChange, onMarkerPress };
  }

  it('draws a named 40×40 marker button per place and reports presses', async () => {
    const { onMarkerPress } = renderMap();
    const general = await screen.findByRole('button', { name: '일반 건물 위치' });
    expect(screen.getByRole('button', { name: '기숙사 위치' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '공인중개사 위치' })).toBeTruthy();
    fireEvent.click(general);
    expect(onMarkerPress).toHaveBeenCalledWith(
      expect.objectContaining({ points: [expect.objectContaining({ id: 1, type: 'GENERAL' })] }),
    );
  });

  it('reports the bounds of the view when the map settles, around the centre', async () => {
    const { onBoundsChange } = renderMap();
    await waitFor(() => expect(onBoundsChange).toHaveBeenCalled());
    const bounds = onBoundsChange.mock.lastCall?.[0] as Bounds;
    expect(bounds.swLat).toBeLessThan(DEFAULT_CENTER.lat);
    expect(bounds.neLat).toBeGreaterThan(DEFAULT_CENTER.lat);
    expect(bounds.swLng).toBeLessThan(DEFAULT_CENTER.lng);
    expect(bounds.neLng).toBeGreaterThan(DEFAULT_CENTER.lng);
  });

  it('reports a drag as a new centre and follows a new centre prop', async () => {
    const { onViewChange, rerender, onBoundsChange } = renderMap();
    await waitFor(() => expect(kakao.maps.Map.instances).toHaveLength(1));
    const map = kakao.maps.Map.instances[0];
    if (!map) throw new Error('no map');
    await act(async () => {
      map.dragTo(new kakao.maps.LatLng(35.2, 128.2));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(onViewChange).toHaveBeenCalledWith({ center: { lat: 35.2, lng: 128.2 }, level: 5 });

    rerender(
      <KakaoMap
        appKey="test-key"
        center={{ lat: 35.3, lng: 128.3 }}
        level={4}
        markers={markers}
        onBoundsChange={onBoundsChange}
        onViewChange={onViewChange}
        onMarkerPress={vi.fn()}
      />,
    );
    expect(map.getCenter().getLat()).toBe(35.3);
    expect(map.getLevel()).toBe(4);
  });

  it('zooms with the Korean + / − buttons through the view callback', async () => {
    const { onViewChange } = renderMap();
    fireEvent.click(await screen.findByRole('button', { name: '지도 확대' }));
    expect(onViewChange).toHaveBeenCalledWith({ center: DEFAULT_CENTER, level: 4 });
    fireEvent.click(screen.getByRole('button', { name: '지도 축소' }));
    expect(onViewChange).toHaveBeenCalledWith({ center: DEFAULT_CENTER, level: 6 });
  });
});

describe('Kakao SDK loader', () => {
  it('retries up to 3 times with growing delays (spec 000 §8)', () => {
    expect(retryDelays(3, 500)).toEqual([500, 1000, 2000]);
  });
});
