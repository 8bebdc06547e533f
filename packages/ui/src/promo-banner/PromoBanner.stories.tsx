import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { PromoBanner } from './PromoBanner';

const meta = {
  title: 'Components/Shell/PromoBanner',
  component: PromoBanner,
  tags: ['autodocs'],
  args: { onAction: fn() },
  decorators: [(Story) => <div style={{ width: 350 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '홈 상단의 홍보 배너: 인증된 학생의 진짜 후기를 보려면 학교 인증을 하라고 권합니다. `title`, `description`, ' +
          '`actionLabel`(기본 "학교 인증하기")은 한국어 기본값이 있고 바꿀 수 있습니다. 기본 버튼은 `onAction`을 부르며, ' +
          '라우터 링크가 필요하면 `action`에 직접 넣습니다. `illustration`은 장식(aria-hidden)입니다. ' +
          '제목으로 이름 붙은 `<section>` 영역입니다. 선택자: `[data-component="PromoBanner"]`, ' +
          '`[data-slot="title" | "description" | "action" | "illustration"]`.',
      },
    },
  },
} satisfies Meta<typeof PromoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
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
