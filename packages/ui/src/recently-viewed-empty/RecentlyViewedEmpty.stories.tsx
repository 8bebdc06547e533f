import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { RecentlyViewedEmpty } from './RecentlyViewedEmpty';

const meta = {
  title: '패턴/최근 본 후기 없음 · RecentlyViewedEmpty',
  component: RecentlyViewedEmpty,
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '홈과 마이페이지의 "최근 본 후기"가 비어 있을 때의 안내입니다. 제목, 지도를 둘러보라는 문장, "지도 둘러보기" 버튼(또는 링크)이 놓입니다.',
      },
    },
  },
} satisfies Meta<typeof RecentlyViewedEmpty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: '최근 본 후기가 없어요' })).toBeVisible();
    await expect(canvas.getByText(/지도에서/)).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="pencil"]')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithBrowseButton: Story = {
  name: '지도 둘러보기 버튼',
  args: { onBrowseMap: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '지도 둘러보기' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBrowseMap).toHaveBeenCalledTimes(1);
  },
};

export const WithLink: Story = {
  name: '지도 링크',
  args: {
    action: (
      <Button asChild variant="secondary" size="sm">
        <a href="#map">지도로 가기</a>
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '지도로 가기' })).toHaveAttribute(
      'href',
      '#map',
    );
  },
};
