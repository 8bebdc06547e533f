import { Button } from '@jjinbbang/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useRecentlyViewed } from './useRecentlyViewed';

const KEY = 'storybook-recently-viewed';
const ROOMS = [101, 102, 103, 104, 105, 106];

function RecentlyViewedDemo() {
  const { ids, add, clear } = useRecentlyViewed(5, { key: KEY });
  return (
    <div style={{ display: 'grid', gap: 'var(--jb-space-4)', width: 320 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--jb-space-2)' }}>
        {ROOMS.map((room) => (
          <Button key={room} variant="secondary" size="sm" onClick={() => add(room)}>
            리뷰 {room} 보기
          </Button>
        ))}
      </div>
      <section aria-labelledby="recent-heading">
        <h2 id="recent-heading" style={{ fontSize: 'var(--jb-font-size-md)', margin: 0 }}>
          최근 본 리뷰
        </h2>
        {ids.length === 0 ? (
          <p>최근 본 리뷰가 없어요.</p>
        ) : (
          <ol aria-labelledby="recent-heading">
            {ids.map((id) => (
              <li key={id}>리뷰 {id}</li>
            ))}
          </ol>
        )}
      </section>
      <Button variant="secondary" size="sm" onClick={clear}>
        기록 지우기
      </Button>
    </div>
  );
}

const meta = {
  title: '훅/최근 본 후기 · useRecentlyViewed',
  component: RecentlyViewedDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '`useRecentlyViewed<Id = number>(max = 5, { key, storage, namespace, isId, onError })` → `{ ids, add, remove, clear }`.',
          '',
          'Ids most recent first, de-duplicated and capped at `max` (spec 000 §9: at most 5), persisted in local',
          'storage and shared by every hook on the same key, in this tab and across tabs. Stored data is sanitised:',
          'corrupt text reads as an empty list, foreign items and duplicates are dropped.',
        ].join('\n'),
      },
    },
  },
  beforeEach: () => {
    localStorage.removeItem(`jjinbbang:${KEY}`);
  },
} satisfies Meta<typeof RecentlyViewedDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const listed = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: '최근 본 리뷰' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

export const Default: Story = {
  name: '기본 (살아 있는 예시)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const room of [101, 102, 103, 101]) {
      await userEvent.click(canvas.getByRole('button', { name: `리뷰 ${room} 보기` }));
    }
    expect(listed(canvasElement)).toEqual(['리뷰 101', '리뷰 103', '리뷰 102']);
    for (const room of [104, 105, 106]) {
      await userEvent.click(canvas.getByRole('button', { name: `리뷰 ${room} 보기` }));
    }
    expect(listed(canvasElement)).toEqual(['리뷰 106', '리뷰 105', '리뷰 104', '리뷰 101', '리뷰 103']);
    expect(JSON.parse(localStorage.getItem(`jjinbbang:${KEY}`) ?? '[]')).toEqual([106, 105, 104, 101, 103]);
    await userEvent.click(canvas.getByRole('button', { name: '기록 지우기' }));
    await expect(canvas.getByText('최근 본 리뷰가 없어요.')).toBeVisible();
  },
};
