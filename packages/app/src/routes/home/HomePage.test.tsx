import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HomeViewProps } from './HomeView';

// setTimeout faked before react-dom is imported (it keeps the function it finds then); React's own scheduling runs on
// setImmediate in Node and stays real.
vi.hoisted(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));

// Home (the data layer) arrives when the test says, and draws a campus as soon as it renders.
const chunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./Home', async () => {
  await chunk.arrived;
  const { HomeView } = await import('./HomeView');
  return {
    default: function FakeHome() {
      return (
        <HomeView
          verifyHref={null}
          campusTitle="가야대학교"
          campuses={[
            {
              id: 1,
              universityName: '가야대학교',
              campusName: '김해캠퍼스',
              logoUrl: '/files/logos/1.webp',
              latitude: 35,
              longitude: 128,
            },
          ]}
          campusStatus="ready"
          onOpenCampus={() => undefined}
          recentReviews={[]}
          recentStatus="ready"
          recentCount={0}
          universities={[]}
          universityStatus="ready"
          onRetryUniversities={() => undefined}
          chosenUniversityId={null}
        />
      );
    },
  };
});

// HomeView counted as it renders.
const views = vi.hoisted(() => ({ renders: 0 }));
vi.mock('./HomeView', async (importOriginal) => {
  const original = await importOriginal<typeof import('./HomeView')>();
  return {
    ...original,
    HomeView: (props: HomeViewProps) => {
      views.renders++;
      return original.HomeView(props);
    },
  };
});

afterEach(() => {
  cleanup();
});

/** Lets React's scheduler (setImmediate in Node) run until `done()` holds, or gives up after many turns. */
async function turnsUntil(done: () => boolean) {
  const { setImmediate } = globalThis as unknown as { setImmediate: (callback: () => void) => void };
  for (let turn = 0; turn < 200 && !done(); turn++)
    await new Promise<void>((resolve) => setImmediate(resolve));
}

describe('HomePage', () => {
  it('draws the skeletons, then the data layer as soon as its code has loaded, with no timer in between', async () => {
    // React holds a Suspense boundary's reveal for up to 300 ms after its fallback, with a timer (except inside
    // act(), which flushes fallbacks at once, so this test lets React schedule its own work). Home's data must not
    // wait for it: setTimeout is faked (see the top of the file), such a timer never fires, and the campus shows
    // only if nothing holds it back.
    const { default: HomePage } = await import('./HomePage');
    render(<HomePage />);
    expect(screen.getByRole('heading', { name: '우리 학교 캠퍼스' })).toBeTruthy();
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    try {
      // The carousel's code is here by the time the campuses are (it loads after the first paint).
      await (await import('./HomeView')).CampusCarousel.preload();
      chunk.arrive();
      await import('./Home');
      await turnsUntil(() => screen.queryByRole('heading', { name: '가야대학교 캠퍼스' }) !== null);
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
    expect(screen.getByRole('heading', { name: '가야대학교 캠퍼스' })).toBeTruthy();
    expect(screen.getByText('김해캠퍼스')).toBeTruthy();
    // Drawn twice: the first paint, then the data layer's page (which replaces it once, as its code arrives).
    expect(views.renders).toBe(2);
    // Loading the page's modules (the kit among them) takes seconds on a busy two-core machine.
  }, 30_000);
});
