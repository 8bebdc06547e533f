import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyStaticMap } from './LazyStaticMap';

/** An IntersectionObserver the test drives: `enter()` reports every observed element as intersecting. */
function fakeIntersection() {
  const observed: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, elements: [] };
        observed.push(this.entry);
      }
      observe(element: Element) {
        this.entry.elements.push(element);
      }
      disconnect() {
        this.entry.elements = [];
      }
    },
  );
  const enter = () => {
    for (const { callback, elements } of observed)
      callback(
        elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
  };
  return { enter, observing: () => observed.reduce((n, o) => n + o.elements.length, 0) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LazyStaticMap (the review page map, loaded after the first screen)', () => {
  it('holds the map’s place and name, and watches the viewport once the first paint is done', async () => {
    const io = fakeIntersection();
    render(<LazyStaticMap lat={35.15} lng={128.1} name="가좌 원룸" appKey="" className="box" />);
    const placeholder = screen.getByRole('img', { name: '가좌 원룸 위치 지도' });
    expect(placeholder.className).toContain('box');
    expect(io.observing()).toBe(0);
    await waitFor(() => expect(io.observing()).toBe(1));
    act(() => io.enter());
    await waitFor(
      () =>
        expect(screen.getByRole('img', { name: '가좌 원룸 위치 지도' }).dataset.component).toBe('StaticMap'),
      { timeout: 10_000 },
    );
  }, 20_000);
});
