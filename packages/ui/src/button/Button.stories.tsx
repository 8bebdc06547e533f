import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseIcon } from '../icons';
import { Button, IconButton } from './Button';

const meta = {
  title: 'Components/Actions/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: '다음', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          '찐빵의 기본 버튼. `variant`(primary · secondary · ghost · danger)와 `size`(sm · md · lg)로 모양을 고르고, ' +
          '`loading`이면 스피너를 보이고 `aria-busy`와 함께 비활성화됩니다. `asChild`로 링크 같은 다른 요소에 스타일을 입힐 수 있습니다. ' +
          '상태 선택자: `[data-variant]`, `[data-size]`, `[data-loading]`, `[data-disabled]`, `[data-full-width]`.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
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
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '다음' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
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
  args: { fullWidth: true, size: 'lg', children: '확인' },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '확인' });
    await expect(button.getBoundingClientRect().width).toBe(350);
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'secondary', children: <a href="#map">지도 둘러보기</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '지도 둘러보기' });
    await expect(link).toHaveAttribute('data-component', 'Button');
  },
};

export const IconOnly: StoryObj<typeof IconButton> = {
  render: () => <IconButton label="닫기" icon={<CloseIcon />} />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '닫기' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};
