import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImg } from './ResponsiveImg';

describe('ResponsiveImg', () => {
  it("offers the server's AVIF and WebP width variants of a photo with sizes", () => {
    const { container } = render(<ResponsiveImg src="/files/reviews/abc123.jpg" sizes="88px" alt="" />);
    const source = container.querySelector('picture > source');
    const img = container.querySelector('picture > img');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toContain('/files/reviews/abc123.w320.avif 320w');
    expect(img?.getAttribute('srcset')).toContain('/files/reviews/abc123.w640.webp 640w');
    expect(img?.getAttribute('sizes')).toBe('88px');
    expect(img?.getAttribute('src')).toBe('/files/reviews/abc123.jpg');
  });

  it('draws any other image as it is', () => {
    const { container } = render(<ResponsiveImg src="https://example.com/a.jpg" sizes="88px" alt="" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.hasAttribute('srcset')).toBe(false);
  });
});
