import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { useInfiniteScroll } from './useInfiniteScroll';

const PAGE_SIZE = 10; // spec 000 §9: search lists load 10 per page
const LAST_PAGE = 3;

function InfiniteScrollDemo() {
  const [items, setItems] = useState(() => Array.from({ length: PAGE_SIZE }, (_, i) => i + 1));
  const [calls, setCalls] = useState(1);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const hasMore = items.length < PAGE_SIZE * LAST_PAGE;
  const { sentinelRef, loading } = useInfiniteScroll({
    hasMore,
    root,
    onLoadMore: () => {
      setCalls((n) => n + 1);
      // Stands in for a network page: the hook waits for the promise before loading again.
      return new Promise<void>((resolve) => {
        setTimeout(() => {
          setItems((prev) => [...prev, ...Array.from({ length: PAGE_SIZE }, (_, i) => prev.length + i + 1)]);
          resolve();
        }, 300);
      });
    },
  });
  return (
    <div style={{ display: 'grid', gap: 'var(--jb-space-3)', width: 320 }}>
      <section
        ref={setRoot}
        aria-label="리뷰 목록"
        // Focusable so keyboard users can scroll it (and axe's scrollable-region rule holds).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        style={{ height: 240, overflowY: 'auto', border: '1px solid var(--jb-color-border)' }}
      >
        <ul style={{ margin: 0, padding: 'var(--jb-space-3)', listStyle: 'none' }}>
          {items.map((item) => (
            <li key={item} style={{ padding: 'var(--jb-space-4) 0' }}>
              리뷰 {item}
            </li>
          ))}
        </ul>
        <p ref={sentinelRef} role="status" style={{ margin: 0, padding: 'var(--jb-space-3)' }}>
          {loading ? '불러오는 중…' : hasMore ? '' : '모든 리뷰를 불러왔어요.'}
        </p>
      </section>
      <p style={{ margin: 0 }}>페이지 요청 {calls}회</p>
    </div>
  );
}

const meta = {
  title: '훅/무한 스크롤 · useInfiniteScroll',
  component: InfiniteScrollDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          "`useInfiniteScroll({ onLoadMore, hasMore, loading, disabled, rootMargin = '100px', root })` → `{ sentinelRef, loading, loadMore }`.",
          '',
          'Observes a sentinel after the last item with IntersectionObserver and calls `onLoadMore` when it comes',
          'within 100 px (spec 000 §9). No duplicate calls: nothing happens while the promise returned by',
          '`onLoadMore` is pending, while `loading` is true, or once `hasMore` is false. A page that arrives with the',
          'sentinel still visible loads the next one; a failed page is not retried automatically.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof InfiniteScrollDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본 (살아 있는 예시)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('region', { name: '리뷰 목록' });
    const scrollToEnd = () => list.scrollTo({ top: list.scrollHeight });

    scrollToEnd();
    // Each page arrives 300 ms after its request; leave room for a busy machine.
    await waitFor(() => expect(canvas.getByText('리뷰 20')).toBeInTheDocument(), { timeout: 5000 });
    expect(canvas.getByText('페이지 요청 2회')).toBeVisible();

    scrollToEnd();
    await waitFor(() => expect(canvas.getByText('모든 리뷰를 불러왔어요.')).toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(canvas.getAllByRole('listitem')).toHaveLength(30);
    // Scroll events kept firing while pages loaded; exactly one request per page went out.
    expect(canvas.getByText('페이지 요청 3회')).toBeVisible();
  },
};
