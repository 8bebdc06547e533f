import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CampusCarousel } from './CampusCard';

// embla as useEmblaEngine loads it: its code's arrival and each engine created are counted (jsdom has no layout,
// so the engine is a stand-in that answers what the carousel asks of it).
const embla = vi.hoisted(() => ({ loaded: 0, created: 0 }));
vi.mock('embla-carousel', () => {
  embla.loaded += 1;
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
      destroy: () => {},
      reInit: () => {},
    };
    return api;
  };
  return { default: create };
});

/** Runs what useEmblaEngine schedules: a frame, the task queued from it, the idle moment (a timer in jsdom). */
const idle = () =>
  act(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => setTimeout(() => setTimeout(resolve, 0), 250), 0)),
      ),
  );

const campus = {
  id: 1,
  campusName: '가좌캠퍼스',
  universityName: '경상국립대학교',
  logoUrl: '/logo.webp',
  latitude: 35.15,
  longitude: 128.1,
};

describe('CampusCarousel', () => {
  it('does not load the carousel engine for its skeletons (issue 16: main-thread work on `/`)', async () => {
    const view = render(<CampusCarousel loading campuses={[]} />);
    await idle();
    expect(embla.loaded).toBe(0);
    view.rerender(<CampusCarousel campuses={[campus, { ...campus, id: 2, campusName: '칠암캠퍼스' }]} />);
    await idle();
    // The code's arrival is a dynamic import: on a busy machine it can take longer than the idle moment.
    await waitFor(() => expect(embla.loaded).toBe(1));
    view.unmount();
  });

  it('creates the engine when the student reaches for the strip, not while the page is only looked at', async () => {
    const view = render(
      <CampusCarousel campuses={[campus, { ...campus, id: 2, campusName: '칠암캠퍼스' }]} />,
    );
    await idle();
    const region = view.getByRole('region', { name: '캠퍼스 목록' });
    // The code is here: the next touch takes a drag.
    await waitFor(() => expect(region.hasAttribute('data-ready')).toBe(true));
    const before = embla.created;
    await idle();
    expect(embla.created).toBe(before);
    // The pointer going down (before the mouse or touch events embla drags with) creates it, once.
    fireEvent.pointerDown(view.getByRole('button', { name: /칠암캠퍼스/ }));
    expect(embla.created).toBe(before + 1);
    fireEvent.pointerDown(view.getByRole('button', { name: /가좌캠퍼스/ }));
    expect(embla.created).toBe(before + 1);
  });
});
