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
  title: 'Components/Actions/HeartToggle',
  component: HeartToggle,
  tags: ['autodocs'],
  args: { liked: false, onLikedChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '좋아요(관심 등록) 토글 버튼. 완전 제어형이라 `liked`와 `onLikedChange(next)`로 쓰며, 낙관적으로 바로 바꿀지 서버 확인 후 ' +
          '바꿀지는 호출하는 쪽이 정합니다. `aria-pressed`로 상태를 알리고 이름은 "좋아요" / "좋아요 취소"' +
          '(`likeLabel`, `unlikeLabel`)입니다. `count`를 주면 옆에 표시하며 99를 넘으면 "99+"입니다(`formatLikeCount`). ' +
          '`pending`이면 누름을 무시하고 `aria-busy`가 되지만 초점은 유지합니다. ' +
          '선택자: `[data-component="HeartToggle"]`, `[data-state="on" | "off"]`, `[data-pending]`, `[data-size]`, `[data-slot="count"]`.',
      },
    },
  },
} satisfies Meta<typeof HeartToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
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
  args: { liked: true, count: 1204, size: 'sm' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '좋아요 취소 99+' });
    await expect(button).toHaveAttribute('data-size', 'sm');
  },
};

export const Pending: Story = {
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
  args: { likeLabel: '관심 등록', unlikeLabel: '관심 해제' },
  render: (args) => <Optimistic {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /관심 등록/ }));
    await expect(canvas.getByRole('button', { name: /관심 해제/ })).toHaveAttribute('aria-pressed', 'true');
  },
};
