import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeartToggle, type HeartToggleProps } from './HeartToggle';

function Optimistic(args: HeartToggleProps) {
  const [liked, setLiked] = useState(args.liked);
  const [count, setCount] = useState(args.count ?? 0);
  return (
    <HeartToggle
      {...args}
      liked={liked}
      count={count}
      onLikedChange={(next) => {
        args.onLikedChange?.(next);
        setLiked(next);
        setCount((c) => c + (next ? 1 : -1));
      }}
    />
  );
}

const meta = {
  title: '컴포넌트/액션/관심 하트 · HeartToggle',
  component: HeartToggle,
  tags: ['autodocs'],
  args: { liked: false, onLikedChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '후기·건물을 관심목록에 담는 하트 버튼입니다. 누르면 빨갛게 채워지고 다시 누르면 비워집니다. 옆에 좋아요 수가 보입니다.\n\n- **99+**: 100 이상은 ' +
          '"99+".\n- **보내는 중**: 서버가 답할 때까지 다시 눌러지지 않습니다(두 번 눌려 취소되지 않게).\n- **화면낭독기**: "좋아요, 눌림"처럼 상태를 함께 ' +
          '읽습니다.',
      },
    },
  },
} satisfies Meta<typeof HeartToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  name: '기본 (안 누름)',
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '좋아요' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    // Controlled: the caller has not changed `liked`, so the button still shows off.
    await expect(args.onLikedChange).toHaveBeenCalledWith(true);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const On: Story = {
  name: '누름 (빨간 하트)',
  args: { liked: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '좋아요 취소' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onLikedChange).toHaveBeenCalledWith(false);
  },
};

export const WithCount: Story = {
  name: '숫자와 함께',
  args: { count: 12 },
  render: (args) => <Optimistic {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '좋아요 12' });
    await userEvent.click(button);
    await expect(canvas.getByRole('button', { name: '좋아요 취소 13' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(button);
    await expect(canvas.getByRole('button', { name: '좋아요 12' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const CountCapped: Story = {
  name: '99+ (작게)',
  args: { liked: true, count: 1204, size: 'sm' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '좋아요 취소 99+' });
    await expect(button).toHaveAttribute('data-size', 'sm');
  },
};

export const Pending: Story = {
  name: '보내는 중',
  args: { pending: true, count: 3 },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '좋아요 3' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onLikedChange).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

export const CustomLabels: Story = {
  name: '다른 이름 (관심 등록)',
  args: { likeLabel: '관심 등록', unlikeLabel: '관심 해제' },
  render: (args) => <Optimistic {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /관심 등록/ }));
    await expect(canvas.getByRole('button', { name: /관심 해제/ })).toHaveAttribute('aria-pressed', 'true');
  },
};
