import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CampusCard } from './CampusCard';

const campus = {
  id: 1,
  campusName: '가좌캠퍼스',
  universityName: '경상국립대학교',
  logoUrl: '/files/logos/1.webp',
  latitude: 35.15,
  longitude: 128.1,
};

const logoSlot = (container: HTMLElement) => container.querySelector('[data-slot="logo"]') as HTMLElement;

afterEach(cleanup);

describe('CampusCard', () => {
  it('shows the logo while it loads, and the university name’s first letter once it fails', () => {
    const { container } = render(<CampusCard campus={campus} />);
    const image = logoSlot(container).querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/files/logos/1.webp');
    expect(logoSlot(container).hasAttribute('data-fallback')).toBe(false);
    fireEvent.error(image);
    expect(logoSlot(container).querySelector('img')).toBeNull();
    expect(logoSlot(container).textContent).toBe('경');
    expect(logoSlot(container).hasAttribute('data-fallback')).toBe(true);
  });

  it('shows the letter at once for a university without a logo, and tries another campus’s logo again', () => {
    const { container, rerender } = render(<CampusCard campus={{ ...campus, logoUrl: '' }} />);
    expect(logoSlot(container).textContent).toBe('경');
    rerender(
      <CampusCard campus={{ ...campus, universityName: '부산대학교', logoUrl: '/files/logos/2.webp' }} />,
    );
    fireEvent.error(logoSlot(container).querySelector('img') as HTMLImageElement);
    expect(logoSlot(container).textContent).toBe('부');
    rerender(<CampusCard campus={{ ...campus, logoUrl: '/files/logos/3.webp' }} />);
    expect(logoSlot(container).querySelector('img')?.getAttribute('src')).toBe('/files/logos/3.webp');
  });

  it('keeps the letter out of the accessible name: the card reads as the university and the campus', () => {
    const { getByRole } = render(<CampusCard campus={{ ...campus, logoUrl: '' }} />);
    // jsdom has no layout, so the two names' blocks are not separated by a space there.
    expect(getByRole('button', { name: /^경상국립대학교 ?가좌캠퍼스$/ })).toBeTruthy();
  });
});
