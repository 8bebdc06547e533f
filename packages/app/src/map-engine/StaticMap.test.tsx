import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATIC_MAP_LEVEL, StaticMap } from './StaticMap';
import { type FakeKakao, installFakeKakao, uninstallFakeKakao } from './test-support/fake-kakao';

describe('StaticMap (spec 000 §2 review detail: level 3, a marker, no gestures)', () => {
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

  it("draws Kakao's own StaticMap at level 3 with the marker on the place", async () => {
    render(<StaticMap lat={35.15} lng={128.1} name="가좌 원룸" appKey="test-key" />);
    expect(screen.getByRole('img', { name: '가좌 원룸 위치 지도' })).toBeTruthy();
    await waitFor(() => expect(kakao.maps.StaticMap.instances).toHaveLength(1));
    const image = document.querySelector<HTMLImageElement>('[data-fake-static-map]');
    expect(image?.dataset).toMatchObject({
      center: '35.15,128.1',
      level: String(STATIC_MAP_LEVEL),
      marker: '35.15,128.1',
    });
  });

  it('draws the offline map without gestures or zoom buttons when there is no key', () => {
    render(<StaticMap lat={35.15} lng={128.1} name="가좌 원룸" appKey="" />);
    expect(screen.getByRole('img', { name: '가좌 원룸 위치 지도' })).toBeTruthy();
    expect(screen.queryByRole('application')).toBeNull();
    expect(screen.queryByRole('button', { name: '지도 확대' })).toBeNull();
    expect(kakao.maps.StaticMap.instances).toHaveLength(0);
  });
});
