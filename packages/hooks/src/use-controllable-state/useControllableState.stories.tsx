import { Button, Chip } from '@jjinbbang/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useControllableState } from './useControllableState';

interface LikeToggleProps {
  label: string;
  liked?: boolean;
  defaultLiked?: boolean;
  onLikedChange?: (liked: boolean) => void;
}

// The pattern every ui component follows: one hook serves controlled and uncontrolled use.
function LikeToggle({ label, liked, defaultLiked = false, onLikedChange }: LikeToggleProps) {
  const [on, setOn] = useControllableState({
    value: liked,
    defaultValue: defaultLiked,
    onChange: onLikedChange,
  });
  return (
    <Chip selected={on} onSelectedChange={() => setOn((value) => !value)}>
      {label} {on ? '♥' : '♡'}
    </Chip>
  );
}

function ControllableStateDemo() {
  const [liked, setLiked] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 'var(--jb-space-4)', width: 300 }}>
      <LikeToggle label="비제어 찜하기" />
      <LikeToggle label="제어 찜하기" liked={liked} onLikedChange={setLiked} />
      <p style={{ margin: 0 }}>부모 상태: {liked ? '찜함' : '찜 안 함'}</p>
      <Button variant="secondary" size="sm" onClick={() => setLiked(false)}>
        부모에서 찜 해제
      </Button>
    </div>
  );
}

const meta = {
  title: '훅/제어 가능한 상태 · useControllableState',
  component: ControllableStateDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '`useControllableState({ value, defaultValue, onChange })` → `[value, setValue]`.',
          '',
          'State for components that are controlled (`value` + `onChange`) or uncontrolled (`defaultValue`), the',
          '`value` / `defaultValue` / `onValueChange` convention of the ui package. `onChange` fires only for real',
          'changes; when controlled, the prop stays the truth and the owner may refuse a change.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ControllableStateDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본 (살아 있는 예시)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const uncontrolled = canvas.getByRole('button', { name: /비제어 찜하기/ });
    await userEvent.click(uncontrolled);
    await expect(uncontrolled).toHaveAttribute('aria-pressed', 'true');

    const controlled = canvas.getByRole('button', { name: /^제어 찜하기/ });
    await userEvent.click(controlled);
    await expect(controlled).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('부모 상태: 찜함')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '부모에서 찜 해제' }));
    await expect(controlled).toHaveAttribute('aria-pressed', 'false');
    await expect(uncontrolled).toHaveAttribute('aria-pressed', 'true');
  },
};
