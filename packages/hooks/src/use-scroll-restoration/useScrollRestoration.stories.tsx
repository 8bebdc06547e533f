import { Button } from '@jjinbbang/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useScrollRestoration } from './useScrollRestoration';

const KEY = 'storybook-review-list';
const REVIEWS = Array.from({ length: 30 }, (_, i) => i + 1);

function ReviewList({ onOpen }: { onOpen: (id: number) => void }) {
  const listRef = useRef<HTMLElement>(null);
  useScrollRestoration(KEY, { target: listRef });
  return (
    <section
      ref={listRef}
      aria-label="리뷰 목록"
      style={{ height: 240, overflowY: 'auto', border: '1px solid var(--jb-color-border)' }}
    >
      <ul style={{ margin: 0, padding: 'var(--jb-space-3)', listStyle: 'none' }}>
        {REVIEWS.map((id) => (
          <li key={id} style={{ padding: 'var(--jb-space-2) 0' }}>
            <Button variant="secondary" size="sm" onClick={() => onOpen(id)}>
              리뷰 {id} 상세 보기
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ScrollRestorationDemo() {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <div style={{ width: 320 }}>
      {openId === null ? (
        <ReviewList onOpen={setOpenId} />
      ) : (
        <article aria-label={`리뷰 ${openId} 상세`} style={{ display: 'grid', gap: 'var(--jb-space-3)' }}>
          <p style={{ margin: 0 }}>리뷰 {openId}의 상세 내용이에요.</p>
          <Button variant="secondary" size="sm" onClick={() => setOpenId(null)}>
            목록으로 돌아가기
          </Button>
        </article>
      )}
    </div>
  );
}

const meta = {
  title: '훅/스크롤 위치 복원 · useScrollRestoration',
  component: ScrollRestorationDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '`useScrollRestoration(key, { target, ready = true, restore = true, storage, namespace })` → `{ save, clear }`.',
          '',
          'Saves the scroll position of the window (or the `target` container) per `key` in session storage while',
          'the user scrolls, and restores it when the list mounts again: list → detail → back lands where the user',
          'left off. Pass `ready: false` until the list data has rendered; positions are not overwritten before',
          'they were restored.',
        ].join('\n'),
      },
    },
  },
  beforeEach: () => {
    sessionStorage.removeItem(`jjinbbang:scroll:${KEY}`);
  },
} satisfies Meta<typeof ScrollRestorationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본 (살아 있는 예시)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('region', { name: '리뷰 목록' });
    // Web fonts swapping in change the list's height; measure once they settled.
    await document.fonts.ready;
    const middle = Math.floor((list.scrollHeight - list.clientHeight) / 2);
    expect(middle).toBeGreaterThan(0);
    list.scrollTop = middle;
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(`jjinbbang:scroll:${KEY}`) ?? 'null')).toEqual({
        x: 0,
        y: middle,
      }),
    );

    await userEvent.click(canvas.getByRole('button', { name: '리뷰 12 상세 보기' }));
    await expect(canvas.getByRole('article', { name: '리뷰 12 상세' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '목록으로 돌아가기' }));

    await expect(canvas.getByRole('region', { name: '리뷰 목록' }).scrollTop).toBe(middle);
  },
};
