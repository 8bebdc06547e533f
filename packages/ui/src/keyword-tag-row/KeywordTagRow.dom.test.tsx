import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type KeywordTagItem, KeywordTagRow } from './KeywordTagRow';

const tags: KeywordTagItem[] = Array.from({ length: 10 }, (_, i) => ({
  id: `t${i}`,
  label: `태그${i}`,
  polarity: i % 2 === 0 ? 'positive' : 'negative',
}));

/** jsdom lays nothing out: each measured tag is 80 px wide, "+N" 30 px, the row 292 px, so three tags and "+7" fit. */
function layOut() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const width =
      this.getAttribute('data-measure') === 'tag'
        ? 80
        : this.getAttribute('data-measure') === 'more'
          ? 30
          : this.getAttribute('data-slot') === 'list'
            ? 292
            : 0;
    return { width, height: 26, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 26, toJSON: () => ({}) };
  });
}

afterEach(() => vi.restoreAllMocks());

describe('KeywordTagRow', () => {
  it('shows the tags that fit and "+N" for the rest', () => {
    layOut();
    render(<KeywordTagRow tags={tags} />);
    const list = screen.getByRole('list', { name: '키워드' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(list.textContent).toMatch(/^장점 태그0단점 태그1장점 태그2\+7/);
  });

  // A list page mounts many rows at once: building every tag to remove most of them, and drawing icons nobody
  // sees in the measuring copy, was most of the row's first render.
  it('builds only the tags it shows, and no drawing or hidden words to measure them', () => {
    layOut();
    const createElement = vi.spyOn(document, 'createElement');
    const createElementNS = vi.spyOn(document, 'createElementNS');
    render(<KeywordTagRow tags={tags} />);
    const made = (calls: unknown[][], tag: string) => calls.filter(([a, b]) => a === tag || b === tag).length;
    // list items: the three tags shown and "+N"; icons: one per tag shown
    expect([made(createElement.mock.calls, 'li'), made(createElementNS.mock.calls, 'svg')]).toEqual([4, 3]);
    const copy = document.querySelector('[data-slot="measure"]');
    expect(copy?.querySelectorAll('[data-measure="tag"]')).toHaveLength(10);
    expect(copy?.querySelector('svg, .jb-visually-hidden')).toBeNull();
  });
});
