import { configure } from '@testing-library/react';

// What jsdom lacks and embla (Carousel, ImageSlider) uses as it attaches on mount: matchMedia (nothing matches),
// and resize and intersection observers that never report, as for a page that does not change.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  class SilentObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.ResizeObserver ??= SilentObserver as unknown as typeof ResizeObserver;
  globalThis.IntersectionObserver ??= SilentObserver as unknown as typeof IntersectionObserver;
}

// `waitFor` and `findBy…` wait for what a test expects, not for a time: one second is short when another test
// file shares the processors.
configure({ asyncUtilTimeout: 5000 });
