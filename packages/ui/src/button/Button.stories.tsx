import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BackIcon, CloseIcon } from '../icons';
import { Button, IconButton } from './Button';

const meta = {
  title: '컴포넌트/액션/버튼 · Button',
  component: Button,
  tags: ['autodocs'],
  args: {
    children: '다음',
    variant: 'primary',
    size: 'md',
    loading: false,
    disabled: false,
    fullWidth: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: 'text' },
    asChild: { control: false },
    onClick: { description: '누르면 불립니다.', control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          '사용자가 무언가를 하게 하는 버튼입니다. 한 화면에 주된 행동(주황, primary)은 하나만 두고, 나머지는 연한 주황(secondary)이나 ' +
          '배경 없는 버튼(ghost)으로 무게를 낮춥니다. 탈퇴·삭제처럼 되돌릴 수 없는 행동만 빨강(danger)입니다.\n\n' +
          '- **크기**: 보통(44px)이 기본이고 손가락 하나로 누르기 좋은 최소 높이입니다. 화면 아래 고정 버튼은 크게(52px), ' +
          '촘촘한 곳은 작게(36px).\n' +
          '- **처리 중**: 누른 뒤 서버를 기다릴 때 글자 대신 스피너가 돌고, 다시 누를 수 없습니다. 폭은 그대로입니다.\n' +
          '- **키보드**: Tab으로 가면 파란 테두리(포커스 링)가 보이고 Enter·Space로 누릅니다. 손가락으로 누를 때는 링이 보이지 ' +
          '않습니다.\n' +
          '- **아이콘 버튼**: 글자 없이 아이콘만 있는 버튼은 이름(예: "닫기")을 꼭 정해 화면낭독기가 읽게 합니다.\n\n' +
          '오른쪽 위 Controls에서 글자, 종류, 크기, 상태를 바꿔 볼 수 있습니다.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '다음' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  name: '종류: 주요 · 보조 · 가벼운 · 위험',
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--jb-space-3)' }}>
      <Button {...args} variant="primary">
        후기 작성하기
      </Button>
      <Button {...args} variant="secondary">
        학교 인증하기
      </Button>
      <Button {...args} variant="ghost">
        이전
      </Button>
      <Button {...args} variant="danger">
        탈퇴하기
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: '탈퇴하기' })).toHaveAttribute('data-variant', 'danger');
  },
};

export const Sizes: Story = {
  name: '크기: 작게 · 보통 · 크게',
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--jb-space-3)', alignItems: 'center' }}>
      <Button {...args} size="sm">
        작게
      </Button>
      <Button {...args} size="md">
        보통
      </Button>
      <Button {...args} size="lg">
        크게
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('button', { name: '작게' }).getBoundingClientRect().height;
    const large = canvas.getByRole('button', { name: '크게' }).getBoundingClientRect().height;
    await expect(large).toBeGreaterThan(small);
  },
};

export const Disabled: Story = {
  name: '비활성',
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '다음' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  name: '처리 중',
  args: { loading: true, children: '업로드' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /업로드/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await expect(within(button).getByText('처리 중')).toBeInTheDocument();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  name: '가로 꽉 채움',
  args: { fullWidth: true, size: 'lg', children: '확인' },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '확인' });
    await expect(button.getBoundingClientRect().width).toBe(350);
  },
};

export const LongLabel: Story = {
  name: '긴 글자',
  args: { children: '학교 인증을 마치면 후기를 쓰고 다른 학생의 후기를 모두 볼 수 있어요' },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    // Korean wraps between words, and the button grows taller instead of overflowing.
    await expect(getComputedStyle(button).wordBreak).toBe('keep-all');
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(240);
    await expect(button.getBoundingClientRect().height).toBeGreaterThan(44);
  },
};

export const AsLink: Story = {
  name: '링크에 버튼 모양 입히기',
  args: { asChild: true, variant: 'secondary', children: <a href="#map">지도 둘러보기</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '지도 둘러보기' });
    await expect(link).toHaveAttribute('data-component', 'Button');
  },
};

export const IconOnly: StoryObj<typeof IconButton> = {
  name: '아이콘 버튼 (키보드 포커스)',
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--jb-space-3)', alignItems: 'center' }}>
      <IconButton label="닫기" icon={<CloseIcon />} />
      <IconButton label="뒤로 가기" variant="filled" icon={<BackIcon />} />
      <IconButton label="작은 닫기" size="sm" icon={<CloseIcon size={16} />} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '닫기' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(within(canvasElement).getByRole('button', { name: '뒤로 가기' })).toHaveAttribute(
      'data-variant',
      'filled',
    );
  },
};
