import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarkerGroup } from './clusters';
import { DEFAULT_CENTER, type MapPoint, panelCenterOf } from './geo';
import { KakaoMap } from './KakaoMap';
import { type FakeKakao, installFakeKakao, uninstallFakeKakao } from './test-support/fake-kakao';
import type { MapViewport } from './types';

const points: MapPoint[] = [
  { id: 1, type: 'GENERAL', lat: 35.154, lng: 128.1, name: '가좌 원룸' },
  { id: 2, type: 'DORMITORY', lat: 35.16, lng: 128.11, name: '기숙사' },
  { id: 3, type: 'AGENCY', lat: 35.1451, lng: 128.0901, name: '새싹 공인중개사' },
  // 11 m from the first one: one cluster with it from level 3 up.
  { id: 4, type: 'GENERAL', lat: 35.1541, lng: 128.1001, name: '옆집 빌라' },
];

describe('KakaoMap on the fake kakao.maps (useKakaoLoader, MarkerClusterer)', () => {
  let kakao: FakeKakao;
  beforeEach(() => {
    kakao = installFakeKakao();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    uninstallFakeKakao();
    vi.restoreAllMocks();
  });

  function renderMap(overrides: Partial<React.ComponentProps<typeof KakaoMap>> = {}) {
    const onViewChange = vi.fn<(view: MapViewport) => void>();
    const onGroupPress = vi.fn<(group: MarkerGroup) => void>();
    const view = render(
      <KakaoMap
        appKey="test-key"
        center={DEFAULT_CENTER}
        level={5}
        points={points}
        onViewChange={onViewChange}
        onGroupPress={onGroupPress}
        {...overrides}
      />,
    );
    return { ...view, onViewChange, onGroupPress };
  }

  it('clusters through the SDK clusterer from level 3 (60 px grid) and names its bubbles', async () => {
    renderMap();
    await waitFor(() => expect(kakao.maps.MarkerClusterer.instances).toHaveLength(1));
    const cluster = await screen.findByRole('button', { name: '건물 2곳 모음' });
    expect(cluster.textContent).toBe('2');
    // The two others stay single 40×40 markers, named by place and kind.
    expect(await screen.findByRole('button', { name: '기숙사 · 기숙사 위치' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '새싹 공인중개사 · 공인중개사 위치' })).toBeTruthy();
  });

  it('lists a pressed cluster at neighbourhood levels and a pressed marker always', async () => {
    const { onGroupPress } = renderMap();
    fireEvent.click(await screen.findByRole('button', { name: '건물 2곳 모음' }));
    expect(onGroupPress.mock.lastCall?.[0].points.map((p) => p.id).sort()).toEqual([1, 4]);
    fireEvent.click(screen.getByRole('button', { name: '기숙사 · 기숙사 위치' }));
    expect(onGroupPress.mock.lastCall?.[0].points.map((p) => p.id)).toEqual([2]);
  });

  it('below level 3 draws overlapping markers as one count overlay (supercluster) and no SDK clusters', async () => {
    renderMap({ level: 1 });
    await waitFor(() => expect(kakao.maps.Map.instances).toHaveLength(1));
    expect(kakao.maps.MarkerClusterer.instances).toHaveLength(0);
    expect(await screen.findByRole('button', { name: '가좌 원룸 · 일반 건물 위치' })).toBeTruthy();
  });

  it('draws counts per cell as overlays at wide levels', async () => {
    renderMap({ level: 10, points: [], cells: [{ lat: 35.15, lng: 128.1, count: 1234 }] });
    expect(await screen.findByRole('button', { name: /^건물\s*1,234\s*곳 모음$/ })).toBeTruthy();
  });

  it('reports the settled view with its bounds, and follows a new centre prop', async () => {
    const { onViewChange, rerender } = renderMap();
    await waitFor(() => expect(onViewChange).toHaveBeenCalled());
    const settled = onViewChange.mock.lastCall;
    if (!settled) throw new Error('no view');
    const { bounds } = settled[0];
    expect(bounds.swLat).toBeLessThan(DEFAULT_CENTER.lat);
    expect(bounds.neLat).toBeGreaterThan(DEFAULT_CENTER.lat);
    const map = kakao.maps.Map.instances[0];
    if (!map) throw new Error('no map');
    await act(async () => {
      map.dragTo(new kakao.maps.LatLng(35.2, 128.2));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(onViewChange.mock.lastCall?.[0]).toMatchObject({ center: { lat: 35.2, lng: 128.2 }, level: 5 });

    rerender(
      <KakaoMap
        appKey="test-key"
        center={{ lat: 35.3, lng: 128.3 }}
        level={4}
        points={points}
        onViewChange={onViewChange}
        onGroupPress={vi.fn()}
      />,
    );
    expect(map.getCenter().getLat()).toBe(35.3);
    expect(map.getLevel()).toBe(4);
  });

  it('centres what the student sees: the panel less what the screen lays over its bottom', async () => {
    const insets = { top: 0, right: 0, bottom: 100, left: 0 };
    const { onViewChange } = renderMap({ insets });
    await waitFor(() => expect(kakao.maps.Map.instances).toHaveLength(1));
    const map = kakao.maps.Map.instances[0];
    if (!map) throw new Error('no map');
    // The SDK's centre lies 50 px below the centre asked for: that one is in the middle of what is seen.
    const sdk = { lat: map.getCenter().getLat(), lng: map.getCenter().getLng() };
    const expected = panelCenterOf(DEFAULT_CENTER, 5, insets);
    expect(sdk.lat).toBeCloseTo(expected.lat, 9);
    expect(sdk.lat).toBeLessThan(DEFAULT_CENTER.lat);
    await act(async () => {
      map.dragTo(new kakao.maps.LatLng(35.2, 128.2));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const reported = onViewChange.mock.lastCall?.[0];
    expect(reported?.center.lat).toBeGreaterThan(35.2);
    expect(reported?.center.lng).toBeCloseTo(128.2, 9);
    expect(map.getCenter().getLat()).toBeCloseTo(35.2, 9);
  });

  it('zooms with the Korean + / − buttons', async () => {
    renderMap();
    await waitFor(() => expect(kakao.maps.Map.instances).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: '지도 확대' }));
    expect(kakao.maps.Map.instances[0]?.getLevel()).toBe(4);
    fireEvent.click(screen.getByRole('button', { name: '지도 축소' }));
    expect(kakao.maps.Map.instances[0]?.getLevel()).toBe(5);
  });
});
