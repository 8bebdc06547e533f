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
          '"99+".\n- **보내는 중**: 서버가 답할 때까지 다시 눌러지지 않습니다(두 번 눌려 취소되지 않게). `pending`으로 켜거나, `onLikedChange`가 돌려준 Promise가 끝날 때까지 스스로 켭니다.\n- **화면낭독기**: "좋아요, 눌림"처럼 상태를 함께 ' +
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

/** The test holds the server's answer; a designer clicking sees the wait for a moment. */
let heldAnswer: Promise<void> | null = null;

/** Applies the like after the server agrees, like the app's building heart. */
function AfterServer(args: HeartToggleProps) {
  const [liked, setLiked] = useState(args.liked);
  return (
    <HeartToggle
      {...args}
      liked={liked}
      onLikedChange={async (next) => {
        args.onLikedChange?.(next);
        await (heldAnswer ?? new Promise((resolve) => setTimeout(resolve, 800)));
        setLiked(next);
      }}
    />
  );
}

export const WaitsForPromise: Story = {
  name: '보내는 중 (돌려준 Promise를 기다림)',
  parameters: {
    docs: {
      description: {
        story:
          '`onLikedChange`가 Promise를 돌려주면 하트가 그것이 끝날 때까지 스스로 보내는 중이 됩니다. 화면은 `pending`을 들고 있지 ' +
          '않아도 되고, 누를 때 하트만 다시 그려집니다.',
      },
    },
  },
  render: (args) => <AfterServer {...args} />,
  play: async ({ canvasElement, args }) => {
    let answer = () => {};
    heldAnswer = new Promise((resolve) => {
      answer = resolve;
    });
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '좋아요' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onLikedChange).toHaveBeenCalledTimes(1);
    answer();
    heldAnswer = null;
    await expect(await canvas.findByRole('button', { name: '좋아요 취소' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(button).not.toHaveAttribute('aria-busy');
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
