import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Landmark } from './frame';
import type { MapPoint } from './geo';
import { OfflineMap } from './OfflineMap';

const GAJWA = { lat: 35.1535, lng: 128.0994 };
const LANDMARKS: Landmark[] = [
  { key: 'campus-1', title: '경상국립대학교', subtitle: '가좌캠퍼스', lat: GAJWA.lat, lng: GAJWA.lng },
];
const POINTS: MapPoint[] = ['가좌 원룸', '햇살빌라', '정문 오피스텔'].map((name, i) => ({
  id: i + 1,
  type: 'GENERAL',
  lat: GAJWA.lat + 0.002 * (i + 1),
  lng: GAJWA.lng - 0.002 * i,
  name,
}));

/**
 * Labels are drawn at the width their text measures. Text measured before the web font has loaded has the fallback
 * face's width: once the font arrives the labels must be measured again, or their text overflows or floats in them.
 */
describe('OfflineMap labels and the web font', () => {
  let fontLoaded = false;
  const fonts = Object.assign(new EventTarget(), { status: 'loading' });
  beforeEach(() => {
    fontLoaded = false;
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () =>
        ({
          font: '',
          measureText: (text: string) => ({ width: text.length * (fontLoaded ? 14 : 9) }),
        }) as unknown as CanvasRenderingContext2D,
    );
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    Reflect.deleteProperty(document, 'fonts');
  });

  it('measures the names again when the document has loaded its fonts', () => {
    const { container } = render(
      <OfflineMap
        center={GAJWA}
        level={3}
        points={POINTS}
        landmarks={LANDMARKS}
        onViewChange={() => {}}
        onGroupPress={() => {}}
      />,
    );
    const widths = () =>
      [...container.querySelectorAll<HTMLElement>('[data-slot="name"], [data-slot="landmark-label"]')].map(
        (label) => label.style.width,
      );
    const before = widths();
    expect(before.length).toBeGreaterThan(0);
    act(() => {
      fontLoaded = true;
      fonts.status = 'loaded';
      fonts.dispatchEvent(new Event('loadingdone'));
    });
    const after = widths();
    expect(after.length).toBeGreaterThan(0);
    expect(after).not.toEqual(before);
  });
});
