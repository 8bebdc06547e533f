import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CampusCarousel } from './CampusCard';

// The engine's binding, as useEmblaEngine loads it: counted, never really attached (jsdom has no layout).
const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('../internal/EmblaAttach', () => {
  loaded.count += 1;
  return { EmblaAttach: () => null };
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
    expect(loaded.count).toBe(0);
    view.rerender(<CampusCarousel campuses={[campus, { ...campus, id: 2, campusName: '칠암캠퍼스' }]} />);
    await idle();
    expect(loaded.count).toBe(1);
  });
});
