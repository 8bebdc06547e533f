import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { PromoBanner } from './PromoBanner';

const meta = {
  title: '컴포넌트/화면 틀/홍보 배너 · PromoBanner',
  component: PromoBanner,
  tags: ['autodocs'],
  args: { onAction: fn() },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '홈 위쪽의 학교 인증 안내 배너입니다. 연한 주황 바탕에 제목, 설명, "학교 인증하기" 버튼이 있습니다. 이미 인증한 학생에게는 보이지 않아야 합니다(화면이 정함).',
      },
    },
  },
} satisfies Meta<typeof PromoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '기본',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '진짜 후기는 인증된 학생에게서' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '학교 인증하기' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const CustomCopy: Story = {
  name: '다른 문구',
  args: {
    title: '후기를 남기고 다른 후기도 보세요',
    description: null,
    actionLabel: '후기 쓰기',
    illustration: <span style={{ fontSize: 'var(--jb-font-size-3xl)' }}>🏠</span>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '후기 쓰기' })).toBeVisible();
    await expect(canvas.queryByText(/무료로/)).not.toBeInTheDocument();
  },
};

export const AsLink: Story = {
  name: '버튼 대신 링크',
  args: {
    action: (
      <Button asChild size="sm">
        <a href="#verify">인증하러 가기</a>
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '인증하러 가기' });
    await expect(link).toHaveAttribute('href', '#verify');
  },
};
