import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CENTER } from './geo';
import { KakaoMap } from './KakaoMap';

// A Kakao key is configured but the SDK cannot load (no network to Kakao, a blocker): the map is
// the offline engine, never a blank box. The script's loads are made to fail the way a blocked request fails.
describe('KakaoMap when the SDK cannot load', () => {
  beforeEach(() => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const append = Node.prototype.appendChild;
    vi.spyOn(document.head, 'appendChild').mockImplementation(function <T extends Node>(
      this: Node,
      node: T,
    ): T {
      const added = append.call(this, node) as T;
      if (node instanceof HTMLScriptElement) queueMicrotask(() => node.dispatchEvent(new Event('error')));
      return added;
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('draws the offline map and says why, after the retries', async () => {
    render(
      <KakaoMap
        appKey="configured-key"
        center={DEFAULT_CENTER}
        level={3}
        points={[]}
        onViewChange={() => {}}
        onGroupPress={() => {}}
      />,
    );
    expect(screen.getByRole('status', { name: '지도를 불러오는 중' })).toBeTruthy();
    expect(
      await screen.findByText(
        '지도 서비스를 불러오지 못해 오프라인 지도로 보여 드려요',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('application', { name: /지도/ })).toBeTruthy();
    expect(screen.queryByRole('status', { name: '지도를 불러오는 중' })).toBeNull();
  });
});
