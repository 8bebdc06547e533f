import { render } from '@testing-library/react';
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
  it('sets no engine up for its skeletons, and one for the cards that replace them', () => {
    embla.created = 0;
    const view = render(<CampusCarousel loading campuses={[]} />);
    expect(embla.created).toBe(0);
    view.rerender(<CampusCarousel campuses={campuses} />);
    expect(embla.created).toBe(1);
    view.unmount();
  });

  it('attaches the engine as it mounts and offers "next" from it; destroys it as it unmounts', () => {
    embla.created = 0;
    embla.destroyed = 0;
    const view = render(<CampusCarousel campuses={campuses} />);
    const region = view.getByRole('region', { name: '캠퍼스 목록' });
    expect(embla.created).toBe(1);
    expect(region.hasAttribute('data-ready')).toBe(true);
    expect(region.hasAttribute('data-can-scroll-next')).toBe(true);
    view.unmount();
    expect(embla.destroyed).toBe(1);
  });
});
