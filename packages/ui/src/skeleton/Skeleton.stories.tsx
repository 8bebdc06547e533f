import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BuildingCardSkeleton, ListSkeleton, ReviewCardSkeleton, Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Feedback/Skeleton',
  component: ListSkeleton,
  tags: ['autodocs'],
  args: { count: 3, variant: 'review' },
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '불러오는 동안 보이는 자리 표시. `Skeleton`(shape: rect · circle · text, width, height)은 하나의 블록, ' +
          '`ReviewCardSkeleton`·`BuildingCardSkeleton`은 카드 모양, `ListSkeleton`(count · variant · label)은 카드 목록입니다. ' +
          '블록은 모두 `aria-hidden`이고, 목록이 `role="status"` `aria-busy`와 숨긴 문구 "불러오는 중"(label)으로 한 번 알립니다. ' +
          '움직임 줄이기 설정에서는 반짝임이 멈춥니다. 선택자: `[data-component="Skeleton"]`, `[data-shape]`, ' +
          '`[data-component="ListSkeleton"][data-variant="review|building"]`.',
      },
    },
  },
} satisfies Meta<typeof ListSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReviewList: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('불러오는 중');
    await expect(canvasElement.querySelectorAll('[data-component="ReviewCardSkeleton"]')).toHaveLength(3);
  },
};

export const BuildingList: Story = {
  args: { variant: 'building', count: 2, label: '건물을 불러오는 중' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('건물을 불러오는 중');
    await expect(canvasElement.querySelectorAll('[data-component="BuildingCardSkeleton"]')).toHaveLength(2);
  },
};

export const Cards: Story = {
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
