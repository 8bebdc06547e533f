import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BuildingCardSkeleton, ListSkeleton, ReviewCardSkeleton, Skeleton } from './Skeleton';

const meta = {
  title: '컴포넌트/피드백/자리 표시 · Skeleton',
  component: ListSkeleton,
  tags: ['autodocs'],
  args: { count: 3, variant: 'review' },
  parameters: {
    layout: 'fullscreen',
    frame: 'bleed',
    docs: {
      description: {
        component:
          '내용을 불러오는 동안 그 자리에 보이는 회색 모양입니다. 실제 카드와 같은 크기라 내용이 오면 화면이 밀리지 않습니다. 은은하게 반짝이며(동작 줄이기 설정이면 멈춤), ' +
          '화면낭독기에는 "불러오는 중"을 한 번 알립니다.\n\n- **목록**: 후기 카드, 건물 카드 모양.\n- **조각**: 네모, 원, 글자 줄을 조합해 다른 자리도 ' +
          '만듭니다.',
      },
    },
  },
} satisfies Meta<typeof ListSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReviewList: Story = {
  name: '후기 목록',
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('불러오는 중');
    await expect(canvasElement.querySelectorAll('[data-component="ReviewCardSkeleton"]')).toHaveLength(3);
  },
};

export const BuildingList: Story = {
  name: '건물 목록',
  args: { variant: 'building', count: 2, label: '건물을 불러오는 중' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('건물을 불러오는 중');
    await expect(canvasElement.querySelectorAll('[data-component="BuildingCardSkeleton"]')).toHaveLength(2);
  },
};

export const Cards: Story = {
  name: '카드 조합',
  render: () => (
    <div style={{ padding: '0 var(--jb-space-page)' }}>
      <ReviewCardSkeleton />
      <BuildingCardSkeleton />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-component="ReviewCardSkeleton"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const Blocks: Story = {
  name: '조각: 네모 · 원 · 글자 줄',
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--jb-space-4)', padding: 'var(--jb-space-5)' }}>
      <Skeleton width={48} height={48} shape="circle" />
      <Skeleton width={120} shape="text" />
      <Skeleton width={80} height={80} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[data-shape="circle"]') as HTMLElement;
    await expect(circle.getBoundingClientRect().width).toBe(48);
  },
};
