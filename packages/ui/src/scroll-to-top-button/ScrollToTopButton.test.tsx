import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTopButton } from './ScrollToTopButton';

afterEach(() => {
  vi.restoreAllMocks();
  window.scrollY = 0;
});

/** Resolves after the next animation frame and the task queued from it. */
const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

describe('ScrollToTopButton', () => {
  it('does not read the scroll position while it mounts (that forces the new page’s layout)', async () => {
    const read = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    render(<ScrollToTopButton />);
    expect(read).not.toHaveBeenCalled();
    await nextFrame();
    expect(read).toHaveBeenCalled();
  });

  it('appears after its first frame on a page that opens already scrolled (restored)', async () => {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(1200);
    render(<ScrollToTopButton />);
    expect(screen.queryByRole('button', { name: '맨 위로' })).toBeNull();
    await nextFrame();
    expect(screen.getByRole('button', { name: '맨 위로' })).toBeTruthy();
  });
});
