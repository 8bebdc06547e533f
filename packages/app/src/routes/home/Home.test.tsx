import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Home from './Home';
import HomePage from './HomePage';

// The network never answers: both pages are drawn as they are before any answer.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** The markup a page renders first, in a container of its own (React's generated ids differ by mount). */
function firstMarkup(page: React.ReactElement): string {
  const { container, unmount } = render(page);
  const html = container.innerHTML.replaceAll(/_r_\w+_/g, 'id');
  unmount();
  return html;
}

describe("home's first paint", () => {
  it.each([
    ['a guest', () => undefined],
    [
      'a signed-in student with recently viewed reviews',
      () => {
        localStorage.setItem('accessToken', 'token');
        localStorage.setItem('reviewList', JSON.stringify([3, 1]));
      },
    ],
  ])('for %s is the page the data layer draws before any answer, so nothing moves', (_, arrange) => {
    arrange();
    expect(firstMarkup(<HomePage />)).toBe(firstMarkup(<Home />));
  });
});
