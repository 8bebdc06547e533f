import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CampusCarousel } from './CampusCard';

// jsdom has no layout: embla is a stand-in that answers what the carousel asks of it, and counts its engines.
const embla = vi.hoisted(() => ({ created: 0, destroyed: 0 }));
vi.mock('embla-carousel', () => {
  const create = (root: HTMLElement) => {
    embla.created += 1;
    const api = {
      on: () => api,
      off: () => api,
      rootNode: () => root,
      scrollSnapList: () => [0, 1],
      canScrollPrev: () => false,
      canScrollNext: () => true,
      selectedScrollSnap: () => 0,
      internalEngine: () => ({ location: { get: () => 0 } }),
      destroy: () => {
        embla.destroyed += 1;
      },
    };
    return api;
  };
  return { default: create };
});

const campus = {
  id: 1,
  campusName: '가좌캠퍼스',
  universityName: '경상국립대학교',
  logoUrl: '/logo.webp',
  latitude: 35.15,
  longitude: 128.1,
};
const campuses = [campus, { ...campus, id: 2, campusName: '칠암캠퍼스' }];

describe('CampusCarousel', () => {
  it('sets no engine up while the page is only looked at', () => {
    embla.created = 0;
    const view = render(<CampusCarousel loading campuses={[]} />);
    view.rerender(<CampusCarousel campuses={campuses} />);
    const region = view.getByRole('region', { name: '캠퍼스 목록' });
    expect(embla.created).toBe(0);
    expect(region.hasAttribute('data-ready')).toBe(false);
    view.unmount();
  });

  it('creates the engine, once, as the student reaches for the strip, and offers "next" from it', () => {
    embla.created = 0;
    embla.destroyed = 0;
    const view = render(<CampusCarousel campuses={campuses} />);
    const region = view.getByRole('region', { name: '캠퍼스 목록' });
    // The pointer going down comes before the mouse or touch events embla drags with.
    fireEvent.pointerDown(view.getByRole('button', { name: /칠암캠퍼스/ }));
    expect(embla.created).toBe(1);
    expect(region.hasAttribute('data-ready')).toBe(true);
    expect(region.hasAttribute('data-can-scroll-next')).toBe(true);
    fireEvent.pointerDown(view.getByRole('button', { name: /가좌캠퍼스/ }));
    expect(embla.created).toBe(1);
    view.unmount();
    expect(embla.destroyed).toBe(1);
  });

  it('creates it for a hover or for keyboard focus too', () => {
    embla.created = 0;
    const hovered = render(<CampusCarousel campuses={campuses} />);
    fireEvent.pointerEnter(hovered.getByRole('region', { name: '캠퍼스 목록' }));
    expect(embla.created).toBe(1);
    hovered.unmount();
    const focused = render(<CampusCarousel campuses={campuses} />);
    focused.getByRole('button', { name: /가좌캠퍼스/ }).focus();
    expect(embla.created).toBe(2);
    focused.unmount();
  });
});
